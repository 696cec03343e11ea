/**
 * The computer general's Combat phase on the fast position: ai/combat.ts's choice, step for step
 * (each unit's best attack, charge or break away, then its regroups, the first found of the most
 * worth), over the fast view and reaches. The action is kept in numbers (`Pick`).
 */
import { enemyBeside, isHeld, rankOf } from '../ai/context';
import { placeWorth, scorerFor } from '../ai/place';
import { attackWorth } from '../ai/value';
import { attackScratch } from '../caches';
import { sees } from './board';
import { ATTACK, BREAK_AWAY, CHARGE, HOLD, REGROUP, type Fast } from './position';
import { reachOfUnit, sideMapOf, type Reaches } from './reach';
import type { FastCtx } from './view';

/** An action in numbers: whose (m), what, its worth; targets as enemy indexes of the view. */
export interface Pick {
  m: number;
  action: number;
  worth: number;
  readonly group: Int32Array;
  nGroup: number;
  /** A charge's target (enemy index), a break away's square, a regroup's partner (my index). */
  arg: number;
}

export const newPick = (n: number): Pick => ({
  m: -1,
  action: HOLD,
  worth: 0,
  group: new Int32Array(n + 8),
  nGroup: 0,
  arg: -1,
});

function take(best: Pick, m: number, action: number, worth: number, arg: number): void {
  best.m = m;
  best.action = action;
  best.worth = worth;
  best.arg = arg;
  best.nGroup = 0;
}

function copyPick(to: Pick, from: Pick): void {
  take(to, from.m, from.action, from.worth, from.arg);
  to.nGroup = from.nGroup;
  for (let j = 0; j < from.nGroup; j++) to.group[j] = from.group[j]!;
}

const { inRange } = attackScratch;

/** Puts enemy k into inRange's first `found`, by worth (most first), then by index (ai/combat.ts's order). */
function insertTarget(ctx: FastCtx, row: number, k: number, found: number): void {
  const w = ctx.worth[row + k]!;
  let j = found;
  for (; j > 0; j--) {
    const p = inRange[j - 1]!;
    const wp = ctx.worth[row + p]!;
    if (!(wp < w || (wp === w && p > k))) break;
    inRange[j] = p;
  }
  inRange[j] = k;
}

/** The enemies unit m may attack, into inRange by worth: their count. */
function targetsOf(f: Fast, ctx: FastCtx, m: number): number {
  const ne = ctx.enemies.length;
  const at = ctx.mineAt[m]!;
  const ranged = ctx.ranged[m] === 1;
  const range = ctx.range[m]!;
  let found = 0;
  if (range === 1) {
    // Those in range are the ones beside it: its neighbours are fewer than the enemies.
    const { nbrStart, nbrs } = ctx.ix;
    for (let e = nbrStart[at]!, end = nbrStart[at + 1]!; e < end; e++) {
      const i = nbrs[e]!;
      const w = ctx.who[i]!;
      if (w <= 0 || (!ranged && !sees(f, at, i))) continue;
      insertTarget(ctx, m * ne, w - 1, found++);
    }
    return found;
  }
  const col = (at / ctx.rows) | 0;
  const row = at - col * ctx.rows;
  for (let k = 0; k < ne; k++) {
    if (chebyshev(col, row, ctx.enemyCol[k]!, ctx.enemyRow[k]!) > range) continue;
    if (!ranged && !sees(f, at, ctx.enemyAt[k]!)) continue;
    insertTarget(ctx, m * ne, k, found++);
  }
  return found;
}

function attacks(f: Fast, ctx: FastCtx, m: number, best: Pick): void {
  const u = ctx.mine[m]!;
  if (u.uses !== null && u.uses <= 0) return;
  const ne = ctx.enemies.length;
  const found = targetsOf(f, ctx, m);
  if (found === 0) return;
  const top = inRange[0]!;
  if (ctx.worth[m * ne + top]! > best.worth) {
    take(best, m, ATTACK, ctx.worth[m * ne + top]!, -1);
    best.group[0] = top;
    best.nGroup = 1;
  }
  const n = Math.min(f.targets[ctx.mineK[m]!]!, found);
  if (n > 1) {
    let worth = 0;
    for (let j = 0; j < n; j++) worth += attackWorth(ctx.s, u, ctx.enemies[inRange[j]!]!, n);
    if (worth > best.worth) {
      take(best, m, ATTACK, worth, -1);
      for (let j = 0; j < n; j++) best.group[j] = inRange[j]!;
      best.nGroup = n;
    }
  }
}

/** Chebyshev distance (king moves) between two squares by column and row. */
function chebyshev(ac: number, ar: number, bc: number, br: number): number {
  const dc = ac > bc ? ac - bc : bc - ac;
  const dr = ar > br ? ar - br : br - ar;
  return dc > dr ? dc : dr;
}

