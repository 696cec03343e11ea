/**
 * A battle run with its log: the one loop behind `play`, `play --resume` and `replay`. Requests are
 * answered from the recorded log first (checked line by line as the battle re-runs), then by the
 * live source, whose decisions and outcomes become new lines. With no recorded log it is a new
 * battle; with no live source it stops where the log does (a replay).
 */
import type { Problem } from '../core/problem';
import type { DecisionSource } from '../engine/decisionSource';
import type { DecisionOf, KindTable, RequestOf } from '../engine/kinds';
import type { BaseEvent, Ruleset } from '../engine/ruleset';
import { runBattleAsync, type RunResult } from '../engine/runBattle';
import { LogFollower } from './follower';
import type { LogLine } from './logFormat';
import type { ParsedLog } from './parseLog';
import { createRecorder, type LogAdapter } from './recorder';
import { typedDiceRefusal, type DiceRights } from './typedDice';

export interface LoggedRunOptions<Setup, S, T extends KindTable, E extends BaseEvent> {
  readonly ruleset: Ruleset<Setup, S, T, E>;
  readonly setup: Setup;
  readonly adapter: LogAdapter<S, E, DecisionOf<T>>;
  /** The log to follow first, and its file name for problems. */
  readonly recorded?: { readonly log: Pick<ParsedLog, 'lines' | 'lineNumbers'>; readonly file: string };
  /** Answers once the recorded decisions run out; without one the run stops there. */
  readonly live?: DecisionSource<S, RequestOf<T>, DecisionOf<T>>;
  /**
   * Told of each request the log answered, so a stateful live source (a script) keeps in step;
   * returns the scenario script's own answer to it, or null when the script leaves it to a player.
   */
  readonly onRecorded?: (request: RequestOf<T>, state: S, decision: DecisionOf<T>) => DecisionOf<T> | null;
  /**
   * Who may bring dice faces to a recorded decision (the header's `dice`): a decision whose faces
   * neither its side (real dice) nor the script gave is a divergence. Absent: not checked (a log
   * that doesn't say, format 1).
   */
  readonly diceRights?: DiceRights | null;
  /** The new lines of each step, beyond the recorded ones: append them to the log. */
  readonly write?: (lines: readonly LogLine[]) => void;
  /** Each step's events; `replaying` while they come from recorded decisions. */
  readonly onEvents?: (events: readonly E[], state: S, replaying: boolean) => void;
  /**
   * A recorded `players` line was passed (a resume handed sides to someone else), before the
   * decision it precedes is asked for.
   */
  readonly onPlayers?: (players: Readonly<Record<string, string>>) => void;
  /** Stop before this request (a live player quit); the run ends unfinished. */
  readonly stopBefore?: (request: RequestOf<T>, state: S) => boolean;
}

export interface LoggedRun<S, D, E> {
  readonly result: RunResult<S, D, E>;
  /** The first difference between the log and the re-run, if any. */
  readonly divergence: Problem | null;
  /** Decisions taken from the recorded log. */
  readonly replayed: number;
  /** The decisions so far, recorded and new (the last line's seq). */
  readonly seq: number;
}

// eslint-disable-next-line max-lines-per-function -- a battle with its log: open, write each line, close on every way out, in order
export async function loggedRun<Setup, S, T extends KindTable, E extends BaseEvent>(
  o: LoggedRunOptions<Setup, S, T, E>,
): Promise<LoggedRun<S, DecisionOf<T>, E>> {
  type D = DecisionOf<T>;
  const follower = o.recorded ? new LogFollower(o.recorded.log, o.recorded.file) : null;
  const recorder = createRecorder(o.adapter);
  let pending: D | null = null;
  // The setup's events belong to the replayed part when there is a log to follow.
  let fromLog = (o.recorded?.log.lines.length ?? 0) > 0;
  let replayed = 0;
  /** The recorded answer found by `stopBefore` for the request about to be asked. */
  let recordedAnswer: D | null = null;

  const source: DecisionSource<S, RequestOf<T>, D> = {
    decide(request, state) {
      const recorded = recordedAnswer;
      recordedAnswer = null;
      if (recorded) {
        replayed++;
        fromLog = true;
        pending = recorded;
        return recorded;
      }
      fromLog = false;
      const live = o.live!.decide(request, state);
      const keep = (d: D): D => {
        pending = d;
        return d;
      };
      return live instanceof Promise ? live.then(keep) : keep(live);
    },
  };

  const result = await runBattleAsync(o.ruleset, o.setup, source, {
    stopBefore: (request, state) => {
      if (follower) {
        const a = follower.answer(request);
        for (const p of follower.takePlayers()) o.onPlayers?.(p);
        if (a === 'diverged') return true;
        if (a !== 'beyond') {
          const d = a as D;
          // Told here, before the decision is taken, so its faces can be judged against the script.
          const scripted = o.onRecorded?.(request, state, d) ?? null;
          const refusal =
            o.diceRights && o.adapter.typedDice?.(d) ? typedDiceRefusal(o.diceRights, d, scripted) : null;
          if (refusal !== null) {
            follower.typedDice(refusal, d.side);
            return true;
          }
          recordedAnswer = d;
          return false;
        }
      }
      return !o.live || (o.stopBefore?.(request, state) ?? false);
    },
    onEvents: (events, state) => {
      const lines: LogLine[] = [];
      if (pending) lines.push(recorder.decision(pending));
      pending = null;
      lines.push(...recorder.events(events, state));
      const fresh: LogLine[] = [];
      for (const line of lines) {
        const c = follower ? follower.check(line) : 'beyond';
        if (c === 'beyond') fresh.push(line);
      }
      // A diverged re-run writes nothing more: the log stays as it was.
      if (fresh.length > 0 && !follower?.divergence) o.write?.(fresh);
      o.onEvents?.(events, state, fromLog);
    },
  });

  let divergence = follower?.divergence ?? null;
  if (!result.ok && result.error.decision && fromLog && follower && !divergence) {
    divergence = follower.rejected(result.error.problems[0]!);
  }
  if (follower && !divergence) {
    const over = result.ok ? result.value.outcome !== null : false;
    divergence = follower.finish(over);
  }
  return { result, divergence, replayed, seq: recorder.seq };
}
