/**
 * The Combat phase's actions on the fast position (attack.ts, charge.ts, tactics.ts): the same
 * rolls in the same order, the same shares of damage, the same receivers of damage past blocking
 * terrain, the same units destroyed. Decisions come from the computer general and are lawful.
 */
import {
  bestReceiverOf,
  chargeSquaresOf,
  defaultChargeSquare,
  holdersOf,
  passCandidatesOf,
  sees,
} from './board';
import {
  activate,
  ATTACK,
  BREAK_AWAY,
  CHARGE,
  draw,
  moveUnit,
  RANGED,
  REGROUP,
  removeUnit,
  setHealth,
  type Fast,
  type FastDecision,
} from './position';
import type { Reaches } from './reach';

/** Deals `amount` to unit t (excess ignored), removing it at 0 (attack.ts hurt). */
function hurt(f: Fast, by: number, t: number, amount: number): void {
  const h = f.units[t]!.health;
  const left = h - Math.min(amount, h);
  if (left <= 0) removeUnit(f, t, by);
  else setHealth(f, t, left);
}

/** Splits the damage among the units hit and deals it (attack.ts dealDamage). */
function dealDamage(
  f: Fast,
  k: number,
  d: FastDecision,
  hit: Int32Array,
  nHit: number,
  amount: number,
): void {
  const ranged = f.kind[k] === RANGED;
  const base = Math.floor(amount / nHit);
  const odd = amount % nHit;
  const cands = f.scratch.list2;
  for (let j = 0; j < nHit; j++) {
    const slot = hit[j]!;
    const t = d.targets[slot]!;
    const share = base + (j < odd ? 1 : 0);
    const tc = f.cell[t]!;
    const blocked = ranged && !sees(f, f.cell[k]!, tc);
    const direct = blocked ? Math.min(1, share) : share;
    if (f.alive[t] === 1 && direct > 0) hurt(f, f.side[k]!, t, direct);
    const rest = share - direct;
    if (!blocked || rest <= 0) continue;
    const n = passCandidatesOf(f, k, tc, cands);
    const named = d.passTo[slot]!;
    let beside = -1;
    for (let c = 0; c < n && named >= 0; c++) if (cands[c] === named) beside = named;
    if (beside < 0) beside = bestReceiverOf(f, cands, n, rest);
    if (beside >= 0) hurt(f, f.side[k]!, beside, rest);
  }
}

/** An attack by unit k on d's targets, already checked (attack.ts resolveAttack). */
function attack(f: Fast, k: number, d: FastDecision): void {
  const nt = d.nTargets;
  let defended = false;
  for (let j = 0; j < nt; j++) if (f.kind[d.targets[j]!] !== RANGED) defended = true;
  const rolls = f.kind[k] !== RANGED && defended;
  const total = rolls ? draw(f, 6) + draw(f, 6) + f.attack[k]! : 0;
  const hit = f.scratch.list;
  let nHit = 0;
  for (let j = 0; j < nt; j++) {
    const t = d.targets[j]!;
    if (!rolls || f.kind[t] === RANGED) hit[nHit++] = j;
    else if (total > draw(f, 6) + draw(f, 6) + f.defence[t]!) hit[nHit++] = j;
  }
  const u = f.units[k]!;
  if (u.uses !== null) {
    u.uses -= 1;
    f.stamp++;
  }
  if (nHit === 0) return;
  const amount = draw(f, f.die[k]!) + f.damage[k]!;
  dealDamage(f, k, d, hit, nHit, amount);
}

/** A charge: to the named or the default nearest square, then the attack (charge.ts). */
function charge(f: Fast, r: Reaches, k: number, d: FastDecision): void {
  let square = d.chargeTo >= 0 ? d.chargeTo : d.endsOn;
  d.endsOn = -1;
  if (square < 0) {
    const squares = f.scratch.list;
    const n = chargeSquaresOf(f, r, k, d.target, squares);
    square = defaultChargeSquare(f, k, d.target, squares, n);
  }
  moveUnit(f, k, square);
  d.targets[0] = d.target;
  d.nTargets = 1;
  d.passTo[0] = -1;
  attack(f, k, d);
}

/** Break Away (tactics.ts): a roll against each holder, in neighbour order; all beaten, it goes. */
function breakAway(f: Fast, k: number, to: number): void {
  const held = f.scratch.list;
  const n = holdersOf(f, k, held);
  if (n === 0) {
    moveUnit(f, k, to);
    return;
  }
  const total = draw(f, 6) + draw(f, 6) + f.attack[k]! + f.breakAway[k]!;
  let success = true;
  for (let j = 0; j < n; j++) {
    if (!(total > draw(f, 6) + draw(f, 6) + f.defence[held[j]!]!)) success = false;
  }
  if (success) moveUnit(f, k, to);
}

/** Regroup: both units get a point of health back, never above their die; the partner is spent. */
function regroup(f: Fast, k: number, p: number): void {
  setHealth(f, k, Math.min(f.die[k]!, f.units[k]!.health + 1));
  setHealth(f, p, Math.min(f.die[p]!, f.units[p]!.health + 1));
  activate(f, p);
}

/** Resolves unit d.unit's action (it is already marked activated). */
export function resolveAction(f: Fast, r: Reaches, d: FastDecision): void {
  const k = d.unit;
  switch (d.action) {
    case ATTACK:
      attack(f, k, d);
      return;
    case CHARGE:
      charge(f, r, k, d);
      return;
    case BREAK_AWAY:
      breakAway(f, k, d.to);
      return;
    case REGROUP:
      regroup(f, k, d.partner);
      return;
    default:
  }
}
