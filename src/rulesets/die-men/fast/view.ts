/**
 * The fast general's view of a position (ai/view.ts): a side's hexes and the enemy's in the
 * record's order, totals, and its hexes in contact; the round's target (ai/plan.ts targetOf,
 * ai/view.ts chooseTarget) and the strategy (ai/plan.ts plan).
 */
import { FINISH_RATIO } from '../ai/plan';
import { Strat, type Fast } from './position';

export interface FView {
  readonly side: number;
  readonly owner: readonly number[];
  readonly count: readonly number[];
  readonly mine: number[];
  readonly enemy: number[];
  myTotal: number;
  enemyTotal: number;
  readonly contact: number[];
  engaged: number;
}

/**
 * The view of the position now (`rs` false: kept per side until the positions change, f.version)
 * or when the round began (made afresh: asked once a round).
 */
export function viewOf(f: Fast, side: number, rs = false): FView {
  if (!rs && f.viewVersion[side] === f.version) return f.views[side] as FView;
  const owner = rs ? f.rsOwner : f.owner;
  const count = rs ? f.rsCount : f.count;
  const v: FView = {
    side,
    owner,
    count,
    mine: [],
    enemy: [],
    myTotal: 0,
    enemyTotal: 0,
    contact: [],
    engaged: 0,
  };
  for (const i of rs ? f.rsOrder : f.order) {
    if (owner[i] === side) {
      v.mine.push(i);
      v.myTotal += count[i]!;
    } else {
      v.enemy.push(i);
      v.enemyTotal += count[i]!;
    }
  }
  const { nbrStart, nbr } = f.m;
  for (const i of v.mine) {
    for (let j = nbrStart[i]!; j < nbrStart[i + 1]!; j++) {
      const o = owner[nbr[j]!]!;
      if (o >= 0 && o !== side) {
        v.contact.push(i);
        v.engaged += count[i]!;
        break;
      }
    }
  }
  if (!rs) {
    f.views[side] = v;
    f.viewVersion[side] = f.version;
  }
  return v;
}

/** Cells next to `i` held by side `s`. */
export function facesOf(f: Fast, owner: readonly number[], i: number, s: number): number {
  const { nbrStart, nbr } = f.m;
  let n = 0;
  for (let j = nbrStart[i]!; j < nbrStart[i + 1]!; j++) if (owner[nbr[j]!] === s) n++;
  return n;
}

/** Cells next to `i` held by an enemy of `side`. */
export function enemyFacesOf(f: Fast, owner: readonly number[], i: number, side: number): number {
  const { nbrStart, nbr } = f.m;
  let n = 0;
  for (let j = nbrStart[i]!; j < nbrStart[i + 1]!; j++) {
    const o = owner[nbr[j]!]!;
    if (o >= 0 && o !== side) n++;
  }
  return n;
}

/** ai/view.ts chooseTarget (maps of at most 128 cells: never the straight-line shortcut). */
export function chooseTarget(f: Fast, v: FView): number {
  const { n, walk } = f.m;
  let weightTotal = 0;
  for (const m of v.mine) weightTotal += v.count[m]!;
  let best = -1;
  let bestCost = Infinity;
  for (const e of v.enemy) {
    let weighted = 0;
    for (const m of v.mine) weighted += v.count[m]! * walk[e * n + m]!;
    const mean = weightTotal > 0 ? weighted / weightTotal : 0;
    const touching = facesOf(f, v.owner, e, v.side);
    const cost = v.count[e]! + 1.5 * mean - 1.5 * touching;
    if (cost < bestCost) {
      bestCost = cost;
      best = e;
    }
  }
  return best;
}

/** ai/plan.ts targetOf: chosen once a round per side, on the positions when the round began. */
export function targetOf(f: Fast, side: number): number {
  const cache = f.targets;
  if (cache.round[side] !== f.round) {
    cache.round[side] = f.round;
    cache.cell[side] = chooseTarget(f, viewOf(f, side, true));
  }
  return cache.cell[side]!;
}

/** ai/plan.ts plan: the strategy, from the balance of forces now. */
export function planOf(f: Fast, v: FView, target: number): Strat {
  if (v.enemyTotal === 0 || target < 0) return Strat.Hold;
  const ratio = v.myTotal / v.enemyTotal;
  const roundsLeft = f.maxRounds - f.round + 1;
  if (ratio < 0.3 && v.contact.length > 0) return Strat.Retreat;
  if (v.contact.length > 0 && v.engaged >= 0.6 * v.myTotal) return Strat.Hold;
  const finishing = ratio >= FINISH_RATIO;
  if (v.contact.length === 0 && ratio > 1 && !finishing && (ratio >= 1.25 || roundsLeft <= 2))
    return Strat.Hold;
  return Strat.Seize;
}

/** ai/view.ts nearestEnemy: straight distance to the nearest enemy hex of the view (0: none). */
export function nearestEnemyOf(f: Fast, v: FView, i: number): number {
  let d = Infinity;
  for (const e of v.enemy) d = Math.min(d, f.m.dist[i * f.m.n + e]!);
  return d === Infinity ? 0 : d;
}
