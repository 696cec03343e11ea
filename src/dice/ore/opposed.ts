/**
 * Opposed rolls (reign-ore-basics.txt, "Opposed Contests"): if the active side has no set the
 * blocker doesn't matter; if the blocker has none the action goes through; otherwise the blocker
 * turns one set into gobble dice (only one per round without a multiple action, "Gobble Dice").
 */
import { fail, ok, problem, type Result } from '../../core/problem';
import { gobbleDiceOf, gobbleSets, type GobbleResult } from './gobble';
import { masterDieChoices } from './masterDie';
import { readSets } from './readSets';
import { formatSet, type DiceSet } from './types';

export interface OpposedOptions {
  /** False when timing doesn't matter (social contests). Default true. */
  readonly timed?: boolean;
  /** The blocker's set to use; default `bestGobbleSet`. */
  readonly gobbleSet?: DiceSet;
}

export type OpposedOutcome =
  | 'active-failed' // no active set: nothing to stop
  | 'unopposed' // the blocker got no set
  | 'blocked' // every active set spoiled
  | 'partly-blocked' // some spoiled, some stand
  | 'not-blocked'; // gobble dice came too late or too low

export interface Opposed {
  readonly outcome: OpposedOutcome;
  readonly gobbleSet: DiceSet | null;
  readonly gobble: GobbleResult | null;
  readonly survivors: DiceSet[];
  readonly spoiled: DiceSet[];
}

export function resolveOpposed(
  active: readonly DiceSet[],
  blocker: readonly DiceSet[],
  options: OpposedOptions = {},
): Result<Opposed> {
  const timed = options.timed ?? true;
  let chosen = options.gobbleSet ?? null;
  if (chosen && !blocker.some((s) => s.width === chosen!.width && s.height === chosen!.height)) {
    return fail(
      problem(
        'vs.no-such-set',
        `the blocker has no ${formatSet(chosen)} to gobble with (sets: ${blocker.map(formatSet).join(', ') || 'none'})`,
        { facts: { set: formatSet(chosen), sets: blocker.map(formatSet) } },
      ),
    );
  }
  if (active.length === 0) {
    return ok({ outcome: 'active-failed', gobbleSet: null, gobble: null, survivors: [], spoiled: [] });
  }
  if (blocker.length === 0) {
    return ok({ outcome: 'unopposed', gobbleSet: null, gobble: null, survivors: [...active], spoiled: [] });
  }
  chosen ??= bestGobbleSet(active, blocker, timed);
  const gobble = gobbleSets(active, gobbleDiceOf(chosen!), { timed, gobbleSet: chosen! });
  const outcome: OpposedOutcome =
    gobble.survivors.length === 0 ? 'blocked' : gobble.spoiled.length > 0 ? 'partly-blocked' : 'not-blocked';
  return ok({ outcome, gobbleSet: chosen, gobble, survivors: gobble.survivors, spoiled: gobble.spoiled });
}

/** Lower is better for the blocker: fewer sets standing, then fewer dice standing in them. */
function score(active: readonly DiceSet[], set: DiceSet, timed: boolean): number {
  const { survivors } = gobbleSets(active, gobbleDiceOf(set), { timed, gobbleSet: set });
  return survivors.length * 10000 + survivors.reduce((n, s) => n + s.width, 0);
}

/** The blocker's set that does the most harm; ties go to the set that acts first. Null if none. */
export function bestGobbleSet(
  active: readonly DiceSet[],
  blocker: readonly DiceSet[],
  timed = true,
): DiceSet | null {
  let best: DiceSet | null = null;
  let bestScore = Infinity;
  for (const s of blocker) {
    const sc = score(active, s, timed);
    if (sc < bestScore) [best, bestScore] = [s, sc];
  }
  return best;
}

/** A blocking Master Die, set to do the most harm with the best gobble set it allows. */
export function blockerMasterDie(
  active: readonly DiceSet[],
  rolled: readonly number[],
  timed = true,
): number {
  let best = 10;
  let bestScore = Infinity;
  for (const choice of masterDieChoices(rolled)) {
    const sets = readSets([...rolled, choice.face]).sets;
    const set = bestGobbleSet(active, sets, timed);
    const sc = set ? score(active, set, timed) : Infinity;
    if (sc < bestScore) [best, bestScore] = [choice.face, sc];
  }
  return best;
}
