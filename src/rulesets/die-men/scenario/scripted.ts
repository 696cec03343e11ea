/**
 * Scripted orders as a decision source: answers each Request from a scenario's scripted rounds
 * when the script has an answer for that round and side, and hands everything else to a fallback
 * (the rules core's defaults, a prompt, the computer). Sets are matched by name: a request's set
 * takes the first unused scripted order whose "WxH" equals its rolled width and height.
 */
import { hasOwn } from '../../../core/plainData';
import type { Problem } from '../../../core/problem';
import type { DecisionSource, SyncDecisionSource } from '../../../engine/decisionSource';
import { allKinds } from '../../../engine/kinds';
import { roundNotReached, scriptLedger, unusedProblem } from '../../../scenario/scriptLedger';
import type { Decision, QueuedSet, Request, SplitOrder } from '../types';
import {
  entryKey,
  listUnused,
  noteAsked,
  scriptedEntry,
  type Ledger,
  type UnusedEntry,
  type UnusedKind,
} from './ledger';
import type { DieMenScript, ScriptedCasualty, ScriptedSetRef, ScriptSource, SideScript } from './script';

export type { UnusedEntry, UnusedKind };

export interface ScriptedSource<State> extends DecisionSource<State, Request, Decision> {
  /** The highest round any request has named so far (0 before the first). */
  readonly lastRound: number;
  /** Every scripted entry nothing used, in rounds up to `throughRound`. */
  unused(throughRound?: number): UnusedEntry[];
  /** What the source saw of the battle: what was asked and used, and positions (leftovers.ts). */
  readonly ledger: Ledger<State>;
  /** `unused` as Problems (`scenario.unused-order`, ...) with the file and line they were written on. */
  unusedProblems(throughRound?: number): Problem[];
  /** Where in the scenario a decision this source gave came from; undefined if the fallback gave it. */
  origin(decision: Decision): ScriptSource | undefined;
  /**
   * A problem the rules core raised against a scripted decision, re-pointed at the scenario entry
   * it came from (file, line, path); the decision's own path moves to `facts.decisionPath`.
   * Problems about decisions the script didn't give come back unchanged.
   */
  locate(decision: Decision, p: Problem): Problem;
}

export interface SyncScriptedSource<State>
  extends ScriptedSource<State>, SyncDecisionSource<State, Request, Decision> {
  decide(request: Request, state: State): Decision;
}

const matches = (ref: ScriptedSetRef, set: QueuedSet): boolean =>
  ref.width === set.rolledWidth && ref.height === set.height;

/** A source answering from `script`, else from `fallback`. Synchronous when the fallback is. */
export function scriptedSource<State>(
  script: DieMenScript,
  fallback: SyncDecisionSource<State, Request, Decision>,
): SyncScriptedSource<State>;
export function scriptedSource<State>(
  script: DieMenScript,
  fallback: DecisionSource<State, Request, Decision>,
): ScriptedSource<State>;
export function scriptedSource<State>(
  script: DieMenScript,
  fallback: DecisionSource<State, Request, Decision>,
): ScriptedSource<State> {
  const ledger: Ledger<State> = scriptLedger(script.file);
  const t = taker(ledger);
  const sideScript = (round: number, side: string): SideScript | undefined => {
    const sides = script.rounds[round - 1]?.sides;
    return sides && hasOwn(sides, side) ? sides[side] : undefined;
  };
  const fromScript = (request: Request): Decision | undefined => {
    // With Command Lag the battle asks for later rounds: a round's script holds its own strategy.
    const round = request.kind === 'declare' ? (request.forRound ?? request.round) : request.round;
    const s = sideScript(round, request.side);
    return s && answer(request, { round, side: request.side }, s, t);
  };

  const unused = (throughRound = Infinity): UnusedEntry[] => listUnused(script, ledger, throughRound);

  return {
    get lastRound() {
      return ledger.lastRound;
    },
    decide(request: Request, state: State) {
      noteAsked(ledger, request, state);
      return fromScript(request) ?? fallback.decide(request, state);
    },
    unused,
    ledger,
    origin: (decision) => ledger.origin(decision)?.where,
    locate: (decision, p) => ledger.locate(decision, p),
    unusedProblems: (throughRound?: number) =>
      unused(throughRound).map((u) => unusedEntryProblem(u, script.file)),
  };
}

/** Why a scripted entry was never used, in words. */
function whyUnused(u: UnusedEntry): string {
  if (!u.reached) return roundNotReached(u.round);
  switch (u.kind) {
    case 'order':
      return `${u.side} had no ${u.set} set left to spend on it`;
    case 'split':
      return `${u.side} had no ${u.set} set to split`;
    case 'knock':
      return `no ${u.set} set of ${u.side}'s could lose the die`;
    case 'casualty':
      return `${u.side} never chose casualties there`;
    case 'gobble':
      return `${u.side} was asked fewer times`;
    default:
      return `the battle never asked ${u.side} for it`;
  }
}

