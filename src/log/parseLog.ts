/**
 * Reads a battle log back, refusing anything tampered with, with the line it's on. A last line cut
 * off mid-write is set aside (`torn`), not fatal: every complete line before it is still good.
 */
import { fail, ok, problem, type Problem, type Result } from '../core/problem';
import { logHeaderSchema, logLineSchema, type LogHeader, type LogLine } from './logFormat';
import { headerSum, lineSum, unsealed } from './checksum';
import { describeHazard, findDataHazard } from '../core/plainData';
import { stableHash } from '../core/stableHash';

export interface ParsedLog {
  readonly header: LogHeader;
  readonly lines: readonly LogLine[];
  /** 1-based file line of each entry of `lines`. */
  readonly lineNumbers: readonly number[];
  /** True when the log has its closing `end` line. */
  readonly finished: boolean;
  /** The last line's checksum, which a resumed battle chains on from. */
  readonly lastSum: string;
  /**
   * The last line, cut off in the middle of a write (no newline, not JSON): dropped, so what is
   * before it can still be checked and resumed. `line` is its 1-based number.
   */
  readonly torn?: { readonly line: number; readonly text: string };
  /** The last complete line has no newline: whoever appends must end it first. */
  readonly unterminated: boolean;
  /** How much of the text (in UTF-16 units) the complete lines take: what resume keeps. */
  readonly keptLength: number;
}

/** Where the log's lines end: blank lines after the last one (an editor's, a shell's) are not part of it. */
function bodyEnd(text: string): number {
  let j = text.length;
  while (j > 0 && /\s/.test(text[j - 1]!)) j--;
  const nl = text.indexOf('\n', j);
  return nl === -1 ? text.length : nl + 1;
}

type At = (line: number, code: string, message: string, facts?: Record<string, unknown>) => Problem;

interface RawLine {
  readonly text: string;
  readonly last: boolean;
}

/** The log's lines one at a time, up to `end`. */
function lineReader(text: string, end: number): () => RawLine | null {
  let pos = 0;
  return () => {
    if (pos >= end) return null;
    const nl = text.indexOf('\n', pos);
    const stop = nl === -1 || nl >= end ? end : nl;
    const line = text.slice(pos, stop);
    pos = stop + 1;
    return { text: line, last: pos >= end };
  };
}

/** The first line: a header that is whole, well formed, sealed and unedited. */
function readHeader(first: RawLine | null, endsClean: boolean, at: At): Result<LogHeader, Problem[]> {
  if (first === null || first.text.trim() === '')
    return fail([at(1, 'log.empty', 'empty log: no header line')]);
  let headEntry: unknown;
  try {
    headEntry = JSON.parse(first.text);
  } catch {
    // Without a header there is nothing to keep.
    return fail([
      first.last && !endsClean
        ? at(1, 'log.truncated', 'log is cut off in the middle of a line (an interrupted write?)')
        : at(1, 'log.bad-json', 'not a JSON line'),
    ]);
  }
  const headHazard = findDataHazard(headEntry);
  if (headHazard) return fail([at(1, 'log.bad-header', `bad header (${describeHazard(headHazard)})`)]);
  const head = logHeaderSchema.safeParse(headEntry);
  if (!head.success) {
    const issue = head.error.issues[0];
    const field = issue?.path.join('.') || 'header';
    return fail([at(1, 'log.bad-header', `bad header (${field}: ${issue?.message ?? 'invalid'})`)]);
  }
  const refused = headerRefusal(head.data);
  return refused ? fail([at(1, refused.code, refused.message)]) : ok(head.data);
}

/** A well-formed header that still can't be trusted: unsealed, edited, or missing its dice. */
function headerRefusal(header: LogHeader): { code: string; message: string } | null {
  if (header.format >= 2 && header.dice === undefined) {
    // Dropping it would turn the check of typed faces off, as for an old log.
    return { code: 'log.bad-header', message: 'bad header (dice: a format 2 log says who rolls real dice)' };
  }
  if (stableHash(header.scenario) !== header.scenarioHash) {
    return {
      code: 'log.scenario-edited',
      message: 'the embedded scenario does not match its hash: the log was edited',
    };
  }
  if (header.sum === undefined) {
    return {
      code: 'log.unsealed',
      message:
        'the log has no checksums (the header has no sum): diemen writes them into every log, so it was made or edited by hand, and is not trusted',
    };
  }
  if (headerSum(header) !== header.sum) {
    return {
      code: 'log.edited',
      message: 'the header was changed after it was written (its checksum does not match)',
    };
  }
  return null;
}

