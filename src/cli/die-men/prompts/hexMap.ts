/**
 * The part of the battlefield a spending question is about, drawn right above it: the rows
 * around the hex the units come from (`from`), and the hexes the question offers framed in `+`
 * (`+R12+`, `+++++` when empty), so the choice can be read off the map. The window holds as many
 * of them, then of `also` (Free Movement's planned moves), as fit; the key names those it can't.
 */
import { terrainNow, type BattleState } from '../../../rulesets/die-men';
import { renderMapPart, stripColumns } from '../../render/renderMap';
import { screenLines, spanNote } from '../../prompts/pickWindow';
import type { Style } from '../../style';
import { notDrawn, offeredSpan } from './offeredSpan';
import { battleCells, mixedNote } from '../render/renderBattleMap';
import { sideKey } from '../render/sideKey';
import type { SideNames } from '../render/names';
import { cellCol as colOf, cellRow as rowOf } from '../../../grid/cell';

const MARK = '+';

/** Lines the callers' `maxRows` leaves for the column numbers and the key under the rows. */
const CHROME = 3;

/**
 * The rows around `focus` in `maxRows` lines (and the key in three more), `marked` framed. A key
 * longer than that (a long side name, hexes not drawn) takes rows off, so the text stays within
 * what the caller counted: the column numbers had scrolled off at 80x24.
 */
export function hexMap(
  s: BattleState,
  focus: string,
  marked: readonly string[],
  names: SideNames,
  style: Style,
  maxRows: number,
  also: readonly string[] = [],
): string {
  const perRow = s.rules.grid.kind === 'hex' ? 2 : 1;
  for (let size = Math.max(2, Math.floor(maxRows / perRow)); ; size--) {
    const text = hexMapOf(s, focus, marked, names, style, size, also);
    if (size <= 2 || screenLines(text, style.width) <= maxRows + CHROME) return text;
  }
}

function hexMapOf(
  s: BattleState,
  focus: string,
  marked: readonly string[],
  names: SideNames,
  style: Style,
  size: number,
  also: readonly string[],
): string {
  const { grid } = s.rules;
  // The ground as it stands: a broken or opened gate shows open, as on `play`'s board.
  const cells = battleCells(terrainNow(s), s.occupants, names);
  for (const key of marked) cells.set(key, { ...(cells.get(key) ?? {}), fill: MARK });
  const rows = offeredSpan(grid.rows, size, rowOf(focus), [marked.map(rowOf), also.map(rowOf)]);
  // A map wider than the screen: the columns around the hex, not strips one under the other.
  const width = stripColumns(grid, style.width);
  const cols = offeredSpan(grid.cols, width, colOf(focus), [marked.map(colOf), also.map(colOf)]);
  const shown = renderMapPart(grid, cells, style, rows, cols).split('\n');
  const parts = [spanNote(rows, grid.rows), spanNote(cols, grid.cols, 'columns')].filter(Boolean);
  const off = notDrawn([...marked, ...also], rows, cols);
  const about = [
    `${MARK}R3${MARK} a hex you can choose`,
    ...mixedNote(cells, rows, cols),
    ...(parts.length > 0 ? [`(${[...parts, ...(off ? [off] : [])].join('; ')})`] : []),
  ];
  // The tags on one line, names cut to fit (sideKey.ts), the notes after them.
  const key = sideKey(
    names,
    style.width,
    about.map((a) => style.dim(a)),
  );
  return [...shown, ...key].join('\n');
}
