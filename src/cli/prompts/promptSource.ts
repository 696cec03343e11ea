/**
 * A person at the keyboard as a DecisionSource, for any game: each request goes to the game's
 * prompt for its kind (the map is exhaustive: a new kind of request doesn't compile without a
 * prompt), with the rules' default decision pre-selected.
 */
import type { DecisionSource } from '../../engine/decisionSource';
import {
  onRequest,
  type DecisionOf,
  type KindTable,
  type RequestHandlers,
  type RequestOf,
} from '../../engine/kinds';

/** One prompt per kind: the request, the battle, what the prompt needs, and the default to offer. */
export type Prompts<T extends KindTable, State, Ctx> = RequestHandlers<
  T,
  [State, Ctx, DecisionOf<T>],
  Promise<DecisionOf<T>>
>;

export function promptSource<T extends KindTable, State, Ctx>(
  prompts: Prompts<T, State, Ctx>,
  defaultDecision: (state: State, request: RequestOf<T>) => DecisionOf<T>,
  ctx: Ctx,
): DecisionSource<State, RequestOf<T>, DecisionOf<T>> {
  return {
    decide: (request, state) => onRequest(prompts, request, state, ctx, defaultDecision(state, request)),
  };
}
