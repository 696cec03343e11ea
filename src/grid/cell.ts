/** Cell names: "col,row", 0-based, both non-negative integers, no spaces. */
import type { CellKey } from './types';

export interface Coord {
  readonly col: number;
  readonly row: number;
}

export function cellKey(col: number, row: number): CellKey {
  return `${col},${row}`;
}

export function formatCell(c: Coord): CellKey {
  return `${c.col},${c.row}`;
}

const CELL_RE = /^(0|[1-9]\d*),(0|[1-9]\d*)$/;

/** Reads "col,row"; null for anything else (negative, spaces, leading zeros, extra parts). */
export function parseCell(key: string): Coord | null {
  const m = CELL_RE.exec(key);
  if (!m) return null;
  return { col: Number(m[1]), row: Number(m[2]) };
}

/** The column of a cell name the rules made ("3,5" gives 3); parseCell checks one a person typed. */
export const cellCol = (key: string): number => Number(key.split(',')[0]);

/** The row of a cell name the rules made ("3,5" gives 5). */
export const cellRow = (key: string): number => Number(key.split(',')[1]);

/** Row by row, then column: the order a reader scans a printed map (for sorting cell names). */
export function byReadingOrder(a: string, b: string): number {
  const [ac, ar] = a.split(',').map(Number);
  const [bc, br] = b.split(',').map(Number);
  return (ar ?? 0) - (br ?? 0) || (ac ?? 0) - (bc ?? 0);
}
