/**
 * Dice Wars' questions with an army of long names at 80 columns: every question, list entry and
 * line drawn above them fits 80 columns, so none wraps mid-word. Played before with `--army` of
 * long names: "activating Foundry-Master Ottoline Brassknuckle-Vander|steen)" in the undo entry,
 * the activation list's "(1 Core x4 members, melee 1|)", the overlay's three lines of names.
 */
import { visibleWidth } from '../../../src/cli/layout/wrap';
import { askingNames, sideNames } from '../../../src/cli/render/sideNames';
import { plainStyle } from '../../../src/cli/style';
import { scriptedPrompter, type ScriptedPrompter } from '../../helpers/scriptedPrompter';
import { setupOf, unit } from '../../rulesets/dice-wars/battle';
import { askAt } from './askAt';
import { activate, begin, first, play } from './battle';

const MASTER = 'Foundry-Master Ottoline Brassknuckle-Vandersteen';
const RIVETERS = 'Apprentice Riveters of the Lower Workshops';
const none = { melee: [], ranged: [], indirect: [] };
const setup = setupOf(
  [
    { ...unit('master', 'red', ['10,10'], { core: 3, equipment: { ...none, melee: [2], ranged: [2] } }) },
    unit('riveters', 'red', ['12,10', '13,10', '14,10', '15,10'], {
      core: 1,
      equipment: { ...none, melee: [1] },
    }),
    unit('engine', 'blue', ['10,20'], { core: 2, equipment: { ...none, ranged: [3] } }),
  ].map((u) => ({
    ...u,
    card: {
      ...u.card,
      name: u.id === 'master' ? MASTER : u.id === 'riveters' ? RIVETERS : `${u.card.name} Engine`,
    },
  })),
  {
    table: { cols: 30, rows: 30, pieces: [] },
    sides: [
      { id: 'red', name: 'The Most Honourable Company of Gearwrights of the Ninth Foundry', edge: 'north' },
      { id: 'blue', name: 'The Free and Sovereign Companies of the Western Marches', edge: 'south' },
    ],
  },
);
// As play gives them to the prompts (battle/screens.ts): side names cut for questions.
const names = askingNames(sideNames(setup.sides, plainStyle));

/** Every question and entry a player saw, and every line drawn, within 80 columns. */
function fits(prompter: ScriptedPrompter, out: readonly string[]): void {
  for (const q of prompter.asked) {
    expect(visibleWidth(`? ${q.message}`)).toBeLessThanOrEqual(80);
    for (const c of q.choices) expect(visibleWidth(`❯ ${c}`)).toBeLessThanOrEqual(80);
  }
  for (const line of out.join('\n').split('\n')) expect(visibleWidth(line)).toBeLessThanOrEqual(80);
}

describe('Dice Wars with long names at 80 columns', () => {
  const start = play(begin(setup).state, ...first(6, 1)).state;

  it('"Activate which unit?": each unit on one line, its name cut at a word', async () => {
    const prompter = scriptedPrompter([MASTER.slice(0, 20)]);
    const { d, out } = await askAt(start, prompter, names, { rows: 24 });
    expect(d).toMatchObject({ kind: 'activate', unit: 'master' });
    expect(prompter.asked[0]!.choices[1]).toMatch(/^Apprentice Riveters of… at 12,10 …: 5 dice/);
    fits(prompter, out);
  });

  it('the activation: the overlay, "What next?", its undo entry and "move where?" fit', async () => {
    const acting = play(start, activate('red', 'master')).state;
    const undoable = () => ({ kind: 'activate', side: 'red', unit: 'master' }) as const;
    const prompter = scriptedPrompter(['Move action', 'stay put']);
    const { out } = await askAt(acting, prompter, names, { rows: 24, undoable });
    expect(prompter.asked[0]!.choices).toContain(
      '↶ undo your last order (activating Foundry-Master Ottoline…)',
    );
    // The side's name is left out when with it the line would wrap.
    expect(out.join('\n')).toMatch(/\nFoundry-Master Ottoline…: a move reaches \d+ squares/);
    expect(prompter.asked[1]!.message).toBe('Foundry-Master Ottoline…: move where?');
    fits(prompter, out);
  });
});
