/**
 * What kind of term a dice term is, for the odds: plain dice (a sliding sum), matches on plain
 * dice (matchCounts.ts), keep/drop among dice that stay one value each (weightedKeep.ts).
 */
import { kept, type DiceTerm } from './expression';
import { needsWeights } from './dieWeights';
import { counts as countsSuccessPoints } from './rollTerm';

/** Dice added up as they fall: no modifier, keep, drop, target or factor. */
export const isPlain = (t: DiceTerm): boolean =>
  !needsWeights(t) && t.mods?.factor === undefined && t.compare === null && kept(t).count === t.count;

/** `5d6m` on dice with no other modifier that changes a value: matchCounts.ts. */
export const plainMatches = (t: DiceTerm): boolean => {
  const m = t.mods ?? {};
  return Boolean(
    m.matches &&
    !t.keep &&
    !t.compare &&
    !t.die.fudge &&
    !m.explode &&
    !m.reroll &&
    !m.unique &&
    m.min === undefined &&
    m.max === undefined &&
    !m.more &&
    !m.failure,
  );
};

/**
 * Whether keep/drop on a term whose dice are not uniform is worked out: each die must stay one
 * value (no `!`/`!p` adding dice, no `u` rerolling against the others) and add its value (no
 * success counting, which ranks by one number and adds another).
 */
export const keepsWeighted = (t: DiceTerm): boolean => {
  const m = t.mods ?? {};
  const addsDice = Boolean(m.explode && !m.explode.compound);
  return !addsDice && !m.unique && !m.matches && !countsSuccessPoints(t);
};

/** What keep/drop is combined with, when its odds are not worked out. */
export function keepWhat(t: DiceTerm): string {
  const m = t.mods ?? {};
  if (m.explode && !m.explode.compound)
    return 'keep or drop among exploding dice (each explosion is a die of its own; compounding !! is worked out)';
  if (m.unique) return 'keep or drop with unique dice (u)';
  if (m.matches) return 'keep or drop with matches (m)';
  return 'keep or drop while counting successes on modified dice';
}

/**
 * `5d6r1m`, `4dFm`, `6d6min3m`: matches on dice that each stay one value after rerolls and clamps
 * (dieWeights.ts), with no keep, count or explosion: matchCounts.ts with the die's weights.
 */
export const weightedMatches = (t: DiceTerm): boolean => {
  const m = t.mods ?? {};
  return Boolean(
    m.matches &&
    !plainMatches(t) &&
    !t.keep &&
    !t.compare &&
    !m.explode &&
    !m.unique &&
    !m.more &&
    !m.failure,
  );
};
