/**
 * The fast general's arithmetic (ai/threat.ts, ai/scoreTactic.ts attackValue and scoreDefend):
 * the same expressions in the same order, so the same floating-point scores and the same ties.
 */
import { KNOCK_COST } from '../ai/threat';
import { Strat, type Fast, type FSet } from './position';
import { eligibleCount } from './resolve';
import { facesOf, type FView } from './view';

/** ai/threat.ts canAttack: undeclared, Seize or Hold. */
export function canAttack(f: Fast, side: number): boolean {
  const s = f.strat[side]!;
  return s === Strat.None || s === Strat.Seize || s === Strat.Hold;
}

/** ai/threat.ts capLeft. */
export const capLeft = (f: Fast, from: number, units: number): number =>
  f.perAttack ? units : Math.max(0, units - f.dealt[from]!);

/** ai/threat.ts afterGroup. */
export const afterGroup = (f: Fast): number => (f.group ? f.gStart + f.gSize : f.cursor);

/** ai/threat.ts knockGain. */
export function knockGain(f: Fast, defender: number): number {
  let pairs = 0;
  let wide = 0;
  for (let i = afterGroup(f); i < f.queue.length; i++) {
    const s = f.queue[i]!;
    if (s.side !== defender) continue;
    if (s.width >= 3) wide++;
    else pairs++;
  }
  if (wide > 0) return 0.6;
  return pairs > 0 ? 1.2 : 0;
}

/** Units in `i` not marked as killed by the group (ai/threat.ts unitsLeft). */
export const unitsLeft = (f: Fast, i: number): number => f.count[i]! - (f.group ? f.loss[i]! : 0);

/** ai/scoreTactic.ts attackValue. */
export function attackValue(
  f: Fast,
  v: FView,
  from: number,
  to: number,
  width: number,
  height: number,
): number {
  const defender = f.owner[to]!;
  if (defender < 0) return 0;
  const gobble = eligibleCount(f, to, defender, height);
  if (gobble >= width - 1) return 0.2 * (width - 1);
  const w = width - gobble;
  const enc = Math.max(0, facesOf(f, f.owner, to, v.side) - 1);
  const left = unitsLeft(f, to);
  const kills = Math.max(0, Math.min(w + enc, capLeft(f, from, f.count[from]!), left));
  let value = kills + knockGain(f, defender);
  if (kills >= left && left > 0) value += 0.5;
  return value;
}

/** ai/scoreTactic.ts scoreDefend. */
export function scoreDefend(f: Fast, v: FView, set: FSet, enemyToCome: readonly FSet[], at: number): number {
  const mine = f.count[at]!;
  const share = 0.5 / Math.max(1, v.contact.length);
  let saved = 0;
  let used = 0;
  const { nbrStart, nbr } = f.m;
  for (const s of enemyToCome) {
    if (s.height > set.height || !canAttack(f, s.side)) continue;
    let adjacent = 0;
    let cap = 0;
    for (let j = nbrStart[at]!; j < nbrStart[at + 1]!; j++) {
      const n = nbr[j]!;
      if (f.owner[n] !== s.side) continue;
      adjacent++;
      cap = Math.max(cap, capLeft(f, n, f.count[n]!));
    }
    if (adjacent === 0) continue;
    const e0 = eligibleCount(f, at, v.side, s.height);
    const gain =
      defendLoss(s.width, e0, adjacent, cap, mine) - defendLoss(s.width, e0 + set.width, adjacent, cap, mine);
    if (gain <= 0) continue;
    saved += gain * share;
    used += Math.min(set.width, Math.max(0, s.width - 1 - e0)) * share;
  }
  return used > set.width ? (saved * set.width) / used : saved;
}

function defendLoss(width: number, e: number, adjacent: number, cap: number, mine: number): number {
  const w = width - Math.min(e, width - 1);
  return w < 2 ? 0 : Math.min(w + adjacent - 1, cap, mine) + KNOCK_COST;
}

/** ai/threat.ts hexThreat, packed: enemy hexes next to `at` in `adj`, their largest cap in `cap`. */
export function hexThreat(f: Fast, v: FView, at: number, out: { adj: number; cap: number }): void {
  let cap = 0;
  let adjacent = 0;
  let attacker = -1;
  const { nbrStart, nbr } = f.m;
  for (let j = nbrStart[at]!; j < nbrStart[at + 1]!; j++) {
    const n = nbr[j]!;
    const o = f.owner[n]!;
    if (o < 0 || o === v.side) continue;
    adjacent++;
    attacker = o;
    cap = Math.max(cap, capLeft(f, n, f.count[n]!));
  }
  const none = adjacent === 0 || !canAttack(f, attacker);
  out.adj = none ? 0 : adjacent;
  out.cap = none ? 0 : cap;
}

/** ai/threat.ts danger. */
export function danger(v: FView, adj: number, cap: number, mine: number, sets: readonly FSet[]): number {
  if (mine <= 0 || adj === 0) return 0;
  const targets = Math.max(1, v.contact.length);
  let loss = 0;
  for (const s of sets) {
    if (s.side === v.side) continue;
    loss += (Math.min(s.width + adj - 1, cap, mine) + KNOCK_COST) / targets;
  }
  return loss;
}
