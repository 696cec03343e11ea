/**
 * `defineGame`: a game states only what differs, and the rest of `GameRules` comes from defaults
 * that read the shape every game here shares: a setup with `sides` and `seed`, a state that keeps
 * the request it waits on (`awaiting`) and how it ended (`outcome`), requests that name their
 * round. A game of another shape writes `GameRules` itself; nothing else changes.
 */
import { ok } from '../core/problem';
import type { SyncDecisionSource } from './decisionSource';
import { defineDraftRuleset, type DraftRulesetSpec } from './draftRuleset';
import type { GameMeta, GameRules, SideInfo, SimKit, SimPlan, Tally } from './game';
import type { DecisionOf, KindTable, RequestOf } from './kinds';
import { endEventReaders, type HasEndEvents } from './endEvents';
import type { LogAdapter } from './logAdapter';
import { positionFraction, randomGeneral, type RandomSpec } from './randomGeneral';
import { defineRuleset, type BaseEvent, type Outcome, type Ruleset, type RulesetSpec } from './ruleset';
import { defaultSource } from './sources';

/** The set-up the defaults read: the sides in play order, the seed the battle rolls with. */
export interface StandardSetup {
  readonly seed: string;
  readonly sides: readonly SideInfo[];
}

/** The state the defaults read: the request it waits on, how the battle ended. */
export interface StandardState<T extends KindTable> {
  readonly awaiting: RequestOf<T> | null;
  readonly outcome: Outcome | null;
}

/** Kinds whose requests name their round. */
export type RoundKinds = {
  readonly [kind: string]: {
    readonly request: { readonly kind: string; readonly side: string; readonly round: number };
    readonly decision: { readonly kind: string; readonly side: string };
  };
};

/**
 * A draft ruleset's pieces (draftRuleset.ts) as a game states them: how a battle starts (`start`)
 * and how a decision moves it on (`play`). The id is `meta.id`; `pending` and `outcome` are read
 * from the state.
 */
export type DraftPieces<
  Setup,
  State,
  Draft extends State,
  T extends KindTable,
  Event extends BaseEvent,
> = SplitPieces<DraftRulesetSpec<Setup, State, Draft, T, Event>>;

interface SplitPieces<
  Spec extends Record<'validate' | 'create' | 'draftOf' | 'appliers' | 'advance' | 'defaults', unknown>,
> {
  /** Bumped whenever a change can alter a logged battle's outcome (ruleset.ts). */
  readonly version: string;
  readonly start: Pick<Spec, 'validate' | 'create'>;
  readonly play: Pick<Spec, 'draftOf' | 'appliers' | 'advance' | 'defaults'>;
  readonly rules?: never;
  readonly init?: never;
}

/** A ruleset already built with `defineRuleset`. */
interface BuiltRules<Setup, State, T extends KindTable, Event extends BaseEvent> {
  readonly rules: Ruleset<Setup, State, T, Event>;
  readonly version?: never;
  readonly start?: never;
  readonly play?: never;
  readonly init?: never;
}

/**
 * A ruleset written whole, for a state never changed in place (each decision builds the next
 * state, so there is no draft to copy): `init`, `applyTo` and `defaults` as `defineRuleset` takes
 * them; the id is `meta.id`, `pending` and `outcome` are read from the state.
 */
type WholeRules<Setup, State, T extends KindTable, Event extends BaseEvent> = Pick<
  RulesetSpec<Setup, State, T, Event>,
  'version' | 'init' | 'applyTo' | 'defaults'
> & { readonly rules?: never; readonly start?: never; readonly play?: never };

type Source<State, T extends KindTable> = SyncDecisionSource<State, RequestOf<T>, DecisionOf<T>>;

/**
 * How a battle stands for the statistics: the game's own `tally`, or just what each side has `left`
 * of the measure (in `sides` order), the rest from the state: the round reached, and stopped by
 * the round limit when more than one side still has some.
 */
type TallySpec<Setup, State> =
  | { tally(setup: Setup, state: State): Tally; readonly left?: never }
  | (State extends Rounds
      ? { left(setup: Setup, state: State): readonly number[]; readonly tally?: never }
      : never);

/** A state that counts its rounds, as the standard tally needs. */
type Rounds = { readonly round: number };

/** The simulator's part a game must state; `plans` and `source` default to one plan of `computer`. */
export type SimSpec<Setup, State, T extends KindTable> = Omit<
  SimKit<Setup, State, T>,
  'plans' | 'source' | 'tally'
> &
  Partial<Pick<SimKit<Setup, State, T>, 'plans' | 'source'>> &
  TallySpec<Setup, State>;

/** The rules: the pieces of a draft ruleset, a ruleset written whole, or one as built. */
export type GameSpec<
  Setup extends StandardSetup,
  State extends StandardState<T>,
  T extends RoundKinds,
  Event extends BaseEvent,
  Draft extends State,
