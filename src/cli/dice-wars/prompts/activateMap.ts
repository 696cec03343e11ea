/**
 * The table above "Activate which unit?": the rows that fit around the units offered
 * (pickWindow.ts) while they hold the enemy's models too, else the whole table, rows sharing
 * lines (overviewMap.ts). Which unit to send depends on where the enemy stands: played at 80x24,
 * the rows around one's own army showed the enemy only as letters, `below (rows 18-23): a b c d`.
 */
import type { BattleState } from '../../../rulesets/dice-wars/state';
import {
  fitRows,
  linesAbove,
  mapInSight,
  pickSpan,
  sayPickMap,
  screenLines,
  type PickMap,
  type Span,
} from '../../prompts/pickWindow';
import type { PromptContext } from './context';

type Ctx = Pick<PromptContext, 'say' | 'rows' | 'style' | 'mapLines' | 'under' | 'overview'>;

const within =
  ([lo, hi]: Span) =>
  (row: number) =>
    row >= lo && row <= hi;

/** Before the activation's list of `list` entries: the table as above, or nothing if it is in sight. */
export function sayActivateMap(
  ctx: Ctx,
  state: BattleState,
  drew: boolean,
  list: number,
  map: PickMap,
): void {
  const { overview, rows } = ctx;
  if (overview === undefined || rows === undefined) return sayPickMap(ctx, drew, list, map);
  const lines = linesAbove(rows, list) - (ctx.under ?? 0);
  const width = ctx.style.width;
  const whole: Span = [0, map.total - 1];
  if (mapInSight(ctx, lines) || (drew && screenLines(map.draw(whole), width) <= lines)) return;
  let shown = whole;
  const span = (size: number): Span => (shown = pickSpan(map.total, size, map.mine, map.theirs));
  const fitted = fitRows(map.total, lines, width, span, map.draw);
  const all = [...map.mine, ...map.theirs].every(within(shown));
  ctx.say(all ? fitted.text : overview(state, lines));
}
