/**
 * The decision source of `play`: the scenario's scripted rounds answer first; what they leave out
 * goes to the side's player, a person at the prompts or the computer general. On resume the log's
 * decisions come first (loggedRun); the script is told of each so its bookkeeping (which orders
 * are used) stays in step, without asking anyone.
 */
import type { Problem } from '../../core/problem';
import type { DecisionSource } from '../../engine/decisionSource';
import { dieMen, type BattleState, type Decision, type Request } from '../../rulesets/die-men';
import { scriptedSource, type DieMenScript, type ScriptedSource } from '../../rulesets/die-men/scenario';
import type { BattleView } from './battleView';
import type { Player } from './players';
import { computerPlayer } from './players';
import type { PromptContext } from './prompts/context';
import { humanSource } from './prompts/humanSource';

export interface PlaySource {
  readonly live: ScriptedSource<BattleState>;
  /** For loggedRun's onRecorded: keeps the script in step with a decision taken from the log. */
  readonly recorded: (request: Request, state: BattleState) => void;
}

export function playSource(
  script: DieMenScript,
  players: ReadonlyMap<string, Player>,
  seed: string,
  ctx: PromptContext,
  view: BattleView,
  onRefused: (p: Problem, request: Request) => void,
): PlaySource {
  const human = humanSource(ctx);
  const computer = computerPlayer(seed, onRefused);
  let replaying = false;
  const players_: DecisionSource<BattleState, Request, Decision> = {
    decide(request, state) {
      if (replaying) return dieMen.defaultDecision(state, request);
      // Before anyone decides live, a resumed battle shows where it stands.
      view.catchUp();
      return players.get(request.side) === 'ai'
        ? computer.decide(request, state)
        : human.decide(request, state);
    },
  };
  const live = scriptedSource<BattleState>(script, players_);
  return {
    live,
    recorded(request, state) {
      replaying = true;
      try {
        void live.decide(request, state);
      } finally {
        replaying = false;
      }
    },
  };
}
