/**
 * zod issues to Problems a person can act on. Two parts:
 * - `scenarioErrorMap`, passed to `safeParse`, words every issue zod raises (a schema's own `error`
 *   message still wins over it);
 * - `issuesToProblems` flattens what comes back: a failed union reports the branch the input was
 *   clearly meant for, an unknown field gets its own line and a "did you mean", and every problem
 *   gets the file and line of the field it names.
 * Only types are imported from zod: the schema that is parsed brings zod itself.
 */
import type * as z from 'zod';
import type { PathSegment, Problem } from '../core/problem';
import type { ScenarioText } from './text';

type Issue = z.core.$ZodIssue;
type RawIssue = z.core.$ZodRawIssue;

const EXPECTED: Readonly<Record<string, string>> = {
  string: 'a string',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'a mapping (key: value)',
  array: 'a list',
  record: 'a mapping (key: value)',
  null: 'nothing (null)',
  undefined: 'nothing',
  never: 'nothing here',
  tuple: 'a list',
};

/** How a value reads in a message: `"abc"`, `12`, `a list`, `a mapping`. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (typeof value === 'string') {
    const s = value.length > 40 ? `${value.slice(0, 37)}...` : value;
    return JSON.stringify(s);
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return 'a list';
  if (value instanceof Uint8Array) return 'binary data';
  if (typeof value === 'object') return 'a mapping';
  return typeof value;
}

const expectedPhrase = (expected: string): string => EXPECTED[expected] ?? expected;

const orList = (items: readonly string[]): string =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')}${items.length > 2 ? ',' : ''} or ${items[items.length - 1]}`;

const plural = (n: number | bigint, word: string): string => `${n} ${word}${n === 1 || n === 1n ? '' : 's'}`;

const valueList = (values: readonly unknown[]): string =>
  orList(values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))));

/** A value not among the allowed ones: the allowed, what was given, and the one meant if it is a slip. */
function invalidValue(values: readonly unknown[], input: unknown, got: string): string {
  if (values.length === 1) return `expected ${valueList(values)}, got ${got}`;
  const names = values.filter((v): v is string => typeof v === 'string');
  return `expected one of ${valueList(values)}, got ${got}${guessOf(input, names)}`;
}

/** The wording for every zod issue; pass it as `safeParse(data, { error: scenarioErrorMap })`. */
export function scenarioErrorMap(iss: RawIssue): string | undefined {
  const got = describeValue(iss.input);
  switch (iss.code) {
    case 'invalid_type':
      return iss.input === undefined
        ? `missing: expected ${expectedPhrase(iss.expected)}`
        : `expected ${expectedPhrase(iss.expected)}, got ${got}`;
    case 'too_small': {
      const min = iss.minimum;
      if (iss.origin === 'array' || iss.origin === 'set')
        return iss.exact
          ? `needs exactly ${plural(min, 'item')}`
          : `needs at least ${plural(min, 'item')}, got ${plural((iss.input as unknown[] | undefined)?.length ?? 0, 'item')}`;
      if (iss.origin === 'string')
        return min === 1 ? 'must not be empty' : `needs at least ${plural(min, 'character')}`;
      return iss.inclusive === false
        ? `must be more than ${min}, got ${got}`
        : `must be at least ${min}, got ${got}`;
    }
    case 'too_big': {
      const max = iss.maximum;
      if (iss.origin === 'array' || iss.origin === 'set')
        return iss.exact
          ? `needs exactly ${plural(max, 'item')}`
          : `holds at most ${plural(max, 'item')}, got ${plural((iss.input as unknown[] | undefined)?.length ?? 0, 'item')}`;
      if (iss.origin === 'string') return `must be at most ${plural(max, 'character')} long`;
      return iss.inclusive === false
        ? `must be less than ${max}, got ${got}`
        : `must be at most ${max}, got ${got}`;
    }
    case 'invalid_value':
      return invalidValue(iss.values, iss.input, got);
    case 'invalid_format':
      return iss.format === 'regex' && iss.pattern
        ? `${got} doesn't match the pattern ${iss.pattern}`
        : `${got} is not a valid ${iss.format}`;
    case 'not_multiple_of':
      return `must be a multiple of ${iss.divisor}, got ${got}`;
    case 'unrecognized_keys':
      return `unknown field${iss.keys.length === 1 ? '' : 's'} ${iss.keys.map((k) => JSON.stringify(k)).join(', ')}`;
    case 'invalid_union': {
      const branches = iss.errors as readonly (readonly Issue[])[];
      const expected = branches
        .flatMap((b) => b.filter((i) => i.code === 'invalid_type' && i.path.length === 0))
        .map((i) => expectedPhrase((i as { expected: string }).expected));
      const unique = [...new Set(expected)];
      return unique.length > 0
        ? `expected ${orList(unique)}, got ${got}`
        : `${got} matches none of the allowed forms`;
    }
    case 'invalid_key':
      return `bad key: ${iss.issues.map((i) => i.message).join('; ')}`;
    case 'invalid_element':
      return `bad entry: ${iss.issues.map((i) => i.message).join('; ')}`;
    default:
      return undefined;
  }
}

