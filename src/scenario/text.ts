/**
 * Scenario text (YAML, or JSON, which is valid YAML 1.2) to plain data, keeping the line every field
 * was written on so later problems can point at it: `scenarios/x.yaml:12: sides[1].units["9,9"]: ...`.
 * Pure: text in, data out; the CLI reads the file.
 */
import { isAlias, isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import { dataHazards, describeHazard, MAX_DATA_DEPTH } from '../core/plainData';
import { problem, type PathSegment, type Problem, type Result, fail, ok } from '../core/problem';
import { duplicateKeys } from './duplicateKeys';

/** A parsed scenario file: its data and a map from field paths to 1-based line numbers. */
export interface ScenarioText {
  readonly file: string;
  /** Plain JavaScript data (objects, arrays, strings, numbers, booleans, null). */
  readonly data: unknown;
  /**
   * The line a field was written on: for a mapping entry the line of its key, for a list item the
   * line the item starts on. A path that isn't in the file (a missing field) gets the line of its
   * nearest ancestor that is.
   */
  lineOf(path: readonly PathSegment[]): number;
  /** Line and 1-based column, found the same way: sorts problems written on one line. */
  positionOf(path: readonly PathSegment[]): { readonly line: number; readonly col: number };
}

/** Text larger than this is refused before parsing (a scenario is a few kilobytes). */
export const MAX_SCENARIO_CHARS = 1_000_000;

const pathKey = (path: readonly PathSegment[]): string => JSON.stringify(path.map((s) => String(s)));

type Doc = ReturnType<typeof parseDocument>;
type Position = { readonly line: number; readonly col: number };

/** Parses YAML or JSON text. Syntax errors come back as problems with the line they are on. */
export function parseScenarioText(text: string, file: string): Result<ScenarioText, Problem[]> {
  if (text.length > MAX_SCENARIO_CHARS) {
    return fail([
      problem('scenario.too-large', `too large for a scenario file (over ${MAX_SCENARIO_CHARS} characters)`, {
        file,
        facts: { chars: text.length, max: MAX_SCENARIO_CHARS },
      }),
    ]);
  }
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  if (isBattleLog(source)) {
    const message = 'a battle log, not a scenario: `diemen replay` shows it, `diemen play --resume` plays on';
    return fail([problem('scenario.is-log', message, { file, line: 1 })]);
  }
  const lineCounter = new LineCounter();
  // logLevel 'error': a list or map used as a key is reported as an unknown field, not with a
  // warning from the parser on stderr. uniqueKeys off: its check is quadratic; duplicateKeys()
  // finds the same in one pass.
  const doc = parseDocument(source, {
    lineCounter,
    prettyErrors: false,
    uniqueKeys: false,
    logLevel: 'error',
  });
  const posAt = (offset: number): Position => {
    const p = lineCounter.linePos(offset);
    return { line: Math.max(1, p.line), col: p.col };
  };
  const lineAt = (offset: number): number => posAt(offset).line;
  const syntax = syntaxProblems(doc, file, lineAt);
  if (syntax.length > 0) return fail(syntax);
  const data = toData(doc, file, lineAt);
  if (!data.ok) return data;
  const positions = fieldPositions(doc, posAt);
  const root = positions.get(pathKey([]))!;
  const positionOf = (path: readonly PathSegment[]) => {
    for (let n = path.length; n >= 0; n--) {
      const pos = positions.get(pathKey(path.slice(0, n)));
      if (pos !== undefined) return pos;
    }
    return root;
  };
  return ok({ file, data: data.value, positionOf, lineOf: (path) => positionOf(path).line });
}

/**
 * Whether the text is a battle log (a JSON Lines file opening with its header line) given where a
 * scenario was meant: `diemen step game.jsonl` said "bad YAML: Unexpected flow-map-start".
 */
function isBattleLog(source: string): boolean {
  const end = source.indexOf('\n');
  const first = (end < 0 ? source : source.slice(0, end)).trim();
  if (!first.startsWith('{') || end < 0) return false;
  try {
    const header = JSON.parse(first) as unknown;
    return typeof header === 'object' && header !== null && (header as { type?: unknown }).type === 'header';
  } catch {
    return false;
  }
}

/** The parser's first syntax error, and every key given twice in one mapping, by offset. */
function syntaxProblems(doc: Doc, file: string, lineAt: (offset: number) => number): Problem[] {
  // The parser's own recursion gives out first on thousands of levels.
  if (doc.errors.some((e) => /call stack/i.test(e.message)))
    return [tooDeep(file, lineAt(doc.errors[0]!.pos[0]))];
  // After the first syntax error the parser's further complaints are mostly its echo; duplicate
  // keys are independent of it and worth reporting in the same pass.
  const errors = [
    ...doc.errors.slice(0, 1).map((e) => ({
      offset: e.pos[0],
      message: firstSentence(e.message),
      code: e.code as string,
    })),
    ...duplicateKeys(doc).map((d) => ({
      offset: d.offset,
      message: `the key "${shortKey(d.key)}" is given twice in one mapping (first at line ${lineAt(d.firstOffset)})`,
      code: 'DUPLICATE_KEY',
    })),
  ].sort((a, b) => a.offset - b.offset);
  return errors.map((e) =>
    problem('scenario.yaml-syntax', `bad YAML: ${e.message}`, {
      file,
      line: lineAt(e.offset),
      facts: { yamlCode: e.code },
    }),
  );
}

/** The document as plain data, refused when it nests too deep for what walks it next. */
function toData(doc: Doc, file: string, lineAt: (offset: number) => number): Result<unknown, Problem[]> {
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: 1000 });
  } catch (e) {
    if (e instanceof RangeError) return fail([tooDeep(file, 1)]);
    const message = `bad YAML: ${firstSentence(e instanceof Error ? e.message : String(e))}`;
    return fail([problem('scenario.yaml-syntax', message, { file, line: 1 })]);
  }
  // Before anything recursive walks it (the line map, the schema, the stable hash).
  const deep = dataHazards(data).find((h) => h.kind === 'too-deep');
  if (deep) {
    const node = doc.getIn(deep.path, true) as Node | undefined;
    const line = node?.range ? lineAt(node.range[0]) : 1;
    return fail([{ ...tooDeep(file, line), path: deep.path.slice(0, 3) }]);
  }
  return ok(data);
}

