/**
 * Deployment zones (DW-G7, "Deployment"): a model is entirely within `depth` inches of its edge
 * when the far side of its square is, so a 6" zone is the six rows (or columns) along the edge.
 */
import type { CellKey, Edge } from '../../../grid/types';
import { keyPart } from './gap';
import type { Table } from './types';

/** How far the far side of square (col, row) lies from `edge`, in inches. */
function reachFromEdge(table: Table, col: number, row: number, edge: Edge): number {
  switch (edge) {
    case 'north':
      return row + 1;
    case 'south':
      return table.rows - row;
    case 'west':
      return col + 1;
    case 'east':
      return table.cols - col;
  }
}

/** Whether every model is entirely within `depth` inches of the side's edge; a square off the table is not. */
export function inZone(table: Table, cells: readonly CellKey[], edge: Edge, depth: number): boolean {
  return cells.every((cell) => {
    const col = keyPart(cell, 0);
    const row = keyPart(cell, 1);
    const onTable = col >= 0 && row >= 0 && col < table.cols && row < table.rows;
    return onTable && reachFromEdge(table, col, row, edge) <= depth;
  });
}
