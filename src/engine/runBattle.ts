/**
 * The generic battle loop: ask the ruleset what it needs, get the answer from a decision source,
 * apply it, collect the events; until the ruleset reports an outcome. It knows nothing of any
 * particular ruleset. A rejected decision stops the run and comes back as data with everything
 * up to that point.
 */
import { problem, type Problem, type Result } from '../core/problem';
import type { DecisionSource, SyncDecisionSource } from './decisionSource';
import type { BaseDecision, BaseEvent, BaseRequest, Outcome, Ruleset } from './ruleset';

export interface RunOptions {
  /** Stop with `engine.too-many-decisions` after this many decisions (default 1,000,000). */
  readonly maxDecisions?: number;
  /** Keep the events (default true). A bench that only wants outcomes turns this off. */
  readonly keepEvents?: boolean;
  /** Keep the decisions made (default true): a replay log. */
  readonly keepDecisions?: boolean;
  /** Called with each step's events as they happen (after the setup and after every decision). */
  readonly onEvents?: (events: readonly BaseEvent[], state: unknown) => void;
  /** Stop before answering this request; the run then ends unfinished (outcome null). */
  readonly stopBefore?: (request: BaseRequest, state: unknown) => boolean;
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

const DEFAULT_MAX = 1_000_000;

type Step<State, Decision, Event> =
  { readonly done: true; readonly result: RunResult<State, Decision, Event> } | { readonly done: false };

/** The loop's bookkeeping, shared by the sync and async runners. */
class Runner<Setup, State, Req extends BaseRequest, Dec extends BaseDecision, Ev extends BaseEvent> {
  state!: State;
  readonly events: Ev[] = [];
  readonly decisions: Dec[] = [];
  count = 0;
  private readonly keepEvents: boolean;
  private readonly keepDecisions: boolean;
  private readonly max: number;
  private readonly onEvents: RunOptions['onEvents'];
  private readonly stopBefore: RunOptions['stopBefore'];

  constructor(
    readonly ruleset: Ruleset<Setup, State, Req, Dec, Ev>,
    options: RunOptions,
  ) {
    this.keepEvents = options.keepEvents ?? true;
    this.keepDecisions = options.keepDecisions ?? true;
    this.max = options.maxDecisions ?? DEFAULT_MAX;
    this.onEvents = options.onEvents;
    this.stopBefore = options.stopBefore;
  }

  run(): BattleRun<State, Dec, Ev> {
    const { state, events, decisions } = this;
    return { state, events, decisions, outcome: this.ruleset.outcome(state) };
  }

  start(setup: Setup): Step<State, Dec, Ev> {
    const r = this.ruleset.init(setup);
    if (!r.ok) return { done: true, result: { ok: false, error: { problems: r.error, run: null } } };
    this.state = r.value.state;
    if (this.keepEvents) this.events.push(...r.value.events);
    this.onEvents?.(r.value.events, this.state);
    return { done: false };
  }

  /** The next request, or a finished result. */
  next(): Req | Step<State, Dec, Ev> {
    const req = this.ruleset.pending(this.state);
    if (req === null || this.stopBefore?.(req, this.state)) {
      return { done: true, result: { ok: true, value: this.run() } };
    }
    if (this.count >= this.max) {
      const p = problem('engine.too-many-decisions', `the battle did not end within ${this.max} decisions`, {
        facts: { max: this.max },
      });
      return { done: true, result: { ok: false, error: { problems: [p], run: this.run() } } };
    }
    return req;
  }

  feed(decision: Dec): Step<State, Dec, Ev> {
    const r = this.ruleset.apply(this.state, decision);
    if (!r.ok) {
      return { done: true, result: { ok: false, error: { problems: [r.error], run: this.run(), decision } } };
    }
    this.count++;
    this.state = r.value.state;
    if (this.keepDecisions) this.decisions.push(decision);
    if (this.keepEvents) for (const e of r.value.events) this.events.push(e);
    this.onEvents?.(r.value.events, this.state);
    return { done: false };
  }
}

const isStep = (x: unknown): x is { done: boolean } => typeof x === 'object' && x !== null && 'done' in x;

/** Runs a battle to its end with a source that answers synchronously. */
export function runBattle<
  Setup,
  State,
  Req extends BaseRequest,
  Dec extends BaseDecision,
  Ev extends BaseEvent,
>(
  ruleset: Ruleset<Setup, State, Req, Dec, Ev>,
  setup: Setup,
  source: SyncDecisionSource<State, Req, Dec>,
  options: RunOptions = {},
): RunResult<State, Dec, Ev> {
  const r = new Runner(ruleset, options);
  const s = r.start(setup);
  if (s.done) return s.result;
  for (;;) {
    const req = r.next();
    if (isStep(req)) return (req as { done: true; result: RunResult<State, Dec, Ev> }).result;
    const step = r.feed(source.decide(req, r.state));
    if (step.done) return step.result;
  }
}

/** Runs a battle to its end with a source that may answer asynchronously (a person at a prompt). */
export async function runBattleAsync<
  Setup,
  State,
  Req extends BaseRequest,
  Dec extends BaseDecision,
  Ev extends BaseEvent,
>(
  ruleset: Ruleset<Setup, State, Req, Dec, Ev>,
  setup: Setup,
  source: DecisionSource<State, Req, Dec>,
  options: RunOptions = {},
): Promise<RunResult<State, Dec, Ev>> {
  const r = new Runner(ruleset, options);
  const s = r.start(setup);
  if (s.done) return s.result;
  for (;;) {
    const req = r.next();
    if (isStep(req)) return (req as { done: true; result: RunResult<State, Dec, Ev> }).result;
    const step = r.feed(await source.decide(req, r.state));
    if (step.done) return step.result;
  }
}
