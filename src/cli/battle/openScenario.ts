/**
 * Where a battle comes from: a scenario file (validate, step, play, sim) or a battle log's header
 * (replay, resume), which embeds the document as it was read. The file's `ruleset:` field picks
 * the game, whose own loader then checks it, so a replay builds exactly the battle that was played.
 * Loaded on demand (zod, yaml).
 */
import { isReservedName } from '../../core/plainData';
import { fail, ok, problem, type Problem, type Result } from '../../core/problem';
import type { AnyLoadedScenario } from '../../engine/game';
import { parseScenarioText, type ScenarioText } from '../../scenario';
import { DEFAULT_RULESET, findFace, type Games } from '../games';
import { isScenarioName, scenarioPath } from '../bundled';
import { readScenarioFile } from '../readFile';
import type { AnyGameFace } from './face';

export interface OpenedScenario {
  readonly face: AnyGameFace;
  readonly loaded: AnyLoadedScenario;
  /** The document as read (plain data): what a log embeds. */
  readonly document: unknown;
}

/** The game a parsed scenario names (`ruleset:`), with the problem at its line if there is none such. */
export function gameOf(text: ScenarioText, games: Games): Result<AnyGameFace, Problem[]> {
  const data = text.data as { ruleset?: unknown } | null;
  const named = typeof data === 'object' && data !== null && 'ruleset' in data ? data.ruleset : undefined;
  const id = named === undefined ? DEFAULT_RULESET : named;
  const at = { file: text.file, line: text.lineOf(['ruleset']), path: ['ruleset'] };
  if (typeof id !== 'string') {
    return fail([problem('scenario.bad-ruleset', 'the ruleset is the name of a game, e.g. die-men', at)]);
  }
  const face = findFace(games, id);
  return face.ok ? face : fail([{ ...face.error, ...at, code: 'scenario.unknown-ruleset' }]);
}

/** Checks a scenario's text with its game's loader. */
export function openScenarioText(
  text: string,
  file: string,
  games: Games,
): Result<OpenedScenario, Problem[]> {
  const parsed = parseScenarioText(text, file);
  if (!parsed.ok) return parsed;
  const face = gameOf(parsed.value, games);
  if (!face.ok) return face;
  const loaded = face.value.scenario.load(text, file);
  if (!loaded.ok) return loaded;
  const reserved = reservedSides(face.value, loaded.value, file);
  if (reserved.length > 0) return fail(reserved);
  return ok({ face: face.value, loaded: loaded.value, document: parsed.value.data });
}

/**
 * Side ids key maps in every game's rules and in the log; a name every object already has
 * (`constructor`, `toString`) would read back an inherited function there. A game's own checks
 * should say so at the line; this catches a game that doesn't.
 */
function reservedSides(face: AnyGameFace, loaded: AnyLoadedScenario, file: string): Problem[] {
  const sides = face.rules.sides(loaded.setup({ seed: 'check', fallback: 'check' }));
  return sides
    .filter((s) => isReservedName(s.id))
    .map((s) =>
      problem(
        'scenario.reserved-side-id',
        `"${s.id}" can't be a side id: every object already has a field of that name; pick another`,
        {
          file,
          facts: { id: s.id },
        },
      ),
    );
}

/**
 * Reads and checks a scenario: a path, or the name of a bundled one (`harrow-down`). Problems name
 * the file read, so a bundled scenario's say where it lives.
 */
export function openScenario(arg: string, games: Games): Result<OpenedScenario, Problem[]> {
  const file = scenarioPath(arg);
  const read = readScenarioFile(file);
  if (!read.ok) {
    if (file === arg && isScenarioName(arg) && read.error.facts?.errno === 'ENOENT') {
      return fail([
        problem(
          'scenario.unknown',
          `no such file, nor a bundled scenario of that name (diemen scenarios lists them)`,
          {
            file: arg,
          },
        ),
      ]);
    }
    return fail([read.error]);
  }
  return openScenarioText(read.value, file, games);
}
