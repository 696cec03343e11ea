/**
 * The computer general's Combat phase: it takes, one at a time, the action worth most: attacks
 * and charges by their expected points (focused on units it can finish), break aways that take
 * a hurt unit out of danger, regroups that heal. When nothing is worth doing, the rest hold.
 * Ties go to the first found: units and targets in map order.
 */
import { attackScratch, combatMemos as memos } from '../caches';
import { seesIx } from '../sight';
import { reachOf } from '../movement';
import type { BattleState } from '../state';
import type { Action, Decision } from '../types';
import { cardOf } from '../board';
import { contextOf, distIx, enemyBeside, isHeld, rankOf, type Ctx } from './context';
import { placeWorth, scorerFor } from './place';
import { attackWorth } from './value';

interface Best {
  m: number;
  action: Action | null;
  worth: number;
}

const offer = (best: Best, m: number, action: Action, worth: number): void => {
  if (worth > best.worth) {
    best.m = m;
    best.action = action;
    best.worth = worth;
  }
};

/** The enemies in range of one attack, and the squares charges end on: caches.ts `attackScratch`. */
const { inRange, squares } = attackScratch;

/** Attacks from where `m` stands: the best single target, and for multi-target units the best group. */
function attacks(ctx: Ctx, m: number, best: Best): void {
  const u = ctx.mine[m]!;
  if (u.uses !== null && u.uses <= 0) return;
  const ne = ctx.enemies.length;
  const at = ctx.mineAt[m]!;
  const ranged = ctx.ranged[m] === 1;
  // Most worth first, equal worths in enemy order (as the stable sort before it).
  let found = 0;
  for (let k = 0; k < ne; k++) {
    if (distIx(ctx, at, ctx.enemyAt[k]!) > ctx.range[m]!) continue;
    if (!ranged && !seesIx(ctx.s, at, ctx.enemyAt[k]!)) continue;
    const w = ctx.worth[m * ne + k]!;
    let j = found++;
    for (; j > 0 && ctx.worth[m * ne + inRange[j - 1]!]! < w; j--) inRange[j] = inRange[j - 1]!;
    inRange[j] = k;
  }
  if (found === 0) return;
  const top = inRange[0]!;
  if (ctx.worth[m * ne + top]! > best.worth) {
    offer(best, m, { type: 'attack', targets: [ctx.enemies[top]!.at] }, ctx.worth[m * ne + top]!);
  }
  const n = Math.min(cardOf(ctx.s, u).targets, found);
  if (n > 1) {
    const group = inRange.slice(0, n).map((k) => ctx.enemies[k]!);
    const worth = group.reduce((sum, t) => sum + attackWorth(ctx.s, u, t, n), 0);
    offer(best, m, { type: 'attack', targets: group.map((t) => t.at) }, worth);
  }
}

/**
 * The squares charges by `m` end on, per enemy (-1 for none, and for enemies beyond its move
 * and one), as the rules find them (tactics.ts chargeSquareIn, ruling DF8): the first reachable
 * square beside the target, free, from which it can strike. One pass over its reach for all.
 */
function chargeSquares(ctx: Ctx, reached: readonly number[], m: number, into: number[]): void {
  const ne = ctx.enemies.length;
  const at = ctx.mineAt[m]!;
  let left = 0;
  for (let k = 0; k < ne; k++) {
    const near = distIx(ctx, at, ctx.enemyAt[k]!) <= ctx.move[m]! + 1;
    into[k] = near ? -2 : -1; // -2: still looked for
    if (near) left++;
  }
  const { nbrStart, nbrs } = ctx.ix;
  for (let j = 0; j < reached.length && left > 0; j++) {
    const i = reached[j]!;
    if (ctx.who[i] !== 0 && i !== at) continue;
    for (let e = nbrStart[i]!, end = nbrStart[i + 1]!; e < end; e++) {
      const w = ctx.who[nbrs[e]!]!;
      if (w <= 0 || into[w - 1] !== -2) continue;
      if (seesIx(ctx.s, i, ctx.enemyAt[w - 1]!)) {
        into[w - 1] = i;
        left--;
      }
    }
  }
  for (let k = 0; k < ne; k++) if (into[k] === -2) into[k] = -1;
}

/** Charges at enemies within reach, each worth its attack and a little of where it ends. */
function charges(ctx: Ctx, s: BattleState, m: number, best: Best): void {
  const u = ctx.mine[m]!;
  if (ctx.ranged[m] === 1 || s.engaged.includes(u.id)) return;
  const at = ctx.mineAt[m]!;
  const ne = ctx.enemies.length;
  let near = false;
  for (let k = 0; k < ne && !near; k++) near = distIx(ctx, at, ctx.enemyAt[k]!) <= ctx.move[m]! + 1;
  if (!near) return;
  chargeSquares(ctx, reachOf(s, u).idx, m, squares);
  for (let k = 0; k < ne; k++) {
    const square = squares[k]!;
    if (square < 0) continue;
    const worth = ctx.worth[m * ne + k]! + 0.3 * placeWorth(ctx, m, square);
    // The action is made only when it is the best so far.
    if (worth > best.worth) offer(best, m, { type: 'charge', target: ctx.enemies[k]!.at }, worth);
  }
}