/** Where each field was written: a mapping entry's key, a list item's start. */
function fieldPositions(doc: Doc, posAt: (offset: number) => Position): Map<string, Position> {
  const positions = new Map<string, Position>();
  positions.set(pathKey([]), doc.contents?.range ? posAt(doc.contents.range[0]) : { line: 1, col: 1 });
  const walk = (node: unknown, path: PathSegment[]): void => {
    if (isMap(node)) {
      for (const pair of node.items) {
        if (!isPair(pair) || !isScalar(pair.key)) continue;
        const key = String(pair.key.value);
        const at = [...path, key];
        const range = pair.key.range ?? (pair.value as Node | null)?.range;
        if (range) positions.set(pathKey(at), posAt(range[0]));
        walk(pair.value, at);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => {
        const at = [...path, i];
        const range = (item as Node | null)?.range;
        if (range) positions.set(pathKey(at), posAt(range[0]));
        if (!isAlias(item)) walk(item, at);
      });
    }
  };
  walk(doc.contents, []);
  return positions;
}

/** A key as the message shows it: a long one cut short. */
/** A key as the one-line message shows it: control characters escaped (a multi-line plain key
 * broke the one-line rule: found by test/reliability/fuzz.test.ts), long ones cut. */
const shortKey = (key: string): string => {
  const shown = key.replace(/[\u0000-\u001f\u007f\u2028\u2029]/g, (c) => JSON.stringify(c).slice(1, -1));
  return shown.length > 40 ? `${shown.slice(0, 40)}…` : shown;
};

function tooDeep(file: string, line: number): Problem {
  const message = describeHazard({ kind: 'too-deep', path: [] });
  return problem('scenario.too-deep', message, { file, line, facts: { max: MAX_DATA_DEPTH } });
}

/** yaml's messages end with " at line L, column C" and a source excerpt; the line is ours to add. */
function firstSentence(message: string): string {
  const first = message.split('\n')[0] ?? message;
  return first.replace(/ at line \d+, column \d+:?\s*$/, '').trim();
}
