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

/**
 * Checks a log line by line and stops at the first bad one: a 63 MB log of junk is refused at its
 * second line, not parsed whole into memory first (issue #22).
 */
export function parseLog(text: string, file: string): Result<ParsedLog, Problem[]> {
  const end = bodyEnd(text);
  const endsClean = end > 0 && text[end - 1] === '\n';
  const at = (line: number, code: string, message: string, facts?: Record<string, unknown>): Problem =>
    problem(code, message, { file, line, ...(facts ? { facts } : {}) });

  // The lines, one at a time: [text, is it the last].
  let pos = 0;
  const next = (): { text: string; last: boolean } | null => {
    if (pos >= end) return null;
    const nl = text.indexOf('\n', pos);
    const stop = nl === -1 || nl >= end ? end : nl;
    const line = text.slice(pos, stop);
    pos = stop + 1;
    return { text: line, last: pos >= end };
  };

  const first = next();
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
  const header = head.data;
  if (header.format >= 2 && header.dice === undefined) {
    // Dropping it would turn the check of typed faces off, as for an old log.
    return fail([at(1, 'log.bad-header', 'bad header (dice: a format 2 log says who rolls real dice)')]);
  }
  if (stableHash(header.scenario) !== header.scenarioHash) {
    return fail([
      at(1, 'log.scenario-edited', 'the embedded scenario does not match its hash: the log was edited'),
    ]);
  }

  if (header.sum === undefined) {
    return fail([
      at(
        1,
        'log.unsealed',
        'the log has no checksums (the header has no sum): diemen writes them into every log, so it was made or edited by hand, and is not trusted',
      ),
    ]);
  }
  if (headerSum(header) !== header.sum) {
    return fail([
      at(1, 'log.edited', 'the header was changed after it was written (its checksum does not match)'),
    ]);
  }
  let lastSum: string = header.sum;

  const lines: LogLine[] = [];
  const lineNumbers: number[] = [];
  let nextSeq = 1;
  let nextRound = 1;
  let finished = false;
  let torn: ParsedLog['torn'];
  for (let n = 2, raw = next(); raw !== null; n++, raw = next()) {
    if (finished) return fail([at(n, 'log.after-end', 'lines after the battle ended')]);
    let entry: unknown;
    try {
      entry = JSON.parse(raw.text);
    } catch {
      // A write cut short (a full disk, a killed process) leaves a partial last line: what is
      // before it is intact.
      if (raw.last && !endsClean) {
        torn = { line: n, text: raw.text };
        break;
      }
      return fail([at(n, 'log.bad-json', 'not a JSON line')]);
    }
    const hazard = findDataHazard(entry);
    if (hazard) return fail([at(n, 'log.bad-line', `bad log line (${describeHazard(hazard)})`)]);
    const parsed = logLineSchema.safeParse(entry);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.join('.') || 'line';
      return fail([at(n, 'log.bad-line', `bad log line (${field}: ${issue?.message ?? 'invalid'})`)]);
    }
    const line = parsed.data;
    if (line.type === 'decision') {
      if (line.seq !== nextSeq) {
        return fail([
          at(
            n,
            'log.sequence-gap',
            `decision ${line.seq} where ${nextSeq} was due: a line is missing or out of order`,
            {
              expected: nextSeq,
              found: line.seq,
            },
          ),
        ]);
      }
      nextSeq++;
    } else if (line.type === 'round') {
      if (line.round !== nextRound) {
        return fail([at(n, 'log.round-gap', `round ${line.round} where ${nextRound} was due`)]);
      }
      nextRound++;
    } else if (line.type === 'end') {
      finished = true;
    }
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
