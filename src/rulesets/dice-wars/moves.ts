/**
 * Every lawful move of a unit (legal.ts): a squad's formation moved as a whole, every member the
 * same way, plus, for a squad split up by its losses, one move that gathers it round its first
 * member. Worked on square indexes over each member's memoised reach (table/reachIndex.ts): the
 * same moves, in the same order, as asking reachable() of each square.
 */
import type { CellKey } from '../../grid/types';
import { speedOf } from './board';
import { shiftScratch } from './caches';
import { gridOf, numberOf, occupancyOf } from './compact';
import { coherent, reachFrom, tableIndex, type Reach, type TableIndex } from './geometry';
import { gapBetween } from './table/gap';
import { coherentAt } from './table/coherent';
import { unitSquares } from './table/unitSquares';
import { moveProblem } from './movement';
import type { BattleState, Unit } from './state';
import { moveInches } from './weapons';

/** A member's move: where it starts (-1 off the table) and every square it reaches. */
interface Member {
  readonly start: number;
  readonly reach: Reach;
}

/**
 * Who stands where, as the moving unit sees it: `on` per square the number of the unit standing
 * there (compact.ts), `self` the moving unit's own number, whose squares count as free.
 */
interface Others {
  readonly on: Int16Array;
  readonly self: number;
}

/** Whether no model of another unit stands on square j. */
const freeOf = (o: Others, j: number): boolean => {
  const v = o.on[j]!;
  return v === 0 || v === o.self;
};

/** Whether the member can end its move on square j: its own, or one reached that nobody stands on. */
const canEnd = (m: Member, occupied: Others, j: number): boolean =>
  j === m.start || (m.reach.has[j] === 1 && freeOf(occupied, j));

/** Whether every square is on the table (none -1). */
function onTable(squares: ArrayLike<number>): boolean {
  for (let i = 0; i < squares.length; i++) if (squares[i]! < 0) return false;
  return true;
}

/** A split squad gathered round its first member: each other member to the nearest free square it can reach beside one placed. */
function gathered(t: TableIndex, members: readonly Member[], occupied: Others): number[] | null {
  const rows = t.ix.rows;
  const placed: number[] = [members[0]!.start];
  for (let i = 1; i < members.length; i++) {
    const m = members[i]!;
    const sc = (m.start / rows) | 0;
    let best = -1;
    let bestGap = 0;
    for (const cell of m.reach.order) {
      if (!canEnd(m, occupied, cell) || placed.includes(cell)) continue;
      placed.push(cell);
      const ok = coherentAt(rows, placed);
      placed.pop();
      if (!ok) continue;
      const cc = (cell / rows) | 0;
      const d = gapBetween(sc - cc, m.start - sc * rows - (cell - cc * rows));
      if (best < 0 || d < bestGap) [best, bestGap] = [cell, d];
    }
    if (best < 0) return null;
    placed.push(best);
  }
  return placed;
}

/**
 * The shifts (square index differences) that move the whole formation of `members` to squares
 * each can end on, in the lead's reach order.
 */
function shifts(t: TableIndex, members: readonly Member[], occupied: Others): number[] {
  const rows = t.ix.rows;
  const cols = t.spec.cols;
  const lead = members[0]!;
  const order = lead.reach.order;
  const found = shiftScratch;
  let n = 0;
  // Indexed loops: a typed array's iterator (for...of) is a slow path.
  if (members.length === 1) {
    for (let q = 0; q < order.length; q++) {
      const j = order[q]!;
      if (j !== lead.start && freeOf(occupied, j)) found[n++] = j - lead.start;
    }
    return found.slice(0, n);
  }
  const leadCol = (lead.start / rows) | 0;
  const leadRow = lead.start - leadCol * rows;
  // The other members' columns and rows, worked out once rather than per square of the lead's reach.
  const m = members.length - 1;
  const col = new Array<number>(m);
  const row = new Array<number>(m);
  for (let k = 0; k < m; k++) {
    const start = members[k + 1]!.start;
    if (start < 0) return [];
    col[k] = (start / rows) | 0;
    row[k] = start - col[k]! * rows;
  }
  for (let q = 0; q < order.length; q++) {
    const j = order[q]!;
    if (j === lead.start || !freeOf(occupied, j)) continue;
    const jc = (j / rows) | 0;
    const dc = jc - leadCol;
    const dr = j - jc * rows - leadRow;
    let fits = true;
    for (let k = 0; k < m && fits; k++) {
      const c = col[k]! + dc;
      const r = row[k]! + dr;
      fits = c >= 0 && c < cols && r >= 0 && r < rows && canEnd(members[k + 1]!, occupied, c * rows + r);
    }
    if (fits) found[n++] = dc * rows + dr;
  }
  return found.slice(0, n);
}

/**
 * Every lawful move of a unit but staying put, on square indexes: the formation shifted whole by
 * each of `deltas` (added to each of `starts`), in reach order, then the gathering move if any.
 */
export interface MoveSet {
  /** The members' squares now (-1 off the table). */
  readonly starts: readonly number[];
  readonly deltas: readonly number[];
  readonly gathered: readonly number[] | null;
  readonly keys: readonly CellKey[];
  /** Inches each model may move. */
  readonly budget: number;
}

/** The lawful moves of `u` (moveOptions without staying put), on square indexes. */
export function moveSet(s: BattleState, u: Unit): MoveSet {
  const t = tableIndex(s.rules.table);
  const { ix } = t;
  const budget = moveInches(speedOf(u));
  const o = occupancyOf(s.rules.table, s.units);
  const occupied: Others = { on: gridOf(o), self: numberOf(o, u.id) };
  // A loop, not Array.from(squares, fn): that takes the typed array's iterator, a slow path.
  const squares = unitSquares(t, u);
  const members: Member[] = new Array<Member>(squares.length);
  const starts: number[] = new Array<number>(squares.length);
  for (let i = 0; i < squares.length; i++) {
    const start = squares[i]!;
    members[i] = { start, reach: reachFrom(t, start, budget) };
    starts[i] = start;
  }
  const lead = members[0]!;
  // A formation moved whole holds together exactly when it does now (gaps don't change). On the
  // table coherent() is coherentAt() on the squares' indexes, without reading the keys.
  const together = onTable(squares) ? coherentAt(ix.rows, squares) : coherent(u.models);
  const deltas = lead.start >= 0 && together ? shifts(t, members, occupied) : [];
  let g: number[] | null = null;
  if (u.models.length > 1 && !together) {
    g = gathered(t, members, occupied);
    if (
      g &&
      moveProblem(
        s,
        u,
        g.map((i) => ix.keys[i]!),
      ) !== null
    )
      g = null;
  }
  return { starts, deltas, gathered: g, keys: ix.keys, budget };
}

/** Every lawful move of `u` (one square per model), staying put first. */
export function moveOptions(s: BattleState, u: Unit): CellKey[][] {
  const m = moveSet(s, u);
  const out: CellKey[][] = [[...u.models]];
  for (const d of m.deltas) out.push(m.starts.map((i) => m.keys[i + d]!));
  if (m.gathered) out.push(m.gathered.map((i) => m.keys[i]!));
  return out;
}
