/**
 * The part of the table a movement or combat question is about, drawn right above it: the rows
 * around the unit asked about (`@`), the squares it can move to with their cost (`+2`), and the
 * enemies it can attack or charge (`*`). Squares are as wide as on the full map (renderMap.ts):
 * 5 characters, or 3 with the health left out on a map too wide for 5 (df-war); a map wider still
 * (a user's 30-column one) is cropped to the columns around the unit, as the deployment map is
 * (zoneMap.ts), so no line wraps. The same rows with no marks are what a "which unit?" question
 * shows (boardRows).
 */
import { unitAt } from '../../../rulesets/die-fighting/board';
import { DEPLOY_DEPTH } from '../../../rulesets/die-fighting/setupCheck';
import type { BattleState } from '../../../rulesets/die-fighting/state';
import type { Unit } from '../../../rulesets/die-fighting/types';
import { askingNames, type SideNames } from '../../render/sideNames';
import type { Style } from '../../style';
import { windowRows } from '../../prompts/window';
import { pickSpan, spanNote, type Span } from '../../prompts/pickWindow';
import { flow } from '../../layout/wrap';
import { squareWidth } from '../render/renderMap';
import { TYPE_CODE } from '../render/labels';
import { cellCol as colOf, cellRow as rowOf } from '../../../grid/cell';

/** `HI7` (`hi7` for the other side), or `HI` where squares are 3 characters wide. */
function label(u: Unit, names: SideNames, w: number): string {
  const code = `${TYPE_CODE[u.type]}${w >= 5 ? u.health : ''}`;
  return (names.index.get(u.side) ?? 0) === 0 ? code : code.toLowerCase();
}

export interface Marks {
  /** Squares it can move to, with what each costs. */
  readonly reach?: ReadonlyMap<string, number>;
  /** Enemy units it can attack or charge. */
  readonly targets?: ReadonlySet<string>;
  /** The free squares of the side's deployment zone (`+`), above "deploy which unit?". */
  readonly zone?: ReadonlySet<string>;
}

function cellText(
  s: BattleState,
  cell: string,
  focus: Unit | null,
  marks: Marks,
  names: SideNames,
  style: Style,
  w: number,
): string {
  const u = unitAt(s, cell);
  if (u) {
    const mark = u.id === focus?.id ? '@' : marks.targets?.has(cell) ? '*' : '';
    const text = `${mark}${label(u, names, w)}`.padStart(w);
    const shown = style.side(names.index.get(u.side) ?? 0, style.bold(text));
    return mark ? style.accent(shown) : shown;
  }
  const cost = marks.reach?.get(cell);
  if (cost !== undefined) return style.accent(`+${cost}`.padStart(w));
  if (marks.zone?.has(cell)) return style.accent('+'.padStart(w));
  const ground = s.rules.blocking[cell] ? 'B' : s.rules.slow[cell] ? 'S' : '.';
  return ground === '.' ? style.dim(ground.padStart(w)) : ground.padStart(w);
}

/** How many columns of squares fit the terminal's width beside the row numbers on both sides. */
export function fitColumns(s: BattleState, style: Style): number {
  const { cols, rows } = s.rules.grid;
  const w = squareWidth(cols, rows, style.width);
  const gutter = String(rows - 1).length;
  return Math.max(1, Math.floor((style.width - 2 * gutter - 2) / w));
}

/** The column numbers, then rows `lo..hi` of columns `clo..chi`, squares as wide as the full map's. */
export function drawRows(
  s: BattleState,
  [lo, hi]: Span,
  [clo, chi]: Span,
  focus: Unit | null,
  marks: Marks,
  names: SideNames,
  style: Style,
): string[] {
  const { cols, rows } = s.rules.grid;
  const w = squareWidth(cols, rows, style.width);
  const gutter = String(rows - 1).length;
  let header = ' '.repeat(gutter + 1);
  for (let c = clo; c <= chi; c++) header += String(c).padStart(w);
  const lines = [style.dim(header)];
  for (let r = lo; r <= hi; r++) {
    let line = `${style.dim(String(r).padStart(gutter))} `;
    for (let c = clo; c <= chi; c++) line += cellText(s, `${c},${r}`, focus, marks, names, style, w);
    lines.push(`${line} ${style.dim(String(r))}`);
  }
  return lines;
}

