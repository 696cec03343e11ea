/**
 * A game's scripted decisions as the ScriptedSource the shared commands use: its decisions, the
 * round it has reached, the file line a refused decision came from, and its leftovers judged by
 * the game. Every game's scripted source keeps a ledger of what it gave; this is the rest.
 */
import type { Problem } from '../core/problem';
import type { DecisionSource } from '../engine/decisionSource';
import type { ScriptedSource } from '../engine/game';
import type { DecisionOf, KindTable, RequestOf } from '../engine/kinds';
import type { BaseEvent } from '../engine/ruleset';
import type { ScriptLedger } from './scriptLedger';

/** What a game's scripted source offers: decisions, its ledger's round, and where a decision came from. */
export interface LedgerSource<State, T extends KindTable> extends DecisionSource<
  State,
  RequestOf<T>,
  DecisionOf<T>
> {
  readonly ledger: { readonly lastRound: number };
  locate(decision: DecisionOf<T>, p: Problem): Problem;
}

/** A scripted source that answers through `decide` and says a refused decision where the ledger says it was written. */
export const ledgerSource = <State, T extends KindTable, L extends ScriptLedger<State>>(
  ledger: L,
  decide: LedgerSource<State, T>['decide'],
): LedgerSource<State, T> & { readonly ledger: L } => ({
  decide,
  ledger,
  locate: (decision, p) => ledger.locate(decision, p),
});

export type JudgeLeftovers<State, Event> = (
  throughRound: number,
  events: readonly Event[],
  final?: State,
) => { errors: Problem[]; warnings: Problem[] };

export function asScriptedSource<State, T extends KindTable, Event extends BaseEvent>(
  source: LedgerSource<State, T>,
  leftovers: JudgeLeftovers<State, Event>,
): ScriptedSource<State, T, Event> {
  return {
    decide: (request, state) => source.decide(request, state),
    get lastRound() {
      return source.ledger.lastRound;
    },
    locate: (decision, p) => source.locate(decision, p),
    unusedProblems(through) {
      const l = leftovers(through, []);
      return [...l.errors, ...l.warnings].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    },
    leftovers,
  };
}
