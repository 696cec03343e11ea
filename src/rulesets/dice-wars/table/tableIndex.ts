/**
 * What every question about one table needs, worked out once per table (by identity: a battle
 * keeps one Table object) and indexed like the grid's searches (i = col * rows + row).
 */
import { gridFor } from '../../../grid/grid';
import { indexFor, type GridIndex } from '../../../grid/gridIndex';
import type { IndexedStepCost } from '../../../grid/search';
import type { CellKey, GridSpec } from '../../../grid/types';
import type { ReachMemo } from './reachIndex';
import type { Table } from './types';
import { tableIndexes as tables } from '../caches';

export interface TableIndex {
  readonly spec: GridSpec;
  readonly ix: GridIndex;
  /** Height of the ground on each square: the tallest piece standing there, 0 on the open table. */
  readonly ground: Float64Array;
  /** The tallest piece anywhere: sight lines above it need no walk. */
  readonly tallest: number;
  /** Tables worked out from this one when first asked (cover, step costs, reach), kept with it. */
  readonly memo: {
    shelter?: Float64Array;
    step?: IndexedStepCost;
    reach?: ReachMemo;
    /** unitSquares' answers by unit id, each kept while the unit's models array stays. */
    squares?: Map<string, { readonly models: readonly CellKey[]; readonly at: Int32Array }>;
  };
}

/** The index of a table; throws on a table no loader should let through (bad size, pieces off it). */
export function tableIndex(table: Table): TableIndex {
  const known = tables.get(table);
  if (known) return known;
  const spec: GridSpec = { kind: 'square', cols: table.cols, rows: table.rows };
  const ix = indexFor(gridFor(spec));
  const ground = new Float64Array(ix.size);
  let tallest = 0;
  for (const piece of table.pieces) {
    if (!(piece.height >= 0)) throw new RangeError(`terrain ${piece.id} has height ${piece.height}`);
    for (const cell of piece.cells) {
      const i = ix.indexOf.get(cell);
      if (i === undefined) throw new RangeError(`terrain ${piece.id} stands off the table at ${cell}`);
      if (piece.height > ground[i]!) ground[i] = piece.height;
    }
    if (piece.height > tallest) tallest = piece.height;
  }
  return tables.set(table, { spec, ix, ground, tallest, memo: {} });
}