> = GameParts<Setup, State, T, Event> &
  (
    | DraftPieces<Setup, State, Draft, T, Event>
    | WholeRules<Setup, State, T, Event>
    | BuiltRules<Setup, State, T, Event>
  );

interface GameParts<
  Setup extends StandardSetup,
  State extends StandardState<T>,
  T extends RoundKinds,
  Event extends BaseEvent,
> {
  readonly meta: GameMeta;
  /** What the log reads; `roundEnded` and `battleEnded` read the standard end events (endEvents.ts). */
  readonly log: LogSpec<State, Event, DecisionOf<T>>;
  /** The position as plain data: `final` of `step --json` and `replay --json`. */
  final(state: State, events: readonly Event[]): unknown;
  /** The computer general; left out, every side answers with the ruleset's documented defaults. */
  computer?(seed: string): Source<State, T>;
  /** The random general's lawful answers per kind (randomGeneral.ts). */
  readonly random: RandomSpec<T, State>;
  readonly sim: SimSpec<Setup, State, T>;
}

/** The log adapter, whose end-event readers a game with the standard end events may leave out. */
type LogSpec<State, Event, Decision> =
  HasEndEvents<Event> extends true
    ? Omit<LogAdapter<State, Event, Decision>, EndReaders> &
        Partial<Pick<LogAdapter<State, Event, Decision>, EndReaders>>
    : LogAdapter<State, Event, Decision>;

type EndReaders = 'roundEnded' | 'battleEnded';

/** The ruleset as built, written whole, or joined from its draft pieces. */
function rulesetOf<
  Setup extends StandardSetup,
  State extends StandardState<T>,
  T extends RoundKinds,
  Event extends BaseEvent,
  Draft extends State,
>(spec: GameSpec<Setup, State, T, Event, Draft>): Ruleset<Setup, State, T, Event> {
  if (spec.rules) return spec.rules;
  const fromState = {
    pending: (state: State) => state.awaiting,
    outcome: (state: State) => state.outcome,
  };
  if (spec.init) {
    const { version, init, applyTo, defaults } = spec;
    return defineRuleset({ id: spec.meta.id, version, init, applyTo, defaults, ...fromState });
  }
  return defineDraftRuleset<Setup, State, Draft, T, Event>({
    id: spec.meta.id,
    version: spec.version,
    ...spec.start,
    ...spec.play,
    ...fromState,
  });
}

/** The game's tally, or the standard one over what each side has left. */
function tallyOf<Setup, State>(spec: TallySpec<Setup, State>): (setup: Setup, state: State) => Tally {
  if (spec.tally) return spec.tally;
  const left = spec.left;
  return (setup, state) => {
    const l = left(setup, state);
    // `left` is offered only to a state with rounds (TallySpec).
    return {
      rounds: (state as State & Rounds).round,
      left: l,
      byRoundLimit: l.filter((n) => n > 0).length > 1,
    };
  };
}

const withoutTallyParts = <S extends { readonly left?: unknown; readonly tally?: unknown }>(
  sim: S,
): Omit<S, 'left' | 'tally'> => {
  const { left: _left, tally: _tally, ...rest } = sim;
  return rest;
};

/** The one plan of a game that compares none: its computer general on every side. */
const onePlan = <Setup>(setup: Setup) =>
  ok([{ label: '', setup, report: {}, fixed: null } satisfies SimPlan<Setup>]);

export function defineGame<
  Setup extends StandardSetup,
  State extends StandardState<T>,
  T extends RoundKinds,
  Event extends BaseEvent,
  Draft extends State = State,
>(spec: GameSpec<Setup, State, T, Event, Draft>): GameRules<Setup, State, T, Event> {
  const ruleset = rulesetOf(spec);
  const computer = spec.computer ?? (() => defaultSource(ruleset));
  // LogSpec leaves the end-event readers out only for a game whose events are the standard ones.
  const log = { ...endEventReaders, ...spec.log } as LogAdapter<State, Event, DecisionOf<T>>;
  return {
    meta: spec.meta,
    ruleset,
    log,
    sides: (setup) => setup.sides.map((s) => ({ id: s.id, name: s.name })),
    seedOf: (setup) => setup.seed,
    withSeed: (setup, seed) => ({ ...setup, seed }),
    requestRound: (request) => request.round,
    // Round 0 is before round 1 (a deployment's roll-off and placements): part of the opening, as
    // in games whose deployment events carry no round, so `replay` and `--json` show no "round 0".
    eventRound: (event) => {
      const round = 'round' in event ? (event as { round: number }).round : 0;
      return round >= 1 ? round : null;
    },
    final: spec.final,
    computer,
    random: randomGeneral({
      answers: spec.random.answers,
      fraction:
        spec.random.fraction ??
        positionFraction<T, State>((state, request) => log.roundHash(state, request.round)),
    }),
    sim: {
      plans: onePlan,
      source: (_plan, seed) => computer(seed),
      ...withoutTallyParts(spec.sim),
      tally: tallyOf(spec.sim),
    },
  };
}
