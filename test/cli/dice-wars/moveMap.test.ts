/**
 * The table above Dice Wars' "move where?" at 80x24 (reachMap.ts): as many rows as the screen
 * holds above the question and its list, the unit and its reach among them. Played before on
 * dw-battle: 5 rows (the least), the ruler scrolled off, as the weapons' "none" lines and a
 * fixed guess of the key's lines took the rest.
 */
import { linesAbove, screenLines } from '../../../src/cli/prompts/pickWindow';
import { sideNames } from '../../../src/cli/render/sideNames';
import { plainStyle } from '../../../src/cli/style';
import { REACH } from '../../../src/cli/dice-wars/render/renderRanges';
import { scriptedPrompter } from '../../helpers/scriptedPrompter';
import { askAt } from './askAt';
import { activate, begin, faceSetup, first, play } from './battle';
import { setupOf, unit } from '../../rulesets/dice-wars/battle';

const names = sideNames(faceSetup().sides, plainStyle);

/** The table rows a text shows: lines with the same row number at both ends. */
const rowsOf = (text: string): number[] =>
  text
    .split('\n')
    .map((l) => /^\s*(\d+) \S+ (\d+)$/.exec(l))
    .filter((m): m is RegExpExecArray => m !== null && m[1] === m[2])
    .map((m) => Number(m[1]));

describe('Dice Wars: the table above "move where?" at 80x24', () => {
  const s = play(begin(faceSetup()).state, ...first(6, 1), activate('red', 'gun')).state;

  it('fills the screen above the question with rows around the unit, its reach marked', async () => {
    const prompter = scriptedPrompter(['Move action', 'stay put']);
    const { out } = await askAt(s, prompter, names, { rows: 24 });
    const asked = prompter.asked[1]!;
    expect(asked.message).toMatch(/move where/);
    const block = out.at(-1)!;
    // The list is longer than a page: inquirer shows 8 of it, the question and its hint 3 more.
    expect(asked.choices.length).toBeGreaterThan(8);
    expect(screenLines(block, 80)).toBe(linesAbove(24, asked.choices.length));
    const shown = rowsOf(block);
    expect(shown).toContain(10); // the gun, at 10,10
    expect(shown.length).toBeGreaterThanOrEqual(9);
    // Every row shown but the gun's own holds squares of its reach (a 6" move: rows 4-16).
    for (const line of block.split('\n').filter((l) => /^\s*\d+ \S+ \d+$/.test(l)))
      expect(line).toContain(REACH);
    expect(block).toMatch(/rows \d+-\d+ of 0-29; · in reach \(\d+ squares\)/);
    expect(block).not.toContain('can hit now');
  });

  it("the move's key fits one line of 80 with two-digit rows, a three-digit count and terrain", async () => {
    // Played on dw-battle: `rows 1-9 of 0-35; · in reach of the move (98 squares); a digit:
    // terrain that` wrapped `high` onto a line of its own, a row of the board less.
    const wide = setupOf(
      [unit('gun', 'red', ['23,5'], { core: 2 }), unit('foe', 'blue', ['23,33'], { core: 2 })],
      {
        table: { cols: 48, rows: 36, pieces: [{ id: 'hill', cells: ['30,9', '31,9'], height: 1 }] },
      },
    );
    const t = play(begin(wide).state, ...first(6, 1), activate('red', 'gun')).state;
    const prompter = scriptedPrompter(['Move action', 'stay put', 'Yes']);
    const { out } = await askAt(t, prompter, names, { rows: 24 });
    const key = out
      .at(-1)!
      .split('\n')
      .find((l) => l.includes('in reach ('))!;
    expect(key).toMatch(
      /(^|  )rows \d+-\d+ of 0-35; · in reach \(\d{3} squares\); a digit: terrain that high$/,
    );
    expect(key.length).toBeLessThanOrEqual(80);
  });

  it('the actions question keeps what each weapon can hit under the rows, all in the lines above it', async () => {
    const prompter = scriptedPrompter(['end the activation', 'Yes']);
    const { out } = await askAt(s, prompter, names, { rows: 24 });
    const block = out.at(-1)!;
    expect(block).toContain('can hit now (in range and in sight):');
    expect(screenLines(block, 80)).toBeLessThanOrEqual(linesAbove(24, prompter.asked[0]!.choices.length));
    expect(rowsOf(block)).toContain(10);
  });

  it('after a No to staying put, the rows are drawn again right above the list asked again', async () => {
    const prompter = scriptedPrompter(['Move action', 'stay put', 'No', '10,6 ']);
    const { out } = await askAt(s, prompter, names, { rows: 24 });
    // "move where?" has its overlay (the key counts the squares), once, then again after the No.
    const maps = out.filter((t) => /· in reach \(\d+ squares\)/.test(t));
    expect(maps).toHaveLength(2);
    expect(maps[1]).toBe(maps[0]);
    expect(out.at(-1)).toBe(maps[1]);
  });
});
