/**
 * The board above "Move which unit?" and the combat's "Activate which unit?" on df-war (24x24) at
 * 80x24: the rows that fit hold the side's units, say which rows they are, and no line wraps; the
 * whole map when it fits (a 40-row screen) is not drawn again after the full map.
 */
import { readFileSync } from 'node:fs';
import type { PromptContext } from '../../../src/cli/die-fighting/prompts/context';
import { humanSource } from '../../../src/cli/die-fighting/prompts/humanSource';
import { linesAbove, screenLines } from '../../../src/cli/prompts/pickWindow';
import { visibleWidth } from '../../../src/cli/layout/wrap';
import { sideNames } from '../../../src/cli/render/sideNames';
import { plainStyle } from '../../../src/cli/style';
import { loadDieFightingScenario } from '../../../src/rulesets/die-fighting/scenario';
import { deployInPlay, zoneSquares } from '../../../src/rulesets/die-fighting/deployment';
import { unactivated } from '../../../src/rulesets/die-fighting/legal';
import type { BattleState } from '../../../src/rulesets/die-fighting/state';
import type { Decision, UnitSetup } from '../../../src/rulesets/die-fighting/types';
import { BACK } from '../../../src/cli/prompts/promptContext';
import { ENTER, scriptedPrompter, type Answer } from '../../helpers/scriptedPrompter';
import { begin, initiative, play, toCombat } from '../../rulesets/die-fighting/helpers';

const FILE = 'scenarios/df-war.yaml';

function opening(): BattleState {
  const r = loadDieFightingScenario(readFileSync(FILE, 'utf8'), FILE);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return begin(r.value.setup({ fallback: 't1' })).state;
}

async function ask(state: BattleState, answers: Answer[], rows: number, drew = true) {
  const said: string[] = [];
  const ctx: PromptContext = {
    prompter: scriptedPrompter(answers, '← back'),
    names: sideNames(state.rules.sides, plainStyle),
    style: plainStyle,
    say: (t) => said.push(t),
    showMap: () => drew,
    dice: false,
    hotSeat: false,
    rows,
  };
  await (humanSource(ctx).decide(state.awaiting!, state) as Promise<Decision>);
  return said;
}

/** The map rows a text shows: lines with the same row number at both ends. */
const rowsOf = (text: string) =>
  text
    .split('\n')
    .map((l) => /^\s*(\d+)\s.*\s(\d+)$/.exec(l))
    .filter((m): m is RegExpExecArray => m !== null && m[1] === m[2])
    .map((m) => Number(m[1]));

describe('Die Fighting: the board above a "which unit?" question', () => {
  it("movement on df-war at 80x24: the rows of the side's units, said, no line wrapped", async () => {
    const s = play(opening(), ...initiative([6, 6], [1, 1])).state;
    expect(s.awaiting).toMatchObject({ kind: 'move', side: 'red' });
    const units = unactivated(s, 'red');
    // Pick the first unit, go back, then end movement (confirmed).
    const said = await ask(s, [ENTER, BACK, 'end movement', 'Yes'], 24);
    expect(said).toHaveLength(3); // the board, the unit's reach map, the board again
    const board = said[0]!;
    const list = units.length + 1;
    expect(screenLines(board, 80)).toBeLessThanOrEqual(linesAbove(24, list));
    const shown = rowsOf(board);
    for (const u of units) expect(shown).toContain(Number(u.at.split(',')[1]));
    expect(board).toMatch(/rows 0-\d+ of 0-23/);
    for (const text of said)
      for (const line of text.split('\n')) expect(visibleWidth(line)).toBeLessThanOrEqual(80);
    expect(said[2]).toBe(board);
  });

  it('a No to ending movement asks again under the board drawn again (its two lines would push the top off)', async () => {
    const s = play(opening(), ...initiative([6, 6], [1, 1])).state;
    const said = await ask(s, ['end movement', ENTER, 'end movement', 'Yes'], 24);
    expect(said).toHaveLength(2);
    expect(said[1]).toBe(said[0]);
    expect(rowsOf(said[0]!).length).toBeGreaterThan(5);
  });

  it('combat: the same for "Activate which unit?"; on a tall screen the full map drawn is enough', async () => {
    const s = toCombat(opening()).state;
    expect(s.awaiting).toMatchObject({ kind: 'combat', side: 'red' });
    const said = await ask(s, ['end combat', 'Yes'], 24);
    expect(said).toHaveLength(1);
    expect(rowsOf(said[0]!)).toContain(1);
    expect(await ask(s, ['end combat', 'Yes'], 60)).toEqual([]);
    // Not drawn just now (the map scrolled away): the whole map, as it fits.
    const again = await ask(s, ['end combat', 'Yes'], 60, false);
    expect(rowsOf(again[0]!)).toEqual([...Array(24).keys()]);
  });
});

describe('Die Fighting: the board above "deploy which unit?"', () => {
  it("df-war at 80x24 with armies: the zone's rows, its free squares marked + (not only by colour), a key saying so", async () => {
    const r = loadDieFightingScenario(readFileSync(FILE, 'utf8'), FILE);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const setup = r.value.setup({ fallback: 't1' });
    const army = (side: string): UnitSetup[] => [
      { side, type: 'light-cavalry', commander: 'sergeant' },
      { side, type: 'archers' },
      { side, type: 'conscripts' },
    ];
    const start = begin(deployInPlay({ ...setup, units: {} }, [...army('red'), ...army('blue')])).state;
    // The set-up roll: red wins and places first; blue keeps its edge.
    const s = play(
      start,
      { kind: 'roll', side: 'red', faces: [6, 6] },
      { kind: 'roll', side: 'blue', faces: [1, 1] },
      { kind: 'deploy', side: 'blue', edge: setup.sides[1]!.edge },
    ).state;
    expect(s.awaiting).toMatchObject({ kind: 'deploy', side: 'red', choose: 'unit' });
    // Which unit: the first; its square: the one suggested.
    const said = await ask(s, [ENTER, ENTER], 24);
    const board = said[0]!;
    expect(screenLines(board, 80)).toBeLessThanOrEqual(linesAbove(24, 3));
    expect(board).toContain('+ a free square of your zone (up to 2 in from your edge)');
    const zone = zoneSquares(s, 'red');
    // A row: its number in a gutter, a space, then each square right-aligned in w characters.
    const header = board.split('\n')[0]!;
    const gutter = String(s.rules.grid.rows - 1).length;
    const w = (header.length - gutter - 1) / s.rules.grid.cols;
    const shown = new Set(rowsOf(board));
    for (const row of new Set(zone.map((c) => Number(c.split(',')[1])))) expect(shown).toContain(row);
    // Each free square of the zone is a + in its column; no + anywhere else.
    for (const line of board.split('\n').slice(1)) {
      const m = /^\s*(\d+)\s.*\s(\d+)$/.exec(line);
      if (!m || m[1] !== m[2]) continue;
      const plus = [...line.matchAll(/\+/g)].map((x) => (x.index - gutter) / w - 1);
      const want = zone.filter((c) => c.endsWith(`,${m[1]}`)).map((c) => Number(c.split(',')[0]));
      expect(plus.sort((a, b) => a - b)).toEqual(want.sort((a, b) => a - b));
    }
    for (const line of board.split('\n')) expect(visibleWidth(line)).toBeLessThanOrEqual(80);
  });
});
