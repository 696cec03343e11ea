/**
 * The board for the general taking the keyboard in hot-seat play (the initiative roll): every
 * unit where it stands. df-war's 24 rows, the key and the question don't fit 24 lines, and the
 * rows that do (pickWindow.ts) held one army (rows 0-17 of 0-23, the other `below (rows 22-23):
 * 20 lower-case units`). So every row holding a unit is drawn, then as many of the others as fit,
 * nearest the units first; each run of rows left out is one line saying which (no unit stands
 * there: only ground is left out). Unlike Dice Wars' overview, no two units share a square.
 */
import type { BattleState } from '../../../rulesets/die-fighting/state';
import { askingNames, type SideNames } from '../../render/sideNames';
import type { Style } from '../../style';
import { screenLines } from '../../prompts/pickWindow';
import { flow } from '../../layout/wrap';
import { cellRow as rowOf } from '../../../grid/cell';
import { boardColumns, drawRows } from './reachMap';

/** The rows `shown` (sorted) drawn, each run of the others as one line, with the sides' key. */
function draw(s: BattleState, shown: readonly number[], names: SideNames, style: Style): string {
  const { rows } = s.rules.grid;
  const across = boardColumns(s, style, [], []);
  const gutter = String(rows - 1).length;
  const lines = [drawRows(s, [0, 0], across, null, {}, names, style)[0]!];
  const gap = (lo: number, hi: number): void => {
    const which = lo === hi ? `row ${lo}` : `rows ${lo}-${hi}`;
    lines.push(style.dim(`${' '.repeat(gutter)} ⋮ ${which}: no units`));
  };
  let next = 0;
  for (const r of shown) {
    if (r > next) gap(next, r - 1);
    lines.push(drawRows(s, [r, r], across, null, {}, names, style)[1]!);
    next = r + 1;
  }
  if (next < rows) gap(next, rows - 1);
  const asking = askingNames(names);
  const sides = [...names.index.keys()].map(
    (side, i) => `${asking.styled(side)}${names.styled(side, `: ${i === 0 ? 'UPPER' : 'lower'} case`)}`,
  );
  return [...lines, ...flow(sides, style.width, '   ').map((l) => style.dim(l))].join('\n');
}

/**
 * Every unit's row and as many others as fit `lines` screen lines, or null when the units' rows
 * alone don't (the caller shows the rows around the side's units then).
 */
export function wholeBoard(s: BattleState, names: SideNames, style: Style, lines: number): string | null {
  const { rows } = s.rules.grid;
  const fits = (shown: readonly number[]) => screenLines(draw(s, shown, names, style), style.width) <= lines;
  const held = [...new Set(s.units.map((u) => rowOf(u.at)))];
  let shown = [...held].sort((a, b) => a - b);
  if (!fits(shown)) return null;
  const distance = (r: number): number => Math.min(...held.map((h) => Math.abs(h - r)));
  const others = [...Array(rows).keys()]
    .filter((r) => !held.includes(r))
    .sort((a, b) => distance(a) - distance(b) || a - b);
  for (const r of others) {
    const more = [...shown, r].sort((a, b) => a - b);
    if (fits(more)) shown = more;
  }
  return draw(s, shown, names, style);
}