/**
 * Breaking away to the best square, worth half what it gains (the roll may fail). Only a hurt
 * unit looks: an unhurt one held in a fight stays and strikes, and its reach and squares are not
 * worked out at every combat decision (issue 23; as strong head to head, docs/computer-general.md).
 */
function breakAway(ctx: Ctx, s: BattleState, m: number, best: Best): void {
  if (ctx.ranged[m] === 1 || ctx.hurt[m] === 0 || !isHeld(ctx, m)) return;
  const here = placeWorth(ctx, m, ctx.mineAt[m]!);
  const { idx, costs } = reachOf(s, ctx.mine[m]!);
  const scorer = scorerFor(ctx, m);
  let chosen = 0;
  let to = -1;
  let gain = -Infinity;
  // Half the gain is offered, and only taken over what the unit has found already: squares
  // that can't gain more than twice that needn't be summed up.
  const least = 2 * best.worth;
  for (let k = 0; k < idx.length; k++) {
    const i = idx[k]!;
    if (ctx.who[i] !== 0) continue;
    const g = scorer.gainOver(i, here, gain > least ? gain : least);
    // Equal gains: the cheaper square, then the side's own square order (context.ts rankOf).
    if (g > gain || (g === gain && costs[k] === costs[chosen]! && rankOf(ctx, i) < rankOf(ctx, to))) {
      to = i;
      gain = g;
      chosen = k;
    }
  }
  if (to >= 0) offer(best, m, { type: 'breakAway', to: ctx.ix.keys[to]! }, 0.5 * gain);
}

/** Regrouping with a hurt friend of its type beside it, both out of contact. */
function regroups(ctx: Ctx, s: BattleState, m: number, best: Best): void {
  const at = ctx.mineAt[m]!;
  if (enemyBeside(ctx, at)) return;
  const u = ctx.mine[m]!;
  const missing = (f: number) => (ctx.hurt[f]! > 0 ? ctx.healthWorth[f]! : 0);
  const { nbrStart, nbrs } = ctx.ix;
  for (let e = nbrStart[at]!, end = nbrStart[at + 1]!; e < end; e++) {
    const n = nbrs[e]!;
    const w = ctx.who[n]!;
    if (w >= 0) continue;
    const f = -w - 1;
    const p = ctx.mine[f]!;
    if (p.type !== u.type || s.activated.includes(p.id) || enemyBeside(ctx, n)) continue;
    const worth = missing(m) + missing(f);
    if (worth > best.worth) offer(best, m, { type: 'regroup', with: p.at }, worth);
  }
}

/**
 * The best of a unit's attacks, charges and break aways (the first found of the most worth),
 * worked out once per position: when an attack misses, the next decision's position is the same,
 * and only the regroups (their partners may have acted since) are looked at again.
 */
export interface Memo {
  version: number;
  engaged: readonly string[];
  readonly best: (Best | undefined)[];
}

function memoOf(ctx: Ctx, s: BattleState): Memo {
  let memo = memos.get(ctx);
  if (memo === undefined) memo = memos.set(ctx, { version: -1, engaged: s.engaged, best: [] });
  if (memo.version !== ctx.version || memo.engaged !== s.engaged) {
    memo.version = ctx.version;
    memo.engaged = s.engaged;
    memo.best.length = 0;
  }
  return memo;
}

function unitBest(ctx: Ctx, s: BattleState, m: number): Best {
  const best: Best = { m: -1, action: null, worth: -Infinity };
  attacks(ctx, m, best);
  charges(ctx, s, m, best);
  breakAway(ctx, s, m, best);
  return best;
}

export function chooseCombat(s: BattleState, side: string): Decision {
  const ctx = contextOf(s, side);
  const memo = memoOf(ctx, s);
  const best: Best = { m: -1, action: null, worth: 0.01 };
  for (let m = 0; m < ctx.mine.length; m++) {
    if (s.activated.includes(ctx.mine[m]!.id)) continue;
    const own = memo.best[m] ?? (memo.best[m] = unitBest(ctx, s, m));
    if (own.action) offer(best, m, own.action, own.worth);
    regroups(ctx, s, m, best);
  }
  return best.action
    ? { kind: 'combat', side, unit: ctx.mine[best.m]!.at, action: best.action }
    : { kind: 'combat', side, unit: null };
}