/**
 * ai/combat.ts chargeSquares: per enemy from `first` on (the first within m's move and one: those
 * before it are not), the square a charge by m ends on (below 0 for none), into `into` from `at0`. Squares with no enemy
 * beside them (`besideEnemy`, the side map's) are passed over unread: they add none.
 */
function chargeSquares(
  f: Fast,
  ctx: FastCtx,
  reached: readonly number[],
  besideEnemy: Uint8Array,
  m: number,
  first: number,
  into: Int32Array,
  at0: number,
): void {
  const ne = ctx.enemies.length;
  const at = ctx.mineAt[m]!;
  const col = (at / ctx.rows) | 0;
  const row = at - col * ctx.rows;
  const reach = ctx.move[m]! + 1;
  // -2: near, its square still looked for; -1: beyond the move and one.
  into[at0 + first] = -2;
  let left = 1;
  for (let k = first + 1; k < ne; k++) {
    const near = chebyshev(col, row, ctx.enemyCol[k]!, ctx.enemyRow[k]!) <= reach;
    into[at0 + k] = near ? -2 : -1;
    if (near) left++;
  }
  const { nbrStart, nbrs } = ctx.ix;
  for (let j = 0; j < reached.length && left > 0; j++) {
    const i = reached[j]!;
    if (besideEnemy[i] === 0 || (ctx.who[i] !== 0 && i !== at)) continue;
    for (let e = nbrStart[i]!, end = nbrStart[i + 1]!; e < end; e++) {
      const w = ctx.who[nbrs[e]!]!;
      if (w <= 0 || into[at0 + w - 1] !== -2) continue;
      if (sees(f, i, ctx.enemyAt[w - 1]!)) {
        into[at0 + w - 1] = i;
        left--;
      }
    }
  }
}

/** The first enemy within unit m's move and one (a charge's reach), or -1. */
function firstNear(ctx: FastCtx, m: number): number {
  const at = ctx.mineAt[m]!;
  const col = (at / ctx.rows) | 0;
  const row = at - col * ctx.rows;
  const reach = ctx.move[m]! + 1;
  for (let k = 0, ne = ctx.enemies.length; k < ne; k++)
    if (chebyshev(col, row, ctx.enemyCol[k]!, ctx.enemyRow[k]!) <= reach) return k;
  return -1;
}

/**
 * Unit m's charges. Where they end (firstNear, the reach, chargeSquares) depends on where the
 * units stand alone, so it is kept per unit (`CombatMemo` charge*) while no unit of either side
 * has moved or fallen (`Fast.placed`); their worths are summed again.
 */
function charges(f: Fast, r: Reaches, ctx: FastCtx, m: number, best: Pick, memo: CombatMemo): void {
  const km = ctx.mineK[m]!;
  if (ctx.ranged[m] === 1 || f.engaged[km] === 1) return;
  const at0 = km * f.n;
  const into = memo.chargeTo;
  let first = memo.chargeFirst[km]!;
  if (memo.placed0[km] !== f.placed[0] || memo.placed1[km] !== f.placed[1]) {
    first = firstNear(ctx, m);
    if (first >= 0) {
      const reached = reachOfUnit(f, r, km).idx;
      // reachOfUnit has just brought the side's map up to date.
      chargeSquares(f, ctx, reached, sideMapOf(f, r, f.side[km]!).nearEnemy, m, first, into, at0);
    }
    memo.chargeFirst[km] = first;
    memo.placed0[km] = f.placed[0]!;
    memo.placed1[km] = f.placed[1]!;
  }
  if (first < 0) return;
  const ne = ctx.enemies.length;
  for (let k = first; k < ne; k++) {
    const square = into[at0 + k]!;
    if (square < 0) continue;
    const worth = ctx.worth[m * ne + k]! + 0.3 * placeWorth(ctx, m, square);
    if (worth > best.worth) take(best, m, CHARGE, worth, k);
  }
}

function breakAway(f: Fast, r: Reaches, ctx: FastCtx, m: number, best: Pick): void {
  if (ctx.ranged[m] === 1 || ctx.hurt[m] === 0 || !isHeld(ctx, m)) return;
  const here = placeWorth(ctx, m, ctx.mineAt[m]!);
  const scorer = scorerFor(ctx, m);
  const least = 2 * best.worth;
  // Taken only when a square gains more than `least` (0.5 * gain > worth, both exact): when no
  // square within the move can (scorer.ts cannotBeat), neither the reach nor its squares are read.
  if (scorer.cannotBeat(here, least)) return;
  const { idx, costs } = reachOfUnit(f, r, ctx.mineK[m]!);
  let chosen = 0;
  let to = -1;
  let gain = -Infinity;
  for (let k = 0; k < idx.length; k++) {
    const i = idx[k]!;
    if (ctx.who[i] !== 0) continue;
    const g = scorer.gainOver(i, here, gain > least ? gain : least);
    if (g > gain || (g === gain && costs[k] === costs[chosen]! && rankOf(ctx, i) < rankOf(ctx, to))) {
      to = i;
      gain = g;
      chosen = k;
    }
  }
  if (to >= 0 && 0.5 * gain > best.worth) take(best, m, BREAK_AWAY, 0.5 * gain, to);
}

