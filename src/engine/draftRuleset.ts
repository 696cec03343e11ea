/**
 * A ruleset written as every built-in game writes one: each decision is applied to a working copy
 * of the state (a draft, whose containers the game copies before it changes them, so the input
 * state is never touched), by the handler for its kind; then the game runs every automatic step
 * up to the next question. The game supplies those pieces; this joins them into a Ruleset.
 */
import { fail, ok, type Problem } from '../core/problem';
import {
  onDecision,
  type DecisionAppliers,
  type DecisionHandlers,
  type KindTable,
  type RequestOf,
} from './kinds';
import { discardingEvents, isDiscarding } from './eventSink';
import { defineRuleset, type BaseEvent, type Outcome, type Ruleset } from './ruleset';

export interface DraftRulesetSpec<
  Setup,
  State,
  Draft extends State,
  T extends KindTable,
  Event extends BaseEvent,
> {
  readonly id: string;
  readonly version: string;
  /** Every problem with the set-up (none: it can be played). */
  validate(setup: Setup): Problem[];
  /** The opening draft and the events of setting it up. */
  create(setup: Setup): { draft: Draft; events: Event[] };
  /** A working copy of `state` that a decision may change. */
  draftOf(state: State): Draft;
  /** One handler per kind of decision: a Problem refuses it. */
  readonly appliers: DecisionAppliers<T, [Draft, Event[]], Problem | null>;
  /** Runs every automatic step up to the next question or the end. */
  advance(draft: Draft, events: Event[]): void;
  pending(state: State): RequestOf<T> | null;
  readonly defaults: DecisionHandlers<T, State>;
  outcome(state: State): Outcome | null;
}

const NO_EVENTS: readonly never[] = Object.freeze([]);

export function defineDraftRuleset<
  Setup,
  State,
  Draft extends State,
  T extends KindTable,
  Event extends BaseEvent,
>(spec: DraftRulesetSpec<Setup, State, Draft, T, Event>): Ruleset<Setup, State, T, Event> {
  return defineRuleset<Setup, State, T, Event>({
    id: spec.id,
    version: spec.version,
    init(setup) {
      const problems = spec.validate(setup);
      if (problems.length > 0) return fail(problems);
      const { draft, events } = spec.create(setup);
      spec.advance(draft, events);
      return ok({ state: draft, events });
    },
    pending: (state) => spec.pending(state),
    applyTo(state, decision, request, options) {
      const draft = spec.draftOf(state);
      const events: Event[] = options?.events === false ? discardingEvents<Event>() : [];
      const refused = onDecision(spec.appliers, decision, request, draft, events);
      if (refused) return fail(refused);
      spec.advance(draft, events);
      return ok({ state: draft, events: isDiscarding(events) ? NO_EVENTS : events });
    },
    defaults: spec.defaults,
    outcome: (state) => spec.outcome(state),
  });
}
