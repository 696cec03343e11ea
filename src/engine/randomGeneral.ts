/**
 * The random general every game gets from its lawful answers: for each kind of request, the list
 * of lawful decisions in the game's order, one picked uniformly by a fraction the seed repeats.
 * A kind whose answer is made of parts (which sets to split, which hexes move) may pick it part by
 * part instead: a uniform pick over every combination would play differently and may be too many
 * to list. Each decision is a pure function of (request, state, seed), so one seed gives one battle.
 */
import { stableHash } from '../core/stableHash';
import type { SyncDecisionSource } from './decisionSource';
import type { DecisionOf, KindTable, RequestOf } from './kinds';

/** How the random general answers one kind: the lawful answers, or a pick of its own. */
export type RandomAnswer<State, Req, Dec> =
  | { readonly legal: (state: State, request: Req) => readonly Dec[] }
  | { readonly pick: (state: State, request: Req, seed: string) => Dec };

/** One way to answer per kind: the compiler checks that no kind is left out. */
export type RandomAnswers<T extends KindTable, State> = {
  readonly [K in keyof T]: RandomAnswer<State, T[K]['request'], T[K]['decision']>;
};

export interface RandomSpec<T extends KindTable, State> {
  readonly answers: RandomAnswers<T, State>;
  /**
   * A number in [0, 1) for one decision, a pure function of (seed, request, state): what picks
   * among the lawful answers. Left out (defineGame), a hash of the seed, the request and the
   * position (the game's round hash).
   */
  fraction?(seed: string, request: RequestOf<T>, state: State): number;
}

/** A number in [0, 1) from a string: the first 32 bits of its stable hash. */
export function unitFraction(text: string): number {
  return parseInt(stableHash(text).slice(0, 8), 16) / 0x100000000;
}

/** The default fraction: a hash of the seed, the request and the position (`position(state)`). */
export function positionFraction<T extends KindTable, State>(
  position: (state: State, request: RequestOf<T>) => string,
): (seed: string, request: RequestOf<T>, state: State) => number {
  return (seed, request, state) => unitFraction(`${seed}|${stableHash(request)}|${position(state, request)}`);
}

/** The general that answers each request with its kind's way in `spec`. */
export function randomGeneral<T extends KindTable, State>(
  spec: Required<RandomSpec<T, State>>,
): (seed: string) => SyncDecisionSource<State, RequestOf<T>, DecisionOf<T>> {
  return (seed) => ({
    decide(request, state) {
      // The one place a request's kind is matched to its answer (as kinds.ts's `answer` does).
      const way = spec.answers[request.kind as keyof T] as RandomAnswer<State, RequestOf<T>, DecisionOf<T>>;
      if ('pick' in way) return way.pick(state, request, seed);
      const options = way.legal(state, request);
      return options[Math.floor(spec.fraction(seed, request, state) * options.length)]!;
    },
  });
}
