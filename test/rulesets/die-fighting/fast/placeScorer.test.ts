/**
 * The square scorer's fast forms (ai/place.ts) give the very numbers of its plain ones: a move's
 * candidates take a unit's stay and bound from one pass (stayAndBound) instead of placeWorth and
 * gainBound, and gainOver reads the view's numbers it needs from its own fields, set up per unit.
 * At every move and combat question of whole battles on every bundled scenario, for every unit of
 * the side asked, both must equal the plain forms bit for bit (a rounding apart could change a
 * decision), and a unit the move choice skips unsearched (cannotBeat) must have no square that
 * beats the move to beat.
 */
import {
  gainBound,
  placeWorth,
  scorerFor,
  stayAndBound,
  type MovePick,
} from '../../../../src/rulesets/die-fighting/ai/place';
import { rankOf } from '../../../../src/rulesets/die-fighting/ai/context';
import { apply, decide, fastBattle } from '../../../../src/rulesets/die-fighting/fast/battle';
import { ASK_COMBAT, ASK_MOVE, ASK_ROLL } from '../../../../src/rulesets/die-fighting/fast/position';
import { reachOfUnit } from '../../../../src/rulesets/die-fighting/fast/reach';
import { isDeepStrictEqual } from 'node:util';
import { DF_SCENARIOS, takeOverState } from './lockstep';

/** The units and squares where the fast forms differ from the plain ones at one question. */
function mismatches(b: ReturnType<typeof fastBattle>, j: number, out: string[]): number {
  const ctx = b.views[j === 0 ? 0 : 1];
  const both = new Float64Array(2);
  let squares = 0;
  for (let m = 0; m < ctx.mine.length; m++) {
    const stay = placeWorth(ctx, m, ctx.mineAt[m]!);
    stayAndBound(ctx, m, both);
    if (!Object.is(both[0], stay) || !Object.is(both[1], gainBound(ctx, m, stay)))
      out.push(`stay/bound of ${ctx.mine[m]!.id}`);
    const { idx } = reachOfUnit(b.f, b.r, ctx.mineK[m]!);
    const scorer = scorerFor(ctx, m);
    for (const i of idx) {
      if (ctx.who[i] !== 0) continue;
      squares++;
      // With no least to beat, gainOver prunes nothing: it is placeWorth less the stay.
      if (!Object.is(scorer.gainOver(i, stay, -Infinity), placeWorth(ctx, m, i) - stay))
        out.push(`gainOver of ${ctx.mine[m]!.id} on ${i}`);
    }
  }
  return squares;
}

/**
 * The pruning's promise at one question: for every unit and square, and a least to beat at, just
 * above and just below its own gain, gainOver gives the gain exactly or -Infinity, and -Infinity
 * only when the gain is below that least (a pruned square could never have been taken).
 */
function prunedWrongly(b: ReturnType<typeof fastBattle>, j: number, out: string[]): number {
  const ctx = b.views[j === 0 ? 0 : 1];
  let pruned = 0;
  for (let m = 0; m < ctx.mine.length; m++) {
    const stay = placeWorth(ctx, m, ctx.mineAt[m]!);
    const scorer = scorerFor(ctx, m);
    for (const i of reachOfUnit(b.f, b.r, ctx.mineK[m]!).idx) {
      if (ctx.who[i] !== 0) continue;
      const gain = placeWorth(ctx, m, i) - stay;
      for (const least of [gain, gain + 1e-9, gain - 1e-9, gain + 1, 0.01]) {
        const g = scorer.gainOver(i, stay, least);
        if (g === -Infinity) pruned++;
        if (!Object.is(g, gain) && !(g === -Infinity && gain < least))
          out.push(`gainOver of ${ctx.mine[m]!.id} on ${i} at least ${least}: ${g}, not ${gain}`);
      }
    }
  }
  return pruned;
}

