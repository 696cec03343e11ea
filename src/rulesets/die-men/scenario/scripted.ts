/**
 * Scripted orders as a decision source: answers each Request from a scenario's scripted rounds
 * when the script has an answer for that round and side, and hands everything else to a fallback
 * (the rules core's defaults, a prompt, the computer). Sets are matched by name: a request's set
 * takes the first unused scripted order whose "WxH" equals its rolled width and height.
 */
import { problem, type Problem } from '../../../core/problem';
import type { DecisionSource, SyncDecisionSource } from '../../../engine/decisionSource';
import type { Decision, QueuedSet, Request, SplitOrder } from '../types';
import type { DieMenScript, ScriptedSetRef, ScriptSource, SideScript } from './script';

export type UnusedKind = 'order' | 'split' | 'knock' | 'gobble' | 'casualty';

/** A scripted entry that no request used. */
export interface UnusedEntry {
  readonly round: number;
  readonly side: string;
  readonly kind: UnusedKind;
  /** Index in the side's list for that round (`orders.duke[1]` → 1). */
  readonly index: number;
  /** The set it named, "2x9" (not for gobble). */
  readonly set?: string;
  /** False when the battle never asked anything in that round (it ended earlier). */
  readonly reached: boolean;
  readonly path: readonly (string | number)[];
  readonly line?: number;
}

export interface ScriptedSource<State> extends DecisionSource<State, Request, Decision> {
  /** The highest round any request has named so far (0 before the first). */
  readonly lastRound: number;
  /** Scripted orders, splits, knocks and gobbles nothing used, in rounds up to `throughRound`. */
  unused(throughRound?: number): UnusedEntry[];
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
  const used = new Set<string>();
  const key = (round: number, side: string, kind: UnusedKind, index: number) =>
    `${round}\u0000${side}\u0000${kind}\u0000${index}`;
  let lastRound = 0;
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

  const sideScript = (round: number, side: string): SideScript | undefined =>
    script.rounds[round - 1]?.sides[side];

  /** The first unused entry of `list` that `accept` takes, marked used. */
  const take = <T extends { readonly index: number }>(
    round: number,
    side: string,
    kind: UnusedKind,
    list: readonly T[] | undefined,
    accept: (entry: T) => boolean,
  ): T | undefined => {
    for (const entry of list ?? []) {
      const k = key(round, side, kind, entry.index);
      if (used.has(k) || !accept(entry)) continue;
      used.add(k);
      return entry;
    }
    return undefined;
  };

  const fromScript = (request: Request): Decision | undefined => {
    const { round, side } = request;
    if (request.kind === 'declare') {
      // With Command Lag the battle asks for later rounds: a round's script holds its own strategy.
      const d = sideScript(request.forRound ?? round, side);
      return d && from(d.declare, d.where?.declare);
    }
    const s = sideScript(round, side);
    if (!s) return undefined;
    switch (request.kind) {
      case 'roll':
        return from(s.roll, s.where?.roll);
      case 'split': {
        if (!s.splits) return undefined;
        const taken = new Set<string>();
        const splits: SplitOrder[] = [];
        for (const entry of s.splits) {
          const k = key(round, side, 'split', entry.index);
          if (used.has(k)) continue;
          const set = request.splittable.find((q) => !taken.has(q.id) && matches(entry, q));
          if (!set) continue;
          used.add(k);
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
        return from(s.free, s.where?.free);
      case 'gates':
        return from(s.gates, s.where?.gates);
      case 'interfere':
        return from(s.interfere, s.where?.interfere);
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

  const unused = (throughRound = Infinity): UnusedEntry[] => {
    const out: UnusedEntry[] = [];
    for (const r of script.rounds) {
      if (r.round > throughRound) break;
      for (const [side, s] of Object.entries(r.sides)) {
        const lists: [
          UnusedKind,
          readonly { index: number; set?: string; path: readonly (string | number)[]; line?: number }[],
        ][] = [
          ['split', s.splits ?? []],
          ['order', s.orders],
          ['knock', s.knocks],
          ['gobble', s.gobbles],
          ['casualty', s.casualties ?? []],
        ];
        for (const [kind, list] of lists) {
          for (const e of list) {
            if (used.has(key(r.round, side, kind, e.index))) continue;
            out.push({
              round: r.round,
              side,
              kind,
              index: e.index,
              ...(e.set !== undefined ? { set: e.set } : {}),
              reached: r.round <= lastRound,
              path: e.path,
              ...(e.line !== undefined ? { line: e.line } : {}),
            });
          }
        }
      }
    }
    // In file order: by round, then the line each entry was written on.
    return out
      .map((u, i) => ({ u, i }))
      .sort((a, b) => a.u.round - b.u.round || (a.u.line ?? 0) - (b.u.line ?? 0) || a.i - b.i)
      .map(({ u }) => u);
  };

  return {
    get lastRound() {
      return lastRound;
    },
    decide(request: Request, state: State) {
      if (request.round > lastRound) lastRound = request.round;
      return fromScript(request) ?? fallback.decide(request, state);
    },
    unused,
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
        const what =
          u.kind === 'gobble' || u.kind === 'casualty'
            ? `${u.kind} ${u.index + 1}`
            : `${u.kind} ${u.index + 1} (${u.set ?? '?'})`;
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
                  : `${u.side} was asked fewer times`;
        return problem(
          `scenario.unused-${u.kind}`,
          `round ${u.round}, ${u.side}, ${what} was not used: ${why}`,
          {
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
          },
        );
      });
    },
  };
}
