/**
 * The generic battle loop: ask the ruleset what it needs, get the answer from a decision source,
 * apply it, collect the events; until the ruleset reports an outcome. It knows nothing of any
 * particular ruleset. A rejected decision stops the run and comes back as data with everything
 * up to that point.
 */
import { problem, type Problem, type Result } from '../core/problem';
import type { DecisionSource, SyncDecisionSource } from './decisionSource';
import type { DecisionOf, KindTable, RequestOf } from './kinds';
import type { ApplyOptions, BaseEvent, Outcome, Ruleset } from './ruleset';

export interface RunOptions<State = unknown, Req = unknown, Ev = unknown> {
  /** Stop with `engine.too-many-decisions` after this many decisions (default 1,000,000). */
  readonly maxDecisions?: number;
  /**
   * Keep the events (default true). Turned off (a simulated trial, a bench), with no `onEvents`
   * either, decisions are applied with events off: the rules' events are dropped as they are
   * pushed (eventSink.ts).
   */
  readonly keepEvents?: boolean;
  /** Keep the decisions made (default true): a replay log. */
  readonly keepDecisions?: boolean;
  /** Called with each step's events as they happen (after the setup and after every decision). */
  readonly onEvents?: (events: readonly Ev[], state: State) => void;
  /** Stop before answering this request; the run then ends unfinished (outcome null). */
  readonly stopBefore?: (request: Req, state: State) => boolean;
}

export interface BattleRun<State, Decision, Event> {
  readonly state: State;
  readonly events: Event[];
  readonly decisions: Decision[];
  readonly outcome: Outcome | null;
}

export interface BattleFailure<State, Decision, Event> {
  readonly problems: readonly Problem[];
  /** How far the battle got; null when the setup itself was rejected. */
  readonly run: BattleRun<State, Decision, Event> | null;
  /** The decision that was rejected, if that is what stopped the run. */
  readonly decision?: Decision;
}

export type RunResult<State, Decision, Event> = Result<
  BattleRun<State, Decision, Event>,
  BattleFailure<State, Decision, Event>
>;

/** The decisions a battle may take when the caller sets no limit. */
export const DEFAULT_MAX = 1_000_000;

/** What the loop does next: ask for a decision, or stop with a result. */
type Next<State, Req, Dec, Ev> =
  | { readonly tag: 'ask'; readonly request: Req }
  | { readonly tag: 'finished'; readonly result: RunResult<State, Dec, Ev> };

const GO_ON = null;

/** The loop's bookkeeping, shared by the sync and async runners. */
class Runner<Setup, State, T extends KindTable, Ev extends BaseEvent> {
  state!: State;
  readonly events: Ev[] = [];
  readonly decisions: DecisionOf<T>[] = [];
  count = 0;
  private readonly keepEvents: boolean;
  /** How decisions are applied: without events when nobody reads them. */
  private readonly applying: ApplyOptions;
  private readonly keepDecisions: boolean;
  private readonly max: number;
  private readonly onEvents: RunOptions<State, RequestOf<T>, Ev>['onEvents'];
  private readonly stopBefore: RunOptions<State, RequestOf<T>, Ev>['stopBefore'];

  constructor(
    readonly ruleset: Ruleset<Setup, State, T, Ev>,
    options: RunOptions<State, RequestOf<T>, Ev>,
  ) {
    this.keepEvents = options.keepEvents ?? true;
    this.keepDecisions = options.keepDecisions ?? true;
    this.max = options.maxDecisions ?? DEFAULT_MAX;
    this.onEvents = options.onEvents;
    this.applying = this.keepEvents || this.onEvents ? {} : { events: false };
    this.stopBefore = options.stopBefore;
  }

  run(): BattleRun<State, DecisionOf<T>, Ev> {
    const { state, events, decisions } = this;
    return { state, events, decisions, outcome: this.ruleset.outcome(state) };
  }

  /** Null when the battle is set up; otherwise the failed result. */
  start(setup: Setup): RunResult<State, DecisionOf<T>, Ev> | null {
    const r = this.ruleset.init(setup);
    if (!r.ok) return { ok: false, error: { problems: r.error, run: null } };
    this.state = r.value.state;
    if (this.keepEvents) this.events.push(...r.value.events);
    this.onEvents?.(r.value.events, this.state);
    return GO_ON;
  }

  next(): Next<State, RequestOf<T>, DecisionOf<T>, Ev> {
    const request = this.ruleset.pending(this.state);
    if (request === null || this.stopBefore?.(request, this.state)) {
      return { tag: 'finished', result: { ok: true, value: this.run() } };
    }
    if (this.count >= this.max) {
      const p = problem('engine.too-many-decisions', `the battle did not end within ${this.max} decisions`, {
        facts: { max: this.max },
      });
      return { tag: 'finished', result: { ok: false, error: { problems: [p], run: this.run() } } };
    }
    return { tag: 'ask', request };
  }

  /** Null when the decision was applied; otherwise the failed result. */
  feed(decision: DecisionOf<T>): RunResult<State, DecisionOf<T>, Ev> | null {
    const r = this.ruleset.apply(this.state, decision, this.applying);
    if (!r.ok) return { ok: false, error: { problems: [r.error], run: this.run(), decision } };
    this.count++;
    this.state = r.value.state;
    if (this.keepDecisions) this.decisions.push(decision);
    if (this.keepEvents) for (const e of r.value.events) this.events.push(e);
    this.onEvents?.(r.value.events, this.state);
    return GO_ON;
  }
}

/** Runs a battle to its end with a source that answers synchronously. */
export function runBattle<Setup, State, T extends KindTable, Ev extends BaseEvent>(
  ruleset: Ruleset<Setup, State, T, Ev>,
  setup: Setup,
  source: SyncDecisionSource<State, RequestOf<T>, DecisionOf<T>>,
  options: RunOptions<State, RequestOf<T>, Ev> = {},
): RunResult<State, DecisionOf<T>, Ev> {
  const r = new Runner(ruleset, options);
  const failed = r.start(setup);
  if (failed) return failed;
  for (;;) {
    const next = r.next();
    if (next.tag === 'finished') return next.result;
    const stopped = r.feed(source.decide(next.request, r.state));
    if (stopped) return stopped;
  }
}

/** Runs a battle to its end with a source that may answer asynchronously (a person at a prompt). */
export async function runBattleAsync<Setup, State, T extends KindTable, Ev extends BaseEvent>(
  ruleset: Ruleset<Setup, State, T, Ev>,
  setup: Setup,
  source: DecisionSource<State, RequestOf<T>, DecisionOf<T>>,
  options: RunOptions<State, RequestOf<T>, Ev> = {},
): Promise<RunResult<State, DecisionOf<T>, Ev>> {
  const r = new Runner(ruleset, options);
  const failed = r.start(setup);
  if (failed) return failed;
  for (;;) {
    const next = r.next();
    if (next.tag === 'finished') return next.result;
    const stopped = r.feed(await source.decide(next.request, r.state));
    if (stopped) return stopped;
  }
}
