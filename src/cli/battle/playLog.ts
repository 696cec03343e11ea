/**
 * The log of `diemen play`: a new one locked and started with its header, or a resumed one opened
 * for appending after its last whole line; and the one line said when a line can't be written.
 */
import { rmSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { RNG_ID } from '../../core/rng';
import type { AnyGameRules } from '../../engine/game';
import { logHeader } from '../../log/header';
import type { ParsedLog } from '../../log/parseLog';
import { EXIT_FAILED, type Io } from '../io';
import { appendToLog, createLog, LogWriteError, sealedLines, type Mend } from '../logWriter';
import { reportProblems } from '../report';
import { VERSION } from '../version';
import { lockLog, type LogLock } from '../logLock';
import { makeDir } from '../makeDir';
import { writeReason } from '../atomicWrite';
import { fail, problem } from '../../core/problem';
import type { OpenedScenario } from './openScenario';
import type { Leg } from './playLegs';
import type { Player } from './players';

/**
 * What a battle stopped by Ctrl+C (at a prompt, or by the signal while the computer plays) says.
 * The command stands on a line of its own: a long path then wraps only inside it at 80 columns.
 */
export const stoppedLine = (log: string): string =>
  `diemen: stopped. The battle is saved; go on with:\n  diemen play --resume ${log}`;

/** A new log's lock, in the folder the log goes in (made if need be, as createLog would). */
function lockNew(logFile: string): ReturnType<typeof lockLog> {
  try {
    makeDir(dirname(logFile));
  } catch (e) {
    // Said here in words: the lock's own failure would name its link, not the folder.
    const errno = (e as NodeJS.ErrnoException).code ?? 'EIO';
    return fail(
      problem(
        'log.cannot-create',
        `cannot make the battle log's folder: ${errno === 'ENOENT' ? 'no folder can be made there' : writeReason(errno)} (${errno})`,
        {
          file: logFile,
        },
      ),
    );
  }
  return lockLog(logFile, stoppedLine(logFile));
}

/** A log line could not be written (a full disk): one line, exit 1; resume goes on from there. */
export function writeFailed(io: Io, e: unknown): number {
  if (!(e instanceof LogWriteError)) throw e;
  const end = e.clean ? 'it ends with the last whole line' : 'its last line may be cut off';
  io.err(
    `diemen: ${e.file}: ${e.message}; the battle stopped and the log is kept (${end}): once there is room, go on with: diemen play --resume ${e.file}`,
  );
  return EXIT_FAILED;
}

/** Not even the header could be written: the empty file this run created goes, nothing is lost. */
function headerFailed(io: Io, e: unknown): number {
  if (!(e instanceof LogWriteError)) throw e;
  try {
    if (statSync(e.file).size === 0) rmSync(e.file);
  } catch {
    // Left as it is; resume reports an empty log.
  }
  io.err(`diemen: ${e.file}: ${e.message}; nothing was played: once there is room, start the battle again`);
  return EXIT_FAILED;
}

/** What the log records of a battle: the scenario, who plays and rolls, the seed. */
export interface PlayLogFacts {
  readonly logFile: string;
  readonly recorded: ParsedLog | null;
  /** How to mend a resumed log's end before appending (a torn or unended last line). */
  readonly mend?: Mend;
  readonly rules: AnyGameRules;
  readonly opened: OpenedScenario;
  readonly file: string | undefined;
  readonly seed: string;
  readonly sides: readonly string[];
  readonly players: ReadonlyMap<string, Player>;
  readonly dice: boolean;
}

/** The note said once a torn last line is mended: it goes with the first new lines. */
function mendNote(io: Io, f: PlayLogFacts): (() => void) | undefined {
  const torn = f.recorded?.torn;
  if (!torn) return undefined;
  const chars = `${torn.text.length} character${torn.text.length === 1 ? '' : 's'}`;
  return () =>
    io.err(
      `diemen: note: ${f.logFile}:${torn.line}: the last line was cut off in the middle of a write (${chars}); it is dropped and the battle goes on after line ${torn.line - 1}`,
    );
}

function headerOf(f: PlayLogFacts): object {
  const { rules, players } = f;
  return logHeader({
    tool: `diemen ${VERSION}`,
    ruleset: rules.ruleset.id,
    rules: rules.ruleset.version,
    rng: RNG_ID,
    seed: f.seed,
    scenario: f.opened.document,
    ...(f.file !== undefined ? { scenarioFile: f.file } : {}),
    players: Object.fromEntries(players),
    dice: Object.fromEntries(f.sides.map((s) => [s, f.dice && players.get(s) === 'human'])),
  });
}

/** The log opened for the battle's first leg (a new one locked in `locks`), or the exit code. */
export function startPlayLog(io: Io, f: PlayLogFacts, locks: LogLock[]): Leg | number {
  const { recorded, logFile } = f;
  if (!recorded) {
    const lock = lockNew(logFile);
    if (!lock.ok) return reportProblems(io, [lock.error]);
    locks.push(lock.value);
  }
  const onMend = mendNote(io, f);
  const writer = recorded
    ? appendToLog(logFile, f.mend && { ...f.mend, ...(onMend ? { onMend } : {}) })
    : createLog(logFile);
  if (!writer.ok) return reportProblems(io, [writer.error]);
  const start = recorded ? { chainFrom: recorded.lastSum } : { header: headerOf(f) };
  try {
    return { recorded, writer: writer.value, write: sealedLines(writer.value, start) };
  } catch (e) {
    writer.value.close();
    return recorded ? writeFailed(io, e) : headerFailed(io, e);
  }
}
