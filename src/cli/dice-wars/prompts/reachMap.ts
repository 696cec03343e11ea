/**
 * The part of the table an activation is about, drawn right above its questions: the rows around
 * the unit being commanded, with its overlay (`·` where its move can end) as on the full map
 * (renderMap.ts), and under it only the letters seen in those rows, in one wrapped paragraph, so
 * an activation's map, overlay, question and list fit one screen.
 */
import { diceLeft, unitById } from '../../../rulesets/dice-wars/board';
import type { BattleState, Unit } from '../../../rulesets/dice-wars/state';
import { askingNames, type SideNames } from '../../render/sideNames';
import type { Style } from '../../style';
import { windowRows } from '../../prompts/window';
import { fitRows, screenLines } from '../../prompts/pickWindow';
import { flow } from '../../layout/wrap';
import { heightChar, ruler, type Letters } from '../render/renderMap';
import { climbLine, REACH, renderRanges, type Ranges } from '../render/renderRanges';
import { plural } from '../../../core/plural';
import { cellRow as rowOf } from '../../../grid/cell';
import { unitKey } from './unitKey';

/** The key's paragraph is packed to the screen's 80 columns. */
const WIDTH = 80;

interface Overlay {
  /** The squares marked `·`. */
  readonly reach?: ReadonlySet<string>;
  /** What the key says of them (`· where it can move` by default). */
  readonly reachNote?: string;
  /** Whether the key names the units off the rows shown (offRows). */
  readonly sayOff?: boolean;
}

/** Rows `lo`..`hi` of the map, `reach` marked, and the letters seen in them in one paragraph. */
function rowsOfMap(
  s: BattleState,
  names: SideNames,
  style: Style,
  letters: Letters,
  [lo, hi]: readonly [number, number],
  { reach = new Set(), reachNote = `${REACH} in reach`, sayOff = false }: Overlay,
): string[] {
  const { cols, rows } = s.rules.table;
  const models = new Map<string, Unit>();
  for (const x of s.units) for (const m of x.models) models.set(m, x);
  const ground = new Map<string, string>();
  for (const p of s.rules.table.pieces) for (const c of p.cells) ground.set(c, heightChar(p.height));
  const gutter = String(rows - 1).length;
  const lines = [style.dim(ruler(cols, gutter))];
  const seen = new Set<Unit>();
  for (let r = lo; r <= hi; r++) {
    let line = `${style.dim(String(r).padStart(gutter))} `;
    for (let c = 0; c < cols; c++) {
      const cell = `${c},${r}`;
      const x = models.get(cell);
      const g = ground.get(cell);
      if (x) {
        seen.add(x);
        line += style.side(names.index.get(x.side) ?? 0, style.bold(letters.get(x.id)!));
      } else if (reach.has(cell)) line += style.accent(g ?? REACH);
      else line += g === undefined ? style.dim('.') : g;
    }
    lines.push(`${line} ${style.dim(String(r))}`);
  }
  const key = unitKey([...seen], names, letters, WIDTH);
  const where =
    lo > 0 || hi < rows - 1
      ? `rows ${lo}-${hi} of 0-${rows - 1}; ${sayOff ? offRows(s, names, style, letters, seen, lo, hi) : ''}`
      : '';
  // The digit is explained only when one is in sight: at 80x24 its words can take a line.
  const digits = [...ground.keys()].some((c) => rowOf(c) >= lo && rowOf(c) <= hi);
  const marks = [...(reach.size > 0 ? [reachNote] : []), ...(digits ? ['a digit: terrain that high'] : [])];
  const about = `${where}${marks.join('; ')}`.replace(/; $/, '');
  if (about !== '') key.push(style.dim(about));
  return [...lines, ...flow(key, WIDTH)];
}

/**
 * The units wholly off rows `lo`..`hi`, by letter: `below (rows 20-22): a b c d; `. At 80x24 the rows
 * that fit around the side's own units can leave every enemy out of sight (a 24" table, armies at
 * its two edges), and the player choosing whom to activate must still know where they are.
 */
function offRows(
  s: BattleState,
  names: SideNames,
  style: Style,
  letters: Letters,
  seen: ReadonlySet<Unit>,
  lo: number,
  hi: number,
): string {
  const off = (where: string, beyond: (row: number) => boolean): string => {
    const units = s.units.filter(
      (x) => !seen.has(x) && x.models.length > 0 && diceLeft(x) > 0 && x.models.map(rowOf).every(beyond),
    );
    if (units.length === 0) return '';
    const at = units.flatMap((x) => x.models.map(rowOf));
    const [a, b] = [Math.min(...at), Math.max(...at)];
    const shown = units.map((x) => style.side(names.index.get(x.side) ?? 0, letters.get(x.id)!));
    return `${where} (${a === b ? `row ${a}` : `rows ${a}-${b}`}): ${shown.join(' ')}; `;
  };
  return off('above', (r) => r < lo) + off('below', (r) => r > hi);
}

/** The whole table with a short key (the letters in one paragraph): what "Activate which unit?" shows. */
export function boardMap(s: BattleState, names: SideNames, style: Style, letters: Letters): string {
  return boardRows(s, names, style, letters, [0, s.rules.table.rows - 1]);
}

/** Rows `first..last` of the table with the short key: the part of it a pick question shows. */
export function boardRows(
  s: BattleState,
  names: SideNames,
  style: Style,
  letters: Letters,
  rows: readonly [number, number],
): string {
  // A pick question names the units off the rows shown; an activation's map (reachMap) has no line
  // to spare for it at 80x24, and lists what its unit can hit under it.
  return rowsOfMap(s, names, style, letters, rows, { sayOff: true }).join('\n');
}

/**
 * The rows around the unit being commanded, as many as fit `lines` screen lines with the key and
 * its overlay under them: the unit, then as many of the squares it can move to and of its targets
 * as fit. `moving` (the move question): the overlay is said in the key (`· where it can move (75
 * squares)`) and the terrain squares in reach, if any, under it; the targets are for the question
 * before it. At 80x24 each line they took is a row of the board in sight.
 */
export function reachMap(
  s: BattleState,
  ranges: Ranges,
  names: SideNames,
  style: Style,
  letters: Letters,
  lines: number,
  moving = false,
): string {
  const u = unitById(s, ranges.unit)!;
  const targets = ranges.weapons.flatMap((w) => w.targets);
  const wanted = [...ranges.moves, ...targets.flatMap((t) => unitById(s, t)?.models ?? [])].map(rowOf);
  // Named as questions name them (cut to 26 characters): a long army's names took three lines.
  const under = moving ? climbLine(s, ranges) : renderRanges(s, ranges, askingNames(names), style, letters);
  const overlay: Overlay = {
    reach: new Set(ranges.moves),
    ...(moving ? { reachNote: `${REACH} in reach (${plural(ranges.moves.length, 'square')})` } : {}),
  };
  const total = s.rules.table.rows;
  const span = (size: number) => windowRows(total, size, rowOf(u.models[0]!), wanted);
  const draw = (rows: readonly [number, number]) =>
    rowsOfMap(s, names, style, letters, rows, overlay).join('\n');
  const map = fitRows(total, lines - (under === '' ? 0 : screenLines(under, WIDTH)), WIDTH, span, draw, 5);
  return under === '' ? map.text : `${map.text}\n${under}`;
}
