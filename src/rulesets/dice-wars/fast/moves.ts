/**
 * Every lawful move of a unit but staying put, on the seat's square indexes (moves.ts `moveSet`,
 * the same moves in the same order): the formation shifted whole by each square of the lead's
 * reach every member can end on, then, for a squad split up by its losses, the move that gathers
 * it round its first member. Reaches are the seat table's own (table/reachIndex.ts), so their
 * order, and with it the general's ties, are the reference's.
 */
import { canEndMove, reachFrom, type Reach } from '../geometry';
import { gapBetween } from '../table/gap';
import { joined } from '../moves';
import { moveInches } from '../weapons';
import { seatAt, speedOf, type FastUnit, type Position } from './position';

/** A unit's lawful moves: the lead's shift for each of the first `n`, then the gathering move. */
export class FastMoves {
  starts: readonly number[] = [];
  deltas = new Int32Array(256);
  n = 0;
  gathered: readonly number[] | null = null;
  /** Each member's reach, made ready for each search. */
  readonly reaches: Reach[] = [];

  push(d: number): void {
    if (this.n === this.deltas.length) {
      const grown = new Int32Array(2 * this.n);
      grown.set(this.deltas);
      this.deltas = grown;
    }
    this.deltas[this.n++] = d;
  }
}

const canEnd = (start: number, reach: Reach, occupied: Uint8Array, j: number): boolean =>
  j === start || (reach.has[j] === 1 && occupied[j] === 0);

function shifts(p: Position, out: FastMoves, occupied: Uint8Array): void {
  const rows = p.map.rows;
  const cols = p.map.cols;
  const { starts, reaches } = out;
  const lead = starts[0]!;
  const order = reaches[0]!.order;
  if (starts.length === 1) {
    for (let k = 0; k < order.length; k++) {
      const j = order[k]!;
      if (j !== lead && occupied[j] === 0) out.push(j - lead);
    }
    return;
  }
  for (let k = 1; k < starts.length; k++) if (starts[k]! < 0) return;
  const leadCol = (lead / rows) | 0;
  const leadRow = lead - leadCol * rows;
  for (let k = 0; k < order.length; k++) {
    const j = order[k]!;
    if (j === lead || occupied[j] === 1) continue;
    const jc = (j / rows) | 0;
    const dc = jc - leadCol;
    const dr = j - jc * rows - leadRow;
    let fits = true;
    for (let m = 1; m < starts.length && fits; m++) {
      const s = starts[m]!;
      const sc = (s / rows) | 0;
      const c = sc + dc;
      const r = s - sc * rows + dr;
      fits = c >= 0 && c < cols && r >= 0 && r < rows && canEnd(s, reaches[m]!, occupied, c * rows + r);
    }
    if (fits) out.push(dc * rows + dr);
  }
}

function gather(
  p: Position,
  starts: readonly number[],
  reaches: readonly Reach[],
  occupied: Uint8Array,
): number[] | null {
  const rows = p.map.rows;
  const placed: number[] = [starts[0]!];
  for (let i = 1; i < starts.length; i++) {
    const s = starts[i]!;
    const sc = (s / rows) | 0;
    let best = -1;
    let bestGap = 0;
    for (const cell of reaches[i]!.order) {
      if (!canEnd(s, reaches[i]!, occupied, cell) || placed.includes(cell)) continue;
      placed.push(cell);
      const ok = joined(rows, placed);
      placed.pop();
      if (!ok) continue;
      const cc = (cell / rows) | 0;
      const d = gapBetween(sc - cc, s - sc * rows - (cell - cc * rows));
      if (best < 0 || d < bestGap) [best, bestGap] = [cell, d];
    }
    if (best < 0) return null;
    placed.push(best);
  }
  return placed;
}

/** moveProblem() of the gathering move (rare: a squad split up), asked of the seat's table. */
function lawful(
  p: Position,
  turned: boolean,
  starts: readonly number[],
  to: readonly number[],
  occupied: Uint8Array,
  budget: number,
): boolean {
  if (new Set(to).size !== to.length) return false;
  const seat = p.map.seats[turned ? 1 : 0];
  const keys = seat.index.ix.keys;
  const taken = { has: (k: string) => occupied[seat.index.ix.indexOf.get(k)!] === 1 };
  for (let i = 0; i < to.length; i++) {
    if (to[i] === starts[i]) continue;
    if (starts[i]! < 0 || !canEndMove(seat.table, keys[starts[i]!]!, budget, keys[to[i]!]!, taken))
      return false;
  }
  return to.length <= 1 || joined(p.map.rows, to);
}

/** The lawful moves of `u` on its seat's squares (moveSet), in the position's one FastMoves. */
export function fastMoveSet(p: Position, u: FastUnit, turned: boolean): FastMoves {
  const seat = p.map.seats[turned ? 1 : 0];
  const budget = moveInches(speedOf(u));
  const occupied = p.occupied.fill(0);
  for (const o of p.units)
    if (o.alive && o !== u) {
      const cells = seatAt(o, turned);
      for (let i = 0; i < cells.length; i++) if (cells[i]! >= 0) occupied[cells[i]!] = 1;
    }
  const out = (p.moveSet ??= new FastMoves());
  const starts = seatAt(u, turned);
  out.starts = starts;
  out.n = 0;
  out.gathered = null;
  // Written over, then cut to length (as context.ts reset: no room freed and allocated again).
  for (let i = 0; i < starts.length; i++) out.reaches[i] = reachFrom(seat.index, starts[i]!, budget);
  out.reaches.length = starts.length;
  const together = joined(p.map.rows, starts);
  if (starts[0]! >= 0 && together) shifts(p, out, occupied);
  if (starts.length > 1 && !together) {
    const g = gather(p, starts, out.reaches, occupied);
    out.gathered = g && lawful(p, turned, starts, g, occupied, budget) ? g : null;
  }
  return out;
}
