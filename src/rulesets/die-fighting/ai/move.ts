/**
 * The computer general's Movement phase: it moves, one at a time, the unit that gains most by
 * moving, to the square placeWorth likes best; "the rest stay" when no unit gains. Units are
 * tried in order of the most they could gain (gainBound), and the search stops at the first
 * unit whose bound can't beat the best move found: most units' squares are never scored.
 */
import { moveCandidates } from '../caches';
import { reachOf } from '../movement';
import type { BattleState } from '../state';
import type { Decision } from '../types';
import { contextOf, isHeld, rankOf, type Ctx } from './context';
import { scorerFor, stayAndBound } from './place';

/** Gains at or below this are not worth an activation. */
const LEAST_GAIN = 0.01;

/** The candidates of one decision, in parallel lists kept in caches.ts (`moveCandidates`). */
const { m: foundM, stay: foundStay, bound: foundBound, both } = moveCandidates;

/** The units free to move, most to gain first; equal bounds keep map order (an insertion sort). */
function candidates(ctx: Ctx, s: BattleState): number {
  let n = 0;
  for (let m = 0; m < ctx.mine.length; m++) {
    if (s.activated.includes(ctx.mine[m]!.id) || isHeld(ctx, m)) continue;
    stayAndBound(ctx, m, both);
    const stay = both[0]!;
    const bound = both[1]!;
    let j = n++;
    for (; j > 0 && foundBound[j - 1]! < bound; j--) {
      foundM[j] = foundM[j - 1]!;
      foundStay[j] = foundStay[j - 1]!;
      foundBound[j] = foundBound[j - 1]!;
    }
    foundM[j] = m;
    foundStay[j] = stay;
    foundBound[j] = bound;
  }
  return n;
}

export function chooseMove(s: BattleState, side: string): Decision {
  const ctx = contextOf(s, side);
  // The best move so far, in numbers rather than an object made again at each improvement.
  let bestM = -1;
  let bestTo = -1;
  let bestGain = LEAST_GAIN;
  let bestCost = 0;
  const n = candidates(ctx, s);
  for (let c = 0; c < n; c++) {
    if (foundBound[c]! <= bestGain) break;
    const m = foundM[c]!;
    const stay = foundStay[c]!;
    const { idx, costs } = reachOf(s, ctx.mine[m]!);
    const scorer = scorerFor(ctx, m);
    for (let k = 0; k < idx.length; k++) {
      const i = idx[k]!;
      if (ctx.who[i] !== 0) continue; // its own square, or a friend's
      const gain = scorer.gainOver(i, stay, bestGain);
      // Equal gains: the first unit tried, then the cheaper move, then the side's square order.
      const better =
        gain > bestGain ||
        (gain === bestGain && bestM === m && costs[k] === bestCost && rankOf(ctx, i) < rankOf(ctx, bestTo));
      if (better) {
        bestM = m;
        bestTo = i;
        bestGain = gain;
        bestCost = costs[k]!;
      }
    }
  }
  return bestM >= 0
    ? { kind: 'move', side, unit: ctx.mine[bestM]!.at, to: ctx.ix.keys[bestTo]! }
    : { kind: 'move', side, unit: null };
}
