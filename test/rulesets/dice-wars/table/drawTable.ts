/**
 * Dice Wars tables drawn in tests: one text line per row, squares separated by spaces. A square
 * is `.` (open table), a height in inches (`2`, `1.5`: terrain that tall), a capital letter (a
 * model the test names, on open table) or both (`3A`: model A on 3" terrain). All terrain of one
 * height is one piece, named after it (`h2`): the geometry reads heights square by square.
 */
import { cellKey, type CellKey } from '../../../../src/grid';
import type { Table, TerrainPiece } from '../../../../src/rulesets/dice-wars/table';

export interface DrawnTable {
  readonly table: Table;
  /** The square of each named letter. */
  readonly at: Readonly<Record<string, CellKey>>;
}

const SQUARE = /^(?:\.|(\d+(?:\.\d+)?)?([A-Z])?)$/;

export function drawTable(text: string): DrawnTable {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 0)
    .map((l) => l.split(/\s+/));
  const rows = lines.length;
  const cols = lines[0]!.length;
  if (lines.some((l) => l.length !== cols)) throw new Error(`ragged table:\n${text}`);
  const byHeight = new Map<number, CellKey[]>();
  const at: Record<string, CellKey> = {};
  lines.forEach((line, row) =>
    line.forEach((square, col) => {
      const m = SQUARE.exec(square);
      if (!m) throw new Error(`bad square ${square} at ${col},${row}`);
      const k = cellKey(col, row);
      if (m[1] !== undefined) byHeight.set(Number(m[1]), [...(byHeight.get(Number(m[1])) ?? []), k]);
      if (m[2] !== undefined) at[m[2]] = k;
    }),
  );
  const pieces: TerrainPiece[] = [...byHeight].map(([height, cells]) => ({
    id: `h${height}`,
    cells,
    height,
  }));
  return { table: { cols, rows, pieces }, at };
}
