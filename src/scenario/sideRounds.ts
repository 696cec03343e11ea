/**
 * The simplest script there is: a file's `rounds`, each a map from a side's id to the one answer
 * that side gives that round (`rounds: [{ red: 6, blue: 2 }]`: the faces rolled round by round).
 * A game whose requests each name their side and round, one a side a round, gets its `toScript`,
 * scripted source and leftovers judge here and says only how a scripted value becomes a decision.
 */
import type { PathSegment } from '../core/problem';
import type { DecisionSource } from '../engine/decisionSource';
import type { DecisionOf, KindTable, RequestOf } from '../engine/kinds';
import { ledgerSource } from './scriptedKit';
import {
  neverAsked,
  roundNotReached,
  sayLeftovers,
  scriptLedger,
  type LeftoversJudge,
  type ScriptedEntry,
  type ScriptLedger,
} from './scriptLedger';

/** One side's scripted answer for one round, and where the file wrote it. */
export interface SideEntry<V> extends ScriptedEntry {
  readonly side: string;
  readonly value: V;
}

export interface SideRoundsScript<V> {
  readonly file: string;
  /** Round by round (round 1 first), each side's entry. */
  readonly rounds: readonly (readonly SideEntry<V>[])[];
}

/** Kinds whose every request names its side and round. */
type SideRoundKinds = {
  readonly [kind: string]: {
    readonly request: { readonly kind: string; readonly side: string; readonly round: number };
    readonly decision: { readonly kind: string; readonly side: string };
  };
};

/**
 * The script parts of such a file. `what` names an entry in messages and codes ("roll":
 * "round 2, red's scripted roll was not used", `scenario.unused-roll`); `decision` makes a scripted
 * value the answer to the request it was found for.
 */
export function sideRounds<State, T extends SideRoundKinds & KindTable, V>(
  what: string,
  decision: (value: V, request: RequestOf<T>) => DecisionOf<T>,
) {
  type Ledger = ScriptLedger<State>;
  type Script = SideRoundsScript<V>;
  const toScript = (
    doc: { readonly rounds: readonly Readonly<Record<string, V>>[] },
    file: string,
    lineOf: (path: readonly PathSegment[]) => number,
  ): Script => ({
    file,
    rounds: doc.rounds.map((values, i) =>
      Object.entries(values).map(([side, value]) => {
        const path = ['rounds', i, side];
        return { round: i + 1, side, value, what, where: { path, line: lineOf(path) } };
      }),
    ),
  });
  const scriptedSource = (script: Script, fallback: DecisionSource<State, RequestOf<T>, DecisionOf<T>>) => {
    const ledger: Ledger = scriptLedger(script.file);
    return ledgerSource<State, T, Ledger>(ledger, (request, state) => {
      ledger.asked(request.round, state);
      const e = script.rounds[request.round - 1]?.find((x) => x.side === request.side);
      if (!e || !ledger.use(e)) return fallback.decide(request, state);
      return ledger.from(decision(e.value, request), e);
    });
  };
  /** An entry left over was never asked for (an error), or its round never came (a warning). */
  const judgeLeftovers: LeftoversJudge<Script, Ledger, State, unknown> = (script, ledger, through) =>
    sayLeftovers(script.file, (say) => {
      for (const e of script.rounds.slice(0, Math.max(0, through)).flat()) {
        if (ledger.isUsed(e)) continue;
        if (e.round <= ledger.lastRound) say('error', `scenario.unused-${what}`, e, neverAsked(e.side));
        else say('warning', 'scenario.round-not-reached', e, roundNotReached(e.round));
      }
    });
  return { toScript, scriptedSource, judgeLeftovers };
}
