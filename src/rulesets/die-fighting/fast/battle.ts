/**
 * A battle on the fast path: the position, its move searches, both sides' views and the
 * general's scratch, and the loop that asks the general and applies its answer. `decide` and
 * `apply` are separate so that the lockstep test can compare each decision with the reference's.
 */
import { spareKit } from '../caches';
import {
  chooseCombatFast,
  newCombatMemo,
  newPick,
  resetMemo,
  type CombatMemo,
  type Pick,
} from './combatChoice';
import { writeCombat } from './choices';
import { chooseMoveFast } from './move';
import { ASK_MOVE, ASK_ROLL, takeOver, type Fast } from './position';
import { newReaches, resetReaches, type Reaches } from './reach';
import { advance, applyDecision } from './rules';
import type { BattleState } from '../state';
import { newPairings, newView, resetPairings, resetView, viewOf, type FastCtx, type Pairings } from './view';

/** What a battle keeps beside its position: the move searches' and the general's buffers. */
export interface Kit {
  readonly r: Reaches;
  readonly pairings: Pairings;
  readonly views: readonly [FastCtx, FastCtx];
  readonly best: Pick;
  readonly memos: readonly [CombatMemo, CombatMemo];
}

export interface FastBattle extends Kit {
  readonly f: Fast;
  /** Decisions applied since the take-over. */
  decisions: number;
}

const newKit = (f: Fast): Kit => ({
  r: newReaches(f),
  pairings: newPairings(f),
  views: [newView(f, 0), newView(f, 1)],
  best: newPick(f.n),
  memos: [newCombatMemo(f.n), newCombatMemo(f.n)],
});

/** The kit given back (caches.ts spareKit), set for `f`, if it was for as many units on the same map. */
function takeSpare(f: Fast): Kit | null {
  const kit = spareKit.kit;
  if (kit === null || kit.views[0].ix !== f.ix || kit.pairings.health.length !== f.n) return null;
  spareKit.kit = null;
  resetReaches(kit.r, f);
  resetPairings(kit.pairings, f);
  resetView(kit.views[0], f, 0);
  resetView(kit.views[1], f, 1);
  resetMemo(kit.memos[0]);
  resetMemo(kit.memos[1]);
  return kit;
}

/** The fast battle from reference state `s` (canTakeOver(s) must hold), waiting on s's request. */
export const fastBattle = (s: BattleState): FastBattle => fastBattleOf(takeOver(s));

/** The fast battle of position `f`, as taken over (not yet advanced to its first request). */
export function fastBattleOf(f: Fast): FastBattle {
  advance(f);
  const { r, pairings, views, best, memos } = takeSpare(f) ?? newKit(f);
  return { f, r, pairings, views, best, memos, decisions: 0 };
}

/** Gives `b`'s buffers (all but its position) to the next battle: `b` must not be played after. */
export function release(b: FastBattle): void {
  const { r, pairings, views, best, memos } = b;
  spareKit.kit = { r, pairings, views, best, memos };
}

/** The computer general's answer to the request the battle waits on, into `b.f.dec`. */
export function decide(b: FastBattle): void {
  const { f } = b;
  const j = f.askSide;
  if (f.askKind === ASK_ROLL) {
    f.dec.kind = ASK_ROLL;
    f.dec.side = j;
    return;
  }
  const ctx = viewOf(f, b.pairings, b.views[j === 0 ? 0 : 1], j);
  if (f.askKind === ASK_MOVE) chooseMoveFast(f, b.r, ctx, j);
  else {
    chooseCombatFast(f, b.r, ctx, b.best, b.memos[j === 0 ? 0 : 1]);
    writeCombat(f, b.r, ctx, j, b.best);
  }
}

/** Applies `b.f.dec` and runs on to the next request. */
export function apply(b: FastBattle): void {
  applyDecision(b.f, b.r);
  b.decisions++;
}

/** Plays to the end, or until `max` decisions have been applied; true when the battle ended. */
export function playOut(b: FastBattle, max: number): boolean {
  while (b.f.askKind !== 0) {
    if (b.decisions >= max) return false;
    decide(b);
    apply(b);
  }
  return true;
}
