/**
 * The computer general's Movement phase on the fast position: ai/move.ts's search, step for step
 * (units by the most they could gain, squares scored by place.ts's own scorer, the same ties),
 * over the fast view and reaches.
 */
import { isHeld } from '../ai/context';
import { scorerFor, stayAndBound, type MovePick } from '../ai/place';
import { moveCandidates } from '../caches';
import { ASK_MOVE, type Fast } from './position';
import { reachOfUnit, type Reaches } from './reach';
import type { FastCtx } from './view';

const LEAST_GAIN = 0.01;

const { m: foundM, stay: foundStay, bound: foundBound, both } = moveCandidates;

function candidates(f: Fast, ctx: FastCtx): number {
  let n = 0;
  for (let m = 0; m < ctx.mine.length; m++) {
    if (f.activated[ctx.mineK[m]!] === 1 || isHeld(ctx, m)) continue;
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

/** Writes side j's move into f.dec. */
export function chooseMoveFast(f: Fast, r: Reaches, ctx: FastCtx, j: number): void {
  pick.m = -1;
  pick.to = -1;
  pick.gain = LEAST_GAIN;
  pick.cost = 0;
  const n = candidates(f, ctx);
  for (let c = 0; c < n; c++) {
    if (foundBound[c]! <= pick.gain) break;
    const m = foundM[c]!;
    const scorer = scorerFor(ctx, m);
    if (scorer.cannotBeat(foundStay[c]!, pick.gain)) continue;
    const { idx, costs } = reachOfUnit(f, r, ctx.mineK[m]!);
    scorer.scan(idx, costs, foundStay[c]!, pick);
  }
  const d = f.dec;
  d.kind = ASK_MOVE;
  d.side = j;
  d.unit = pick.m >= 0 ? ctx.mineK[pick.m]! : -1;
  d.to = pick.to;
}
