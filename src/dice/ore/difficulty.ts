/**
 * Difficulty (reign-ore-basics.txt, "Difficulty"): a set lower than the Difficulty doesn't count.
 * Its dice stay in a set all the same, so they never turn into waste ("Waste Dice").
 */
import { fail, ok, problem, type Result } from '../../core/problem';
import type { DiceSet } from './types';

export function checkDifficulty(difficulty: number): Result<number> {
  if (!Number.isInteger(difficulty) || difficulty < 0 || difficulty > 10) {
    return fail(
      problem('roll.difficulty-range', `difficulty must be a whole number 0-10, not ${difficulty}`, {
        facts: { difficulty },
      }),
    );
  }
  return ok(difficulty);
}

export function applyDifficulty(
  sets: readonly DiceSet[],
  difficulty: number,
): { readonly sets: DiceSet[]; readonly tooLow: DiceSet[] } {
  const kept: DiceSet[] = [];
  const tooLow: DiceSet[] = [];
  for (const s of sets) (s.height >= difficulty ? kept : tooLow).push(s);
  return { sets: kept, tooLow };
}
