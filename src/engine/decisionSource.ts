/**
 * The one seam through which every player choice arrives: prompts, scripted scenario orders, the
 * computer general and replay logs all implement this. A source may answer synchronously (scripts,
 * the computer) or asynchronously (a person at a prompt).
 */
import type { BaseDecision, BaseRequest } from './ruleset';

export interface DecisionSource<State, Request extends BaseRequest, Decision extends BaseDecision> {
  decide(request: Request, state: State): Decision | Promise<Decision>;
}

/** A source that answers synchronously; battle simulations need no promises. */
export interface SyncDecisionSource<
  State,
  Request extends BaseRequest,
  Decision extends BaseDecision,
> extends DecisionSource<State, Request, Decision> {
  decide(request: Request, state: State): Decision;
}
