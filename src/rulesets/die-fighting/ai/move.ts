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
import { contextOf, isHeld, type Ctx } from './context';
import { scorerFor, stayAndBound, type MovePick } from './place';

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

/** The best move so far, kept for every decision rather than made again. */
const pick: MovePick = { m: -1, to: -1, gain: LEAST_GAIN, cost: 0 };

export function chooseMove(s: BattleState, side: string): Decision {
  const ctx = contextOf(s, side);
  pick.m = -1;
  pick.to = -1;
  pick.gain = LEAST_GAIN;
  pick.cost = 0;
  const n = candidates(ctx, s);
  for (let c = 0; c < n; c++) {
    if (foundBound[c]! <= pick.gain) break;
    const m = foundM[c]!;
    const scorer = scorerFor(ctx, m);
    // No square of its can beat another unit's move: its reach need not be searched.
    if (scorer.cannotBeat(foundStay[c]!, pick.gain)) continue;
    const { idx, costs } = reachOf(s, ctx.mine[m]!);
    // Equal gains: the first unit tried, then the cheaper move, then the side's square order.
    scorer.scan(idx, costs, foundStay[c]!, pick);
  }
  return pick.m >= 0
    ? { kind: 'move', side, unit: ctx.mine[pick.m]!.at, to: ctx.ix.keys[pick.to]! }
    : { kind: 'move', side, unit: null };
}
