/**
 * The fast path's tables for one table, worked out once and shared by every trial of a run
 * (caches.ts `fastMaps`): the real table's sight lines (the rules' attacks), the terrain's
 * shelter by square (cover), and each seat's own table (ai/seat.ts: a side on the south or east
 * edge weighs on the table turned half round, whose square order, sight lines and reaches are its
 * own, so the general's ties fall exactly as the reference's do).
 */
import type { CellKey } from '../../../grid/types';
import { fastMaps } from '../caches';
import { turnTable } from '../ai/seat';
import { sightOf, tableIndex, type Sight, type Table, type TableIndex } from '../geometry';
import { gapBetween } from '../table/gap';

/** One seat's view: the table as is (north and west) or turned half round (south and east). */
export interface SeatMap {
  readonly table: Table;
  readonly index: TableIndex;
  readonly sight: Sight;
}

export interface FastMap {
  readonly table: Table;
  readonly cols: number;
  readonly rows: number;
  /** Squares: index = col * rows + row; turned half round, index x is size - 1 - x. */
  readonly size: number;
  readonly keys: readonly CellKey[];
  /** The real table's sight lines (the rules ask them). */
  readonly sight: Sight;
  /** Per square, the tallest terrain within 1" (cover: at least half a model's height). */
  readonly shelter: Float64Array;
  /** [as is, turned half round]. */
  readonly seats: readonly [SeatMap, SeatMap];
}

/** The tallest ground within 1" of each square (the same table inCover reads). */
function shelterOf(t: TableIndex): Float64Array {
  const { cols, rows } = t.spec;
  const out = new Float64Array(t.ix.size);
  for (let c = 0; c < cols; c++)
    for (let r = 0; r < rows; r++) {
      let h = 0;
      for (let dc = -2; dc <= 2; dc++)
        for (let dr = -2; dr <= 2; dr++) {
          const nc = c + dc;
          const nr = r + dr;
          if (gapBetween(dc, dr) > 1 || nc < 0 || nr < 0 || nc >= cols || nr >= rows) continue;
          h = Math.max(h, t.ground[nc * rows + nr]!);
        }
      out[c * rows + r] = h;
    }
  return out;
}

const seatOf = (table: Table): SeatMap => ({ table, index: tableIndex(table), sight: sightOf(table) });

/** The tables of `table`, made once. */
export const fastMapOf = (table: Table): FastMap =>
  fastMaps.memo(table, (t) => {
    const index = tableIndex(t);
    return {
      table: t,
      cols: t.cols,
      rows: t.rows,
      size: index.ix.size,
      keys: index.ix.keys,
      sight: sightOf(t),
      shelter: shelterOf(index),
      seats: [seatOf(t), seatOf(turnTable(t))],
    };
  });
