/**
 * Odds that are not worked out, said before any work: a reroll that never stops, modifiers whose
 * odds aren't written (`u` with `!`, `m` with others, keep among `!` dice), keep/drop beyond what doubles
 * can count. Each is a problem with its column.
 */
import { problem, type Problem } from '../core/problem';
import { floatArith } from './arith';
import { dieWeights, needsWeights } from './dieWeights';
import { diceTerms, formatDice, type DiceExpression } from './expression';
import { isPlain, keepsWeighted, keepWhat, plainMatches, weightedMatches } from './termShapes';

export function oddsRefusal(e: DiceExpression): Problem | null {
  const never = diceTerms(e).find((t) => needsWeights(t) && !dieWeights(floatArith, t, 1));
  if (never) {
    return problem(
      'odds.never-stops',
      `${formatDice(e)}: every face of ${never.count}d${never.die.sides} is rerolled, so the roll never ends`,
      {
        facts: { column: never.column },
      },
    );
  }
  const unsupported = diceTerms(e).find(
    (t) =>
      needsWeights(t) &&
      ((t.keep && !keepsWeighted(t)) ||
        (t.mods?.unique && t.mods.explode) ||
        (t.mods?.matches && !plainMatches(t) && !weightedMatches(t))),
  );
  if (unsupported) {
    const what = unsupported.mods?.matches
      ? 'matches (m) with keep, counts, explosions or unique dice'
      : unsupported.keep
        ? keepWhat(unsupported)
        : unsupported.mods?.unique
          ? 'unique dice (u) that also explode'
          : 'matches (m)';
    return problem(
      'odds.unsupported',
      `${formatDice(e)}: odds for ${what} are not worked out; roll it instead`,
      {
        facts: { column: unsupported.column },
      },
    );
  }
  const big = diceTerms(e).find(
    (t) => !needsWeights(t) && !isPlain(t) && t.compare === null && t.count * Math.log10(t.die.sides) > 300,
  );
  if (big) {
    return problem(
      'odds.too-costly',
      `${formatDice(e)}: keeping or dropping among ${big.count}d${big.die.sides} is beyond what floating point can count`,
      {
        facts: { column: big.column },
      },
    );
  }
  return null;
}
