/**
 * The decision source of `play`: the scenario's scripted rounds answer first; what they leave out
 * goes to the side's player, a person at the prompts or the computer general. On resume the log's
 * decisions come first (loggedRun); the script is told of each so its bookkeeping (which orders
 * are used) stays in step, without asking anyone.
 */
import type { Problem } from '../../core/problem';
import type { DecisionSource } from '../../engine/decisionSource';
import type { GameRules, LoadedScenario, ScriptedSource } from '../../engine/game';
import type { DecisionOf, KindTable, RequestOf } from '../../engine/kinds';
import type { BaseEvent } from '../../engine/ruleset';
import type { BattleScreen } from './face';
import { computerPlayer, type Player } from './players';

export interface PlaySource<State, T extends KindTable, E extends BaseEvent> {
  readonly live: ScriptedSource<State, T, E>;
  /**
   * For loggedRun's onRecorded: keeps the script in step with a decision taken from the log, and
   * says what the script itself gives for it (null: it leaves it to the player).
   */
  readonly recorded: (request: RequestOf<T>, state: State) => DecisionOf<T> | null;
}

export interface Seats<State, T extends KindTable, E extends BaseEvent> {
  readonly players: ReadonlyMap<string, Player>;
  readonly human: DecisionSource<State, RequestOf<T>, DecisionOf<T>>;
  readonly screen: BattleScreen<State, T, E>;
  readonly seed: string;
  readonly onRefused: (p: Problem, request: RequestOf<T>) => void;
}

/**
 * The computer's decision, once the event loop has run: a battle of the computer alone never
 * waits otherwise, and Ctrl+C or SIGTERM (which release the log's lock, logLock.ts) would wait
 * for the whole battle. A macrotask per decision costs microseconds; the decisions are the same.
 */
const afterPending = <D>(decide: () => D | Promise<D>): Promise<D> =>
  new Promise((resolve, reject) =>
    setImmediate(() => {
      try {
        resolve(decide());
      } catch (e) {
        reject(e instanceof Error ? e : new Error(String(e)));
      }
    }),
  );

export function playSource<Setup, State, T extends KindTable, E extends BaseEvent>(
  game: GameRules<Setup, State, T, E>,
  loaded: LoadedScenario<Setup, State, T, E>,
  seats: Seats<State, T, E>,
): PlaySource<State, T, E> {
  const computer = computerPlayer(game, seats.seed, seats.onRefused);
  let replaying = false;
  let leftToPlayer = false;
  const people: DecisionSource<State, RequestOf<T>, DecisionOf<T>> = {
    decide(request, state) {
      if (replaying) {
        leftToPlayer = true;
        return game.ruleset.defaultDecision(state, request);
      }
      // Before anyone decides live, a resumed battle shows where it stands.
      seats.screen.catchUp();
      return seats.players.get(request.side) === 'ai'
        ? afterPending(() => computer.decide(request, state))
        : seats.human.decide(request, state);
    },
  };
  const live = loaded.scripted(people);
  return {
    live,
    recorded(request, state) {
      replaying = true;
      leftToPlayer = false;
      try {
        const d = live.decide(request, state);
        // The script answers at once when its fallback does; a promise would be the player's.
        return leftToPlayer || d instanceof Promise ? null : d;
      } finally {
        replaying = false;
      }
    },
  };
}

/**
 * The scenario script's answers for a replay, kept in step with the log's decisions: what the
 * script gives for each request, or null when it leaves it to the player (whose answer is the log's).
 */
export function scriptAnswers<Setup, State, T extends KindTable, E extends BaseEvent>(
  game: GameRules<Setup, State, T, E>,
  loaded: LoadedScenario<Setup, State, T, E>,
): (request: RequestOf<T>, state: State) => DecisionOf<T> | null {
  let leftToPlayer = false;
  const script = loaded.scripted({
    decide(request, state) {
      leftToPlayer = true;
      return game.ruleset.defaultDecision(state, request);
    },
  });
  return (request, state) => {
    leftToPlayer = false;
    const d = script.decide(request, state);
    return leftToPlayer || d instanceof Promise ? null : d;
  };
}
