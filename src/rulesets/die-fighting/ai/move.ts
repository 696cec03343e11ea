/**
 * The computer general's Movement phase: it moves, one at a time, the unit that gains most by
 * moving, to the square placeWorth likes best; "the rest stay" when no unit gains. Units are
 * tried in order of the most they could gain (gainBound), and the search stops at the first
 * unit whose bound can't beat the best move found: most units' squares are never scored.
 */
import { reachOf } from '../movement';
import type { BattleState } from '../state';
import type { Decision } from '../types';
import { contextOf, isHeld, rankOf, type Ctx } from './context';
import { gainBound, placeWorth, scorerFor } from './place';

/** Gains at or below this are not worth an activation. */
const LEAST_GAIN = 0.01;

interface Candidate {
  readonly m: number;
  readonly stay: number;
  readonly bound: number;
}

/** The candidates of one decision: kept from one decision to the next, not allocated each time. */
const found: Candidate[] = [];

/** The units free to move, most to gain first; equal bounds keep map order (an insertion sort). */
function candidates(ctx: Ctx, s: BattleState): readonly Candidate[] {
  found.length = 0;
  for (let m = 0; m < ctx.mine.length; m++) {
    if (s.activated.includes(ctx.mine[m]!.id) || isHeld(ctx, m)) continue;
    const stay = placeWorth(ctx, m, ctx.mineAt[m]!);
    const c = { m, stay, bound: gainBound(ctx, m, stay) };
    let j = found.length;
    for (; j > 0 && found[j - 1]!.bound < c.bound; j--) found[j] = found[j - 1]!;
    found[j] = c;
  }
  return found;
}

export function chooseMove(s: BattleState, side: string): Decision {
  const ctx = contextOf(s, side);
  let best = { m: -1, to: -1, gain: LEAST_GAIN, cost: 0 };
  for (const c of candidates(ctx, s)) {
    if (c.bound <= best.gain) break;
    const { idx, costs } = reachOf(s, ctx.mine[c.m]!);
    const scorer = scorerFor(ctx, c.m);
    for (let k = 0; k < idx.length; k++) {
      const i = idx[k]!;
      if (ctx.who[i] !== 0) continue; // its own square, or a friend's
      const gain = scorer.gainOver(i, c.stay, best.gain);
      // Equal gains: the first unit tried, then the cheaper move, then the side's square order.
      const better =
        gain > best.gain ||
        (gain === best.gain &&
          best.m === c.m &&
          costs[k] === best.cost &&
          rankOf(ctx, i) < rankOf(ctx, best.to));
      if (better) best = { m: c.m, to: i, gain, cost: costs[k]! };
    }
  }
  return best.m >= 0
    ? { kind: 'move', side, unit: ctx.mine[best.m]!.at, to: ctx.ix.keys[best.to]! }
    : { kind: 'move', side, unit: null };
}
