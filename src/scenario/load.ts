/**
 * The generic scenario loader every ruleset uses: text → data (with lines) → zod schema → the
 * ruleset's own checks. Everything wrong is reported in one pass, sorted by line.
 */
import type * as z from 'zod';
import { dataHazards, describeHazard } from '../core/plainData';
import type { PathSegment, Problem, Result } from '../core/problem';
import { fail, ok } from '../core/problem';
import { issuesToProblems, locatedProblem, scenarioErrorMap } from './issues';
import { parseScenarioText, type ScenarioText } from './text';

/** Reports one problem found by a ruleset's checks; `code` gets the `scenario.` prefix. */
export type Report = (
  code: string,
  path: readonly PathSegment[],
  message: string,
  facts?: Readonly<Record<string, unknown>>,
) => void;

export interface ScenarioSpec<T> {
  /**
   * The file format: the single source of truth for types, validation and the JSON Schema. The
   * built-in games give a function, called when a file is read: a command reads one game's files,
   * and building every game's schemas when the bundle loaded was most of the sim bundle's own
   * start (issue 23).
   */
  readonly schema: z.ZodType<T> | (() => z.ZodType<T>);
  /**
   * Checks a schema can't express (cells on the map, ids that must exist). Runs over the raw data
   * even when the schema found problems, so it must not trust the data's shape.
   */
  readonly check?: (data: unknown, report: Report) => void;
}

export interface LoadedText<T> {
  readonly value: T;
  readonly text: ScenarioText;
}

/** Problems sorted by line (stable), duplicates dropped. */
export function sortProblems(problems: readonly Problem[]): Problem[] {
  const seen = new Set<string>();
  const unique = problems.filter((p) => {
    const key = JSON.stringify([p.file, p.line, p.path, p.message]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return unique
    .map((p, i) => ({ p, i }))
    .sort((a, b) => (a.p.line ?? 0) - (b.p.line ?? 0) || a.i - b.i)
    .map(({ p }) => p);
}

/** Validates already-parsed scenario data against a spec. */
export function validateScenario<T>(text: ScenarioText, spec: ScenarioSpec<T>): Result<T, Problem[]> {
  const schema = typeof spec.schema === 'function' ? spec.schema() : spec.schema;
  const parsed = schema.safeParse(text.data, { error: scenarioErrorMap, reportInput: true });
  const problems: Problem[] = parsed.success ? [] : issuesToProblems(parsed.error.issues, text, schema);
  spec.check?.(text.data, (code, path, message, facts) =>
    problems.push(locatedProblem(text, code, path, message, facts)),
  );
  problems.push(...protoKeys(text, problems));
  if (problems.length > 0 || !parsed.success) {
    // By line, then column, so problems on one line read left to right.
    const col = (p: Problem) => (p.path ? text.positionOf(p.path).col : 0);
    const ordered = problems.map((p, i) => ({ p, i, col: col(p) }));
    ordered.sort((a, b) => (a.p.line ?? 0) - (b.p.line ?? 0) || a.col - b.col || a.i - b.i);
    return fail(sortProblems(ordered.map(({ p }) => p)));
  }
  return ok(parsed.data);
}

/**
 * `__proto__` keys the schema and the game's checks said nothing of (a zod record drops them
 * silently): refused wherever they are, so none slips past or reaches an object's prototype.
 */
function protoKeys(text: ScenarioText, found: readonly Problem[]): Problem[] {
  const said = new Set(found.map((p) => JSON.stringify(p.path ?? [])));
  return dataHazards(text.data)
    .filter((h) => h.kind === 'proto-key' && !said.has(JSON.stringify(h.path)))
    .map((h) => locatedProblem(text, 'reserved-key', h.path, describeHazard(h)));
}

/**
 * Parses and validates a scenario file's text. Pure: the caller reads the file. `parsed`: the same
 * text already parsed by the caller (parseScenarioText(source, file)), used as it is.
 */
export function loadScenarioText<T>(
  source: string,
  file: string,
  spec: ScenarioSpec<T>,
  parsed?: ScenarioText,
): Result<LoadedText<T>, Problem[]> {
  const text = parsed ? ok(parsed) : parseScenarioText(source, file);
  if (!text.ok) return text;
  const value = validateScenario(text.value, spec);
  if (!value.ok) return value;
  return ok({ value: value.value, text: text.value });
}