export function reachMap(
  s: BattleState,
  focus: Unit,
  marks: Marks,
  names: SideNames,
  style: Style,
  maxRows: number,
): string {
  const { cols, rows } = s.rules.grid;
  const wanted = [...(marks.reach?.keys() ?? []), ...(marks.targets ?? [])];
  const across = windowRows(cols, fitColumns(s, style), colOf(focus.at), wanted.map(colOf));
  const drawn = (size: number) => {
    const window = windowRows(rows, size, rowOf(focus.at), wanted.map(rowOf));
    const key = [`@ ${focus.at}`];
    if (marks.reach) key.push('+N a square it can move to (cost)');
    if (marks.targets) key.push('* an enemy it can attack');
    // Units off the rows are said where they stand (played at 80x24: an archer chose its square
    // on df-stream with the enemy's rows 10-11 out of sight and nothing said of them).
    key.push(spanNote(window, rows), ...offRows(s, window, names), spanNote(across, cols, 'columns'));
    const lines = drawRows(s, window, across, focus, marks, names, style);
    return { lines, key: flow(key.filter(Boolean), style.width, '   ') };
  };
  // A key of more lines takes its room from the map's rows, so the question stays on the screen.
  let size = maxRows;
  let map = drawn(size);
  while (map.key.length - 1 > maxRows - size && size > 1) map = drawn(--size);
  return [...map.lines, ...map.key.map((l) => style.dim(l))].join('\n');
}

/**
 * The columns a "which unit?" question's rows show: all that fit, else those holding the most of
 * the squares `mine` (the units offered), then of `theirs`, reaching toward the enemy.
 */
export function boardColumns(
  s: BattleState,
  style: Style,
  mine: readonly string[],
  theirs: readonly string[],
): Span {
  return pickSpan(s.rules.grid.cols, fitColumns(s, style), mine.map(colOf), theirs.map(colOf));
}

/**
 * Rows `first..last` (and columns `across`, all by default) of the map and which case is whose:
 * what a "which unit?" question shows; for deployment, the zone's free squares marked `+` (a
 * symbol, not only a colour, so it reads without colour).
 */
export function boardRows(
  s: BattleState,
  rows: Span,
  names: SideNames,
  style: Style,
  across: Span = [0, s.rules.grid.cols - 1],
  marks: Marks = {},
): string {
  const lines = drawRows(s, rows, across, null, marks, names, style);
  // Named as questions name them (cut to 26 characters): two long names took a line each.
  const asking = askingNames(names);
  const sides = [...names.index.keys()].map(
    (side, i) => `${asking.styled(side)}${names.styled(side, `: ${i === 0 ? 'UPPER' : 'lower'} case`)}`,
  );
  const zone = marks.zone ? [`+ a free square of your zone (up to ${DEPLOY_DEPTH} in from your edge)`] : [];
  const notes = [
    spanNote(rows, s.rules.grid.rows),
    ...offRows(s, rows, names),
    spanNote(across, s.rules.grid.cols, 'columns'),
  ];
  const key = flow([...sides, ...zone, ...notes].filter(Boolean), style.width, '   ');
  return [...lines, ...key.map((l) => style.dim(l))].join('\n');
}

/**
 * The units off rows `lo..hi`, counted by case, above and below: `below (rows 10-11): 14
 * lower-case units`. At 80x24 a "which unit?" question's rows (9 of df-battle's 12) held one army
 * and the other was off the screen with nothing said of it.
 */
function offRows(s: BattleState, [lo, hi]: Span, names: SideNames): string[] {
  const say = (where: string, beyond: (row: number) => boolean): string => {
    const units = s.units.filter((u) => beyond(rowOf(u.at)));
    if (units.length === 0) return '';
    const at = units.map((u) => rowOf(u.at));
    const [a, b] = [Math.min(...at), Math.max(...at)];
    const upper = units.filter((u) => (names.index.get(u.side) ?? 0) === 0).length;
    const counts = [
      ...(upper > 0 ? [`${upper} UPPER-case`] : []),
      ...(units.length > upper ? [`${units.length - upper} lower-case`] : []),
    ];
    const n = units.length === 1 ? 'unit' : 'units';
    return `${where} (${a === b ? `row ${a}` : `rows ${a}-${b}`}): ${counts.join(', ')} ${n}`;
  };
  return [say('above', (r) => r < lo), say('below', (r) => r > hi)].filter(Boolean);
}
