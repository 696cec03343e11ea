/**
 * The computer general's Movement phase on the fast position: ai/move.ts's search, step for step
 * (units by the most they could gain, squares scored by place.ts's own scorer, the same ties),
 * over the fast view and reaches.
 */
import { isHeld, rankOf } from '../ai/context';
import { scorerFor, stayAndBound } from '../ai/place';
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

/** Writes side j's move into f.dec. */
export function chooseMoveFast(f: Fast, r: Reaches, ctx: FastCtx, j: number): void {
  let bestM = -1;
  let bestTo = -1;
  let bestGain = LEAST_GAIN;
  let bestCost = 0;
  const n = candidates(f, ctx);
  for (let c = 0; c < n; c++) {
    if (foundBound[c]! <= bestGain) break;
    const m = foundM[c]!;
    const stay = foundStay[c]!;
    const { idx, costs } = reachOfUnit(f, r, ctx.mineK[m]!);
    const scorer = scorerFor(ctx, m);
    for (let k = 0; k < idx.length; k++) {
      const i = idx[k]!;
      if (ctx.who[i] !== 0) continue;
      const gain = scorer.gainOver(i, stay, bestGain);
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
  const d = f.dec;
  d.kind = ASK_MOVE;
  d.side = j;
  d.unit = bestM >= 0 ? ctx.mineK[bestM]! : -1;
  d.to = bestTo;
}
