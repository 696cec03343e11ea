/** Battle maps, shared by every ruleset. Cells are named "col,row", 0-based, as printed on the map. */
export type GridKind = 'hex' | 'square';

export interface GridSpec {
  /** `hex`: flat-topped columns, odd columns half a cell lower ("odd-q"). `square`: 8 neighbours. */
  readonly kind: GridKind;
  readonly cols: number;
  readonly rows: number;
}

/** "col,row", e.g. "3,2". */
export type CellKey = string;

export type Edge = 'north' | 'south' | 'east' | 'west';
