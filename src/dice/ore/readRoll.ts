/**
 * A whole roll read the way a player reads it at the table: the dice as rolled, the Expert or
 * Master Die added, the sets, the player's splits and squishes, then the difficulty. Waste dice are
 * fixed when the dice land: later choices never turn set dice into waste ("Waste Dice").
 */
import { fail, ok, problem, type Problem, type Result } from '../../core/problem';
import { applyDifficulty, checkDifficulty } from './difficulty';
import { defaultMasterDie } from './masterDie';
import type { Pool } from './notation';
import { readSets } from './readSets';
import { splitSet } from './split';
import { isSet, squish } from './squish';
import { sortByTiming } from './timing';
import { formatSet, MAX_FACE, MIN_FACE, type DiceSet } from './types';

/** Split the set of this height (and width, if given) into these widths. */
export interface SplitSpec {
  readonly height: number;
  readonly width?: number;
  readonly parts: readonly number[];
}

/** Squish the set `from` into `to` (same total of width and height). */
export interface SquishSpec {
  readonly from: DiceSet;
  readonly to: DiceSet;
}

export interface RollChoices {
  readonly difficulty?: number;
  /** The Master Die's face; default `defaultMasterDie`. Ignored when the pool has none. */
  readonly masterDie?: number;
  readonly splits?: readonly SplitSpec[];
  readonly squishes?: readonly SquishSpec[];
  /** Sets wanted (multiple actions); default 1. */
  readonly actions?: number;
}

export type RollNote =
  | { readonly kind: 'split'; readonly from: DiceSet; readonly into: DiceSet[] }
  | { readonly kind: 'squish'; readonly from: DiceSet; readonly to: DiceSet };

export interface ReadRoll {
  /** The rolled faces, then the Expert or Master Die's face. */
  readonly dice: number[];
  readonly rolled: number[];
  readonly expertDie: number | null;
  readonly masterDie: number | null;
  /** The sets as the dice fell, timing order. */
  readonly read: DiceSet[];
  /** Sets that count, after splits, squishes and difficulty, timing order. */
  readonly sets: DiceSet[];
  /** Sets that fell short of the difficulty. */
  readonly tooLow: DiceSet[];
  readonly waste: number[];
  readonly notes: RollNote[];
  readonly actions: { readonly wanted: number; readonly got: number; readonly enough: boolean };
}

const faceOk = (f: number): boolean => Number.isInteger(f) && f >= MIN_FACE && f <= MAX_FACE;

/** `pool` is what was actually rolled (see `preparePool`); `rolled` its ordinary dice. */
// eslint-disable-next-line max-lines-per-function -- the ORE reading steps of the rulebook in their order (sets, waste, Master Die, Expert Die)
export function readRoll(pool: Pool, rolled: readonly number[], choices: RollChoices = {}): Result<ReadRoll> {
  if (rolled.length !== pool.dice) {
    return fail(
      problem(
        'dice.count-mismatch',
        `the pool rolls ${pool.dice} ${pool.dice === 1 ? 'die' : 'dice'} but ${rolled.length} ${rolled.length === 1 ? 'was' : 'were'} given`,
        { facts: { expected: pool.dice, given: rolled.length } },
      ),
    );
  }
  const badFace = rolled.find((f) => !faceOk(f));
  if (badFace !== undefined) {
    return fail(
      problem('dice.face-range', `face ${badFace} is out of range 1-10`, { facts: { face: badFace } }),
    );
  }
  const difficulty = checkDifficulty(choices.difficulty ?? 0);
  if (!difficulty.ok) return difficulty;
  if (choices.masterDie !== undefined && !faceOk(choices.masterDie)) {
    return fail(
      problem('roll.master-face', `the Master Die's face must be 1-10, not ${choices.masterDie}`, {
        facts: { face: choices.masterDie },
      }),
    );
  }
  const masterDie = pool.master ? (choices.masterDie ?? defaultMasterDie(rolled, difficulty.value)) : null;
  const special = pool.expert ?? masterDie;
  const dice = special === null ? [...rolled] : [...rolled, special];
  const { sets: read, waste } = readSets(dice);

  const notes: RollNote[] = [];
  let sets: DiceSet[] = [...read];
  const missing = (code: string, what: string, verb: string): Problem =>
    problem(code, `no set ${what} to ${verb} (sets: ${sets.map(formatSet).join(', ') || 'none'})`, {
      facts: { sets: sets.map(formatSet) },
    });
  for (const spec of choices.splits ?? []) {
    const i = sets.findIndex(
      (s) => s.height === spec.height && (spec.width === undefined || s.width === spec.width),
    );
    const what = spec.width === undefined ? `of height ${spec.height}` : `${spec.width}×${spec.height}`;
    if (i < 0) return fail(missing('split.no-such-set', what, 'split'));
    const parts = splitSet(sets[i]!, spec.parts);
    if (!parts.ok) return parts;
    notes.push({ kind: 'split', from: sets[i]!, into: parts.value });
    sets.splice(i, 1, ...parts.value);
  }
  for (const spec of choices.squishes ?? []) {
    const i = sets.findIndex((s) => s.width === spec.from.width && s.height === spec.from.height);
    if (i < 0) return fail(missing('squish.no-such-set', formatSet(spec.from), 'squish'));
    const from = sets[i]!;
    if (spec.to.width + spec.to.height !== from.width + from.height) {
      return fail(
        problem(
          'squish.bad-trade',
          `squishing trades width for height point for point: ${formatSet(from)} can't become ${formatSet(spec.to)}`,
          { facts: { from: formatSet(from), to: formatSet(spec.to) } },
        ),
      );
    }
    const to = squish(from, spec.to.height - from.height);
    if (!to.ok) return to;
    notes.push({ kind: 'squish', from, to: to.value });
    sets.splice(i, 1, ...(isSet(to.value) ? [to.value] : []));
  }
  sets = sortByTiming(sets);
  const judged = applyDifficulty(sets, difficulty.value);
  const wanted = choices.actions ?? 1;
  return ok({
    dice,
    rolled: [...rolled],
    expertDie: pool.expert,
    masterDie,
    read,
    sets: judged.sets,
    tooLow: judged.tooLow,
    waste,
    notes,
    actions: { wanted, got: judged.sets.length, enough: judged.sets.length >= wanted },
  });
}
