/**
 * Turns a battle, as it is played, into log lines: one per decision (numbered), one per outcome a
 * replay must reproduce (dice faces), one per round end (a hash of the position) and the end. The
 * same recorder runs during play (its lines are written) and during replay (its lines are compared
 * with the log's), so play and replay can't drift apart. Knows no ruleset: a LogAdapter says which
 * events matter.
 */
import type { LogAdapter } from '../engine/logAdapter';
import type { LogLine } from './logFormat';

export type { LogAdapter };

export interface Recorder<State, Event> {
  /** Decisions recorded so far: the last decision line's `seq`. */
  readonly seq: number;
  decision(decision: { readonly kind: string; readonly side: string }): LogLine;
  /** The lines for one step's events (after the setup, or after the decision just recorded). */
  events(events: readonly Event[], state: State): LogLine[];
}

/** Plain JSON data: drops undefined fields and copies, so a line is exactly what is written. */
const plain = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

export function createRecorder<State, Event>(adapter: LogAdapter<State, Event>): Recorder<State, Event> {
  let seq = 0;
  return {
    get seq() {
      return seq;
    },
    decision(decision) {
      seq += 1;
      return { type: 'decision', seq, decision: plain(decision) };
    },
    events(events, state) {
      const out: LogLine[] = [];
      for (const e of events) {
        const outcome = adapter.outcome(e);
        if (outcome) out.push({ type: 'outcome', seq, outcome: plain(outcome) });
        const round = adapter.roundEnded(e);
        if (round !== null) out.push({ type: 'round', round, hash: adapter.roundHash(state, round) });
        const end = adapter.battleEnded(e);
        if (end) out.push({ type: 'end', winner: end.winner, reason: end.reason });
      }
      return out;
    },
  };
}
