/**
 * At a real 80x24 terminal, each game's first question that picks one of the player's units (or
 * Die, Men!'s strategy) comes right under the rows of the map that fit with it (Dice Wars: the whole
 * table, rows sharing lines, when those rows leave the enemy off), after the full map
 * (which stays in the scrollback): the lead's finding that the player's own units had scrolled off
 * (src/cli/prompts/pickWindow.ts). The battle is stopped there (Ctrl+C).
 * Run `npm run build` first when running this file alone.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { atTerminal, hasScript } from '../helpers/pty';

const CASES: [string, RegExp, RegExp, string][] = [
  // Dice Wars and Die Fighting keep a line for the last: line (the roll-off, the enemy's moves and shots).
  // Dice Wars: rows 1-11 left the enemy off (`below (rows 17-21): a b c d e`); the whole table
  // with rows sharing lines holds both armies (ux-boards3).
  [
    'dw-mek-shop',
    /Activate which unit\?/,
    /the whole table, 3 rows a line/,
    '23 ........................ 23',
  ],
  // df-war: 9 rows, not 11: with the last: line and a list of 8 the 11th pushed the ruler off the
  // top (ux-boards, d0bbae2: the screen is exactly 24 lines with the ruler); the 10th gave way to
  // where the enemy stands, off these rows: `below (rows 22-23): 20 lower-case units` (ux-boards2).
  ['df-war', /Move which unit\?/, /rows 0-8 of 0-23/, 'B blocking  (health: see the roster)'],
  ['field-of-crows', /strategy for round 1\?/, /rows 1-7 of 0-9/, '(odd columns sit half a row lower)'],
];

(hasScript ? describe : describe.skip)('the board above the first pick question at 80x24', () => {
  for (const [scenario, question, rows, fullEnd] of CASES) {
    it.concurrent(
      `${scenario}: the rows around the player's units, after the full map`,
      async () => {
        const log = join(mkdtempSync(join(tmpdir(), 'diemen-pick-')), 'battle.jsonl');
        const r = await atTerminal(
          ['play', scenario, '--solo', '--seed', 't1', '--log', log],
          [],
          question,
          60000,
        );
        expect(r.code).toBe(130);
        const before = r.out.slice(0, r.out.search(question));
        const note = [...before.matchAll(/rows \d+-\d+ of 0-\d+|the whole table, \d rows a line/g)].pop();
        expect(note?.[0]).toMatch(rows);
        // The full map came first; the part that fits is the last thing above the question.
        expect(before.lastIndexOf(fullEnd)).toBeGreaterThan(0);
        expect(note!.index).toBeGreaterThan(before.lastIndexOf(fullEnd));
        // What the dice did is still in sight: between the rows drawn and the question.
        if (scenario.startsWith('dw-'))
          expect(before.slice(note!.index)).toMatch(/last: first activation to .* \(\d to \d\)/);
        if (scenario.startsWith('df-')) {
          expect(before.slice(note!.index)).toMatch(/last: initiative to .* \(\d+ to \d+\)/);
          // df-war's side has more units than the 8 lines of list an 80x24 screen shows: the end
          // of the phase is above them, in sight, not below the page.
          expect(r.out.slice(r.out.search(question))).toMatch(/end movement: the rest stay \(\d+\)/);
        }
      },
      90000,
    );
  }
});

(hasScript ? describe : describe.skip)("a round's start at 80x24: the board once, under the header", () => {
  it.concurrent(
    'harrow-down: the map under "Round 1" fits with the strategy question and is not drawn again; df-war: the initiative roll has the rows that fit',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'diemen-round-'));
      const [dm, df] = await Promise.all([
        atTerminal(
          ['play', 'harrow-down', '--solo', '--seed', 't1', '--log', join(dir, 'dm.jsonl')],
          [],
          /strategy for round 1\?/,
          60000,
        ),
        atTerminal(
          ['play', 'df-war', '--solo', '--seed', 't1', '--log', join(dir, 'df.jsonl')],
          [],
          /initiative, round 1/,
          60000,
        ),
      ]);
      expect(dm.code).toBe(130);
      const round = dm.out.slice(dm.out.indexOf('── Round 1 ──'), dm.out.search(/strategy for round 1\?/));
      // One map (one column ruler), the whole of it: no window drawn again under it.
      expect(round.match(/^ {4}0 {4}1 {4}2/gm)).toHaveLength(1);
      expect(round).toContain('(odd columns sit half a row lower)');
      expect(round).not.toMatch(/rows \d+-\d+ of/);
      // The map and the question (its line, 4 strategies, a blank line, the key hint) fit 24 rows.
      const map = round
        .slice(round.search(/^ {4}0 {4}1/m))
        .split('\n')
        .slice(0, -1);
      expect(map.length + 7).toBeLessThanOrEqual(24);
      expect(df.code).toBe(130);
      const roll = df.out.slice(0, df.out.search(/initiative, round 1/));
      expect([...roll.matchAll(/rows \d+-\d+ of 0-23/g)].pop()?.index).toBeGreaterThan(
        roll.lastIndexOf('── Round 1 ──'),
      );
    },
    90000,
  );
});
