/**
 * The dice modifiers rpg-dice-roller documents beyond keep/drop and a single target, in its
 * spelling: `min3`, `max5`, exploding `!` / compounding `!!` / penetrating `!p` `!!p` (each with an
 * optional compare point, `d10!>=8`), rerolls `r` / `ro` (`4d6r1`, `ro<2`), unique `u` / `uo`,
 * failures `f<3`, critical marks `cs>=19` / `cf<=2`, sorting `s` `sa` `sd`. Ours, where
 * rpg-dice-roller has no spelling: more success thresholds after the first (`5d10>=7>=10`: a 10 is
 * two successes), matches `m` (the most dice showing one value: `5d6m` is 3 for three of a kind),
 * and `*N` on a term. docs/dice.md has the table.
 */
import type { Compare } from './target';

export interface Explode {
  /** `!!`: the extra rolls add into one die instead of standing as dice of their own. */
  readonly compound: boolean;
  /** `!p`: every extra roll counts one less (HackMaster). */
  readonly penetrate: boolean;
  /** Which values roll again; null: the die's highest value. */
  readonly on: Compare | null;
}

export interface Reroll {
  /** `ro`: at most once; `r` rolls again until the value is no longer matched. */
  readonly once: boolean;
  /** Which values are rolled again; null: the die's lowest value. */
  readonly on: Compare | null;
}

export interface Unique {
  readonly once: boolean;
  /** Only duplicates meeting this are rolled again; null: every duplicate. */
  readonly on: Compare | null;
}

export interface Modifiers {
  readonly min?: number;
  readonly max?: number;
  readonly explode?: Explode;
  readonly reroll?: Reroll;
  readonly unique?: Unique;
  /** Further success thresholds: a die adds one success for each it meets (`>=7>=10`). */
  readonly more?: readonly Compare[];
  /** `f<3`: a die meeting it takes one success away. */
  readonly failure?: Compare;
  /** `m`: the term is the largest number of its kept dice showing the same value. */
  readonly matches?: boolean;
  readonly sort?: 'a' | 'd';
  /** `*N`: the term's value times N. */
  readonly factor?: number;
  /** `cs` / `cf`: marks only (rpg-dice-roller's too); they change nothing. */
  readonly critSuccess?: Compare;
  readonly critFailure?: Compare;
}

/** Modifiers that roll more dice than the term's count: faces can't be listed in advance. */
export const rollsMore = (m: Modifiers | undefined): boolean =>
  Boolean(m && (m.explode || m.reroll || m.unique));

/** Iterations a rerolling or exploding die may take, as rpg-dice-roller limits them. */
export const MAX_ITERATIONS = 1000;

/** A modifier's default compare point: the die's highest (explode) or lowest (reroll) value. */
export const highest = (hi: number): Compare => ({ op: '=', value: hi });
export const lowest = (lo: number): Compare => ({ op: '=', value: lo });
