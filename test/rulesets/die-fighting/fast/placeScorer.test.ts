/**
 * The square scorer's fast forms (ai/place.ts) give the very numbers of its plain ones: a move's
 * candidates take a unit's stay and bound from one pass (stayAndBound) instead of placeWorth and
 * gainBound, and gainOver reads the view's numbers it needs from its own fields, set up per unit.
 * At every move and combat question of whole battles on every bundled scenario, for every unit of
 * the side asked, both must equal the plain forms bit for bit (a rounding apart could change a
 * decision).
 */
import {
  gainBound,
  placeWorth,
  scorerFor,
  stayAndBound,
} from '../../../../src/rulesets/die-fighting/ai/place';
import { apply, decide, fastBattle } from '../../../../src/rulesets/die-fighting/fast/battle';
import { ASK_ROLL } from '../../../../src/rulesets/die-fighting/fast/position';
import { reachOfUnit } from '../../../../src/rulesets/die-fighting/fast/reach';
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
