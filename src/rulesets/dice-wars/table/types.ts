/**
 * The Dice Wars table as diemen plays it (docs/rules.md, "Dice Wars", DW-G1): a grid of 1-inch
 * squares, terrain pieces standing on some of them, one model per square.
 */
import type { CellKey } from '../../../grid/types';

/** A solid piece of terrain: the squares it covers and its height in inches, flat on top. */
export interface TerrainPiece {
  readonly id: string;
  readonly cells: readonly CellKey[];
  readonly height: number;
  /**
   * false: sight passes through it (a hedge, a fence: DW-G8), though it still gives cover and is
   * climbed. The rules leave such pieces out of the table they hand to `sees` (geometry.ts); the
   * table module itself treats every piece it is given as solid.
   */
  readonly blocksSight?: boolean;
}

/** The table: `cols` by `rows` squares of 1", and its terrain. */
export interface Table {
  readonly cols: number;
  readonly rows: number;
  readonly pieces: readonly TerrainPiece[];
}

/** One model on its square, `height` inches tall. */
export interface Figure {
  readonly at: CellKey;
  readonly height: number;
}

/** A 28mm figure stands about 1.5" tall ("A Note on Scales"). */
export const FIGURE_HEIGHT = 1.5;
