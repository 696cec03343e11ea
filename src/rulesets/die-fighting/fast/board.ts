/**
 * The board's questions on the fast position that both the rules and the general ask, answered
 * as the reference's board.ts, charge.ts and passOn.ts answer them, in the same order: the
 * squares a charge may end on, the enemies that hold a unit, where damage past blocking terrain
 * may go. Lists are written into caller's scratch arrays; each returns its length.
 */
import { seesIx } from '../sight';
import { MOUNTED, RANGED, type Fast } from './position';
import { reachOfUnit, type Reaches } from './reach';

/**
 * sight.ts seesIx read from the table the position holds: the general and the rules ask it a few
 * hundred times a battle, and seesIx finds the map's table again at each ask. A 0 (not yet
 * asked) goes to seesIx, which draws the line and keeps it.
 */
export function sees(f: Fast, a: number, b: number): boolean {
  const v = f.sight.seen[a * f.ix.size + b]!;
  return v === 0 ? seesIx(f.s0, a, b) : v === 1;
}

/** board.ts holds: whether enemy unit e keeps unit k from moving away. */
export function holdsFast(f: Fast, e: number, k: number): boolean {
  if (f.kind[e] === RANGED) return false;
  return f.kind[k] === MOUNTED ? f.kind[e] === MOUNTED : true;
}

/** The enemies of unit k beside it that hold it, in neighbour order (board.ts holders). */
export function holdersOf(f: Fast, k: number, out: Int32Array): number {
  const { nbrStart, nbrs } = f.ix;
  const i = f.cell[k]!;
  let n = 0;
  for (let e = nbrStart[i]!, end = nbrStart[i + 1]!; e < end; e++) {
    const o = f.occ[nbrs[e]!]! - 1;
    if (o >= 0 && f.side[o] !== f.side[k] && holdsFast(f, o, k)) out[n++] = o;
  }
  return n;
}

/** Whether any enemy of side `side` stands beside square `i`. */
export function enemyNear(f: Fast, i: number, side: number): boolean {
  const { nbrStart, nbrs } = f.ix;
  for (let e = nbrStart[i]!, end = nbrStart[i + 1]!; e < end; e++) {
    const o = f.occ[nbrs[e]!]! - 1;
    if (o >= 0 && f.side[o] !== side) return true;
  }
  return false;
}

/**
 * charge.ts chargeSquaresIn: the nearest squares unit k may end a charge at unit t on, in map
 * order of settling: free (or its own), one king move from t, with a clear line to strike it.
 */
export function chargeSquaresOf(f: Fast, r: Reaches, k: number, t: number, out: Int32Array): number {
  const reach = reachOfUnit(f, r, k);
  const rows = f.rows;
  const ti = f.cell[t]!;
  const tc = (ti / rows) | 0;
  const tr = ti % rows;
  let least = Infinity;
  let n = 0;
  for (let j = 0; j < reach.idx.length && reach.costs[j]! <= least; j++) {
    const i = reach.idx[j]!;
    const dc = ((i / rows) | 0) - tc;
    const dr = (i % rows) - tr;
    if (dc < -1 || dc > 1 || dr < -1 || dr > 1 || (dc === 0 && dr === 0)) continue;
    const o = f.occ[i]! - 1;
    if ((o < 0 || o === k) && sees(f, i, ti)) {
      out[n++] = i;
      least = reach.costs[j]!;
    }
  }
  return n;
}

/** How many enemies of unit k other than unit t stand beside square `i` (charge.ts othersBeside). */
export function othersBeside(f: Fast, k: number, i: number, t: number): number {
  const { nbrStart, nbrs } = f.ix;
  let n = 0;
  for (let e = nbrStart[i]!, end = nbrStart[i + 1]!; e < end; e++) {
    const o = f.occ[nbrs[e]!]! - 1;
    if (o >= 0 && o !== t && f.side[o] !== f.side[k]) n++;
  }
  return n;
}

/** charge.ts defaultChargeSquare: of the nearest, the one beside the fewest other enemies. */
export function defaultChargeSquare(f: Fast, k: number, t: number, squares: Int32Array, n: number): number {
  let best = -1;
  let fewest = Infinity;
  for (let j = 0; j < n; j++) {
    const c = othersBeside(f, k, squares[j]!, t);
    if (c < fewest) {
      best = squares[j]!;
      fewest = c;
    }
  }
  return best;
}

/**
 * passOn.ts passCandidates: the enemies of unit k beside square `target` that k can see, in map
 * order (of their squares).
 */
export function passCandidatesOf(f: Fast, k: number, target: number, out: Int32Array): number {
  const { nbrStart, nbrs } = f.ix;
  const from = f.cell[k]!;
  let n = 0;
  for (let e = nbrStart[target]!, end = nbrStart[target + 1]!; e < end; e++) {
    const o = f.occ[nbrs[e]!]! - 1;
    if (o < 0 || f.side[o] === f.side[k] || !sees(f, from, f.cell[o]!)) continue;
    // Insertion by square (map order).
    let j = n++;
    for (; j > 0 && f.cell[out[j - 1]!]! > f.cell[o]!; j--) out[j] = out[j - 1]!;
    out[j] = o;
  }
  return n;
}

/** passOn.ts bestReceiver over units by place: which of `n` candidates takes `rest`. */
export function bestReceiverOf(f: Fast, cands: Int32Array, n: number, rest: number): number {
  let best = -1;
  for (let j = 0; j < n; j++) {
    const c = cands[j]!;
    if (best < 0) {
      best = c;
      continue;
    }
    const hc = f.units[c]!.health;
    const hb = f.units[best]!.health;
    const kc = rest >= hc ? 1 : 0;
    const kb = rest >= hb ? 1 : 0;
    // Keys [1, points, health] when the rest destroys it, else [0, -health, points]: the first difference decides.
    const a1 = kc === 1 ? f.points[c]! : -hc;
    const b1 = kb === 1 ? f.points[best]! : -hb;
    const a2 = kc === 1 ? hc : f.points[c]!;
    const b2 = kb === 1 ? hb : f.points[best]!;
    if (kc !== kb) {
      if (kc > kb) best = c;
    } else if (a1 !== b1) {
      if (a1 > b1) best = c;
    } else if (a2 > b2) best = c;
  }
  return best;
}
