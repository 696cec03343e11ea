/**
 * The part of the battlefield a spending question is about, drawn right above it: the rows
 * around the hex the units come from (`from`), and the hexes the question offers framed in `+`
 * (`+R12+`, `+++++` when empty), so the choice can be read off the map.
 */
import type { BattleState } from '../../../rulesets/die-men';
import { renderMap } from '../../render/renderMap';
import type { Style } from '../../style';
import { windowRows } from '../../prompts/window';
import { battleCells, sideTags } from '../render/renderBattleMap';
import type { SideNames } from '../render/names';

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
  const lines = renderMap(grid, cells, style).split('\n');
  const perRow = grid.kind === 'hex' ? 2 : 1;
  const rowOf = (c: string) => Number(c.split(',')[1]);
  const [lo, hi] = windowRows(
    grid.rows,
    Math.max(2, Math.floor(maxRows / perRow)),
    rowOf(focus),
    marked.map(rowOf),
  );
  const shown = [lines[0]!, ...lines.slice(1 + lo * perRow, 1 + (hi + 1) * perRow)];
  const where = lo > 0 || hi < grid.rows - 1 ? `  (rows ${lo}-${hi} of 0-${grid.rows - 1})` : '';
  const key = [...tags].map(([side, tag]) => names.styled(side, `${tag} ${names.name(side)}`)).join('  ');
  return `${shown.join('\n')}\n${key}\n${style.dim(`${MARK}R3${MARK} a hex you can choose${where}`)}`;
}
