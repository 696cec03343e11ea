/**
 * The part of the battlefield a spending question is about, drawn right above it: the rows
 * around the hex the units come from (`from`), and the hexes the question offers framed in `+`
 * (`+R12+`, `+++++` when empty), so the choice can be read off the map.
 */
import type { BattleState } from '../../../rulesets/die-men';
import { renderMapPart, stripColumns } from '../../render/renderMap';
import { spanNote } from '../../prompts/pickWindow';
import { flow } from '../../layout/wrap';
import type { Style } from '../../style';
import { windowRows } from '../../prompts/window';
import { battleCells, mixedNote, sideTags } from '../render/renderBattleMap';
import type { SideNames } from '../render/names';
import { cellCol as colOf, cellRow as rowOf } from '../../../grid/cell';

const MARK = '+';

export function hexMap(
  s: BattleState,
  focus: string,
  marked: readonly string[],
  names: SideNames,
  style: Style,
  maxRows: number,
): string {
  const { grid } = s.rules;
  const tags = sideTags([...names.index.keys()]);
  const cells = battleCells(s.rules.terrain, s.occupants, names);
  for (const key of marked) cells.set(key, { ...(cells.get(key) ?? {}), fill: MARK });
  const perRow = grid.kind === 'hex' ? 2 : 1;
  const [lo, hi] = windowRows(
    grid.rows,
    Math.max(2, Math.floor(maxRows / perRow)),
    rowOf(focus),
    marked.map(rowOf),
  );
  // A map wider than the screen: the columns around the hex, not strips one under the other.
  const cols = windowRows(grid.cols, stripColumns(grid, style.width), colOf(focus), marked.map(colOf));
  const shown = renderMapPart(grid, cells, style, [lo, hi], cols).split('\n');
  const parts = [spanNote([lo, hi], grid.rows), spanNote(cols, grid.cols, 'columns')].filter(Boolean);
  const key = flow(
    [...tags].map(([side, tag]) => names.styled(side, `${tag} ${names.name(side)}`)),
    style.width,
  );
  const about = [
    `${MARK}R3${MARK} a hex you can choose`,
    ...mixedNote(cells, [lo, hi], cols),
    ...(parts.length > 0 ? [`(${parts.join(', ')})`] : []),
  ];
  return [...shown, ...key, ...flow(about, style.width).map((l) => style.dim(l))].join('\n');
}