/** One line after the header, as JSON and against the schema; null when it isn't JSON. */
function readLine(raw: RawLine, n: number, at: At): Result<LogLine, Problem[]> | null {
  let entry: unknown;
  try {
    entry = JSON.parse(raw.text);
  } catch {
    return null;
  }
  const hazard = findDataHazard(entry);
  if (hazard) return fail([at(n, 'log.bad-line', `bad log line (${describeHazard(hazard)})`)]);
  const parsed = logLineSchema.safeParse(entry);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') || 'line';
    return fail([at(n, 'log.bad-line', `bad log line (${field}: ${issue?.message ?? 'invalid'})`)]);
  }
  return ok(parsed.data);
}

/** Decisions numbered 1, 2, 3 ... and rounds in order: a gap is a line missing or moved. */
interface Order {
  seq: number;
  round: number;
}

function orderProblem(line: LogLine, n: number, order: Order, at: At): Problem | null {
  if (line.type === 'decision') {
    if (line.seq !== order.seq) {
      return at(
        n,
        'log.sequence-gap',
        `decision ${line.seq} where ${order.seq} was due: a line is missing or out of order`,
        { expected: order.seq, found: line.seq },
      );
    }
    order.seq++;
  } else if (line.type === 'round') {
    if (line.round !== order.round)
      return at(n, 'log.round-gap', `round ${line.round} where ${order.round} was due`);
    order.round++;
  }
  return null;
}

/**
 * Checks a log line by line and stops at the first bad one: a 63 MB log of junk is refused at its
 * second line, not parsed whole into memory first (issue #22).
 */
export function parseLog(text: string, file: string): Result<ParsedLog, Problem[]> {
  const end = bodyEnd(text);
  const endsClean = end > 0 && text[end - 1] === '\n';
  const at: At = (line, code, message, facts) =>
    problem(code, message, { file, line, ...(facts ? { facts } : {}) });
  const next = lineReader(text, end);
  const head = readHeader(next(), endsClean, at);
  if (!head.ok) return head;
  const header = head.value;
  let lastSum = header.sum!;
  const lines: LogLine[] = [];
  const lineNumbers: number[] = [];
  const order: Order = { seq: 1, round: 1 };
  let finished = false;
  let torn: ParsedLog['torn'];
  for (let n = 2, raw = next(); raw !== null; n++, raw = next()) {
    if (finished) return fail([at(n, 'log.after-end', 'lines after the battle ended')]);
    const read = readLine(raw, n, at);
    if (read === null) {
      // A write cut short (a full disk, a killed process) leaves a partial last line: what is
      // before it is intact.
      if (!raw.last || endsClean) return fail([at(n, 'log.bad-json', 'not a JSON line')]);
      torn = { line: n, text: raw.text };
      break;
    }
    if (!read.ok) return read;
    const line = read.value;
    const gap = orderProblem(line, n, order, at);
    if (gap) return fail([gap]);
    if (line.type === 'end') finished = true;
    // Checked after the structure, so a missing decision is named as such first.
    if (line.sum === undefined || line.sum !== lineSum(lastSum, line)) {
      return fail([
        at(
          n,
          'log.edited',
          "the log was edited here: this line's checksum doesn't follow from the line before (a line changed or moved, or one removed before it)",
        ),
      ]);
    }
    lastSum = line.sum;
    lines.push(unsealed(line) as LogLine);
    lineNumbers.push(n);
  }
  const unterminated = !endsClean && torn === undefined;
  // What resume keeps: the whole lines, without a torn one or blank lines after them.
  const keptLength = torn === undefined ? end : end - torn.text.length;
  return ok({
    header,
    lines,
    lineNumbers,
    finished,
    lastSum,
    ...(torn ? { torn } : {}),
    unterminated,
    keptLength,
  });
}
