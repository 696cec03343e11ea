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
import type { DieMenScript, ScriptedSetRef, ScriptSource, SideScript } from './script';

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
    if (request.kind === 'declare') {
      // With Command Lag the battle asks for later rounds: a round's script holds its own strategy.
      const forRound = request.forRound ?? request.round;
      const d = sideScript(forRound, request.side);
      return d && t.whole(forRound, request.side, 'declare', d.declare, d.where?.declare);
    }
    const s = sideScript(request.round, request.side);
    return s && answer(request, s, t);
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

/** Marks what the script answered with: used in the ledger, its origin remembered. */
/** A request's round and side. */
interface Asked {
  readonly round: number;
  readonly side: string;
}

/** An entry as written: where, its place in its section, the set it names. */
type Written = ScriptSource & { readonly index: number; readonly set?: string };

interface Taker {
  /** `decision`, remembered as coming from the `kind` entry `entry` of the request's side and round. */
  from<D extends Decision>(
    at: Asked,
    kind: UnusedKind,
    decision: D | undefined,
    entry: Written | undefined,
  ): D | undefined;
  /** A whole section (declare, dice, free, gates, interfere) as the answer, marked used. */
  whole<D extends Decision>(
    round: number,
    side: string,
    kind: UnusedKind,
    decision: D | undefined,
    where: ScriptSource | undefined,
  ): D | undefined;
  /** The first unused entry of `list` that `accept` takes, marked used. */
  take<T extends { readonly index: number }>(
    round: number,
    side: string,
    kind: UnusedKind,
    list: readonly T[] | undefined,
    accept: (entry: T) => boolean,
  ): T | undefined;
  readonly ledger: Ledger<unknown>;
}

function taker<State>(ledger: Ledger<State>): Taker {
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
    whole(round, side, kind, decision, where) {
      if (!decision) return undefined;
      ledger.use(entryKey(round, side, kind, 0));
      return from({ round, side }, kind, decision, where && { ...where, index: 0 });
    },
    take(round, side, kind, list, accept) {
      for (const entry of list ?? []) {
        const key = entryKey(round, side, kind, entry.index);
        if (ledger.isUsed(key)) continue;
        if (!accept(entry)) {
          ledger.skip(key);
          continue;
        }
        ledger.use(key);
        return entry;
      }
      return undefined;
    },
    ledger: ledger as Ledger<unknown>,
  };
}

/** The script's answer to a request other than a declaration, from the side's round. */
function answer(
  request: Exclude<Request, { kind: 'declare' }>,
  s: SideScript,
  t: Taker,
): Decision | undefined {
  const { round, side } = request;
  switch (request.kind) {
    case 'roll':
      return t.whole(round, side, 'roll', s.roll, s.where?.roll);
    case 'split':
      return splitAnswer(request, s, t);
    case 'assign': {
      const order = t.take(round, side, 'order', s.orders, (o) => matches(o, request.set));
      const decision =
        order && ({ kind: 'assign', side, set: request.set.id, tactic: order.tactic } as const);
      return t.from(request, 'order', decision, order);
    }
    case 'knock': {
      let chosen: QueuedSet | undefined;
      const knocked = t.take(round, side, 'knock', s.knocks, (ref) => {
        chosen = request.candidates.find((c) => matches(ref, c));
        return chosen !== undefined;
      });
      return t.from(request, 'knock', chosen && { kind: 'knock', side, set: chosen.id }, knocked);
    }
    case 'gobble': {
      const entry = t.take(round, side, 'gobble', s.gobbles, () => true);
      return t.from(request, 'gobble', entry && { kind: 'gobble', side, dice: entry.dice }, entry);
    }
    case 'free':
      return t.whole(round, side, 'free', s.free, s.where?.free);
    case 'gates':
      return t.whole(round, side, 'gates', s.gates, s.where?.gates);
    case 'interfere':
      return t.whole(round, side, 'interfere', s.interfere, s.where?.interfere);
    case 'casualties': {
      const at = (c: { readonly at?: string }) => c.at === undefined || c.at === request.at;
      const entry = t.take(round, side, 'casualty', s.casualties, at);
      const decision = entry && ({ kind: 'casualties', side, at: request.at, losses: entry.losses } as const);
      return t.from(request, 'casualty', decision, entry);
    }
    default:
      return allKinds(request);
  }
}

/** Every scripted split whose set was rolled, each set split once. */
function splitAnswer(
  request: Extract<Request, { kind: 'split' }>,
  s: SideScript,
  t: Taker,
): Decision | undefined {
  const { round, side } = request;
  // Orders written without a split were written against the sets as rolled: splitting one
  // would leave its order unusable, so the script keeps them whole rather than asking.
  if (!s.splits) return s.orders.length > 0 ? { kind: 'split', side, splits: [] } : undefined;
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
  return t.from(request, 'split', { kind: 'split', side, splits }, where && { ...where, index: 0 });
}
