/**
 * The battlefield above Declare's questions (the strategy, the goal) and each set's "spend it on?"
 * (promptAssign.ts): the whole map if it fits the screen with the question, else the rows (and,
 * on a map wider than the screen, the columns) around the side's units and the enemy nearest them
 * (src/cli/prompts/pickWindow.ts). The goal question's hexes are framed in `+` as on the spending
 * maps (hexMap.ts); the window holds as many of them as fit, and the key names the rest
 * (`not drawn: 3,9 below`).
 */
import { terrainNow, type BattleState } from '../../../rulesets/die-men';
import { linesAbove, pickSpan, sayPickMap, screenLines, spanNote, type Span } from '../../prompts/pickWindow';
import { renderMapPart, stripColumns } from '../../render/renderMap';
import { battleCells, mixedNote, renderBoard } from '../render/renderBattleMap';
import { sideKey } from '../render/sideKey';
import type { PromptContext } from './context';
import { notDrawn } from './offeredSpan';

const MARK = '+';
const xy = (cell: string): [number, number] => cell.split(',').map(Number) as [number, number];

/** Before a question of `list` lines: the part of the map that fits, `marked` framed (`mark` says why). */
export function sayArmyMap(
  s: BattleState,
  side: string,
  list: number,
  ctx: PromptContext,
  drew: boolean,
  marked: readonly string[] = [],
  mark = 'a hex you can choose',
): void {
  // Nothing more is drawn when the output isn't a terminal (sayPickMap).
  if (ctx.rows === undefined) return;
  const { grid } = s.rules;
  const { names, style } = ctx;
  const hexes = Object.keys(s.occupants);
  const own = hexes.filter((k) => s.occupants[k]!.side === side).map(xy);
  // The hexes offered come first: the goal question had offered hexes outside the rows drawn.
  const [mine, theirs] =
    marked.length > 0
      ? [marked.map(xy), own]
      : [own, hexes.filter((k) => s.occupants[k]!.side !== side).map(xy)];
  const cols = pickSpan(
    grid.cols,
    stripColumns(grid, style.width),
    mine.map(([c]) => c),
    theirs.map(([c]) => c),
  );
  // The ground as it stands: a broken or opened gate shows open, as on `play`'s board.
  const ground = terrainNow(s);
  const cells = battleCells(ground, s.occupants, names);
  for (const key of marked) cells.set(key, { ...(cells.get(key) ?? {}), fill: MARK });
  const draw = (rows: Span): string => {
    const notes = [
      ...(marked.length > 0 ? [`${MARK}R3${MARK} ${mark}`] : []),
      ...mixedNote(cells, rows, cols),
      spanNote(rows, grid.rows),
      spanNote(cols, grid.cols, 'columns'),
      notDrawn(marked, rows, cols),
    ].filter(Boolean);
    const key = sideKey(
      names,
      style.width,
      notes.map((n) => style.dim(n)),
    );
    return [renderMapPart(grid, cells, style, rows, cols), ...key].join('\n');
  };
  sayPickMap(ctx, drew, list, {
    total: grid.rows,
    mine: mine.map(([, r]) => r),
    theirs: theirs.map(([, r]) => r),
    draw,
    full: () => renderBoard(grid, ground, s.occupants, names, style),
  });
}

/**
 * `play`'s whole board (its legend above, which may go off the top) before a question of `list` lines, if the position
 * changed and the board fits above the question; true if drawn. When it doesn't fit, nothing:
 * the rows sayArmyMap (or hexMap) draws right above the question show the position. Drawn both,
 * at 80x24 on castle-siege the two maps pushed the line of what the other side just did (`3×10
 * moves 4 infantry + 1 ram 3,4 → 4,4`) off the screen before the hot-seat player's question.
 */
export function showBoardIfFits(s: BattleState, ctx: PromptContext, list: number): boolean {
  if (ctx.rows !== undefined) {
    const { grid } = s.rules;
    const ground = terrainNow(s);
    // The board itself, as sayPickMap counts it: the legend above it may go off the top.
    const board = renderBoard(grid, ground, s.occupants, ctx.names, ctx.style);
    if (screenLines(board, ctx.style.width) > linesAbove(ctx.rows, list) - (ctx.under ?? 0)) return false;
  }
  return ctx.showMap(s);
}
