/**
 * A compact position (issue 23): who stands on each square of the table, by square index, so the
 * questions the rules and the general ask over and over (may this model end here? which squares
 * are free for this squad?) are array reads, not string keys looked up and every unit's models
 * searched.
 *
 * Built from the immutable state, never instead of it: the units array stays what the rules
 * apply, log and replay; this is derived and never logged. It is a pure function of the table and
 * the units array, so it is remembered by that array (caches.ts `occupancyByUnits`), which the
 * rules replace, never change, whenever a unit changes (draft.ts). The draft's writers carry it to
 * the new array: shared as it is when no model moved (markers, cover), copied with the moved
 * unit's squares rewritten when one did. So a decision costs a copy of a few kilobytes at most,
 * never a rebuild, and the general's questions find it ready.
 */
import { occupancyByUnits } from './caches';
import { tableIndex, type Table, type TableIndex } from './geometry';
import type { Unit } from './state';
import { unitSquares } from './table/unitSquares';

/** Who stands where, for one units array on one table. */
export interface Occupancy {
  readonly t: TableIndex;
  /**
   * The units' ids, numbered in the order first met (a carried form only adds to it; a unit gone
   * keeps its number, standing nowhere). A unit's number is its place here plus one.
   */
  readonly ids: readonly string[];
  /** Every square a model stands on (on the table), and at the same place the number of its unit. */
  readonly squares: readonly number[];
  readonly owners: readonly number[];
}

/**
 * The table's one grid of who stands where (per square a unit's number, 0 none), holding the
 * position last asked for: a position is a few dozen squares, so moving the grid from one to the
 * next is that many writes, where a grid of its own per position would be a table-sized copy at
 * every move (measured slower: an array buffer a decision).
 */
export interface OccupancyGrid {
  readonly on: Int16Array;
  loaded: Occupancy | null;
}

function build(t: TableIndex, units: readonly Unit[]): Occupancy {
  const squares: number[] = [];
  const owners: number[] = [];
  for (let k = 0; k < units.length; k++) {
    // The unit's squares as indexes, remembered while its models stay (the turned copies the
    // general builds keep theirs too), so a build makes no string lookups.
    const at = unitSquares(t, units[k]!);
    for (let m = 0; m < at.length; m++) {
      if (at[m]! < 0) continue;
      squares.push(at[m]!);
      owners.push(k + 1);
    }
  }
  return { t, ids: units.map((u) => u.id), squares, owners };
}

/** Who stands where in `units` on `table`: remembered (or carried), else built. */
export function occupancyOf(table: Table, units: readonly Unit[]): Occupancy {
  const t = tableIndex(table);
  const known = occupancyByUnits.get(units);
  if (known !== undefined && known.t === t) return known;
  return occupancyByUnits.set(units, build(t, units));
}

/** The table's grid with `o` written on it: good until a grid of another position is asked for. */
export function gridOf(o: Occupancy): Int16Array {
  const g = (o.t.memo.occupied ??= { on: new Int16Array(o.t.ix.size), loaded: null });
  const was = g.loaded;
  if (was === o) return g.on;
  if (was !== null) for (let k = 0; k < was.squares.length; k++) g.on[was.squares[k]!] = 0;
  for (let k = 0; k < o.squares.length; k++) g.on[o.squares[k]!] = o.owners[k]!;
  g.loaded = o;
  return g.on;
}

/** The number of unit `id` (0 when it has none: then no square counts as its own). */
export function numberOf(o: Occupancy, id: string): number {
  const { ids } = o;
  for (let k = 0; k < ids.length; k++) if (ids[k] === id) return k + 1;
  return 0;
}

/**
 * Carries the form remembered for `from` (if any) to `to`, the array the rules made from it by
 * replacing `before` with `after` (null: the unit removed). Models unchanged: the same form.
 */
export function carryUnit(
  table: Table,
  from: readonly Unit[],
  to: readonly Unit[],
  before: Unit,
  after: Unit | null,
): void {
  const o = occupancyByUnits.get(from);
  if (o === undefined || o.t !== tableIndex(table)) return;
  if (after !== null && after.models === before.models) {
    occupancyByUnits.set(to, o);
    return;
  }
  const n = numberOf(o, before.id);
  if (n === 0) return; // not numbered: built when asked
  const squares: number[] = [];
  const owners: number[] = [];
  for (let k = 0; k < o.squares.length; k++) {
    if (o.owners[k] === n) continue;
    squares.push(o.squares[k]!);
    owners.push(o.owners[k]!);
  }
  if (after !== null) {
    const at = unitSquares(o.t, after);
    for (let m = 0; m < at.length; m++) {
      if (at[m]! < 0) continue;
      squares.push(at[m]!);
      owners.push(n);
    }
  }
  occupancyByUnits.set(to, { t: o.t, ids: o.ids, squares, owners });
}

/** Carries the form for `from` to `to` when `to` holds the same units on the same squares. */
export function carrySame(from: readonly Unit[], to: readonly Unit[]): void {
  const o = occupancyByUnits.get(from);
  if (o !== undefined) occupancyByUnits.set(to, o);
}
