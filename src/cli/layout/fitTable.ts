/**
 * Every table diemen prints, drawn (with cli-table3) to fit the width it is given: as it is when it
 * fits; else narrowed, headings wrapped at their spaces and free-text columns at theirs; else
 * split into parts of whole columns, each repeating the leading key columns (the row's name), the
 * columns shared out evenly. A game adding a column adds it to the spec: the fitting is here.
 */
import Table from 'cli-table3';
import { visibleWidth, wrap } from './wrap';

export type Align = 'left' | 'right' | 'center';

export interface TableSpec {
  readonly head: readonly string[];
  readonly rows: readonly (readonly (string | number)[])[];
  readonly align?: readonly Align[];
  /** Columns of free text whose cells may wrap onto more lines (headings always may). */
  readonly wrap?: readonly number[];
  /** Leading columns that name a row, repeated in every part of a split table (default 1). */
  readonly keys?: number;
  /** cli-table3 colours for the heading and the border (default none). */
  readonly colours?: { readonly head: string[]; readonly border: string[] };
}

/** Table borders without a rule between every row. */
export const COMPACT = { mid: '', 'left-mid': '', 'mid-mid': '', 'right-mid': '' };

/** Columns a table takes: each column, its padding (1 each side) and its border. */
export const tableWidth = (widths: readonly number[]): number => widths.reduce((sum, w) => sum + w + 3, 1);

const longestWord = (text: string): number =>
  Math.max(0, ...text.split(/[ \n]+/).map((w) => visibleWidth(w)));

interface Column {
  readonly index: number;
  /** As wide as its widest line. */
  readonly natural: number;
  /** As narrow as it may go: its longest word where it may wrap, else its natural width. */
  readonly least: number;
}

function columns(spec: TableSpec): Column[] {
  return spec.head.map((head, index) => {
    const cells = spec.rows.map((r) => String(r[index] ?? ''));
    const cellsNatural = Math.max(0, ...cells.map((c) => visibleWidth(c)));
    const cellsLeast = spec.wrap?.includes(index)
      ? Math.max(0, ...cells.map((c) => longestWord(c)))
      : cellsNatural;
    return {
      index,
      natural: Math.max(visibleWidth(head), cellsNatural),
      least: Math.max(longestWord(head), cellsLeast),
    };
  });
}

const wrapCell = (text: string | number, width: number): string[] => {
  const s = String(text);
  return visibleWidth(s) <= width ? [s] : s.split('\n').flatMap((line) => wrap(line, width));
};

/** Lines a column's cells take at width `w`. */
const linesAt = (cells: readonly (string | number)[], w: number): number =>
  cells.reduce((n: number, c) => n + wrapCell(c, w).length, 0);

/**
 * Widths for these columns within `width`: natural if they fit, else narrowed a column at a time,
 * each time the one that adds the fewest lines (the widest of those): a table grows as little
 * as it can. Null when even the narrowest don't fit.
 */
function narrow(spec: TableSpec, cols: readonly Column[], width: number): number[] | null {
  if (tableWidth(cols.map((c) => c.least)) > width) return null;
  const w = cols.map((c) => c.natural);
  const cells = cols.map((c) => [spec.head[c.index]!, ...spec.rows.map((r) => r[c.index] ?? '')]);
  const lines = cols.map((_, i) => linesAt(cells[i]!, w[i]!));
  // Lines each column would take one narrower: only the column narrowed changes.
  const next = cols.map((c, i) => (w[i]! > c.least ? linesAt(cells[i]!, w[i]! - 1) : Infinity));
  while (tableWidth(w) > width) {
    let best = -1;
    cols.forEach((_, i) => {
      if (next[i] === Infinity) return;
      const cost = next[i]! - lines[i]!;
      const bestCost = best < 0 ? Infinity : next[best]! - lines[best]!;
      if (cost < bestCost || (cost === bestCost && w[i]! > w[best]!)) best = i;
    });
    w[best]!--;
    lines[best] = next[best]!;
    next[best] = w[best]! > cols[best]!.least ? linesAt(cells[best]!, w[best]! - 1) : Infinity;
  }
  return w;
}

/** Greedy parts of the non-key columns, each with the keys within `cap` at natural widths. */
function pack(keys: readonly Column[], rest: readonly Column[], cap: number): Column[][] {
  const parts: Column[][] = [];
  let part: Column[] = [];
  const natural = (cs: readonly Column[]) => tableWidth([...keys, ...cs].map((c) => c.natural));
  for (const c of rest) {
    if (part.length > 0 && natural([...part, c]) > cap) {
      parts.push(part);
      part = [];
    }
    part.push(c);
  }
  if (part.length > 0) parts.push(part);
  return parts;
}

/** As few parts as fit, then the columns spread as evenly as that many parts allow. */
function split(cols: readonly Column[], keyCount: number, width: number): Column[][] {
  const keys = cols.slice(0, keyCount);
  const rest = cols.slice(keyCount);
  const fewest = pack(keys, rest, width).length;
  let best = pack(keys, rest, width);
  for (let cap = width - 1; cap > tableWidth(keys.map((c) => c.natural)); cap--) {
    const parts = pack(keys, rest, cap);
    if (parts.length > fewest) break;
    best = parts;
  }
  return best.map((part) => [...keys, ...part]);
}

/**
 * A narrowed column as narrow as it can be for as many lines: "a set 2× or wider," over "height
 * 1+" rather than a full line over "1+".
 */
function balance(cells: readonly (string | number)[], width: number, least: number): number {
  const needed = linesAt(cells, width);
  let w = width;
  while (w > least && linesAt(cells, w - 1) === needed) w--;
  return w;
}

function draw(spec: TableSpec, cols: readonly Column[], narrowed: readonly number[]): string {
  const widths = cols.map((c, i) =>
    narrowed[i]! < c.natural
      ? balance([spec.head[c.index]!, ...spec.rows.map((r) => r[c.index] ?? '')], narrowed[i]!, c.least)
      : narrowed[i]!,
  );
  const cell = (text: string | number, i: number): string => wrapCell(text, widths[i]!).join('\n');
  const table = new Table({
    head: cols.map((c, i) => cell(spec.head[c.index]!, i)),
    colWidths: widths.map((w) => w + 2),
    colAligns: cols.map((c) => spec.align?.[c.index] ?? 'left'),
    style: { head: spec.colours?.head ?? [], border: spec.colours?.border ?? [] },
    chars: COMPACT,
  });
  for (const row of spec.rows) table.push(cols.map((c, i) => cell(row[c.index] ?? '', i)));
  return table.toString();
}

/** The table drawn within `width` columns (see the top of the file for how). */
export function fitTable(spec: TableSpec, width: number): string {
  const cols = columns(spec);
  const whole = narrow(spec, cols, width);
  if (whole) return draw(spec, cols, whole);
  const keyCount = Math.min(spec.keys ?? 1, cols.length - 1);
  return split(cols, keyCount, width)
    .map((part) => draw(spec, part, narrow(spec, part, width) ?? part.map((c) => c.least)))
    .join('\n');
}
