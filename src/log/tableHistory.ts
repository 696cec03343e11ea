/**
 * The history file of `diemen table`: JSON lines, a header with the session's seed, then one line
 * per roll (and one per roll saved or forgotten), each sealed to the one before (checksum.ts) like
 * a battle log. Roll N is rolled from the seed `SEED.N`, so every roll can be checked by rolling it
 * again; numbers run on without gaps, so a roll can't be taken out or made again unseen.
 */
import { fail, ok, problem, type Result } from '../core/problem';
import { headerSum, lineSum, sealHeader, unsealed } from './checksum';
import { afterRoll, emptyTable, withSaved, type TableState } from '../dice/table/tableState';

export const TABLE_FORMAT = 1;

export interface TableHeader {
  readonly diemen: 'table';
  readonly format: number;
  readonly version: string;
  readonly seed: string;
  readonly rng: string;
}

export interface TableRoll {
  /** Its number in the session, from 1. */
  readonly roll: number;
  readonly seed: string;
  /** The words given to `diemen roll` (the notation first, then options). */
  readonly args: readonly string[];
  readonly name?: string;
  readonly player?: string;
  /** When it was rolled (ISO time): for people reading the history, not checked. */
  readonly at: string;
  /** The roll in one line, as the history shows it. */
  readonly shown: string;
  /** What `diemen roll ... --json` printed. */
  readonly result: unknown;
}

/** A roll saved under a name (args), or forgotten (args null). */
export interface TableSave {
  readonly save: string;
  readonly args: readonly string[] | null;
}

export type TableEntry = TableRoll | TableSave;

/** The seed roll `n` of a session seeded with `seed` is rolled from. */
export const rollSeed = (seed: string, n: number): string => `${seed}.${n}`;

export function tableHeader(seed: string, version: string, rng: string): TableHeader & { sum: string } {
  return sealHeader({ diemen: 'table', format: TABLE_FORMAT, version, seed, rng });
}

export interface TableHistory {
  readonly header: TableHeader;
  readonly entries: readonly TableEntry[];
  /** The last line's checksum: what a resumed session chains on from. */
  readonly lastSum: string;
  /** A last line cut off mid-write, set aside (1-based line number). */
  readonly torn?: number;
  /** The last whole line has no newline. */
  readonly unterminated: boolean;
  /** How much of the text (UTF-16 units) the whole lines take. */
  readonly keptLength: number;
}

const isText = (x: unknown): x is string => typeof x === 'string';
const isWords = (x: unknown): x is string[] => Array.isArray(x) && x.every(isText);

/** What is wrong with a line's shape, or null. */
function shapeProblem(x: Record<string, unknown>, seed: string, next: number): string | null {
  if ('save' in x) {
    if (!isText(x.save) || !(x.args === null || isWords(x.args))) return 'a saved roll needs save and args';
    return null;
  }
  if (typeof x.roll !== 'number') return 'neither a roll nor a saved roll';
  if (x.roll !== next) return `roll ${x.roll} where ${next} was due: a roll is missing or out of order`;
  if (x.seed !== rollSeed(seed, next))
    return `roll ${next} must be rolled from the seed ${rollSeed(seed, next)}`;
  if (!isWords(x.args) || !isText(x.at) || !isText(x.shown) || !('result' in x)) {
    return 'a roll needs args, at, shown and result';
  }
  for (const k of ['name', 'player'] as const) if (k in x && !isText(x[k])) return `${k} is not text`;
  return null;
}

/** The whole lines of `text` and where they end; a torn last line is set aside. */
function linesOf(text: string): { lines: string[]; endsClean: boolean } {
  const body = text.replace(/\s+$/, (tail) => (tail.includes('\n') ? '\n' : ''));
  const endsClean = body.endsWith('\n');
  const lines = body.split('\n');
  if (endsClean) lines.pop();
  return { lines, endsClean };
}

/** Reads a history back, refusing a line that was edited, moved or taken out, with its number. */
export function parseTableHistory(text: string, file: string): Result<TableHistory> {
  const at = (line: number, message: string): Result<never> =>
    fail(problem('table.bad-history', message, { file, line }));
  const { lines, endsClean } = linesOf(text);
  const json = (s: string): Record<string, unknown> | null => {
    try {
      const v: unknown = JSON.parse(s);
      return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  };
  const head = lines[0] === undefined ? null : json(lines[0]);
  if (!head || head.diemen !== 'table') return at(1, 'not a diemen table history (no header line)');
  if (head.format !== TABLE_FORMAT || !isText(head.seed) || !isText(head.rng) || !isText(head.version)) {
    return at(1, `a table history of format ${TABLE_FORMAT} with a seed was expected`);
  }
  if (head.sum !== headerSum(head)) return at(1, 'the header was changed after it was written');
  const header = unsealed(head) as unknown as TableHeader;
  let lastSum = head.sum as string;
  const entries: TableEntry[] = [];
  let next = 1;
  let kept = lines[0]!.length + 1;
  for (let i = 1; i < lines.length; i++) {
    const x = json(lines[i]!);
    if (!x) {
      // A write cut short (a killed process, a full disk) leaves a partial last line: what is
      // before it is intact.
      if (i === lines.length - 1 && !endsClean) {
        return ok({ header, entries, lastSum, torn: i + 1, unterminated: false, keptLength: kept });
      }
      return at(i + 1, 'not a JSON line');
    }
    const wrong = shapeProblem(x, header.seed, next);
    if (wrong) return at(i + 1, wrong);
    if (x.sum !== lineSum(lastSum, x)) {
      return at(
        i + 1,
        "the history was edited here: this line's checksum doesn't follow from the line before",
      );
    }
    lastSum = x.sum as string;
    entries.push(unsealed(x) as unknown as TableEntry);
    if ('roll' in x) next++;
    kept += lines[i]!.length + 1;
  }
  return ok({ header, entries, lastSum, unterminated: !endsClean, keptLength: Math.min(kept, text.length) });
}

export const isRoll = (e: TableEntry): e is TableRoll => 'roll' in e;

/** Where a session read back from its history stands: saved rolls, the last roll, the next number. */
export function tableStateOf(h: TableHistory): TableState {
  let state = emptyTable;
  for (const e of h.entries) {
    if (isRoll(e)) state = afterRoll(state, { args: e.args, name: e.name ?? null, player: null });
    else state = withSaved(state, e.save, e.args);
  }
  return state;
}
