/**
 * The map above a pick question ("Activate which unit?", "Move which unit?", Declare): the whole
 * map when it fits the screen with the question and its list, else the rows around the units
 * offered and the enemy nearest them (src/cli/prompts/pickWindow.ts).
 */
import {
  fitRows,
  linesAbove,
  pickSpan,
  sayPickMap,
  screenLines,
  spanNote,
} from '../../src/cli/prompts/pickWindow';
import { plainStyle } from '../../src/cli/style';

/** A map of `total` rows drawn as a ruler, one line a row, and a key line. */
const drawRows = (total: number) => (rows: readonly [number, number]) => {
  const lines = ['ruler'];
  for (let r = rows[0]; r <= rows[1]; r++) lines.push(`row ${r}`);
  return [...lines, `key ${spanNote(rows, total)}`].join('\n');
};

describe('the rows a pick question shows', () => {
  it('holds every unit offered, then reaches toward the enemy', () => {
    // Dice Wars' dw-mek-shop at round 1: the player's units on rows 1-4, the enemy's on 19-22.
    expect(pickSpan(24, 12, [1, 2, 3, 3, 4], [19, 21, 22])).toEqual([1, 12]);
    // The enemy on the other side: the window runs up from the units toward it.
    expect(pickSpan(24, 12, [19, 21, 22], [1, 2, 3, 4])).toEqual([11, 22]);
  });

  it('takes in enemies near the units when there is room', () => {
    expect(pickSpan(36, 10, [10, 12], [14, 15, 30])).toEqual([6, 15]);
    expect(pickSpan(36, 10, [10, 12], [3, 30])).toEqual([3, 12]);
  });

  it('holds as many of the units offered as fit when not all do', () => {
    const [lo, hi] = pickSpan(36, 8, [0, 1, 2, 20, 21, 22, 23], [30]);
    expect(hi - lo + 1).toBe(8);
    expect([20, 21, 22, 23].every((r) => r >= lo && r <= hi)).toBe(true);
  });

  it('is the whole map when it is as tall as the window, and centred on the units with no enemy', () => {
    expect(pickSpan(10, 12, [3], [8])).toEqual([0, 9]);
    expect(pickSpan(20, 5, [10], [])).toEqual([8, 12]);
  });
});

describe('fitting the map to the screen', () => {
  it('leaves the question, the list as shown and the key hint', () => {
    // 24 rows, 6 entries: question 1, list 6, blank line and hint 2.
    expect(linesAbove(24, 6)).toBe(15);
    // A long list is paged (8 at a time on 24 rows).
    expect(linesAbove(24, 30)).toBe(13);
  });

  it('counts a line wider than the screen as the lines it wraps to', () => {
    expect(screenLines('a\nb', 80)).toBe(2);
    expect(screenLines('x'.repeat(81), 80)).toBe(2);
    expect(screenLines(`\u001b[1m${'x'.repeat(80)}\u001b[22m`, 80)).toBe(1);
  });

  it('draws the whole map when it fits, else the largest window that does', () => {
    const span = (size: number) => pickSpan(24, size, [1, 2], [20]);
    const whole = fitRows(24, 30, 80, span, drawRows(24));
    expect(whole.whole).toBe(true);
    expect(screenLines(whole.text, 80)).toBe(26);
    const part = fitRows(24, 15, 80, span, drawRows(24));
    expect(part.whole).toBe(false);
    expect(screenLines(part.text, 80)).toBe(15);
    expect(part.text).toContain('row 1\n');
    expect(part.text).toContain('key rows 1-13 of 0-23');
  });

  it('prints the part unless the whole map was just drawn, and nothing with no terminal height', () => {
    const said: string[] = [];
    const ctx = (rows: number | undefined) => ({ say: (t: string) => said.push(t), rows, style: plainStyle });
    const map = { total: 24, mine: [1, 2], theirs: [20], draw: drawRows(24) };
    sayPickMap(ctx(24), true, 6, map);
    expect(said).toHaveLength(1);
    expect(screenLines(said[0]!, 80)).toBeLessThanOrEqual(linesAbove(24, 6));
    sayPickMap(ctx(60), true, 6, map);
    expect(said).toHaveLength(1);
    sayPickMap(ctx(60), false, 6, map);
    expect(said[1]).toContain('row 23');
    sayPickMap(ctx(undefined), false, 6, map);
    expect(said).toHaveLength(2);
  });

  it('prints nothing more while the map drawn at the round start and its header fit above the question', () => {
    const said: string[] = [];
    const map = { total: 24, mine: [1, 2], theirs: [20], draw: drawRows(24) };
    const ctx = (mapLines: number | null) => ({
      say: (t: string) => said.push(t),
      rows: 24,
      style: plainStyle,
      mapLines: () => mapLines,
    });
    // A pause question (no list): 21 lines above it on a 24-line screen.
    sayPickMap(ctx(21), false, 0, map);
    expect(said).toHaveLength(0);
    // One line too many, or a question asked since (null): the rows that fit are drawn.
    sayPickMap(ctx(22), false, 0, map);
    expect(said).toHaveLength(1);
    expect(screenLines(said[0]!, 80)).toBeLessThanOrEqual(linesAbove(24, 0));
    sayPickMap(ctx(null), false, 0, map);
    expect(said).toHaveLength(2);
  });
});
