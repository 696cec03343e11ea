/**
 * The table above Dice Wars' "Activate which unit?" at 80x24 (src/cli/prompts/pickWindow.ts): the
 * full table is drawn (it stays in the scrollback), then, as it doesn't fit with the question, the
 * rows that do, holding the side's units and reaching toward the enemy's, said under them; if
 * those leave some of the enemy off, the whole table with rows sharing lines (activateMap.ts).
 */
import { linesAbove, screenLines } from '../../../src/cli/prompts/pickWindow';
import { sideNames } from '../../../src/cli/render/sideNames';
import { plainStyle } from '../../../src/cli/style';
import { unitLetters } from '../../../src/cli/dice-wars/render/renderMap';
import type { BattleState } from '../../../src/rulesets/dice-wars/state';
import { ENTER, scriptedPrompter } from '../../helpers/scriptedPrompter';
import { askAt } from './askAt';
import { begin, faceSetup, first, play } from './battle';

const names = sideNames(faceSetup().sides, plainStyle);

const activation = (state: BattleState, rows: number | undefined) =>
  askAt(state, scriptedPrompter([ENTER]), names, rows === undefined ? {} : { rows });

/** The table rows a text shows: lines with the same row number at both ends. */
const rowsOf = (text: string): number[] =>
  text
    .split('\n')
    .map((l) => /^\s*(\d+) \S+ (\d+)$/.exec(l))
    .filter((m): m is RegExpExecArray => m !== null && m[1] === m[2])
    .map((m) => Number(m[1]));

describe('Dice Wars: the table above "Activate which unit?"', () => {
  const s = play(begin(faceSetup()).state, ...first(6, 1)).state;

  it("at 80x24: the full 30-row table, then the rows that fit around the side's units", async () => {
    expect(s.awaiting).toMatchObject({ kind: 'activate', side: 'red' });
    const { d, out } = await activation(s, 24);
    expect(d).toMatchObject({ kind: 'activate', unit: 'gun' });
    expect(out).toHaveLength(2);
    expect(rowsOf(out[0]!)).toHaveLength(30);
    const part = out[1]!;
    // Red's two units stand on row 10, blue's on 18-20: both fit, the key says which rows.
    expect(rowsOf(part)).toEqual(expect.arrayContaining([10, 18, 20]));
    expect(part).toMatch(/rows \d+-\d+ of 0-29/);
    // The list: two units and the end entry.
    expect(screenLines(part, 80)).toBeLessThanOrEqual(linesAbove(24, 3));
  });

  it('on a screen too short for both armies: the whole table, rows sharing lines, every unit in it', async () => {
    // Fails on the rows around red's units alone, which named blue's as `below (rows 18-20): a b`.
    const { out } = await activation(s, 18);
    const part = out[1]!;
    const letters = unitLetters(s, names);
    const onRows = part
      .split('\n')
      .filter((l) => /^\s*\d+ \S+ \d+$/.test(l))
      .join('')
      .replace(/[^A-Za-z]/g, '');
    for (const u of s.units) expect(onRows).toContain(letters.get(u.id));
    expect(part).toMatch(/the whole table, \d rows a line/);
    expect(part).not.toContain('below (');
    expect(screenLines(part, 80)).toBeLessThanOrEqual(linesAbove(18, 3));
  });

  it('on a 50-row screen, or off a terminal, the full table is all', async () => {
    expect((await activation(s, 50)).out).toHaveLength(1);
    expect((await activation(s, undefined)).out).toHaveLength(1);
  });
});
