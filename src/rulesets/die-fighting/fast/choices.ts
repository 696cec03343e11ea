/**
 * The choices that go with the general's combat action on the fast position (ai/choices.ts): where
 * a charge ends (ai/chargeSquare.ts) and where damage past blocking terrain goes
 * (ai/passTarget.ts), the same sums in the same order; then the action written into `f.dec`.
 */
import { attackWorth } from '../ai/value';
import { chargeSquaresOf, defaultChargeSquare, passCandidatesOf, bestReceiverOf, sees } from './board';
import { ASK_COMBAT, ATTACK, BREAK_AWAY, CHARGE, RANGED, REGROUP, type Fast } from './position';
import type { Reaches } from './reach';
import type { Pick } from './combatChoice';
import type { FastCtx } from './view';

/** What the enemies beside `cell` that have yet to act, other than the target, could do to unit k there. */
function danger(f: Fast, k: number, cell: number, t: number): number {
  const { nbrStart, nbrs } = f.ix;
  let sum = 0;
  for (let e = nbrStart[cell]!, end = nbrStart[cell + 1]!; e < end; e++) {
    const o = f.occ[nbrs[e]!]! - 1;
    if (o < 0 || f.side[o] === f.side[k] || o === t || f.activated[o] === 1) continue;
    sum += attackWorth(f.s0, f.units[o]!, f.units[k]!);
  }
  return sum;
}

/**
 * The square the general names for unit k's charge at unit t into d.chargeTo, or -1 to leave it to
 * the default; the square the charge will end on either way into d.endsOn (the rules' default is
 * this same first square: found here, it is not looked for again).
 */
function chargeSquare(f: Fast, r: Reaches, k: number, t: number): void {
  const d = f.dec;
  const squares = f.scratch.list2;
  const n = chargeSquaresOf(f, r, k, t, squares);
  d.chargeTo = -1;
  d.endsOn = n === 1 ? squares[0]! : -1;
  if (n < 2) return;
  const first = defaultChargeSquare(f, k, t, squares, n);
  let best = first;
  let least = danger(f, k, first, t);
  for (let j = 0; j < n; j++) {
    const x = danger(f, k, squares[j]!, t);
    if (x < least) {
      best = squares[j]!;
      least = x;
    }
  }
  d.chargeTo = best === first ? -1 : best;
  d.endsOn = best;
}

/** What `rest` points given to unit c are worth to the attacker (passTarget.ts worthOf). */
function worthOf(f: Fast, c: number, rest: number): number {
  if (rest <= 0) return 0;
  const h = f.units[c]!.health;
  const p = f.points[c]!;
  return (Math.min(rest, h) / f.die[c]!) * p + (rest >= h ? p : 0);
}

/** The rest past target `i` of `n` for a damage face `face` of unit k (attack.ts shares). */
function restOf(f: Fast, k: number, face: number, i: number, n: number): number {
  const amount = face + f.damage[k]!;
  return Math.floor(amount / n) + (i < amount % n ? 1 : 0) - 1;
}

/** passTarget.ts pick: the unit to name for blocked target t (the i-th of n), or -1. */
function passPick(f: Fast, k: number, t: number, i: number, n: number): number {
  const can = f.scratch.list2;
  const nc = passCandidatesOf(f, k, f.cell[t]!, can);
  if (nc < 2) return -1;
  const faces = f.die[k]!;
  let sum = 0;
  for (let face = 1; face <= faces; face++) {
    const r = restOf(f, k, face, i, n);
    const c = bestReceiverOf(f, can, nc, r);
    sum += c >= 0 ? worthOf(f, c, r) : 0;
  }
  let most = sum / faces;
  let best = -1;
  for (let j = 0; j < nc; j++) {
    const c = can[j]!;
    let s = 0;
    for (let face = 1; face <= faces; face++) s += worthOf(f, c, restOf(f, k, face, i, n));
    const w = s / faces;
    if (w > most + 1e-9) {
      best = c;
      most = w;
    }
  }
  return best;
}

/** Writes side j's combat decision (the action `best` picked, with its choices) into f.dec. */
export function writeCombat(f: Fast, r: Reaches, ctx: FastCtx, j: number, best: Pick): void {
  const d = f.dec;
  d.kind = ASK_COMBAT;
  d.side = j;
  d.action = best.action;
  d.endsOn = -1;
  d.unit = best.m >= 0 ? ctx.mineK[best.m]! : -1;
  if (d.unit < 0) return;
  const k = d.unit;
  if (best.action === ATTACK) {
    d.nTargets = best.nGroup;
    for (let g = 0; g < best.nGroup; g++) d.targets[g] = ctx.enemyK[best.group[g]!]!;
    for (let g = 0; g < best.nGroup; g++) {
      const t = d.targets[g]!;
      const blocked = f.kind[k] === RANGED && !sees(f, f.cell[k]!, f.cell[t]!);
      d.passTo[g] = blocked ? passPick(f, k, t, g, best.nGroup) : -1;
    }
  } else if (best.action === CHARGE) {
    d.target = ctx.enemyK[best.arg]!;
    chargeSquare(f, r, k, d.target);
  } else if (best.action === BREAK_AWAY) d.to = best.arg;
  else if (best.action === REGROUP) d.partner = ctx.mineK[best.arg]!;
}
