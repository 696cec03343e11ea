/**
 * Scripted orders as a decision source: answers each Request from a scenario's scripted rounds
 * when the script has an answer for that round and side, and hands everything else to a fallback
 * (the rules core's defaults, a prompt, the computer). Sets are matched by name: a request's set
 * takes the first unused scripted order whose "WxH" equals its rolled width and height.
 */
import { hasOwn } from '../../../core/plainData';
import { problem, type Problem } from '../../../core/problem';
import type { DecisionSource, SyncDecisionSource } from '../../../engine/decisionSource';
import type { Decision, QueuedSet, Request, SplitOrder } from '../types';
import {
  createLedger,
  listUnused,
  wasNotUsed,
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
  const ledger = createLedger<State>();
  const origins = new WeakMap<Decision, ScriptSource>();
  const from = <D extends Decision>(
    decision: D | undefined,
    where: ScriptSource | undefined,
  ): D | undefined => {
    if (decision && where) {
      origins.set(decision, { path: where.path, ...(where.line !== undefined ? { line: where.line } : {}) });
    }
    return decision;
  };

  const sideScript = (round: number, side: string): SideScript | undefined => {
    const sides = script.rounds[round - 1]?.sides;
    return sides && hasOwn(sides, side) ? sides[side] : undefined;
  };

  /** A whole section (declare, dice, free, gates, interfere) as the answer, marked used. */
  const whole = <D extends Decision>(
    round: number,
    side: string,
    kind: UnusedKind,
    decision: D | undefined,
    where: ScriptSource | undefined,
  ): D | undefined => {
    if (!decision) return undefined;
    ledger.use(round, side, kind, 0);
    return from(decision, where);
  };

  /** The first unused entry of `list` that `accept` takes, marked used. */
  const take = <T extends { readonly index: number }>(
    round: number,
    side: string,
    kind: UnusedKind,
    list: readonly T[] | undefined,
    accept: (entry: T) => boolean,
  ): T | undefined => {
    for (const entry of list ?? []) {
      if (ledger.isUsed(round, side, kind, entry.index)) continue;
      if (!accept(entry)) {
        ledger.passOver(round, side, kind, entry.index);
        continue;
      }
      ledger.use(round, side, kind, entry.index);
      return entry;
    }
    return undefined;
  };

  const fromScript = (request: Request): Decision | undefined => {
    const { round, side } = request;
    if (request.kind === 'declare') {
      // With Command Lag the battle asks for later rounds: a round's script holds its own strategy.
      const forRound = request.forRound ?? round;
      const d = sideScript(forRound, side);
      return d && whole(forRound, side, 'declare', d.declare, d.where?.declare);
    }
    const s = sideScript(round, side);
    if (!s) return undefined;
    switch (request.kind) {
      case 'roll':
        return whole(round, side, 'roll', s.roll, s.where?.roll);
      case 'split': {
        // Orders written without a split were written against the sets as rolled: splitting one
        // would leave its order unusable, so the script keeps them whole rather than asking.
        if (!s.splits) return s.orders.length > 0 ? { kind: 'split', side, splits: [] } : undefined;
        const taken = new Set<string>();
        const splits: SplitOrder[] = [];
        for (const entry of s.splits) {
          if (ledger.isUsed(round, side, 'split', entry.index)) continue;
          const set = request.splittable.find((q) => !taken.has(q.id) && matches(entry, q));
          if (!set) continue;
          ledger.use(round, side, 'split', entry.index);
          taken.add(set.id);
          splits.push({ set: set.id, into: entry.into });
        }
        return from({ kind: 'split', side, splits }, s.where?.split);
      }
      case 'assign': {
        const order = take(round, side, 'order', s.orders, (o) => matches(o, request.set));
        return from(order && { kind: 'assign', side, set: request.set.id, tactic: order.tactic }, order);
      }
      case 'knock': {
        let chosen: QueuedSet | undefined;
        const knocked = take(round, side, 'knock', s.knocks, (ref) => {
          chosen = request.candidates.find((c) => matches(ref, c));
          return chosen !== undefined;
        });
        return from(chosen && { kind: 'knock', side, set: chosen.id }, knocked);
      }
      case 'gobble': {
        const entry = take(round, side, 'gobble', s.gobbles, () => true);
        return from(entry && { kind: 'gobble', side, dice: entry.dice }, entry);
      }
      case 'free':
        return whole(round, side, 'free', s.free, s.where?.free);
      case 'gates':
        return whole(round, side, 'gates', s.gates, s.where?.gates);
      case 'interfere':
        return whole(round, side, 'interfere', s.interfere, s.where?.interfere);
      case 'casualties': {
        const entry = take(
          round,
          side,
          'casualty',
          s.casualties,
          (c) => c.at === undefined || c.at === request.at,
        );
        return from(entry && { kind: 'casualties', side, at: request.at, losses: entry.losses }, entry);
      }
    }
  };

  const unused = (throughRound = Infinity): UnusedEntry[] => listUnused(script, ledger, throughRound);

  return {
    get lastRound() {
      return ledger.lastRound;
    },
    decide(request: Request, state: State) {
      ledger.asked(request, state);
      return fromScript(request) ?? fallback.decide(request, state);
    },
    unused,
    ledger,
    origin: (decision) => origins.get(decision),
    locate(decision, p) {
      const where = origins.get(decision);
      if (!where) return p;
      return {
        ...p,
        path: where.path,
        ...(script.file !== undefined ? { file: script.file } : {}),
        ...(where.line !== undefined ? { line: where.line } : {}),
        facts: { ...p.facts, ...(p.path ? { decisionPath: p.path } : {}) },
      };
    },
    unusedProblems(throughRound?: number) {
      return unused(throughRound).map((u) => {
        const why = !u.reached
          ? `the battle ended before round ${u.round}`
          : u.kind === 'order'
            ? `${u.side} had no ${u.set} set left to spend on it`
            : u.kind === 'split'
              ? `${u.side} had no ${u.set} set to split`
              : u.kind === 'knock'
                ? `no ${u.set} set of ${u.side}'s could lose the die`
                : u.kind === 'casualty'
                  ? `${u.side} never chose casualties there`
                  : u.kind === 'gobble'
                    ? `${u.side} was asked fewer times`
                    : `the battle never asked ${u.side} for it`;
        return problem(`scenario.unused-${u.kind}`, `round ${u.round}, ${u.side}, ${wasNotUsed(u)}: ${why}`, {
          path: u.path,
          ...(script.file !== undefined ? { file: script.file } : {}),
          ...(u.line !== undefined ? { line: u.line } : {}),
          facts: {
            round: u.round,
            side: u.side,
            kind: u.kind,
            index: u.index,
            set: u.set,
            reached: u.reached,
          },
        });
      });
    },
  };
}
