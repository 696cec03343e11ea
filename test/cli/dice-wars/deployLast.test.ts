/**
 * Dice Wars' "deploy which unit?" at the keyboard (src/cli/dice-wars/prompts/promptDeploy.ts):
 * with two units left it asks which; with one left it names it on one line and asks only its
 * square, under the rows of the zone that fit an 80x24 screen.
 */
import { cardCost } from '../../../src/rulesets/dice-wars/army';
import { screenLines } from '../../../src/cli/prompts/pickWindow';
import { sideNames } from '../../../src/cli/render/sideNames';
import { plainStyle } from '../../../src/cli/style';
import type { BattleState } from '../../../src/rulesets/dice-wars/state';
import type { UnitSetup } from '../../../src/rulesets/dice-wars/types';
import { ENTER, scriptedPrompter } from '../../helpers/scriptedPrompter';
import { askAt } from './askAt';
import { begin, play, setupOf, unit } from '../../rulesets/dice-wars/battle';

const toPlace = (id: string, side: string, members = 1): UnitSetup => ({
  ...unit(
    id,
    side,
    Array.from({ length: members }, (_, i) => `${i},0`),
    { core: 2 },
  ),
  at: [],
});

const setup = setupOf([toPlace('grunts', 'red', 3), toPlace('orcs', 'blue'), toPlace('boss', 'blue')], {
  deployment: 'edge',
  table: { cols: 48, rows: 36, pieces: [] },
});
const names = sideNames(setup.sides, plainStyle);

/** Blue wins the roll-off for edges and takes the north edge: blue places first. */
const deploying = (): BattleState =>
  play(
    begin(setup).state,
    { kind: 'roll', side: 'red', faces: [2] },
    { kind: 'roll', side: 'blue', faces: [5] },
    { kind: 'deploy', side: 'blue', edge: 'north' },
  ).state;

async function ask(state: BattleState) {
  const prompter = scriptedPrompter([], ENTER);
  const { d, out } = await askAt(state, prompter, names, { rows: 24 });
  return { d, out, asked: prompter.asked };
}

describe('Dice Wars: which unit to deploy', () => {
  it('with two units left it asks which, then where', async () => {
    const s = deploying();
    expect(s.awaiting).toMatchObject({ kind: 'deploy', side: 'blue', choose: 'unit' });
    const { d, asked } = await ask(s);
    expect(asked.map((a) => a.kind)).toEqual(['select', 'input']);
    expect(asked[0]!.message).toContain('deploy which unit? (2 left to place)');
    expect(d).toMatchObject({ kind: 'deploy', side: 'blue' });
  });

  it('with one left it names it on one line and asks only its square, all in 24 rows', async () => {
    const s = play(deploying(), { kind: 'deploy', side: 'blue', unit: 'orcs', at: ['20,1'] }).state;
    expect(s.awaiting).toMatchObject({ kind: 'deploy', side: 'red', choose: 'unit' });
    const { d, out, asked } = await ask(s);
    expect(asked.map((a) => a.kind)).toEqual(['input']);
    expect(asked[0]!.message).toMatch(/^grunts: where\?/);
    const cost = cardCost(setup.units.find((u) => u.id === 'grunts')!.card);
    expect(out.at(-1)).toBe(`The last unit of Red to place: grunts (${cost} dice, 3 models)`);
    expect(d).toMatchObject({ kind: 'deploy', side: 'red', unit: 'grunts' });
    // The rows drawn for the question, the line naming the unit, the question and a refusal fit 24 rows.
    const part = out.slice(-2).join('\n');
    expect(part).toMatch(/rows \d+-35 of 0-35/);
    expect(screenLines(part, 80) + 2).toBeLessThanOrEqual(24);
  });
});
