/**
 * A hex as a spending question's choice (src/cli/die-men/prompts/hexLabel.ts): played at 80x24
 * with an army named "The Most Honourable Company of Greycloak Riders", each of its hexes wrapped
 * onto two lines in "move from which hex?". Every label now fits `❯ ` + 80 columns, the most
 * detailed form first.
 */
import { readFileSync } from 'node:fs';
import { hexLabel } from '../../../src/cli/die-men/prompts/hexLabel';
import { sideNames } from '../../../src/cli/die-men/render/names';
import { visibleWidth } from '../../../src/cli/layout/wrap';
import { plainStyle } from '../../../src/cli/style';
import { dieMen, type BattleState } from '../../../src/rulesets/die-men';
import { loadDieMenScenario, toBattleSetup } from '../../../src/rulesets/die-men/scenario';

const FILE = 'scenarios/field-of-crows.yaml';
const LONG = 'The Most Honourable Company of Greycloak Riders';

function opening(): BattleState {
  const loaded = loadDieMenScenario(readFileSync(FILE, 'utf8'), FILE);
  if (!loaded.ok) throw new Error('bad scenario');
  const r = dieMen.init(toBattleSetup(loaded.value.scenario, { seed: 't1', defaultSeed: 't1' }));
  if (!r.ok) throw new Error('no start');
  return r.value.state;
}

describe('a hex as a list choice at 80 columns', () => {
  const s = opening();
  const [mine, theirs] = s.rules.sides.map((x) => x.id) as [string, string];
  const at = Object.keys(s.occupants).find((k) => s.occupants[k]!.side === mine)!;
  const enemy = Object.keys(s.occupants).find((k) => s.occupants[k]!.side === theirs)!;
  const mixed: BattleState = {
    ...s,
    occupants: {
      ...s.occupants,
      [at]: { side: mine, units: { infantry: 3, cavalry: 2, pc: 1 } },
      [enemy]: { side: theirs, units: { infantry: 3, cavalry: 2, siege: 1 } },
    },
  };
  const ctx = {
    names: sideNames(
      s.rules.sides.map((x) => (x.id === mine ? { ...x, name: LONG } : { ...x, name: `${LONG} II` })),
      plainStyle,
    ),
    style: plainStyle,
  };
  const odds = '  3 kills, cap 5 left; 2 gobble dice could spoil it';

  it("the side's own hex: its units in full, no name (the question says whose turn it is)", () => {
    expect(hexLabel(mixed, at, ctx, mine)).toBe(`${at}  3 infantry + 2 cavalry + 1 pc`);
  });

  it("an enemy's hex: its name while it fits, then without, then short words, then a count", () => {
    const short = { ...ctx, names: sideNames(s.rules.sides, plainStyle) };
    const enemyName = short.names.name(theirs);
    expect(hexLabel(mixed, enemy, short, mine)).toBe(
      `${enemy}  ${enemyName}: 3 infantry + 2 cavalry + 1 siege`,
    );
    expect(hexLabel(mixed, enemy, ctx, mine)).toBe(`${enemy}  3 infantry + 2 cavalry + 1 siege`);
    const one = '  3 kills, no cap; 1 gobble die could spoil it';
    expect(hexLabel(mixed, enemy, ctx, mine, one)).toBe(`${enemy}  3 inf + 2 cav + 1 siege${one}`);
    expect(hexLabel(mixed, enemy, ctx, mine, `${odds}, by archers`)).toBe(
      `${enemy}  6 units${odds}, by archers`,
    );
  });

  it('every hex of the map fits the line beside the pointer', () => {
    for (const k of Object.keys(s.rules.terrain)) {
      for (const side of [mine, theirs])
        expect(visibleWidth(hexLabel(mixed, k, ctx, side, odds)) + 2).toBeLessThanOrEqual(80);
    }
  });
});
