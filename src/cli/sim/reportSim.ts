/**
 * The end of `diemen sim`: the report printed (text or JSON), the run's figures with --stats, and
 * the exit code that says how the run ended (complete, timed out, interrupted, battles failed).
 */
import { nowMs, threadCpuMs } from './helpers';
import type { PoolResult } from './pool';
import { EXIT_FAILED, EXIT_OK, type Io } from '../io';
import { renderProgress, renderSim, type SimReport } from '../render/renderSim';
import { styleFor } from '../style';

/** What a shell reports for a program stopped by Ctrl+C (128 + SIGINT). */
const EXIT_INTERRUPTED = 130;

/** The pool's result and the wall time it took, in seconds. */
export interface Played extends PoolResult {
  readonly seconds: number;
}

export interface ReportOptions {
  readonly json?: boolean;
  readonly stats?: boolean;
  /** The workers the run was allowed. */
  readonly workers: number;
}

/** Prints the report (unless not one trial finished) and returns the run's exit code. */
export function reportSim(io: Io, report: SimReport, played: Played, opts: ReportOptions): number {
  const { seconds } = played;
  const trials = report.variants.reduce((n, v) => n + v.trials, 0);
  const asked = report.trials * report.variants.length;
  if (played.interrupted && trials === 0) {
    io.err(`diemen: interrupted after ${fmtSeconds(seconds)}, before any trial finished`);
    return EXIT_INTERRUPTED;
  }
  if (played.timedOut && trials === 0) {
    io.err(
      `diemen: timed out after ${fmtSeconds(seconds)} before any trial finished; try a longer --timeout or fewer --trials`,
    );
    return EXIT_FAILED;
  }
  io.out(opts.json ? JSON.stringify(report, null, 2) : renderSim(report, styleFor(io, Boolean(opts.json))));
  if (opts.stats) io.err(statsLine(trials, played, opts.workers));
  if (played.interrupted) {
    io.err(
      `diemen: interrupted after ${fmtSeconds(seconds)}: ${trials} of ${asked} trials played; the report above is partial`,
    );
    return EXIT_INTERRUPTED;
  }
  if (played.timedOut) {
    io.err(
      `diemen: timed out after ${fmtSeconds(seconds)}: ${trials} of ${asked} trials played; the report covers those`,
    );
    return EXIT_FAILED;
  }
  const errors = report.variants.reduce((n, v) => n + v.errors, 0);
  if (errors > 0) {
    io.err(
      `diemen: ${errors} battle${errors === 1 ? '' : 's'} failed to finish and are left out (please report this)`,
    );
    return EXIT_FAILED;
  }
  return EXIT_OK;
}

/** The process's figures, every thread included: CPU time shows what the workers cost. */
function statsLine(trials: number, played: Played, allowed: number): string {
  const { seconds } = played;
  const usage = process.resourceUsage();
  const cpu = (usage.userCPUTime + usage.systemCPUTime) / 1e6;
  return (
    `diemen: stats: ${trials} trials in ${fmtSeconds(seconds)} (${Math.round(trials / Math.max(seconds, 1e-9))} battles/s), ` +
    `${workersText(played.workersUsed, played.localPlayed, allowed)}, max RSS ${(usage.maxRSS / 1024).toFixed(1)} MB, ` +
    `CPU ${fmtSeconds(cpu)}${mainThreadText(mainThreadCpu())}`
  );
}

/** This thread's CPU seconds, from Linux's /proc (null elsewhere): helpers.ts threadCpuMs. */
export function mainThreadCpu(read?: () => string): number | null {
  const ms = threadCpuMs(read);
  return ms === null ? null : ms / 1000;
}

const mainThreadText = (seconds: number | null): string =>
  seconds === null ? '' : ` (${fmtSeconds(seconds)} in the main thread)`;

/**
 * "2 workers", or "1 worker of 2" when the run was too short to start the others, or "main thread,
 * 0 workers of 2" when it was played without one, or "main thread and 1 worker" when this thread
 * played beside the workers (pool.ts).
 */
function workersText(used: number, localPlayed: boolean, allowed: number): string {
  const n = `${used} worker${used === 1 ? '' : 's'}`;
  if (localPlayed && used > 0) return `main thread and ${n}`;
  const text = used < allowed ? `${n} of ${allowed}` : n;
  return used === 0 ? `main thread, ${text}` : text;
}

const fmtSeconds = (s: number): string => (s < 10 ? `${s.toFixed(2)} s` : `${s.toFixed(1)} s`);

/**
 * A progress line on stderr, redrawn in place: only when both output streams are terminals, not
 * with --json or in CI, and only once the run has lasted half a second.
 */
export function progressBar(
  io: Io,
  json: boolean,
): { update: (done: number, total: number) => void; clear: () => void } {
  const on = !json && io.stdoutIsTTY && Boolean(process.stderr.isTTY) && !io.env.CI;
  const start = nowMs();
  let last = 0;
  let shown = false;
  return {
    update(done, total) {
      if (!on) return;
      const now = nowMs();
      if (now - start < 500 || (now - last < 100 && done < total)) return;
      last = now;
      shown = true;
      const width = Math.max(20, Math.min(60, (process.stderr.columns ?? 80) - 54));
      process.stderr.write(`\r${renderProgress(done, total, (now - start) / 1000, width)}`);
    },
    clear() {
      if (shown) process.stderr.write('\r\x1b[2K');
    },
  };
}