/** Minimal view of a zod schema's definition, enough to find the fields allowed at a path. */
interface LooseDef {
  readonly type: string;
  readonly shape?: Readonly<Record<string, unknown>>;
  readonly innerType?: unknown;
  readonly in?: unknown;
  readonly options?: readonly unknown[];
  readonly valueType?: unknown;
  readonly element?: unknown;
  readonly items?: readonly unknown[];
  readonly left?: unknown;
  readonly right?: unknown;
  readonly getter?: () => unknown;
}

const defOf = (schema: unknown): LooseDef | undefined =>
  (schema as { _zod?: { def?: LooseDef } } | undefined)?._zod?.def;

/** The names of the fields an object schema at `path` accepts (all union branches together). */
export function knownKeysAt(schema: unknown, path: readonly PathSegment[]): string[] {
  const keys = new Set<string>();
  const visit = (s: unknown, i: number, depth: number): void => {
    const def = defOf(s);
    if (!def || depth > 64) return;
    switch (def.type) {
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'nonoptional':
      case 'readonly':
      case 'catch':
        return visit(def.innerType, i, depth + 1);
      case 'pipe':
        return visit(def.in, i, depth + 1);
      case 'lazy':
        return visit(def.getter?.(), i, depth + 1);
      case 'union':
        for (const o of def.options ?? []) visit(o, i, depth + 1);
        return;
      case 'intersection':
        visit(def.left, i, depth + 1);
        visit(def.right, i, depth + 1);
        return;
    }
    if (i === path.length) {
      if (def.type === 'object') for (const k of Object.keys(def.shape ?? {})) keys.add(k);
      return;
    }
    const seg = path[i];
    if (def.type === 'object' && typeof seg === 'string' && def.shape && seg in def.shape)
      visit(def.shape[seg], i + 1, depth + 1);
    else if (def.type === 'record') visit(def.valueType, i + 1, depth + 1);
    else if (def.type === 'array') visit(def.element, i + 1, depth + 1);
    else if (def.type === 'tuple' && typeof seg === 'number') visit(def.items?.[seg], i + 1, depth + 1);
  };
  visit(schema, 0, 0);
  return [...keys];
}

/** Edit distance counting a swap of neighbours as one edit (optimal string alignment), for "did you mean". */
function distance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number): number => d[i]?.[j] ?? 0;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, at(i - 2, j - 2) + 1);
      (d[i] as number[])[j] = v;
    }
  }
  return at(a.length, b.length);
}

