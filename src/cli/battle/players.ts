/**
 * Who plays each side: a person at the keyboard or the computer general. `--ai SIDE` (repeatable,
 * or `all`) hands sides to the computer; `--solo` is the quick game (you take the first side at a
 * terminal, the computer the rest; without a terminal the computer plays them all). A person can't
 * play without a terminal: that is an error up front, never a prompt that hangs.
 */
import { fail, ok, problem, type Problem, type Result } from '../../core/problem';
import type { DecisionSource } from '../../engine/decisionSource';
import type { GameRules } from '../../engine/game';
import type { DecisionOf, KindTable, RequestOf } from '../../engine/kinds';
import type { BaseEvent } from '../../engine/ruleset';

export type Player = 'human' | 'ai';

export interface PlayerOptions {
  readonly ai?: readonly string[];
  readonly solo?: boolean;
}

export function choosePlayers(
  sides: readonly string[],
  opts: PlayerOptions,
  interactive: boolean,
  recorded?: Readonly<Record<string, string>>,
): Result<Map<string, Player>> {
  const players = new Map<string, Player>(sides.map((s) => [s, recorded?.[s] === 'ai' ? 'ai' : 'human']));
  const named = (opts.ai ?? [])
    .flatMap((a) => a.split(','))
    .map((a) => a.trim())
    .filter(Boolean);
  if (named.length > 0) {
    for (const s of sides) players.set(s, 'human');
    for (const a of named) {
      if (a === 'all') sides.forEach((s) => players.set(s, 'ai'));
      else if (players.has(a)) players.set(a, 'ai');
      else {
        return fail(
          problem(
            'play.unknown-side',
            `--ai ${a}: there is no side ${a} (sides: ${sides.join(', ')}, or all)`,
            {
              facts: { side: a, sides },
            },
          ),
        );
      }
    }
  }
  if (opts.solo) {
    if (!interactive) sides.forEach((s) => players.set(s, 'ai'));
    else if (named.length === 0) sides.forEach((s, i) => players.set(s, i === 0 ? 'human' : 'ai'));
  }
  if (!interactive && [...players.values()].includes('human')) {
    return fail(
      problem(
        'play.needs-terminal',
        'play needs a terminal for human players; use --ai all (or --ai SIDE for each side)',
        { facts: { humans: sides.filter((s) => players.get(s) === 'human') } },
      ),
    );
  }
  return ok(players);
}

/**
 * The computer general for the sides it plays. Its answers are checked against the rules first: a
 * refused one (a bug in it) is reported and replaced by the default, so the battle goes on.
 */
export function computerPlayer<Setup, State, T extends KindTable, E extends BaseEvent>(
  game: GameRules<Setup, State, T, E>,
  seed: string,
  onRefused: (p: Problem, request: RequestOf<T>) => void,
): DecisionSource<State, RequestOf<T>, DecisionOf<T>> {
  const ai = game.computer(seed);
  return {
    decide(request, state) {
      const d = ai.decide(request, state);
      const tried = game.ruleset.apply(state, d);
      if (tried.ok) return d;
      onRefused(tried.error, request);
      return game.ruleset.defaultDecision(state, request);
    },
  };
}
