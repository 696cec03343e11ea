/**
 * Squishing (reign-ore-basics.txt, "Game Terms: Squishing"): trading width for height or back,
 * point for point. A set squished down to one die is no set any more, and no set goes above
 * height 10 (nor, by the same token, below height 1).
 */
import { fail, ok, problem, type Result } from '../../core/problem';
import { formatSet, MAX_FACE, MIN_FACE, MIN_SET_WIDTH, type DiceSet } from './types';

/**
 * Moves `points` from width to height (positive: narrower and taller) or back (negative: wider and
 * lower). The result may be 1 wide, which the caller must treat as no set (see `isSet`).
 */
export function squish(set: DiceSet, points: number): Result<DiceSet> {
  const to = { width: set.width - points, height: set.height + points };
  const facts = { set: formatSet(set), points };
  if (!Number.isInteger(points)) {
    return fail(problem('squish.bad-points', `squish by whole points, not ${points}`, { facts }));
  }
  if (to.height > MAX_FACE) {
    return fail(
      problem('squish.above-ten', `can't squish ${formatSet(set)} to height ${to.height}: 10 is the top`, {
        facts,
      }),
    );
  }
  if (to.height < MIN_FACE) {
    return fail(
      problem('squish.below-one', `can't squish ${formatSet(set)} to height ${to.height}: 1 is the bottom`, {
        facts,
      }),
    );
  }
  if (to.width < 1) {
    return fail(
      problem(
        'squish.no-dice',
        `can't squish ${formatSet(set)} by ${points}: it has only ${set.width} dice`,
        {
          facts,
        },
      ),
    );
  }
  return ok(to);
}

export function isSet(set: DiceSet): boolean {
  return set.width >= MIN_SET_WIDTH;
}

/** Every set within `maxPoints` of squishing, either way, that is still a set; narrowest first. */
export function squishChoices(set: DiceSet, maxPoints: number): DiceSet[] {
  const out: DiceSet[] = [];
  for (let p = maxPoints; p >= -maxPoints; p--) {
    if (p === 0) continue;
    const r = squish(set, p);
    if (r.ok && isSet(r.value)) out.push(r.value);
  }
  return out;
}
