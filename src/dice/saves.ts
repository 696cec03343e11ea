/**
 * Saves against damage (dice-wars-intro.txt, "Armor Dice in the Damage Phase"): one die per
 * damage, each die meeting the save target negates one damage. Armour may pass some saves without
 * rolling (4 Armor dice: the first); those damage are negated before any die is rolled.
 */
import { fail, ok, problem, type Result } from '../core/problem';
import { exactArith } from './arith';
import { fromCounts, MAX_ODDS_DICE, type Distribution } from './distribution';
import { meets, shiftTarget, successValues, type Compare } from './target';

export interface SaveSpec {
  /** Damage to save against, one die each. */
  readonly damage: number;
  /** What a save die needs, e.g. 5+ (`{ op: '>=', value: 5 }`). */
  readonly target: Compare;
  /** Sides of the save die (default 6). */
  readonly sides?: number;
  /** Added to each save roll (shifts the target the other way). */
  readonly mod?: number;
  /** Damage saved automatically, before rolling. */
  readonly auto?: number;
}

/** Save dice rolled: one per damage not passed automatically. */
export const saveDice = (s: SaveSpec): number => Math.max(0, s.damage - (s.auto ?? 0));

function checkSpec(s: SaveSpec): Result<SaveSpec> {
  const good = [s.damage, s.auto ?? 0].every((n) => Number.isInteger(n) && n >= 0);
  if (!good) {
    return fail(
      problem('save.bad', `damage and automatic saves must be whole numbers 0 or more`, {
        facts: { damage: s.damage, auto: s.auto ?? 0 },
      }),
    );
  }
  if (saveDice(s) > MAX_ODDS_DICE) {
    return fail(
      problem(
        'odds.too-many-dice',
        `${saveDice(s)} save dice: odds are worked out for up to ${MAX_ODDS_DICE} dice`,
        {
          facts: { dice: saveDice(s), max: MAX_ODDS_DICE },
        },
      ),
    );
  }
  return ok(s);
}

/** Distribution of the damage left after saves, 0..damage, exact. */
export function saveDistribution(s: SaveSpec): Result<Distribution> {
  const checked = checkSpec(s);
  if (!checked.ok) return checked;
  const sides = s.sides ?? 6;
  const n = saveDice(s);
  const saved = BigInt(successValues(sides, shiftTarget(s.target, s.mod ?? 0)));
  const failed = BigInt(sides) - saved;
  const counts: bigint[] = [];
  for (let left = 0; left <= n; left++) {
    counts.push(exactArith.choose(n, left) * failed ** BigInt(left) * saved ** BigInt(n - left));
  }
  return ok(fromCounts(0, counts, BigInt(sides) ** BigInt(n), [sides]));
}

/** Applies save dice already rolled (one per damage not passed automatically). */
export function applySaves(
  s: SaveSpec,
  faces: readonly number[],
): Result<{ readonly rolledSaves: number; readonly autoSaves: number; readonly left: number }> {
  if (faces.length !== saveDice(s)) {
    return fail(
      problem(
        'dice.count-mismatch',
        `${s.damage} damage needs ${saveDice(s)} save dice, but ${faces.length} given`,
        {
          facts: { expected: saveDice(s), given: faces.length },
        },
      ),
    );
  }
  const target = shiftTarget(s.target, s.mod ?? 0);
  const rolledSaves = faces.filter((f) => meets(f, target)).length;
  const autoSaves = Math.min(s.damage, s.auto ?? 0);
  return ok({ rolledSaves, autoSaves, left: s.damage - autoSaves - rolledSaves });
}
