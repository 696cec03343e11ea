/**
 * The table as the rules see it: every measurement the battle rules make goes through this module
 * and nothing else. The geometry itself is the table module's (src/rulesets/dice-wars/table/;
 * docs/rules.md, Dice Wars, DW-G1 to DW-G8).
 */
import { sightTables } from './caches';
import { sees as seesOver, sightOf as sightLinesOf, type Figure, type Sight, type Table } from './table';

export {
  canEndMove,
  moveShortfall,
  type MoveShortfall,
  coherent,
  gap,
  inCover,
  terrainSays,
  inZone,
  reachable,
  reachFrom,
  tableIndex,
  type Reach,
  type TableIndex,
  type Lines,
  type Sight,
  type Figure,
  type Table,
  type TerrainPiece,
} from './table';

/**
 * The table sight is judged on (DW-G8): without the pieces that don't block sight. The same
 * object when every piece does, and one kept per table otherwise, so the table module's caches
 * (keyed by the table object) still work.
 */
export function sightTable(table: Table): Table {
  const known = sightTables.get(table);
  if (known) return known;
  const solid = table.pieces.filter((p) => p.blocksSight !== false);
  const out = solid.length === table.pieces.length ? table : { ...table, pieces: solid };
  sightTables.set(table, out);
  return out;
}

/** Whether `from` sees any part of `to` over the terrain that blocks sight (DW-G4, DW-G8). */
export const sees = (table: Table, from: Figure, to: Figure): boolean =>
  seesOver(sightTable(table), from, to);

/** The table's remembered sight lines (table/sightMemo.ts), over the terrain that blocks sight. */
export const sightOf = (table: Table): Sight => sightLinesOf(sightTable(table));
