/**
 * Splitting a wide set into narrower sets of the same height (die-men.txt, "Roll": a 5x10 can be
 * kept or used as a 2x10 and a 3x10). Each part must still be a set, and no die is gained or lost.
 */
import { fail, ok, problem, type Result } from '../../core/problem';
import { sortByTiming } from './timing';
import { formatSet, MIN_SET_WIDTH, type DiceSet } from './types';

/** The parts come back in timing order (widest first). */
export function splitSet(set: DiceSet, parts: readonly number[]): Result<DiceSet[]> {
  const facts = { set: formatSet(set), parts: [...parts] };
  if (parts.length < 2) {
    return fail(problem('split.too-few-parts', `split ${formatSet(set)} into at least two parts`, { facts }));
  }
  for (const p of parts) {
    if (!Number.isInteger(p) || p < MIN_SET_WIDTH) {
      return fail(
        problem('split.part-too-narrow', `each part of a split must be 2 dice or more, not ${p}`, { facts }),
      );
    }
  }
  const sum = parts.reduce((a, b) => a + b, 0);
  if (sum !== set.width) {
    return fail(
      problem(
        'split.bad-sum',
        `the parts ${parts.join('+')} add up to ${sum}, but ${formatSet(set)} has ${set.width} dice`,
        { facts: { ...facts, sum } },
      ),
    );
  }
  return ok(sortByTiming(parts.map((width) => ({ width, height: set.height }))));
}

/** Every way to split a set of `width` dice into two or more sets, each as a list of widths, widest first. */
export function splitChoices(width: number): number[][] {
  const out: number[][] = [];
  const walk = (left: number, max: number, acc: number[]): void => {
    if (left === 0) {
      if (acc.length >= 2) out.push([...acc]);
      return;
    }
    for (let p = Math.min(left, max); p >= MIN_SET_WIDTH; p--) {
      if (left - p === 1) continue; // would leave a single die, which is no set
      acc.push(p);
      walk(left - p, p, acc);
      acc.pop();
    }
  };
  walk(width, width, []);
  return out;
}
