/**
 * A ruleset is a plug-in: plain data in, plain data out. The engine loop (runBattle) only ever
 * asks `pending` what decision is needed, gets it from a DecisionSource, and hands it to `apply`.
 * Modelled on boardgame.io's core: state is serialisable, the RNG state lives inside it, and a
 * rejected decision is a value (a Problem), never an exception.
 */
import type { Problem, Result } from '../core/problem';

export interface Outcome {
  /** The winning side's id, or null for a draw. */
  readonly winner: string | null;
  readonly reason: string;
}

/** Every decision request names the side that must answer it. */
export interface BaseRequest {
  readonly kind: string;
  readonly side: string;
}

export interface BaseDecision {
  readonly kind: string;
  readonly side: string;
}

export interface BaseEvent {
  readonly type: string;
}

export interface Applied<State, Event> {
  readonly state: State;
  readonly events: readonly Event[];
}

export interface Ruleset<
  Setup,
  State,
  Request extends BaseRequest,
  Decision extends BaseDecision,
  Event extends BaseEvent,
> {
  /** Stable id, e.g. `die-men`. */
  readonly id: string;
  /** Rules version: bump when a change can alter the outcome of a logged battle. */
  readonly version: string;
  /** Builds the opening state (RNG seeded from the setup) or explains why it can't. */
  init(setup: Setup): Result<Applied<State, Event>, Problem[]>;
  /** The next decision the battle needs, or null when it is over. */
  pending(state: State): Request | null;
  /** Applies a decision and runs every automatic step up to the next decision. */
  apply(state: State, decision: Decision): Result<Applied<State, Event>>;
  /** The documented default answer, used when a script leaves a choice out. */
  defaultDecision(state: State, request: Request): Decision;
  /** Set once the battle has ended. */
  outcome(state: State): Outcome | null;
}
