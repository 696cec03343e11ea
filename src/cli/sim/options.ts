/**
 * `diemen sim`'s options, checked before anything runs: each problem is one line naming the option
 * (exit 2). Limits keep absurd requests from running the machine out of memory or time. A
 * game's own plan options (Die, Men!'s `--strategy`, `--scale`) are checked by the game, against
 * the scenario (planOptions.ts).
 */
import { fail, ok, problem, type Problem, type Result } from '../../core/problem';

export const DEFAULT_TRIALS = 1000;
/** Memory does not grow with trials; this only keeps a typo from running for days. */
export const MAX_TRIALS = 10_000_000;
export const MAX_WORKERS = 64;
/** Plans compared in one run (armies times the game's own plans: strategies times scales). */
export const MAX_VARIANTS = 16;
/**
 * Cells on the map, for a game that doesn't give its own limit (SimKit.maxCells): a simulation
 * plays thousands of battles, and a round's cost may grow faster than the map, so 50x50.
 */
export const MAX_CELLS = 2_500;
export const MAX_TIMEOUT_S = 7 * 24 * 3600;

export interface SimOptions {
  readonly trials?: string;
  readonly seed?: string;
  readonly workers?: string;
  readonly json?: boolean;
  readonly timeout?: string;
  readonly stats?: boolean;
  /** `SIDE=ARMY[,ARMY...]`: the side fought by that army; several are compared. */
  readonly army?: readonly string[];
}

/** How the run goes. */
export interface RunPlan {
  readonly trials: number;
  readonly workers: number;
  readonly timeoutMs: number | null;
  /** The --workers asked for, when it was more than the cores and cut down to them. */
  readonly workersAsked?: number;
}

const bad = (option: string, message: string, given: unknown): Problem =>
  problem('sim.bad-option', `${option}: ${message}`, { facts: { option, given } });

function wholeNumber(
  text: string | undefined,
  option: string,
  min: number,
  max: number,
  dflt: number,
): Result<number> {
  if (text === undefined) return ok(dflt);
  const n = Number(text);
  if (!/^\s*\d+\s*$/.test(text) || !Number.isSafeInteger(n) || n < min || n > max) {
    return fail(bad(option, `a whole number from ${min} to ${max.toLocaleString('en')}, not ${text}`, text));
  }
  return ok(n);
}

/** The options that don't need the scenario. */
export function checkOptions(opts: SimOptions, cores: number): Result<RunPlan, Problem[]> {
  const problems: Problem[] = [];
  const trials = wholeNumber(opts.trials, '--trials', 1, MAX_TRIALS, DEFAULT_TRIALS);
  if (!trials.ok) problems.push(trials.error);
  const workers = wholeNumber(
    opts.workers,
    '--workers',
    1,
    MAX_WORKERS,
    Math.min(MAX_WORKERS, Math.max(1, cores)),
  );
  if (!workers.ok) problems.push(workers.error);
  let timeoutMs: number | null = null;
  if (opts.timeout !== undefined) {
    const s = Number(opts.timeout);
    if (opts.timeout.trim() === '' || !Number.isFinite(s) || s <= 0 || s > MAX_TIMEOUT_S) {
      problems.push(
        bad(
          '--timeout',
          `a number of seconds above 0 and at most ${MAX_TIMEOUT_S}, not ${opts.timeout}`,
          opts.timeout,
        ),
      );
    } else timeoutMs = Math.max(1, Math.round(s * 1000));
  }
  if (!trials.ok || !workers.ok || problems.length > 0) return fail(problems);
  // More workers than cores only adds memory (each has its own heap; 64 on 2 cores took 1.5 GB and
  // could die out of memory): no battle finishes sooner.
  const usable = Math.max(1, cores);
  if (workers.value > usable) {
    return ok({ trials: trials.value, workers: usable, timeoutMs, workersAsked: workers.value });
  }
  return ok({ trials: trials.value, workers: workers.value, timeoutMs });
}

export function checkMapSize(
  map: { readonly cols: number; readonly rows: number },
  file: string,
  max: number = MAX_CELLS,
): Problem | null {
  const cells = map.cols * map.rows;
  if (cells <= max) return null;
  const side = Math.floor(Math.sqrt(max));
  return problem(
    'sim.map-too-large',
    `the ${map.cols}x${map.rows} map has ${cells} cells; sim plays this game's maps of up to ${max} cells (${side}x${side})`,
    {
      file,
      facts: { cells, max },
    },
  );
}