/** scan's pick for each unit against the plain loop over placeWorth with the move choice's ties. */
function scanMismatches(b: ReturnType<typeof fastBattle>, j: number, out: string[]): void {
  const ctx = b.views[j === 0 ? 0 : 1];
  for (let m = 0; m < ctx.mine.length; m++) {
    const stay = placeWorth(ctx, m, ctx.mineAt[m]!);
    const { idx, costs } = reachOfUnit(b.f, b.r, ctx.mineK[m]!);
    // As a unit tried after another: a found move of the other unit's to beat.
    const start = { m: -2, to: -1, gain: 0.01, cost: 0 };
    const want: MovePick = { ...start };
    for (let k = 0; k < idx.length; k++) {
      const i = idx[k]!;
      if (ctx.who[i] !== 0) continue;
      const gain = placeWorth(ctx, m, i) - stay;
      const tie =
        gain === want.gain && want.m === m && costs[k] === want.cost && rankOf(ctx, i) < rankOf(ctx, want.to);
      if (gain > want.gain || tie) Object.assign(want, { m, to: i, gain, cost: costs[k]! });
    }
    const got: MovePick = { ...start };
    scorerFor(ctx, m).scan(idx, costs, stay, got);
    if (!isDeepStrictEqual(got, want)) out.push(`scan of ${ctx.mine[m]!.id}: ${JSON.stringify([got, want])}`);
  }
}

/**
 * cannotBeat's promise at one question: for every unit and a least to beat at, just above and
 * just below its best gain over its reach (and the move choice's floor), it says no square can
 * beat the least only when none does. Counts the units it skips.
 */
function skippedWrongly(b: ReturnType<typeof fastBattle>, j: number, out: string[]): number {
  const ctx = b.views[j === 0 ? 0 : 1];
  let skipped = 0;
  for (let m = 0; m < ctx.mine.length; m++) {
    const stay = placeWorth(ctx, m, ctx.mineAt[m]!);
    let most = -Infinity;
    for (const i of reachOfUnit(b.f, b.r, ctx.mineK[m]!).idx)
      if (ctx.who[i] === 0) most = Math.max(most, placeWorth(ctx, m, i) - stay);
    const scorer = scorerFor(ctx, m);
    for (const least of [most, most + 1e-9, most - 1e-9, most - 0.5, most + 0.5, 0.01]) {
      if (!scorer.cannotBeat(stay, least)) continue;
      skipped++;
      if (most > least) out.push(`cannotBeat of ${ctx.mine[m]!.id} at least ${least}: ${most} beats it`);
    }
  }
  return skipped;
}

describe.each(DF_SCENARIOS)('%s: the square scorer', (file) => {
  it('gives the plain forms’ numbers at every question of a whole battle', () => {
    const b = fastBattle(takeOverState(file, 'a'));
    const out: string[] = [];
    let squares = 0;
    while (b.f.askKind !== 0) {
      decide(b);
      // decide brought the asked side's view up to date.
      if (b.f.askKind !== ASK_ROLL) squares += mismatches(b, b.f.askSide, out);
      apply(b);
    }
    expect(out.slice(0, 5)).toEqual([]);
    expect(squares).toBeGreaterThan(1000);
  });
});

describe.each(DF_SCENARIOS)('%s: the move choice’s pruning', (file) => {
  it('prunes only squares below the least to beat, and scan picks as the plain loop does', () => {
    const b = fastBattle(takeOverState(file, 'b'));
    const out: string[] = [];
    let pruned = 0;
    while (b.f.askKind !== 0) {
      decide(b);
      if (b.f.askKind === ASK_MOVE) {
        pruned += prunedWrongly(b, b.f.askSide, out);
        scanMismatches(b, b.f.askSide, out);
      }
      apply(b);
    }
    expect(out.slice(0, 5)).toEqual([]);
    expect(pruned).toBeGreaterThan(100);
  });

  it('skips a unit only when none of its squares beats the move to beat (or break away)', () => {
    const out: string[] = [];
    let skipped = 0;
    for (const seed of ['c', 'd']) {
      const b = fastBattle(takeOverState(file, seed));
      while (b.f.askKind !== 0) {
        decide(b);
        // The combat choice asks it too, of a hurt unit breaking away (fast/combatChoice.ts).
        if (b.f.askKind === ASK_MOVE || b.f.askKind === ASK_COMBAT)
          skipped += skippedWrongly(b, b.f.askSide, out);
        apply(b);
      }
    }
    expect(out.slice(0, 5)).toEqual([]);
    expect(skipped).toBeGreaterThan(50);
  });
});
