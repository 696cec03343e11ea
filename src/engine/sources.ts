/**
 * Combining decision sources. A partial source (a script with gaps, a replay log running out) may
 * answer `undefined`; `withFallback` then asks the next source, typically the ruleset's defaults.
 */
import type { DecisionSource, SyncDecisionSource } from './decisionSource';
import type { DecisionOf, KindTable, RequestOf } from './kinds';
import type { BaseDecision, BaseEvent, BaseRequest, Ruleset } from './ruleset';

export interface PartialSource<State, Request extends BaseRequest, Decision extends BaseDecision> {
  decide(request: Request, state: State): Decision | undefined | Promise<Decision | undefined>;
}

export interface SyncPartialSource<
  State,
  Request extends BaseRequest,
  Decision extends BaseDecision,
> extends PartialSource<State, Request, Decision> {
  decide(request: Request, state: State): Decision | undefined;
}

const isPromise = <T>(x: T | Promise<T>): x is Promise<T> =>
  typeof x === 'object' && x !== null && typeof (x as { then?: unknown }).then === 'function';

/** Asks `primary`; when it answers undefined, asks `fallback`. Sync when both are sync. */
export function withFallback<S, R extends BaseRequest, D extends BaseDecision>(
  primary: SyncPartialSource<S, R, D>,
  fallback: SyncDecisionSource<S, R, D>,
): SyncDecisionSource<S, R, D>;
export function withFallback<S, R extends BaseRequest, D extends BaseDecision>(
  primary: PartialSource<S, R, D>,
  fallback: DecisionSource<S, R, D>,
): DecisionSource<S, R, D>;
export function withFallback<S, R extends BaseRequest, D extends BaseDecision>(
  primary: PartialSource<S, R, D>,
  fallback: DecisionSource<S, R, D>,
): DecisionSource<S, R, D> {
  return {
    decide(request, state) {
      const first = primary.decide(request, state);
      if (isPromise(first)) return first.then((d) => d ?? fallback.decide(request, state));
      return first ?? fallback.decide(request, state);
    },
  };
}

/** The ruleset's documented defaults as a source. */
export function defaultSource<Setup, S, T extends KindTable, E extends BaseEvent>(
  ruleset: Ruleset<Setup, S, T, E>,
): SyncDecisionSource<S, RequestOf<T>, DecisionOf<T>> {
  return { decide: (request, state) => ruleset.defaultDecision(state, request) };
}

/** A source from a plain function (which may return undefined to leave the choice to a fallback). */
export function fromFunction<S, R extends BaseRequest, D extends BaseDecision>(
  decide: (request: R, state: S) => D | undefined,
): SyncPartialSource<S, R, D> {
  return { decide };
}
