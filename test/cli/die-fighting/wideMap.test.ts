/**
 * A user's Die Fighting map too wide for 80 columns even at 3 characters a square (30 columns, as
 * `diemen new` writes one with `cols: 30`): the rows drawn above a question are cropped to the
 * columns around the unit (or the units offered), say so, and no line wraps.
 */
import {
  boardColumns,
  boardRows,
  fitColumns,
  reachMap,
} from '../../../src/cli/die-fighting/prompts/reachMap';
import type { PromptContext } from '../../../src/cli/die-fighting/prompts/context';
import { humanSource } from '../../../src/cli/die-fighting/prompts/humanSource';
import { visibleWidth } from '../../../src/cli/layout/wrap';
import { linesAbove, screenLines } from '../../../src/cli/prompts/pickWindow';
import { sideNames } from '../../../src/cli/render/sideNames';
import { plainStyle } from '../../../src/cli/style';
import { unitAt } from '../../../src/rulesets/die-fighting/board';
import { loadDieFightingScenario } from '../../../src/rulesets/die-fighting/scenario';
import type { BattleState } from '../../../src/rulesets/die-fighting/state';
import type { Decision } from '../../../src/rulesets/die-fighting/types';
import { ENTER, scriptedPrompter } from '../../helpers/scriptedPrompter';
import { begin } from '../../rulesets/die-fighting/helpers';

const WIDE = `
ruleset: die-fighting
name: Wide
mode: skirmish
map: { cols: 30, rows: 12, slow: ["5,5"], blocking: ["6,6"] }
sides:
  - id: red
    name: Red
    edge: north
    units: { "5,1": heavy-infantry, "4,1": conscripts, "25,0": light-cavalry }
  - id: blue
    name: Blue
    edge: south
    units: { "6,10": heavy-infantry, "27,11": light-cavalry }
`;

function opening(): BattleState {
  const r = loadDieFightingScenario(WIDE, 'wide.yaml');
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return begin(r.value.setup({ fallback: 't1' })).state;
}

const names = (s: BattleState) => sideNames(s.rules.sides, plainStyle);
const widest = (text: string) => Math.max(...text.split('\n').map(visibleWidth));
/** The column numbers a map's first line shows. */
const header = (text: string) => text.split('\n')[0]!.trim().split(/\s+/).map(Number);

describe('Die Fighting: a map wider than the terminal above a question', () => {
  it("a unit's reach map shows the columns around it and says which", () => {
    const s = opening();
    const cavalry = unitAt(s, '25,0')!;
    const reach = new Map([
      ['24,0', 1],
      ['26,0', 1],
    ]);
    const text = reachMap(s, cavalry, { reach }, names(s), plainStyle, 12);
    expect(widest(text)).toBeLessThanOrEqual(80);
    const cols = header(text);
    expect(cols).toHaveLength(fitColumns(s, plainStyle));
    expect(cols).toEqual(expect.arrayContaining([24, 25, 26]));
    expect(text).toContain('@LC');
    expect(text).toMatch(/columns \d+-29 of 0-29/);
  });

  it('the board rows hold the columns of the most units offered', () => {
    const s = opening();
    const across = boardColumns(s, plainStyle, ['5,1', '4,1', '25,0'], ['6,10', '27,11']);
    const text = boardRows(s, [0, 11], names(s), plainStyle, across);
    expect(widest(text)).toBeLessThanOrEqual(80);
    expect(header(text)[0]).toBeLessThanOrEqual(4);
    expect(header(text)).toContain(25);
    expect(text).toContain(`columns ${across[0]}-${across[1]} of 0-29`);
    // A map that fits shows every column and says nothing of them.
    expect(boardRows(s, [0, 11], names(s), { ...plainStyle, width: 200 })).not.toContain('columns');
  });

  it('the initiative roll at 80x24 has the board in sight, cropped, above it', async () => {
    const s = opening();
    expect(s.awaiting).toMatchObject({ kind: 'roll', purpose: 'initiative' });
    const said: string[] = [];
    const ctx: PromptContext = {
      prompter: scriptedPrompter([ENTER], '← back'),
      names: names(s),
      style: plainStyle,
      say: (t) => said.push(t),
      showMap: () => false,
      dice: false,
      hotSeat: false,
      rows: 24,
    };
    await (humanSource(ctx).decide(s.awaiting!, s) as Promise<Decision>);
    expect(said).toHaveLength(1);
    expect(widest(said[0]!)).toBeLessThanOrEqual(80);
    expect(screenLines(said[0]!, 80)).toBeLessThanOrEqual(linesAbove(24, 0));
    expect(said[0]).toContain('HI');
    // With the round's full map still in sight, nothing is drawn again.
    said.length = 0;
    await (humanSource({ ...ctx, mapLines: () => 18 }).decide(s.awaiting!, s) as Promise<Decision>);
    expect(said).toHaveLength(0);
  });
});
