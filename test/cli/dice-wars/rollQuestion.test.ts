/**
 * Dice Wars' roll-off questions (src/cli/dice-wars/prompts/promptRoll.ts) at 80 columns: said in
 * full while they fit; with a side's name as long as a question shows it (26 characters, an army
 * of one's own: "Gearwrights of the Ninth Brass Foundry"), the short question, which never wraps,
 * with Enter or with real dice typed in. Played at 80x24 before: '? Gearwrights of the Ninth…:
 * press Enter to roll a d6 for the roll-off for the e' / 'dge'.
 */
import { visibleWidth } from '../../../src/cli/layout/wrap';
import { askingNames, sideNames } from '../../../src/cli/render/sideNames';
import { plainStyle } from '../../../src/cli/style';
import type { BattleState } from '../../../src/rulesets/dice-wars/state';
import { scriptedPrompter } from '../../helpers/scriptedPrompter';
import { begin, setupOf, unit } from '../../rulesets/dice-wars/battle';
import { askAt } from './askAt';

const LONG = 'Gearwrights of the Ninth Brass Foundry';
const sides = [
  { id: 'red', name: 'Red', edge: 'north' as const },
  { id: 'blue', name: LONG, edge: 'south' as const },
];
const units = [unit('a', 'red', ['10,1'], { core: 2 }), unit('b', 'blue', ['10,45'], { core: 2 })];
/** The same units still to be placed (edge deployment starts with the roll-off for edges). */
const toPlace = units.map((u) => ({ ...u, at: [] }));
const names = askingNames(sideNames(sides, plainStyle));

/** The question asked at `state` (its side's roll), with Enter or with a typed face. */
async function asked(state: BattleState, dice: boolean): Promise<string> {
  const prompter = scriptedPrompter(['3']);
  await askAt(state, prompter, names, { dice, rows: 24 });
  return prompter.asked[0]!.message;
}

/** The widest a question's line gets: `? `, the question, and a typed face after it. */
const lineWidth = (q: string): number => visibleWidth(`? ${q} 6`);

/** The first roll asked of `side`: the roll-off for edges (edge deployment), else round 1's. */
function rollOf(side: 'red' | 'blue', purpose: 'edges' | 'first'): BattleState {
  const setup =
    purpose === 'edges' ? setupOf(toPlace, { sides, deployment: 'edge' }) : setupOf(units, { sides });
  const s = begin(setup).state;
  expect(s.awaiting).toMatchObject({ kind: 'roll', purpose });
  return { ...s, awaiting: { ...s.awaiting!, side } } as BattleState;
}

describe("Dice Wars' roll-off questions at 80 columns", () => {
  it('a short name: said in full', async () => {
    expect(await asked(rollOf('red', 'edges'), false)).toBe(
      'Red: press Enter to roll a d6 for the roll-off for the edge',
    );
    expect(await asked(rollOf('red', 'first'), false)).toBe(
      'Red: press Enter to roll a d6 for first activation, round 1',
    );
  });

  it('a name cut to 26 characters: the short question, which fits, with Enter or typed dice', async () => {
    for (const purpose of ['edges', 'first'] as const)
      for (const dice of [false, true]) {
        const q = await asked(rollOf('blue', purpose), dice);
        expect(q.startsWith('Gearwrights of the Ninth…')).toBe(true);
        expect(q).toMatch(purpose === 'edges' ? /the edges?/ : /round 1/);
        expect(lineWidth(q)).toBeLessThanOrEqual(80);
      }
  });
});
