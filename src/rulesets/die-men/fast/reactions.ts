/**
 * The fast general's other answers: splits (ai/chooseSplits.ts), gobble dice and casualties
 * (ai/reactions.ts chooseGobble, chooseCasualties), the knock (knock.ts defaultKnock) and free
 * moves (ai/chooseFreeMoves.ts).
 */
import { KNOCK_COST } from '../ai/threat';
import { splitChoices } from '../../../dice/ore/split';
import type { Fast, FMove, FSet } from './position';
import { Strat } from './position';
import { splittable } from './rules';
import { eachFreeMove } from './freeMoves';
import { raiseAgainst } from './resolve';
import { afterGroup, canAttack, capLeft, unitsLeft } from './score';
import {
  chooseTarget,
  enemyFacesOf,
  facesOf,
  nearestEnemyOf,
  planOf,
  targetOf,
  viewOf,
  type FView,
} from './view';

interface Planned {
  readonly ref: FSet | null;
  readonly width: number;
  readonly height: number;
}

export function chooseSplits(f: Fast, side: number): { set: FSet; into: number[] }[] {
  if (!canAttack(f, side)) return [];
  const v = viewOf(f, side);
  if (v.contact.length === 0) return [];
  const out: { set: FSet; into: number[] }[] = [];
  let current: Planned[] = (f.sets[side] ?? []).map((s) => ({ ref: s, width: s.width, height: s.height }));
  for (const s of splittable(f, side)) {
    const base = plannedKills(f, v, current);
    let bestGain = 0.5;
    let bestInto: number[] | null = null;
    let bestSets = current;
    for (const into of splitChoices(s.width)) {
      const whole = current.find((x) => x.ref === s)!;
      const parts = into.map((w) => ({ ref: null, width: w, height: whole.height }));
      const next = [...current.filter((x) => x.ref !== s), ...parts];
      const gain = plannedKills(f, v, next) - base;
      if (gain > bestGain) {
        bestGain = gain;
        bestInto = into;
        bestSets = next;
      }
    }
    if (bestInto) {
      out.push({ set: s, into: bestInto });
      current = bestSets;
    }
  }
  return out;
}

/** ai/chooseSplits.ts plannedKills: each set, widest first, takes the attack that kills most. */
function plannedKills(f: Fast, v: FView, sets: readonly Planned[]): number {
  const sorted = byTiming(f.scratch.sorted as Planned[], sets);
  // The reference's two Maps, as arrays marked by this call's stamp: unmarked is "not set yet".
  const { cap, capAt, left, leftAt } = f.scratch;
  const stamp = ++f.scratch.stamp;
  const { nbrStart, nbr } = f.m;
  let total = 0;
  for (const s of sorted) {
    let top = 0;
    let topFrom = -1;
    let topTo = -1;
    for (const from of v.contact) {
      const c = capAt[from] === stamp ? cap[from]! : capLeft(f, from, f.count[from]!);
      for (let j = nbrStart[from]!; j < nbrStart[from + 1]!; j++) {
        const to = nbr[j]!;
        const o = f.owner[to]!;
        if (o < 0 || o === v.side) continue;
        const l = leftAt[to] === stamp ? left[to]! : f.count[to]!;
        if (l <= 0) continue;
        const enc = Math.max(0, facesOf(f, f.owner, to, v.side) - 1);
        const k = Math.min(s.width + enc, c, l) + 0.6;
        if (k > top) {
          top = k;
          topFrom = from;
          topTo = to;
        }
      }
    }
    if (topFrom < 0) continue;
    const kills = top - 0.6;
    cap[topFrom] =
      (capAt[topFrom] === stamp ? cap[topFrom]! : capLeft(f, topFrom, f.count[topFrom]!)) - kills;
    capAt[topFrom] = stamp;
    left[topTo] = (leftAt[topTo] === stamp ? left[topTo]! : f.count[topTo]!) - kills;
    leftAt[topTo] = stamp;
    total += top;
  }
  return total;
}

/** `sets` in timing order, widest then highest, equal ones kept in order (a stable sort), into `out`. */
function byTiming(out: Planned[], sets: readonly Planned[]): Planned[] {
  out.length = 0;
  for (const s of sets) {
    let at = out.length;
    out.push(s);
    while (
      at > 0 &&
      (out[at - 1]!.width < s.width || (out[at - 1]!.width === s.width && out[at - 1]!.height < s.height))
    ) {
      out[at] = out[at - 1]!;
      at--;
    }
    out[at] = s;
  }
  return out;
}

