/**
 * A gate broken down (or opened) is open ground: `step` and the pictures drew it so (terrainNow),
 * but `play`'s board (battleView.ts), the maps above the questions (armyMap.ts, hexMap.ts) and the
 * hexes as list choices (hexLabel.ts) read the scenario's terrain, so a broken drawbridge still
 * showed shut in play. Castle-siege's drawbridge at 6,4, broken.
 */
import { readFileSync } from 'node:fs';
import { battleView } from '../../../src/cli/die-men/battleView';
import type { PromptContext } from '../../../src/cli/die-men/prompts/context';
import { sayArmyMap } from '../../../src/cli/die-men/prompts/armyMap';
import { hexLabel } from '../../../src/cli/die-men/prompts/hexLabel';
import { hexMap } from '../../../src/cli/die-men/prompts/hexMap';
import { sideNames } from '../../../src/cli/die-men/render/names';
import { renderBoard } from '../../../src/cli/die-men/render/renderBattleMap';
import { plainStyle } from '../../../src/cli/style';
import { dieMen, terrainNow, type BattleState } from '../../../src/rulesets/die-men';
import { loadDieMenScenario, toBattleSetup } from '../../../src/rulesets/die-men/scenario';

const FILE = 'scenarios/castle-siege.yaml';
const GATE = '6,4';

function opening(): BattleState {
  const loaded = loadDieMenScenario(readFileSync(FILE, 'utf8'), FILE);
  if (!loaded.ok) throw new Error('bad scenario');
  const r = dieMen.init(toBattleSetup(loaded.value.scenario, { seed: 't1', defaultSeed: 't1' }));
  if (!r.ok) throw new Error('no start');
  return r.value.state;
}

const shut = opening();
const broken: BattleState = {
  ...shut,
  gates: { ...shut.gates, [GATE]: { ...shut.gates[GATE]!, status: 'broken', brokenRound: 2 } },
};
const names = sideNames(shut.rules.sides, plainStyle);
const style = { ...plainStyle, width: 80 };
const board = (s: BattleState, terrain = terrainNow(s)) =>
  renderBoard(s.rules.grid, terrain, s.occupants, names, style);

/** The drawbridge's empty cell on a map (`DDDDD`). */
const gateCells = (text: string) => (text.match(/DDD/g) ?? []).length;

describe('a broken drawbridge in the terminal faces', () => {
  it('the state is a fair test: the broken gate draws otherwise than the scenario terrain', () => {
    expect(board(broken)).not.toBe(board(broken, broken.rules.terrain));
    expect(gateCells(board(shut))).toBe(1);
  });

  it("play's board draws the ground as it stands, and draws again when the gate breaks", () => {
    const out: string[] = [];
    const view = battleView((t) => out.push(t), names, style, { map: true } as never);
    expect(view.showMap(shut)).toBe(true);
    expect(out.join('\n')).toContain(board(shut));
    out.length = 0;
    // Nobody moved: only the gate broke. The board had kept showing it shut.
    expect(view.showMap(broken)).toBe(true);
    expect(out.join('\n')).toContain(board(broken));
    expect(gateCells(out.join('\n'))).toBe(0);
  });

  const ctx = () => {
    const said: string[] = [];
    return {
      said,
      ctx: { names, style, rows: 40, say: (t: string) => said.push(t) } as unknown as PromptContext,
    };
  };

  it('the map above Declare and the spending questions', () => {
    const { said, ctx: c } = ctx();
    sayArmyMap(broken, 'margrave', 3, c, false);
    const shown = said.join('\n');
    const { said: saidShut, ctx: cs } = ctx();
    sayArmyMap(shut, 'margrave', 3, cs, false);
    expect(gateCells(saidShut.join('\n'))).toBe(1);
    expect(gateCells(shown)).toBe(0);
  });

  it("Free Movement's window and a hex offered in a list", () => {
    // The window around the ram's hex, next to the gate, the ram's hexes offered.
    const b = hexMap(shut, '5,4', ['5,3', '5,4'], names, style, 10);
    const a = hexMap(broken, '5,4', ['5,3', '5,4'], names, style, 10);
    expect(gateCells(b)).toBe(1);
    expect(gateCells(a)).toBe(0);
    expect(hexLabel(shut, GATE, { names, style }, 'margrave')).toMatch(/^6,4 \(drawbridge\)/);
    expect(hexLabel(broken, GATE, { names, style }, 'margrave')).toMatch(/^6,4 {2}empty/);
  });
});
