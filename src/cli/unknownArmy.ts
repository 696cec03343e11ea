/**
 * A name that is neither a file nor a ready-made army says where the ready-made ones are, and
 * which one was meant when the name is a slip away from one (`df-hill-clan`). Shared by the
 * battle commands' `--army` and `army:` and by each game's `army` command; names no game.
 */
import { problem, type Problem } from '../core/problem';
import { closest } from '../scenario/issues';
import { bundledArmies, isScenarioName } from './bundled';

/** `p` (reading `path` failed) as said of `army`, what the user typed, when it names no file. */
export function unknownArmy(p: Problem, army: string, path: string, game: string): Problem {
  if (path !== army || !isScenarioName(army) || p.facts?.errno !== 'ENOENT') return p;
  const guess = closest(
    army,
    bundledArmies(game).map((b) => b.name),
  );
  const hint = guess ? `; did you mean ${guess}?` : '';
  return problem(
    'cli.unknown-army',
    `no such file, nor a ready-made ${game} army of that name (they are in armies/${game}/)${hint}`,
    { file: army, facts: { army, game, ...(guess ? { guess } : {}) } },
  );
}
