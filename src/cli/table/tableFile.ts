/**
 * The history file a table session writes as it goes: a new one (its header first, sealed), or
 * one read back to go on with (`--resume`), its torn last line mended by the first write. Locked
 * while the session writes (logLock.ts), every line forced to disk (logWriter.ts).
 */
import { dirname } from 'node:path';
import { problem, type Problem, type Result, fail, ok } from '../../core/problem';
import { RNG_ID } from '../../core/rng';
import { emptyTable, type TableState } from '../../dice/table/tableState';
import {
  isRoll,
  parseTableHistory,
  tableHeader,
  tableStateOf,
  type TableHistory,
  type TableRoll,
} from '../../log/tableHistory';
import { lockLog } from '../logLock';
import { makeDir } from '../makeDir';
import { appendToLog, createLog, defaultLogPath, sealedLines } from '../logWriter';
import { LOG_FILE, readTextFile } from '../readFile';
import { VERSION } from '../version';

export interface OpenTable {
  readonly seed: string;
  /** Null with --no-log. */
  readonly file: string | null;
  readonly state: TableState;
  /** The rolls so far (a resumed session's included). */
  readonly rolls: TableRoll[];
  /** Appends lines, sealed and on disk before it returns (throws a LogWriteError if it can't). */
  readonly record: (lines: readonly object[]) => void;
  readonly close: () => void;
  /** A line cut off by an interrupted write, set aside (resume). */
  readonly torn?: number;
}

const TABLE_FILE = { ...LOG_FILE, noun: 'a table history', what: ' the table history' };

/** A history read back and checked line by line. */
export function readHistory(file: string): Result<{ history: TableHistory; keptBytes: number }, Problem> {
  const text = readTextFile(file, TABLE_FILE);
  if (!text.ok) return text;
  const h = parseTableHistory(text.value, file);
  if (!h.ok) return h;
  return ok({ history: h.value, keptBytes: Buffer.byteLength(text.value.slice(0, h.value.keptLength)) });
}

/** A new session: its seed, and a history file (unless `file` is false). */
export function openNew(seed: string, file: string | false | undefined): Result<OpenTable> {
  if (file === false) {
    return ok({
      seed,
      file: null,
      state: emptyTable,
      rolls: [],
      record: () => undefined,
      close: () => undefined,
    });
  }
  const path = file ?? defaultLogPath('table', seed);
  try {
    makeDir(dirname(path));
  } catch {
    // createLog says why.
  }
  const lock = lockLog(path);
  if (!lock.ok) return lock;
  const writer = createLog(path);
  if (!writer.ok) {
    lock.value.release();
    return fail({ ...writer.error, message: writer.error.message.replace('battle log', 'table history') });
  }
  const close = () => {
    writer.value.close();
    lock.value.release();
  };
  try {
    const record = sealedLines(writer.value, { header: tableHeader(seed, VERSION, RNG_ID) });
    return ok({ seed, file: path, state: emptyTable, rolls: [], record, close });
  } catch (e) {
    close();
    throw e;
  }
}

/** A session read back from its history, to go on with. */
export function openResume(file: string): Result<OpenTable> {
  // Locked before it is read: what another writer appends after the reading would be lost.
  const lock = lockLog(file);
  if (!lock.ok) return lock;
  const read = readHistory(file);
  if (!read.ok) {
    lock.value.release();
    return read;
  }
  const { history, keptBytes } = read.value;
  if (history.header.rng !== RNG_ID) {
    lock.value.release();
    return fail(
      problem(
        'table.other-rng',
        `${file} was rolled with ${history.header.rng}; this diemen rolls with ${RNG_ID}`,
        {
          file,
        },
      ),
    );
  }
  const writer = appendToLog(file, { keepBytes: keptBytes, endLine: history.unterminated });
  if (!writer.ok) {
    lock.value.release();
    return writer;
  }
  return ok({
    seed: history.header.seed,
    file,
    state: tableStateOf(history),
    rolls: history.entries.filter(isRoll),
    record: sealedLines(writer.value, { chainFrom: history.lastSum }),
    close: () => {
      writer.value.close();
      lock.value.release();
    },
    ...(history.torn ? { torn: history.torn } : {}),
  });
}
