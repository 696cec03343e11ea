/**
 * The body of `diemen sim`: check the options, load the scenario, play the trials on worker
 * threads, print the report. Any game: it supplies the plans and the measure. Loaded on demand (it
 * brings the scenario loader: zod and yaml).
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fail, ok, problem, type Problem, type Result } from '../../core/problem';
import type { AnyGameRules, AnyLoadedScenario, SimPlan } from '../../engine/game';
import { simJob, summarize, type SimSummary } from '../../sim';
import { openScenario } from '../battle/openScenario';
import { loadGames, type Games } from '../games';
import { armyDifferences, armyVariants, comparedSide, type ArmyVariant } from './armyVariants';
import { EXIT_FAILED, EXIT_OK, type Io } from '../io';
import { renderProgress, renderSim, type SimReport } from '../render/renderSim';
import { reportProblems } from '../report';
import { newSeed } from '../seed';
import { styleFor } from '../style';
import { checkMapSize, checkOptions, MAX_VARIANTS, type SimOptions } from './options';
import { planOptions } from './planOptions';
import { runPool, WorkerOutOfMemory } from './pool';
import { simCodeCache } from './warmStart';

export type { SimOptions };

/** What a shell reports for a program stopped by Ctrl+C (128 + SIGINT). */
const EXIT_INTERRUPTED = 130;

/** Inside the bundle, __dirname is dist/, where the worker entry is built next to diemen.cjs. */
const WORKER_FILE = join(__dirname, 'simWorker.cjs');

// eslint-disable-next-line max-lines-per-function -- the sim command's whole flow in order (options, plans, pool, report); its split by step is open in #26
export async function runSim(io: Io, file: string, opts: SimOptions): Promise<number> {
  const checked = checkOptions(opts, availableParallelism());
  if (!checked.ok) return reportProblems(io, checked.error);
  const plan = checked.value;
  if (plan.workersAsked !== undefined) {
    io.err(
      `diemen: note: --workers ${plan.workersAsked}: this machine has ${plan.workers} core${plan.workers === 1 ? '' : 's'} to run them on, so ${plan.workers} worker${plan.workers === 1 ? '' : 's'}`,
    );
  }

  const games = loadGames(io.env);
  if (!games.ok) return reportProblems(io, games.error);
  const variants = armyVariants(opts.army ?? []);
  if (!variants.ok) return reportProblems(io, variants.error);
  const built = buildPlans(file, games.value, variants.value, opts);
  if (!built.ok) return reportProblems(io, built.error);
  const { loaded, game, seed, setup, plans } = built.value;
  if (plans.length > MAX_VARIANTS) {
    return reportProblems(io, [
      problem(
        'sim.too-many-variants',
        `that is ${plans.length} plans to compare; at most ${MAX_VARIANTS} in one run`,
        {
          facts: { variants: plans.length },
        },
      ),
    ]);
  }
  if (loaded.scriptedRounds > 0) {
    // Said, not silently dropped: trials are the computer's play from the first round on.
    const n = loaded.scriptedRounds;
    io.err(
      `diemen: note: ${file}: its ${n} scripted round${n === 1 ? ' is' : 's are'} not used: sim plays every round with the computer general (step and play follow the script)`,
    );
  }
  const plugin = games.value.plugins.get(game.meta.id);
  const jobs = plans.map((p) => simJob(game, p, seed, plugin === undefined ? {} : { plugin }));
  const style = styleFor(io, Boolean(opts.json));
  const progress = progressBar(io, Boolean(opts.json));
  const t0 = performance.now();
  // Ctrl+C stops the trials, and the report so far is printed, marked partial (exit 130).
  const stop = new AbortController();
  const onInterrupt = (): void => stop.abort();
  process.once('SIGINT', onInterrupt);
  let result;
  try {
    result = await runPool(jobs, {
      workers: plan.workers,
      trials: plan.trials,
      workerFile: WORKER_FILE,
      codeCache: simCodeCache(__dirname, io.env),
      timeoutMs: plan.timeoutMs,
      onProgress: progress.update,
      signal: stop.signal,
    });
  } catch (e) {
    progress.clear();
    process.removeListener('SIGINT', onInterrupt);
    if (!(e instanceof WorkerOutOfMemory)) throw e;
    io.err(`diemen: ${e.message}: the armies or the map are too large to simulate`);
    return EXIT_FAILED;
  }
  progress.clear();
  process.removeListener('SIGINT', onInterrupt);
  const seconds = (performance.now() - t0) / 1000;

  const summaries: SimSummary[] = result.aggregates.map((a, i) =>
    summarize(a, game.sides(plans[i]!.setup), jobs[i]!.shape),
  );
  const measure = game.sim.measure;
  let report: SimReport = {
    name: loaded.name,
    file,
    seed,
    trials: plan.trials,
    complete: !result.timedOut,
    ...(result.interrupted ? { interrupted: true } : {}),
    maxRounds: game.sim.maxRounds(setup),
    ...(measure === 'units' ? {} : { measure }),
    variants: plans.map((p, i) => ({ label: p.label, ...p.report, ...summaries[i]! })),
  };
  const compared = comparedSide(opts.army ?? []);
  if (compared !== null) report = { ...report, differences: armyDifferences(compared, report.variants) };
  const played = summaries.reduce((n, s) => n + s.trials, 0);
  if (result.interrupted && played === 0) {
    io.err(`diemen: interrupted after ${fmtSeconds(seconds)}, before any trial finished`);
    return EXIT_INTERRUPTED;
  }
  if (result.timedOut && played === 0) {
    io.err(
      `diemen: timed out after ${fmtSeconds(seconds)} before any trial finished; try a longer --timeout or fewer --trials`,
    );
    return EXIT_FAILED;
  }
  io.out(opts.json ? JSON.stringify(report, null, 2) : renderSim(report, style));
  if (opts.stats) {
    // The process's figures, every thread included: CPU time shows what the workers cost.
    const usage = process.resourceUsage();
    const cpu = (usage.userCPUTime + usage.systemCPUTime) / 1e6;
    io.err(
      `diemen: stats: ${played} trials in ${fmtSeconds(seconds)} (${Math.round(played / Math.max(seconds, 1e-9))} battles/s), ` +
        `${workersText(result.workersUsed, plan.workers)}, max RSS ${(usage.maxRSS / 1024).toFixed(1)} MB, ` +
        `CPU ${fmtSeconds(cpu)}`,
    );
  }
  const errors = summaries.reduce((n, s) => n + s.errors, 0);
  if (result.interrupted) {
    io.err(
      `diemen: interrupted after ${fmtSeconds(seconds)}: ${played} of ${plan.trials * jobs.length} trials played; the report above is partial`,
    );
    return EXIT_INTERRUPTED;
  }
  if (result.timedOut) {
    io.err(
      `diemen: timed out after ${fmtSeconds(seconds)}: ${played} of ${plan.trials * jobs.length} trials played; the report covers those`,
    );
    return EXIT_FAILED;
  }
  if (errors > 0) {
    io.err(
      `diemen: ${errors} battle${errors === 1 ? '' : 's'} failed to finish and are left out (please report this)`,
    );
    return EXIT_FAILED;
  }
  return EXIT_OK;
}