/**
 * The most a hurt unit of mine heals for (its healthWorth; 0 when none is hurt): a regroup by m is
 * worth m's part plus at most this, so when that sum can't beat the best found its neighbours are
 * not read (the same sum, so the same answer).
 */
function mostHealed(ctx: FastCtx): number {
  let most = 0;
  for (let p = 0; p < ctx.mine.length; p++)
    if (ctx.hurt[p]! > 0 && ctx.healthWorth[p]! > most) most = ctx.healthWorth[p]!;
  return most;
}

function regroups(f: Fast, ctx: FastCtx, m: number, best: Pick, most: number): void {
  if ((ctx.hurt[m]! > 0 ? ctx.healthWorth[m]! : 0) + most <= best.worth) return;
  const at = ctx.mineAt[m]!;
  if (enemyBeside(ctx, at)) return;
  const u = ctx.mine[m]!;
  const { nbrStart, nbrs } = ctx.ix;
  for (let e = nbrStart[at]!, end = nbrStart[at + 1]!; e < end; e++) {
    const nb = nbrs[e]!;
    const w = ctx.who[nb]!;
    if (w >= 0) continue;
    const p = -w - 1;
    if (ctx.mine[p]!.type !== u.type || f.activated[ctx.mineK[p]!] === 1 || enemyBeside(ctx, nb)) continue;
    const worth = (ctx.hurt[m]! > 0 ? ctx.healthWorth[m]! : 0) + (ctx.hurt[p]! > 0 ? ctx.healthWorth[p]! : 0);
    if (worth > best.worth) take(best, m, REGROUP, worth, p);
  }
}

/**
 * Each unit's best attack, charge or break away, worked out once per view and phase (ai/combat.ts
 * `Memo`): when an attack misses, the next decision's position is the same.
 */
export interface CombatMemo {
  version: number;
  epoch: number;
  /** mostHealed of the view. */
  mostHealed: number;
  readonly known: Uint8Array;
  readonly picks: Pick[];
  /** Per unit (place k): `Fast.placed` when its charges' squares were found (-1: never). */
  readonly placed0: Int32Array;
  readonly placed1: Int32Array;
  /** Per unit: firstNear then, and from it on, per enemy (view index), chargeSquares' square. */
  readonly chargeFirst: Int32Array;
  readonly chargeTo: Int32Array;
}

export const newCombatMemo = (n: number): CombatMemo => ({
  version: -1,
  epoch: -1,
  mostHealed: 0,
  known: new Uint8Array(n),
  picks: Array.from({ length: n }, () => newPick(n)),
  placed0: new Int32Array(n).fill(-1),
  placed1: new Int32Array(n).fill(-1),
  chargeFirst: new Int32Array(n),
  chargeTo: new Int32Array(n * n),
});

/** A memo set to know nothing (for another battle: its `placed` counts start again). */
export function resetMemo(memo: CombatMemo): void {
  memo.version = -1;
  memo.epoch = -1;
  memo.placed0.fill(-1);
  memo.placed1.fill(-1);
}

/** The side's best action into `best` (best.action HOLD and m -1: the rest hold). */
export function chooseCombatFast(f: Fast, r: Reaches, ctx: FastCtx, best: Pick, memo: CombatMemo): void {
  if (memo.version !== ctx.version || memo.epoch !== f.epoch) {
    memo.version = ctx.version;
    memo.epoch = f.epoch;
    memo.mostHealed = mostHealed(ctx);
    memo.known.fill(0);
  }
  take(best, -1, HOLD, 0.01, -1);
  for (let m = 0; m < ctx.mine.length; m++) {
    if (f.activated[ctx.mineK[m]!] === 1) continue;
    const own = memo.picks[m]!;
    if (memo.known[m] === 0) {
      take(own, -1, HOLD, -Infinity, -1);
      attacks(f, ctx, m, own);
      charges(f, r, ctx, m, own, memo);
      breakAway(f, r, ctx, m, own);
      memo.known[m] = 1;
    }
    if (own.m >= 0 && own.worth > best.worth) copyPick(best, own);
    regroups(f, ctx, m, best, memo.mostHealed);
  }
}
