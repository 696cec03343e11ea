/**
 * Cover (DW-G5, "Being in Cover", "Armor Dice and Cover"): a model is covered by a piece within
 * 1" of it (gap, DW-G2) at least half its height; a unit is in cover when every member is.
 */
import type { CellKey } from '../../../grid/types';
import { gap, gapBetween } from './gap';
import { tableIndex, type TableIndex } from './tableIndex';
import type { Figure, Table, TerrainPiece } from './types';

/** Offsets of the squares within 1" of a square: up to two apart in a line, not two diagonally. */
const NEAR: readonly (readonly [number, number])[] = [-2, -1, 0, 1, 2]
  .flatMap((dc) => [-2, -1, 0, 1, 2].map((dr) => [dc, dr] as const))
  .filter(([dc, dr]) => gapBetween(dc, dr) <= 1);

/** For each square, the tallest terrain within 1" of it (0 when none). */
function shelterOf(t: TableIndex): Float64Array {
  if (t.memo.shelter) return t.memo.shelter;
  const { cols, rows } = t.spec;
  const best = new Float64Array(t.ix.size);
  for (let c = 0; c < cols; c++) {
    for (let r = 0; r < rows; r++) {
      let h = 0;
      for (const [dc, dr] of NEAR) {
        const nc = c + dc;
        const nr = r + dr;
        if (nc >= 0 && nr >= 0 && nc < cols && nr < rows) h = Math.max(h, t.ground[nc * rows + nr]!);
      }
      best[c * rows + r] = h;
    }
  }
  return (t.memo.shelter = best);
}

/**
 * What the terrain alone says of models `height` tall on the squares `at`: 0 not in cover (no
 * squares, or one off the table: whatever else is near), 2 in cover (every square sheltered by
 * terrain, whatever else is near), 1 it depends on what else is near (inCover with the extra
 * pieces). No allocation: the rules ask it of every move and attack.
 */
export function terrainSays(table: Table, at: readonly CellKey[], height: number): 0 | 1 | 2 {
  if (at.length === 0) return 0;
  const t = tableIndex(table);
  const best = shelterOf(t);
  const enough = height / 2;
  let all = true;
  for (let k = 0; k < at.length; k++) {
    const i = t.ix.indexOf.get(at[k]!);
    if (i === undefined) return 0;
    if (!(best[i]! >= enough)) all = false;
  }
  return all ? 2 : 1;
}

const near = (piece: TerrainPiece, at: CellKey): boolean => piece.cells.some((c) => gap(c, at) <= 1);

/**
 * Whether a unit (all its models) is in cover: within 1" of a piece (terrain, or a friendly
 * 2-Armor unit given as extra pieces) at least half its height. An extra piece standing on one of
 * the unit's own squares is the unit itself, which gives itself no cover. No members: not in cover.
 */
export function inCover(
  table: Table,
  members: readonly Figure[],
  extra: readonly TerrainPiece[] = [],
): boolean {
  if (members.length === 0) return false;
  const t = tableIndex(table);
  const best = shelterOf(t);
  const own = new Set(members.map((m) => m.at));
  const others = extra.filter((p) => !p.cells.some((c) => own.has(c)));
  return members.every((m) => {
    const i = t.ix.indexOf.get(m.at);
    if (i === undefined) return false;
    const enough = m.height / 2;
    return best[i]! >= enough || others.some((p) => p.height >= enough && near(p, m.at));
  });
}