interface Built {
  readonly loaded: AnyLoadedScenario;
  readonly game: AnyGameRules;
  readonly seed: string;
  /** The first plan's battle (the map's size, the round limit). */
  readonly setup: unknown;
  readonly plans: SimPlan<unknown>[];
}

/** Every plan: for each choice of armies, the battle with them, and the game's own plans of it. */
function buildPlans(
  file: string,
  games: Games,
  variants: readonly ArmyVariant[],
  opts: SimOptions,
): Result<Built, Problem[]> {
  const plans: SimPlan<unknown>[] = [];
  let first: Omit<Built, 'plans'> | null = null;
  for (const v of variants) {
    const opened = openScenario(file, games, v.choices);
    if (!opened.ok) return opened;
    const { loaded, face } = opened.value;
    const game: AnyGameRules = face.rules;
    const seed: string = first?.seed ?? opts.seed ?? loaded.seed ?? newSeed();
    const setup = loaded.setup({ seed, fallback: seed });
    first ??= { loaded, game, seed, setup };
    const tooLarge = checkMapSize(game.sim.map(setup), file, game.sim.maxCells);
    if (tooLarge) return fail([tooLarge]);
    const planOpts = planOptions(game, opts);
    if (!planOpts.ok) return planOpts;
    const own = game.sim.plans(setup, planOpts.value);
    if (!own.ok) return own;
    const armies = Object.keys(v.armies).length > 0 ? { armies: v.armies } : {};
    for (const p of own.value)
      plans.push({
        ...p,
        label: [v.label, p.label].filter(Boolean).join(', '),
        report: { ...armies, ...p.report },
      });
  }
  return ok({ ...first!, plans });
}

/** "2 workers", or "1 worker of 2" when the run was too short to start the others. */
function workersText(used: number, allowed: number): string {
  const n = `${used} worker${used === 1 ? '' : 's'}`;
  return used < allowed ? `${n} of ${allowed}` : n;
}

const fmtSeconds = (s: number): string => (s < 10 ? `${s.toFixed(2)} s` : `${s.toFixed(1)} s`);

/**
 * A progress line on stderr, redrawn in place: only when both output streams are terminals, not
 * with --json or in CI, and only once the run has lasted half a second.
 */
function progressBar(
  io: Io,
  json: boolean,
): { update: (done: number, total: number) => void; clear: () => void } {
  const on = !json && io.stdoutIsTTY && Boolean(process.stderr.isTTY) && !io.env.CI;
  const start = performance.now();
  let last = 0;
  let shown = false;
  return {
    update(done, total) {
      if (!on) return;
      const now = performance.now();
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
