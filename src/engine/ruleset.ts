/**
 * A ruleset is a plug-in: plain data in, plain data out. The engine loop (runBattle) only ever
 * asks `pending` what decision is needed, gets it from a DecisionSource, and hands it to `apply`.
 * Modelled on boardgame.io's core: state is serialisable, the RNG state lives inside it, and a
 * rejected decision is a value (a Problem), never an exception.
 */
import { fail, problem, type Problem, type Result } from '../core/problem';
import { answer, type DecisionHandlers, type DecisionOf, type KindTable, type RequestOf } from './kinds';

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

/** How a decision is applied. */
export interface ApplyOptions {
  /**
   * Build the events (default true). A run that reads none (a simulated trial) turns this off:
   * the decisions and the state come out the same, the events list comes back empty.
   */
  readonly events?: boolean;
}

export interface Ruleset<Setup, State, T extends KindTable, Event extends BaseEvent> {
  /** Stable id, e.g. `die-men`. */
  readonly id: string;
  /** Rules version: bump when a change can alter the outcome of a logged battle. */
  readonly version: string;
  /** Builds the opening state (RNG seeded from the setup) or explains why it can't. */
  init(setup: Setup): Result<Applied<State, Event>, Problem[]>;
  /** The next decision the battle needs, or null when it is over. */
  pending(state: State): RequestOf<T> | null;
  /**
   * Applies a decision and runs every automatic step up to the next decision. A decision that
   * doesn't answer the pending request (its kind and side) is refused before the rules see it.
   */
  apply(state: State, decision: DecisionOf<T>, options?: ApplyOptions): Result<Applied<State, Event>>;
  /** The documented default answer, used when a script leaves a choice out. */
  defaultDecision(state: State, request: RequestOf<T>): DecisionOf<T>;
  /** Set once the battle has ended. */
  outcome(state: State): Outcome | null;
}

/** What a game writes; `defineRuleset` adds the checks every game shares. */
export interface RulesetSpec<Setup, State, T extends KindTable, Event extends BaseEvent> {
  readonly id: string;
  readonly version: string;
  init(setup: Setup): Result<Applied<State, Event>, Problem[]>;
  pending(state: State): RequestOf<T> | null;
  /** Applies a decision the engine has checked answers `request`. The input state is never changed. */
  applyTo(
    state: State,
    decision: DecisionOf<T>,
    request: RequestOf<T>,
    options?: ApplyOptions,
  ): Result<Applied<State, Event>>;
  /** The documented default for each kind of request. */
  readonly defaults: DecisionHandlers<T, State>;
  outcome(state: State): Outcome | null;
}

/** Refuses a decision that doesn't answer `request`; null when it does. */
export function mismatch(
  request: BaseRequest | null,
  decision: BaseDecision | null | undefined,
): Problem | null {
  if (!request) return problem('decision.battle-over', 'the battle is over: no decision is expected');
  if (!decision || decision.kind !== request.kind || decision.side !== request.side) {
    return problem(
      'decision.unexpected',
      `the battle is waiting for a ${request.kind} decision from ${request.side}`,
      {
        facts: {
          expected: { kind: request.kind, side: request.side },
          got: { kind: decision?.kind, side: decision?.side },
        },
      },
    );
  }
  return null;
}

export function defineRuleset<Setup, State, T extends KindTable, Event extends BaseEvent>(
  spec: RulesetSpec<Setup, State, T, Event>,
): Ruleset<Setup, State, T, Event> {
  return {
    id: spec.id,
    version: spec.version,
    init: (setup) => spec.init(setup),
    pending: (state) => spec.pending(state),
    apply(state, decision, options) {
      const request = spec.pending(state);
      const refused = mismatch(request, decision);
      if (refused) return fail(refused);
      return spec.applyTo(state, decision, request!, options);
    },
    defaultDecision: (state, request) => answer(spec.defaults, state, request),
    outcome: (state) => spec.outcome(state),
  };
}
