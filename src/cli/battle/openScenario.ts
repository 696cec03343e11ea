/**
 * Where a battle comes from: a scenario file (validate, step, play, sim) or a battle log's header
 * (replay, resume), which embeds the document as it was read. The file's `ruleset:` field picks
 * the game, whose own loader then checks it, so a replay builds exactly the battle that was played.
 * Loaded on demand (zod, yaml).
 */
import { isReservedName } from '../../core/plainData';
import { fail, ok, problem, type PathSegment, type Problem, type Result } from '../../core/problem';
import type { AnyLoadedScenario } from '../../engine/game';
import { parseScenarioText, type ScenarioText } from '../../scenario';
import { DEFAULT_RULESET, findFace, type Games } from '../games';
import { isScenarioName, scenarioPath } from '../bundled';
import { readScenarioFile } from '../readFile';
import type { AnyGameFace } from './face';
import { withScriptLines } from './scriptLines';
import { withArmies, type ArmyChoice } from './withArmies';

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

/**
 * Checks a scenario's text with its game's loader; with armies (named by its sides, or chosen with
 * `--army`) written in first. Problems in the document so made are said at the line of the file
 * that gave rise to them: a side's army, or the field itself.
 */
export function openScenarioText(
  text: string,
  file: string,
  games: Games,
  armies: readonly ArmyChoice[] = [],
): Result<OpenedScenario, Problem[]> {
  const parsed = parseScenarioText(text, file);
  if (!parsed.ok) return parsed;
  const face = gameOf(parsed.value, games);
  if (!face.ok) return face;
  const expanded = withArmies(
    face.value.rules.meta.id,
    face.value.scenario.armies,
    parsed.value.data,
    file,
    armies,
    parsed.value.lineOf,
  );
  if (expanded && !expanded.ok) return expanded;
  const document = expanded ? expanded.value : parsed.value.data;
  const loaded = expanded
    ? relined(face.value.scenario.load(JSON.stringify(document), file), parsed.value, armies)
    : face.value.scenario.load(text, file, parsed.value);
  if (!loaded.ok) return loaded;
  const scenario = expanded ? withScriptLines(loaded.value, parsed.value) : loaded.value;
  const reserved = reservedSides(face.value, scenario, file);
  if (reserved.length > 0) return fail(reserved);
  return ok({ face: face.value, loaded: scenario, document });
}

/** Whether side `i` of the file as written lists its units (else an army gave them). */
function listed(text: ScenarioText, i: PathSegment): boolean {
  const sides = (text.data as { sides?: unknown } | null)?.sides;
  const side =
    Array.isArray(sides) && typeof i === 'number' ? (sides[i] as { units?: unknown } | null) : null;
  return side?.units !== undefined;
}

/** The `--army` that gave side `i` its units, if one did. */
function chosenFor(
  text: ScenarioText,
  i: PathSegment,
  armies: readonly ArmyChoice[],
): ArmyChoice | undefined {
  const sides = (text.data as { sides?: unknown } | null)?.sides;
  const side = Array.isArray(sides) && typeof i === 'number' ? (sides[i] as { id?: unknown } | null) : null;
  return armies.find((c) => c.side === side?.id);
}

/**
 * Problems of a document with armies written in, at the lines of the file as written. A side's
 * units that `--army` gave are said with the option, as the scenario's line is not where they are.
 */
function relined<T>(
  r: Result<T, Problem[]>,
  text: ScenarioText,
  armies: readonly ArmyChoice[],
): Result<T, Problem[]> {
  if (r.ok) return r;
  return fail(
    r.error.map((p) => {
      const path = p.path ?? [];
      const units = path[0] === 'sides' && path[2] === 'units';
      // A side's units came from its army: its line is the army's (or the side's, for --army).
      const at = units && !listed(text, path[1]!) ? ['sides', path[1]!, 'army'] : path;
      if (p.file !== text.file) return p;
      const chosen = units ? chosenFor(text, path[1]!, armies) : undefined;
      const message = chosen
        ? `${p.message} (army of side '${chosen.side}', given as --army ${chosen.side}=${chosen.army})`
        : p.message;
      return { ...p, line: text.lineOf(at), message };
    }),
  );
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
export function openScenario(
  arg: string,
  games: Games,
  armies: readonly ArmyChoice[] = [],
): Result<OpenedScenario, Problem[]> {
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
  return openScenarioText(read.value, file, games, armies);
}
