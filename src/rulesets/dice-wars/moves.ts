/**
 * Every lawful move of a unit (legal.ts): a squad's formation moved as a whole, every member the
 * same way, plus, for a squad split up by its losses, one move that gathers it round its first
 * member. Worked on square indexes over each member's memoised reach (table/reachIndex.ts): the
 * same moves, in the same order, as asking reachable() of each square.
 */
import type { CellKey } from '../../grid/types';
import { speedOf } from './board';
import { occupiedScratch, shiftScratch } from './caches';
import { coherent, reachFrom, tableIndex, type Reach, type TableIndex } from './geometry';
import { gapBetween } from './table/gap';
import { unitSquares } from './table/unitSquares';
import { moveProblem } from './movement';
import type { BattleState, Unit } from './state';
import { moveInches } from './weapons';

/** The squares of the table where a model of a unit other than `except` stands (good until the next call). */
function occupiedSquares(s: BattleState, t: TableIndex, except: string): Uint8Array {
  // One buffer used again (caches.ts `occupiedScratch`): it never leaves moveSet.
  if (occupiedScratch.bytes.length !== t.ix.size) occupiedScratch.bytes = new Uint8Array(t.ix.size);
  const out = occupiedScratch.bytes.fill(0);
  for (const u of s.units) {
    if (u.id === except) continue;
    for (const i of unitSquares(t, u)) if (i >= 0) out[i] = 1;
  }
  return out;
}

/** A member's move: where it starts (-1 off the table) and every square it reaches. */
interface Member {
  readonly start: number;
  readonly reach: Reach;
}

/** Whether the member can end its move on square j: its own, or one reached that nobody stands on. */
const canEnd = (m: Member, occupied: Uint8Array, j: number): boolean =>
  j === m.start || (m.reach.has[j] === 1 && occupied[j] === 0);

/** Whether squares a and b (indexes) lie within 1" of each other (gap, DW-G2). */
function near(rows: number, a: number, b: number): boolean {
  const ac = (a / rows) | 0;
  const bc = (b / rows) | 0;
  return gapBetween(ac - bc, a - ac * rows - (b - bc * rows)) <= 1;
}

/** coherent() on square indexes: one chain of members each within 1" of the next. */
export function joined(rows: number, cells: readonly number[]): boolean {
  const n = cells.length;
  if (n <= 1) return true;
  const seen = new Uint8Array(n);
  const queue = [0];
  seen[0] = 1;
  let count = 1;
  while (queue.length > 0) {
    const a = cells[queue.pop()!]!;
    for (let j = 0; j < n; j++) {
      if (seen[j] || !near(rows, a, cells[j]!)) continue;
      seen[j] = 1;
      count++;
      queue.push(j);
    }
  }
  return count === n;
}

/** A split squad gathered round its first member: each other member to the nearest free square it can reach beside one placed. */
function gathered(t: TableIndex, members: readonly Member[], occupied: Uint8Array): number[] | null {
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
      const ok = joined(rows, placed);
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
function shifts(t: TableIndex, members: readonly Member[], occupied: Uint8Array): number[] {
  const rows = t.ix.rows;
  const cols = t.spec.cols;
  const lead = members[0]!;
  const found = shiftScratch;
  let n = 0;
  if (members.length === 1) {
    for (const j of lead.reach.order) if (j !== lead.start && occupied[j] === 0) found[n++] = j - lead.start;
    return found.slice(0, n);
  }
  const leadCol = (lead.start / rows) | 0;
  const leadRow = lead.start - leadCol * rows;
  // The other members' columns and rows, worked out once rather than per square of the lead's reach.
  const others = members.slice(1);
  if (others.some((m) => m.start < 0)) return [];
  const col = others.map((m) => (m.start / rows) | 0);
  const row = others.map((m, k) => m.start - col[k]! * rows);
  for (const j of lead.reach.order) {
    if (j === lead.start || occupied[j] === 1) continue;
    const jc = (j / rows) | 0;
    const dc = jc - leadCol;
    const dr = j - jc * rows - leadRow;
    let fits = true;
    for (let k = 0; k < others.length && fits; k++) {
      const c = col[k]! + dc;
      const r = row[k]! + dr;
      fits = c >= 0 && c < cols && r >= 0 && r < rows && canEnd(others[k]!, occupied, c * rows + r);
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
  const occupied = occupiedSquares(s, t, u.id);
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
  // A formation moved whole holds together exactly when it does now (gaps don't change).
  const together = coherent(u.models);
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