/** ai/reactions.ts chooseGobble. */
export function chooseGobble(f: Fast): number {
  const side = f.reqSide;
  const set = f.queue[f.gStart + f.aIndex]!;
  const at = f.oTo[f.aIndex]!;
  const from = f.oFrom[f.aIndex]!;
  const width = f.aWidth;
  const enc = Math.max(0, facesOf(f, f.owner, at, set.side) - 1);
  const cap = capLeft(f, from, f.count[from]!);
  const left = unitsLeft(f, at);
  const loss = (k: number): number => {
    const w = width - k;
    return w < 2 ? 0 : Math.min(w + enc, cap, left) + KNOCK_COST;
  };
  // The request's eligible faces (attack.ts reaching): raised where the high ground works, free last.
  const raise = raiseAgainst(f, at, from);
  let eligible = 0;
  let top = 0;
  for (let h = Math.max(1, set.height - raise); h <= 10; h++) {
    const k = f.gob[at * 11 + h]!;
    eligible += k;
    if (k > 0) top = Math.min(10, h + raise);
  }
  // Free dice (a forest's) reach every attack, at face 10, last in the list.
  eligible += f.gobFree[at]!;
  if (f.gobFree[at]! > 0) top = 10;
  let later = false;
  for (let i = afterGroup(f); i < f.queue.length; i++) {
    const s = f.queue[i]!;
    if (s.side !== side && s.height <= top) later = true;
  }
  const keep = later && enemyFacesOf(f, f.owner, at, side) > 0 ? 0.5 : 0;
  let bestK = 0;
  let bestScore = -Infinity;
  const max = Math.min(eligible, width - 1);
  for (let k = 0; k <= max; k++) {
    const score = -loss(k) - keep * k;
    if (score > bestScore + 1e-9) {
      bestScore = score;
      bestK = k;
    }
  }
  return bestK;
}

/**
 * ai/reactions.ts chooseCasualties: the cheapest troops, infantry before cavalry (units.ts
 * CASUALTY_ORDER); the cavalry among the attack's kills.
 */
export function chooseCasualties(f: Fast): number {
  const at = f.oTo[f.aIndex]!;
  const infLeft = f.count[at]! - f.cav[at]! - (f.loss[at]! - f.lossCav[at]!);
  return Math.max(0, f.aKills - infLeft);
}

/** knock.ts defaultKnock over the defender's sets after the group: lose least. */
export function chooseKnock(f: Fast): FSet | null {
  let best: FSet | null = null;
  let last: FSet | null = null;
  for (let i = afterGroup(f); i < f.queue.length; i++) {
    const s = f.queue[i]!;
    if (s.side !== f.reqSide) continue;
    last = s;
    if (s.width < 3) continue;
    if (!best || s.width < best.width || (s.width === best.width && s.height < best.height)) best = s;
  }
  return best ?? last;
}

/** ai/chooseFreeMoves.ts: each hex steps toward the target now (or away when retreating). */
export function chooseFreeMoves(f: Fast, side: number): FMove[] {
  const v = viewOf(f, side);
  const p = planOf(f, v, targetOf(f, side));
  const target = chooseTarget(f, v);
  if (target < 0) return [];
  if (p === Strat.Hold && v.contact.length === 0 && v.myTotal > v.enemyTotal) return [];
  const out: FMove[] = [];
  const gains: number[] = [];
  const { walk, n } = f.m;
  eachFreeMove(f, side, (from, to, inf, cav) => {
    const gain =
      p === Strat.Retreat
        ? nearestEnemyOf(f, v, to) - nearestEnemyOf(f, v, from)
        : walk[target * n + from]! - walk[target * n + to]!;
    let k = out.length - 1;
    while (k >= 0 && out[k]!.from !== from) k--;
    if (gain > 0 && (k < 0 || gain > gains[k]!)) {
      if (k < 0) {
        out.push({ from, to, n: inf + cav, cav });
        gains.push(gain);
      } else {
        out[k]!.to = to;
        out[k]!.n = inf + cav;
        out[k]!.cav = cav;
        gains[k] = gain;
      }
    }
    return true;
  });
  return out;
}