/** The closest allowed name, if it is close enough to be a typo. */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestD = Infinity;
  for (const c of candidates) {
    const d = distance(word.toLowerCase(), c.toLowerCase());
    if (d < bestD) {
      best = c;
      bestD = d;
    }
  }
  if (best === undefined) return undefined;
  const limit = Math.max(best.length >= 4 ? 2 : 1, Math.floor(best.length / 3));
  return bestD <= limit && bestD < best.length ? best : undefined;
}

/**
 * Words a newcomer writes for a field that spelling can't lead back to ("game" is one letter from
 * "name", but meant the ruleset). Used only where the field they stand for is allowed.
 */
const FIELD_SYNONYMS: Readonly<Record<string, string>> = {
  game: 'ruleset',
  rules: 'ruleset',
  system: 'ruleset',
};

/** The field an unknown key was meant as: a known synonym allowed here, else the closest spelling. */
export function meantField(key: string, allowed: readonly string[]): string | undefined {
  const synonym = FIELD_SYNONYMS[key.toLowerCase()];
  return synonym !== undefined && allowed.includes(synonym) ? synonym : closest(key, allowed);
}

/** `; did you mean "skirmish"?` when `input` is a string close to one of `candidates`, else ''. */
export function guessOf(input: unknown, candidates: readonly string[]): string {
  const guess = typeof input === 'string' ? closest(input, candidates) : undefined;
  return guess === undefined ? '' : `; did you mean ${JSON.stringify(guess)}?`;
}

/** A union failed: pick the branch the input was meant for (the ones whose type didn't even match are out). */
function chooseBranch(branches: readonly (readonly Issue[])[]): readonly Issue[] | undefined {
  const plausible = branches.filter(
    (b) => b.length > 0 && !b.every((i) => i.code === 'invalid_type' && i.path.length === 0),
  );
  if (plausible.length === 0) return undefined;
  return plausible.reduce((best, b) => (b.length < best.length ? b : best));
}

/** A Problem about the field at `path` of a scenario text, with the file and the field's line. */
export function locatedProblem(
  text: ScenarioText,
  code: string,
  path: readonly PathSegment[],
  message: string,
  facts?: Record<string, unknown>,
): Problem {
  return {
    code: `scenario.${code}`,
    message,
    path,
    file: text.file,
    line: text.lineOf(path),
    ...(facts ? { facts } : {}),
  };
}

/**
 * Turns zod issues into Problems `{code: 'scenario.<zod code>', message, path, file, line}`.
 * `schema` (the one that was parsed) lets unknown fields suggest the field that was meant.
 */
export function issuesToProblems(issues: readonly Issue[], text: ScenarioText, schema?: unknown): Problem[] {
  const out: Problem[] = [];
  const push = (
    code: string,
    path: readonly PathSegment[],
    message: string,
    facts?: Record<string, unknown>,
  ) => out.push(locatedProblem(text, code, path, message, facts));
  const convert = (issue: Issue, base: readonly PathSegment[]): void => {
    const path = [...base, ...(issue.path as PathSegment[])];
    switch (issue.code) {
      case 'invalid_union': {
        const branch = issue.errors.length > 0 ? chooseBranch(issue.errors) : undefined;
        if (branch) for (const sub of branch) convert(sub, path);
        else push(issue.code, path, issue.message);
        return;
      }
      case 'unrecognized_keys': {
        const allowed = schema === undefined ? [] : knownKeysAt(schema, path);
        for (const key of issue.keys) {
          const guess = meantField(key, allowed);
          const hint = guess
            ? ` (did you mean "${guess}"?)`
            : allowed.length > 0
              ? ` (allowed here: ${allowed.join(', ')})`
              : '';
          push(issue.code, [...path, key], `unknown field ${JSON.stringify(key)}${hint}`, {
            key,
            ...(allowed.length > 0 ? { allowed } : {}),
          });
        }
        return;
      }
      case 'invalid_key':
        for (const sub of issue.issues) push(issue.code, path, sub.message);
        return;
      default:
        push(issue.code, path, issue.message);
    }
  };
  for (const issue of issues) convert(issue, []);
  return out;
}
