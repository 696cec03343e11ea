/**
 * hasCover() (movement.ts) as the computer general asks it, of hundreds of squares a decision:
 * the terrain's part remembered per table, model height and square (it never changes), the
 * friendly armour's part ("Armor Dice and Cover") read off the position's armour units once.
 */
import { RecentCache } from '../../../core/recentCache';
import { armorOf } from '../board';
import { inCover, type Table, type TableIndex } from '../geometry';
import { hasCover } from '../movement';
import { gapBetween } from '../table/gap';
import type { BattleState, Unit } from '../state';

/** Per table and model height: per square 0 not asked, 1 no terrain cover, 2 cover. */
const terrain = new RecentCache<Table, Map<number, Uint8Array>>(8);

function terrainCover(table: Table, t: TableIndex, x: number, height: number): boolean {
  const byHeight = terrain.get(table) ?? terrain.set(table, new Map());
  let at = byHeight.get(height);
  if (!at) byHeight.set(height, (at = new Uint8Array(t.ix.size)));
  let v = at[x]!;
  if (v === 0) v = at[x] = inCover(table, [{ at: t.ix.keys[x]!, height }]) ? 2 : 1;
  return v === 2;
}

/** A unit with 2+ Armor dice: cover to its friends. */
export interface Armour {
  readonly id: string;
  readonly side: string;
  readonly height: number;
  readonly cells: Int32Array;
}

const armours = new RecentCache<BattleState['units'], Armour[]>(4);

function armourUnits(s: BattleState, t: TableIndex): Armour[] {
  const known = armours.get(s.units);
  if (known) return known;
  const out = s.units
    .filter((f) => armorOf(f) >= 2)
    .map((f) => ({
      id: f.id,
      side: f.side,
      height: f.height,
      cells: Int32Array.from(f.models, (c) => t.ix.indexOf.get(c) ?? -1),
    }));
  return armours.set(s.units, out);
}

function near(rows: number, a: number, b: number): boolean {
  const ac = (a / rows) | 0;
  const bc = (b / rows) | 0;
  return gapBetween(ac - bc, a - ac * rows - (b - bc * rows)) <= 1;
}

/** The armour units that give `u` cover (its side's, not itself), in this position. */
export function friendsOf(s: BattleState, t: TableIndex, u: Unit): readonly Armour[] {
  return armourUnits(s, t).filter((f) => f.side === u.side && f.id !== u.id);
}

/** hasCover(s, u, the squares `cells`), the same answer; `friends`: friendsOf(s, t, u). */
export function coverOn(
  s: BattleState,
  t: TableIndex,
  u: Unit,
  cells: readonly number[],
  friends: readonly Armour[] = friendsOf(s, t, u),
): boolean {
  if (u.coverLost || cells.length === 0) return false;
  // A friend standing on one of the squares is the unit itself to inCover: rare, asked plainly.
  if (friends.some((f) => f.cells.some((c) => cells.includes(c))))
    return hasCover(
      s,
      u,
      cells.map((x) => t.ix.keys[x]!),
    );
  const rows = t.ix.rows;
  const enough = u.height / 2;
  for (const x of cells) {
    if (x < 0) return false;
    if (terrainCover(s.rules.table, t, x, u.height)) continue;
    if (!friends.some((f) => f.height >= enough && f.cells.some((c) => c >= 0 && near(rows, c, x))))
      return false;
  }
  return true;
}
