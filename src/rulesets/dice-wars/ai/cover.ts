/**
 * hasCover() (movement.ts) as the computer general asks it, of hundreds of squares a decision:
 * the terrain's part remembered per table, model height and square (it never changes), the
 * friendly armour's part ("Armor Dice and Cover") read off the position's armour units once.
 */
import { armorOf } from '../board';
import {
  armourOfTable,
  armoursByUnits as armours,
  coverByUnit as standing,
  terrainCoverByTable as terrain,
} from '../caches';
import { inCover, type Table, type TableIndex } from '../geometry';
import { hasCover } from '../movement';
import { unitSquares } from '../table/unitSquares';
import type { BattleState, Unit } from '../state';

/** The table's terrain cover for models `height` tall, filled in as asked (terrainCover). */
export function terrainCovers(table: Table, t: TableIndex, height: number): Uint8Array {
  const byHeight = terrain.get(table) ?? terrain.set(table, new Map());
  let at = byHeight.get(height);
  if (!at) byHeight.set(height, (at = new Uint8Array(t.ix.size)));
  return at;
}

function terrainCover(table: Table, t: TableIndex, at: Uint8Array, x: number, height: number): boolean {
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

function armourOf(t: TableIndex, f: Unit): Armour {
  const cells = unitSquares(t, f);
  const kept = armourOfTable(t);
  const known = kept.get(f.id);
  if (known && known.cells === cells && known.height === f.height && known.side === f.side) return known;
  const a = { id: f.id, side: f.side, height: f.height, cells };
  kept.set(f.id, a);
  return a;
}

const NONE: readonly Armour[] = [];

function armourBySide(s: BattleState, t: TableIndex): Map<string, Armour[]> {
  const known = armours.get(s.units);
  if (known) return known;
  const out = new Map<string, Armour[]>();
  for (const f of s.units) {
    if (armorOf(f) < 2) continue;
    const side = out.get(f.side) ?? [];
    if (side.length === 0) out.set(f.side, side);
    side.push(armourOf(t, f));
  }
  return armours.set(s.units, out);
}

/**
 * Whether squares a and b (indexes) lie within 1" of each other: gap() <= 1 worked in whole
 * numbers (the gap is the length of (|dc| - 1, |dr| - 1) floored at 0, at most 1 exactly when its
 * square is).
 */
export function near(rows: number, a: number, b: number): boolean {
  const ac = (a / rows) | 0;
  const bc = (b / rows) | 0;
  const dc = Math.max(0, Math.abs(ac - bc) - 1);
  const dr = Math.max(0, Math.abs(a - ac * rows - (b - bc * rows)) - 1);
  return dc * dc + dr * dr <= 1;
}

/** The armour units that give `u` cover (its side's, not itself), in this position. */
export function friendsOf(s: BattleState, t: TableIndex, u: Unit): readonly Armour[] {
  const side = armourBySide(s, t).get(u.side) ?? NONE;
  return side.some((f) => f.id === u.id) ? side.filter((f) => f.id !== u.id) : side;
}

/** Whether any of `friends` stands on one of `cells`. */
function onFriend(friends: readonly Armour[], cells: ArrayLike<number>): boolean {
  for (const f of friends) {
    const at = f.cells;
    for (let k = 0; k < at.length; k++)
      for (let i = 0; i < cells.length; i++) if (cells[i] === at[k]) return true;
  }
  return false;
}

/** Whether one of `friends` at least half as tall as `height` stands within 1" of square x. */
function friendNear(friends: readonly Armour[], rows: number, x: number, height: number): boolean {
  for (const f of friends) {
    if (!(2 * f.height >= height)) continue; // both sides doubled: exact, and no fraction to box
    const at = f.cells;
    for (let k = 0; k < at.length; k++) if (at[k]! >= 0 && near(rows, at[k]!, x)) return true;
  }
  return false;
}

/** hasCover() asked plainly, of the squares `cells` (indexes). */
function coverAsked(s: BattleState, t: TableIndex, u: Unit, cells: ArrayLike<number>): boolean {
  const keys: string[] = [];
  for (let i = 0; i < cells.length; i++) keys.push(t.ix.keys[cells[i]!]!);
  return hasCover(s, u, keys);
}

/**
 * hasCover(s, u, the squares `cells`), the same answer; `friends`: friendsOf(s, t, u), and
 * `terrain`: terrainCovers(table, t, u.height). (No closure and no default in here: either would
 * cost an allocation on every call, and it is called for every square weighed.)
 */
export function coverOn(
  s: BattleState,
  t: TableIndex,
  u: Unit,
  cells: ArrayLike<number>,
  friends: readonly Armour[],
  terrain: Uint8Array,
): boolean {
  if (u.coverLost || cells.length === 0) return false;
  // A friend standing on one of the squares is the unit itself to inCover: rare, asked plainly.
  if (onFriend(friends, cells)) return coverAsked(s, t, u, cells);
  const rows = t.ix.rows;
  for (let i = 0; i < cells.length; i++) {
    const x = cells[i]!;
    if (x < 0) return false;
    if (terrainCover(s.rules.table, t, terrain, x, u.height)) continue;
    if (!friendNear(friends, rows, x, u.height)) return false;
  }
  return true;
}

/**
 * hasCover(s, u) where it stands, remembered while nothing it depends on changes: the unit itself
 * (replaced whenever it moves or its cover goes) and its armoured friends (armourOf keeps each one's
 * object while it stands where it did).
 */
export function coverNow(s: BattleState, t: TableIndex, u: Unit, cells: Int32Array): boolean {
  const friends = friendsOf(s, t, u);
  const known = standing.get(u.id);
  if (known && known.unit === u && known.t === t && sameObjects(known.friends, friends)) return known.covered;
  const covered = coverOn(s, t, u, cells, friends, terrainCovers(s.rules.table, t, u.height));
  standing.set(u.id, { t, unit: u, friends, covered });
  return covered;
}

/** Whether a and b hold the same objects in the same order (a loop: a callback would cost an allocation a call). */
function sameObjects(a: readonly object[], b: readonly object[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