/** An entry nothing used, as a problem at the line it was written on. */
function unusedEntryProblem(u: UnusedEntry, file: string | undefined): Problem {
  const facts = { kind: u.kind, index: u.index, set: u.set, reached: u.reached };
  return unusedProblem(`scenario.unused-${u.kind}`, scriptedEntry(u, u), whyUnused(u), file, facts);
}

/** A request's round (for a declaration, the round it declares for) and side. */
interface Asked {
  readonly round: number;
  readonly side: string;
}

/** An entry as written: where, its place in its section, the set it names. */
type Written = ScriptSource & { readonly index: number; readonly set?: string };

/** The sections the script answers with whole, each written once a side a round. */
type WholeSection = 'declare' | 'roll' | 'free' | 'gates' | 'interfere';

type Taker = ReturnType<typeof taker>;

/** Marks what the script answered with: used in the ledger, its origin remembered. */
function taker<State>(ledger: Ledger<State>) {
  /** `decision`, remembered as coming from the `kind` entry `entry` of the request's side and round. */
  const from = <D extends Decision>(
    at: Asked,
    kind: UnusedKind,
    decision: D | undefined,
    entry: Written | undefined,
  ) =>
    decision && entry
      ? ledger.from(decision, scriptedEntry({ ...at, kind, index: entry.index, set: entry.set }, entry))
      : decision;
  return {
    from,
    /** A whole section of the side's round as the answer, marked used. */
    whole(at: Asked, kind: WholeSection, s: SideScript): Decision | undefined {
      const decision = s[kind];
      if (!decision) return undefined;
      ledger.use(entryKey(at.round, at.side, kind, 0));
      const where = s.where?.[kind];
      return from(at, kind, decision, where && { ...where, index: 0 });
    },
    /**
     * The answer `decide` makes of the first unused entry of `list` that `accept` takes, that entry
     * marked used (and each it refused on the way, skipped).
     */
    pick<E extends Written>(
      at: Asked,
      kind: UnusedKind,
      list: readonly E[] | undefined,
      accept: (entry: E) => boolean,
      decide: (entry: E) => Decision,
    ): Decision | undefined {
      for (const entry of list ?? []) {
        const key = entryKey(at.round, at.side, kind, entry.index);
        if (ledger.isUsed(key)) continue;
        if (!accept(entry)) {
          ledger.skip(key);
          continue;
        }
        ledger.use(key);
        return from(at, kind, decide(entry), entry);
      }
      return undefined;
    },
    ledger: ledger as Ledger<unknown>,
  };
}

/** The script's answer to a request, from the side's round. */
function answer(request: Request, at: Asked, s: SideScript, t: Taker): Decision | undefined {
  const { side } = at;
  switch (request.kind) {
    case 'deploy':
      // A scenario scripts rounds 1 on; deployment is played (ruling 33): the fallback answers it.
      return undefined;
    case 'declare':
    case 'roll':
    case 'free':
    case 'gates':
    case 'interfere':
      return t.whole(at, request.kind, s);
    case 'split':
      return splitAnswer(request, at, s, t);
    case 'assign':
      return t.pick(
        at,
        'order',
        s.orders,
        (o) => matches(o, request.set),
        (o) => ({ kind: 'assign', side, set: request.set.id, tactic: o.tactic }),
      );
    case 'knock': {
      const target = (ref: ScriptedSetRef) => request.candidates.find((c) => matches(ref, c));
      const chosen = (ref: ScriptedSetRef) => ({ kind: 'knock', side, set: target(ref)!.id }) as const;
      return t.pick(at, 'knock', s.knocks, (ref) => target(ref) !== undefined, chosen);
    }
    case 'gobble':
      return t.pick(
        at,
        'gobble',
        s.gobbles,
        () => true,
        (g) => ({ kind: 'gobble', side, dice: g.dice }),
      );
    case 'casualties': {
      const here = (c: { readonly at?: string }) => c.at === undefined || c.at === request.at;
      const losses = (c: ScriptedCasualty) =>
        ({ kind: 'casualties', side, at: request.at, losses: c.losses }) as const;
      return t.pick(at, 'casualty', s.casualties, here, losses);
    }
    default:
      return allKinds(request);
  }
}

/** Every scripted split whose set was rolled, each set split once. */
function splitAnswer(request: Extract<Request, { kind: 'split' }>, at: Asked, s: SideScript, t: Taker) {
  const { round, side } = at;
  // Orders written without a split were written against the sets as rolled: splitting one
  // would leave its order unusable, so the script keeps them whole rather than asking.
  if (!s.splits) return s.orders.length > 0 ? ({ kind: 'split', side, splits: [] } as const) : undefined;
  const taken = new Set<string>();
  const splits: SplitOrder[] = [];
  for (const entry of s.splits) {
    const key = entryKey(round, side, 'split', entry.index);
    if (t.ledger.isUsed(key)) continue;
    const set = request.splittable.find((q) => !taken.has(q.id) && matches(entry, q));
    if (!set) continue;
    t.ledger.use(key);
    taken.add(set.id);
    splits.push({ set: set.id, into: entry.into });
  }
  const where = s.where?.split;
  return t.from(at, 'split', { kind: 'split', side, splits } as const, where && { ...where, index: 0 });
}
