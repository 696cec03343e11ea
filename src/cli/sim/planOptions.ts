/**
 * The plan options a game takes (its `sim.options`, such as Die, Men!'s `--strategy` and
 * `--scale`), picked out of `diemen sim`'s options; an option only other games take is refused in
 * one wording for every game, naming every option the game lacks.
 */
import { fail, ok, problem, type Problem, type Result } from '../../core/problem';
import type { AnyGameRules, SimOptionSpec, SimPlanOptions } from '../../engine/game';
import { GAME_SIM_OPTIONS } from '../gameCommands';

const given = (value: unknown): readonly string[] =>
  value === undefined ? [] : Array.isArray(value) ? (value as string[]) : [String(value)];

const flag = (o: SimOptionSpec): string => o.flags.split(' ')[0]!;

/** `opts`' values of the options `game` takes, or the refusal of those it doesn't. */
export function planOptions(game: AnyGameRules, opts: object): Result<SimPlanOptions, Problem[]> {
  const values = opts as Readonly<Record<string, unknown>>;
  const takes: readonly SimOptionSpec[] = game.sim.options ?? [];
  const lacks = GAME_SIM_OPTIONS.filter((o) => !takes.some((t) => t.name === o.name));
  const refused = lacks.flatMap((o) => given(values[o.name]));
  if (refused.length > 0) {
    const what = lacks.map((o) => o.compares).join(' or ');
    return fail([
      problem(
        'sim.bad-option',
        `${game.meta.title} has no ${what} to compare (${lacks.map(flag).join(', ')})`,
        { facts: { given: refused } },
      ),
    ]);
  }
  return ok(Object.fromEntries(takes.map((o) => [o.name, values[o.name] as string | string[] | undefined])));
}
