/**
 * The board at the initiative roll in hot-seat play (src/cli/die-fighting/prompts/wholeBoard.ts):
 * the general taking the keyboard sees every unit where it stands. Played at 80x24 before: df-war's
 * pause showed rows 0-17 of 0-23, the other army `below (rows 22-23): 20 lower-case units`.
 */
import { readFileSync } from 'node:fs';
import type { PromptContext } from '../../../src/cli/die-fighting/prompts/context';
import { humanSource } from '../../../src/cli/die-fighting/prompts/humanSource';
import { wholeBoard } from '../../../src/cli/die-fighting/prompts/wholeBoard';
import { linesAbove, screenLines } from '../../../src/cli/prompts/pickWindow';
import { visibleWidth } from '../../../src/cli/layout/wrap';
import { sideNames } from '../../../src/cli/render/sideNames';
import { plainStyle } from '../../../src/cli/style';
import { loadDieFightingScenario } from '../../../src/rulesets/die-fighting/scenario';
import type { BattleState } from '../../../src/rulesets/die-fighting/state';
import type { Decision } from '../../../src/rulesets/die-fighting/types';
import { ENTER, scriptedPrompter } from '../../helpers/scriptedPrompter';
import { begin } from '../../rulesets/die-fighting/helpers';

function dfWar(): BattleState {
  const r = loadDieFightingScenario(readFileSync('scenarios/df-war.yaml', 'utf8'), 'df-war.yaml');
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return begin(r.value.setup({ fallback: 't1' })).state;
}

/** What is printed above the initiative roll at a 24-line screen, hot-seat or not. */
async function atRoll(s: BattleState, hotSeat: boolean): Promise<string> {
  expect(s.awaiting).toMatchObject({ kind: 'roll', purpose: 'initiative' });
  const said: string[] = [];
  const ctx: PromptContext = {
    prompter: scriptedPrompter([ENTER]),
    names: sideNames(s.rules.sides, plainStyle),
    style: plainStyle,
    say: (t) => said.push(t),
    showMap: () => false,
    dice: false,
    hotSeat,
    rows: 24,
  };
  await (humanSource(ctx).decide(s.awaiting!, s) as Promise<Decision>);
  return said.join('\n');
}

/** The map rows a text shows: lines with the same row number at both ends. */
const rowsOf = (text: string): number[] =>
  text
    .split('\n')
    .map((l) => /^\s*(\d+) .* (\d+)$/.exec(l))
    .filter((m): m is RegExpExecArray => m !== null && m[1] === m[2])
    .map((m) => Number(m[1]));

const unitRows = (s: BattleState): number[] => [...new Set(s.units.map((u) => Number(u.at.split(',')[1])))];

describe('Die Fighting: the whole board at the hot-seat initiative roll', () => {
  it("df-war at 80x24: every unit's row in sight, the rows left out said, nothing wraps", async () => {
    const s = dfWar();
    const shown = await atRoll(s, true);
    expect(rowsOf(shown)).toEqual(expect.arrayContaining(unitRows(s)));
    expect(shown).toMatch(/⋮ rows \d+-\d+: no units/);
    expect(shown).not.toContain('below (');
    expect(screenLines(shown, 80)).toBeLessThanOrEqual(linesAbove(24, 0));
    expect(Math.max(...shown.split('\n').map(visibleWidth))).toBeLessThanOrEqual(80);
  });

  it('out of hot-seat play the rows that fit around the roller stay as they were', async () => {
    const s = dfWar();
    const shown = await atRoll(s, false);
    expect(shown).toContain('below (rows 22-23)');
  });

  it('rows without units are kept as room allows, nearest the units first; all of them when they fit', () => {
    const s = dfWar();
    const names = sideNames(s.rules.sides, plainStyle);
    const rows = (lines: number) => rowsOf(wholeBoard(s, names, plainStyle, lines) ?? '');
    // Rows 0-1 and 22-23 hold the units: with room for two more rows, 2 and 21 come first.
    expect(rows(1 + 4 + 2 + 1 + 1)).toEqual([0, 1, 2, 21, 22, 23]);
    expect(rows(40)).toEqual([...Array(24).keys()]);
    expect(wholeBoard(s, names, plainStyle, 40)).not.toContain('⋮');
    // The units' rows alone don't fit: null, the caller draws the rows around its own.
    expect(wholeBoard(s, names, plainStyle, 5)).toBeNull();
  });
});
