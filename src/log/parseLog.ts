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

export function parseLog(text: string, file: string): Result<ParsedLog, Problem[]> {
  const raw = text.split('\n');
  const endsClean = text.endsWith('\n');
  if (endsClean) raw.pop();
  const at = (line: number, code: string, message: string, facts?: Record<string, unknown>): Problem =>
    problem(code, message, { file, line, ...(facts ? { facts } : {}) });

  if (raw.length === 0 || raw[0]?.trim() === '')
    return fail([at(1, 'log.empty', 'empty log: no header line')]);

  const entries: unknown[] = [];
  let torn: ParsedLog['torn'];
  for (let i = 0; i < raw.length; i++) {
    try {
      entries.push(JSON.parse(raw[i] ?? ''));
    } catch {
      const last = i === raw.length - 1;
      // A write cut short (a full disk, a killed process) leaves a partial last line: what is
      // before it is intact. Without a header there is nothing to keep.
      if (last && !endsClean && i > 0) {
        torn = { line: i + 1, text: raw[i]! };
        break;
      }
      return fail([
        last && !endsClean
          ? at(i + 1, 'log.truncated', 'log is cut off in the middle of a line (an interrupted write?)')
          : at(i + 1, 'log.bad-json', 'not a JSON line'),
      ]);
    }
    const hazard = findDataHazard(entries[i]);
    if (hazard) {
      const what = i === 0 ? 'bad header' : 'bad log line';
      return fail([
        at(i + 1, i === 0 ? 'log.bad-header' : 'log.bad-line', `${what} (${describeHazard(hazard)})`),
      ]);
    }
  }
  const unterminated = !endsClean && torn === undefined;
  const keptLength = torn === undefined ? text.length : text.length - torn.text.length;

  const head = logHeaderSchema.safeParse(entries[0]);
  if (!head.success) {
    const issue = head.error.issues[0];
    const field = issue?.path.join('.') || 'header';
    return fail([at(1, 'log.bad-header', `bad header (${field}: ${issue?.message ?? 'invalid'})`)]);
  }
  const header = head.data;
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
  for (let i = 1; i < entries.length; i++) {
    const n = i + 1;
    if (finished) return fail([at(n, 'log.after-end', 'lines after the battle ended')]);
    const parsed = logLineSchema.safeParse(entries[i]);
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
