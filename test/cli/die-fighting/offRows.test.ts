/**
 * The key under a "which unit?" question's rows (src/cli/die-fighting/prompts/reachMap.ts,
 * boardRows) with two long side names, as an army of one's own brings: played at 80x24 on
 * df-battle, "Move which unit?" showed rows 0-8 of 0-11 and the other army, on rows 10-11, was off
 * the screen with nothing said of it, while each side's whole name took a line of the key.
 */
import { boardRows, reachMap } from '../../../src/cli/die-fighting/prompts/reachMap';
import type { PromptContext } from '../../../src/cli/die-fighting/prompts/context';
import { humanSource } from '../../../src/cli/die-fighting/prompts/humanSource';
import { visibleWidth } from '../../../src/cli/layout/wrap';
import { sideNames } from '../../../src/cli/render/sideNames';
import { plainStyle } from '../../../src/cli/style';
import { loadDieFightingScenario } from '../../../src/rulesets/die-fighting/scenario';
import type { BattleState } from '../../../src/rulesets/die-fighting/state';
import type { Decision } from '../../../src/rulesets/die-fighting/types';
import { ENTER, scriptedPrompter } from '../../helpers/scriptedPrompter';
import { begin, initiative, play } from '../../rulesets/die-fighting/helpers';

const LONG = `
ruleset: die-fighting
name: Long names
mode: battle
map: { cols: 24, rows: 12 }
sides:
  - id: red
    name: The Most Honourable Company of Northern Pikemen
    edge: north
    units: { "0,1": light-cavalry, "11,1": light-infantry, "12,1": conscripts, "18,0": archers,
             "19,0": archers, "20,0": archers, "19,1": heavy-infantry, "20,1": heavy-infantry }
  - id: blue
    name: Southern Free Companies of the Lower Marches
    edge: south
    units: { "0,10": light-cavalry, "2,10": conscripts, "3,10": heavy-infantry, "2,11": archers,
             "3,11": archers, "4,11": archers, "5,11": archers, "22,10": light-cavalry }
`;

function opening(): BattleState {
  const r = loadDieFightingScenario(LONG, 'long.yaml');
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return begin(r.value.setup({ fallback: 't1' })).state;
}

const keyOf = (text: string) =>
  text.split('\n').filter((l) => !/^\s*\d+\s.*\s\d+$/.test(l) && !/^\s+0\s+1/.test(l));

describe('Die Fighting: the key under the rows a "which unit?" question shows', () => {
  it('says where the units off the rows stand, and names the sides as questions do', () => {
    const s = opening();
    const key = keyOf(boardRows(s, [0, 8], sideNames(s.rules.sides, plainStyle), plainStyle));
    expect(key).toEqual([
      'The Most Honourable Compa…: UPPER case   Southern Free Companies o…: lower case',
      'rows 0-8 of 0-11   below (rows 10-11): 8 lower-case units',
    ]);
    const both = keyOf(boardRows(s, [2, 9], sideNames(s.rules.sides, plainStyle), plainStyle));
    expect(both.slice(1)).toEqual([
      'rows 2-9 of 0-11   above (rows 0-1): 8 UPPER-case units',
      'below (rows 10-11): 8 lower-case units',
    ]);
  });

  it('"Move which unit?" at 80x24: the other army off the rows is said, no line wrapped', async () => {
    const s = play(opening(), ...initiative([6, 6], [1, 1])).state;
    expect(s.awaiting).toMatchObject({ kind: 'move', side: 'red' });
    const said: string[] = [];
    const ctx: PromptContext = {
      prompter: scriptedPrompter([ENTER, ENTER, 'Yes'], '← back'),
      names: sideNames(s.rules.sides, plainStyle),
      style: plainStyle,
      say: (t) => said.push(t),
      showMap: () => false,
      dice: false,
      hotSeat: true,
      rows: 24,
    };
    await (humanSource(ctx).decide(s.awaiting!, s) as Promise<Decision>);
    const board = said[0]!;
    expect(board).toMatch(/rows 0-\d+ of 0-11   below \(rows (\d+-)?1[01]\): \d+ lower-case units?/);
    expect(Math.max(...board.split('\n').map(visibleWidth))).toBeLessThanOrEqual(80);
  });
});

describe('Die Fighting: the key under "move where?"\'s rows', () => {
  it('says where the units off its rows stand, and takes the line it needs from the rows', () => {
    const s = opening();
    const archers = s.units.find((u) => u.at === '18,0')!;
    const reach = new Map([
      ['18,1', 1],
      ['17,1', 1],
      ['18,2', 2],
    ]);
    const names = sideNames(s.rules.sides, plainStyle);
    const text = reachMap(s, archers, { reach }, names, plainStyle, 9);
    const lines = text.split('\n');
    // The column ruler, the rows and the key: no more lines than 9 rows and a one-line key took.
    expect(lines.length).toBeLessThanOrEqual(1 + 9 + 1);
    expect(Math.max(...lines.map(visibleWidth))).toBeLessThanOrEqual(80);
    expect(text).toMatch(/below \(rows 10-11\): 8 lower-case units/);
    expect(lines[1]).toMatch(/^ 0 /);
  });
});
