/**
 * The body of `diemen sim`: check the options, load the scenario, play the trials on worker
 * threads, print the report. Any game: it supplies the plans and the measure. Loaded on demand (it
 * brings the scenario loader: zod and yaml).
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fail, ok, problem, type Problem, type Result } from '../../core/problem';
import type { AnyGameRules, AnyLoadedScenario, SimPlan } from '../../engine/game';
import { simJob, summarize, type SimJob, type SimSummary } from '../../sim';
import { openScenario } from '../battle/openScenario';
import { loadGames, type Games } from '../games';
import { armyDifferences, armyVariants, comparedSide, type ArmyVariant } from './armyVariants';
import { EXIT_FAILED, type Io } from '../io';
import type { SimReport } from '../render/renderSim';
import { reportProblems } from '../report';
import { newSeed } from '../seed';
import { checkMapSize, checkOptions, MAX_VARIANTS, type RunPlan, type SimOptions } from './options';
import { idleMeter, nowMs } from './helpers';
import { planOptions } from './planOptions';
import { runPool } from './pool';
import { WorkerOutOfMemory } from './poolWorker';
import { progressBar, reportSim, type Played } from './reportSim';
import { simCodeCache } from './warmStart';

export type { SimOptions };

/** Inside the bundle, __dirname is dist/, where the worker entry is built next to diemen.cjs. */
const WORKER_FILE = join(__dirname, 'simWorker.cjs');

/** Open (options, scenario, plans), play (the pool), report (text or JSON, exit code). */
export async function runSim(io: Io, file: string, opts: SimOptions): Promise<number> {
  // The cores free are measured from here (helpers.ts idleMeter): the pool first reads the meter
  // after this thread's first batches, and the window covers the whole run so far.
  const freeCores = idleMeter();
  const opened = openSim(io, file, opts);
  if (!opened.ok) return reportProblems(io, opened.error);
  const played = await playSim(io, opened.value, opts, freeCores);
  if (typeof played === 'number') return played;
  const report = simReport(opened.value, played, file, opts);
  return reportSim(io, report, played, { ...opts, workers: opened.value.run.workers });
}

/** A run ready to play: its plan (trials, workers, timeout), the battle and one job per plan. */
interface OpenedSim extends Omit<Built, 'plans'> {
  readonly run: RunPlan;
  readonly plans: readonly SimPlan<unknown>[];
  readonly jobs: readonly SimJob[];
}

/** The options, the games, the scenario and its plans, checked before anything is played. */
function openSim(io: Io, file: string, opts: SimOptions): Result<OpenedSim, Problem[]> {
  const checked = checkOptions(opts, availableParallelism());
  if (!checked.ok) return checked;
  const run = checked.value;
  if (run.workersAsked !== undefined) {
    io.err(
      `diemen: note: --workers ${run.workersAsked}: this machine has ${run.workers} core${run.workers === 1 ? '' : 's'} to run them on, so ${run.workers} worker${run.workers === 1 ? '' : 's'}`,
    );
  }
  const games = loadGames(io.env);
  if (!games.ok) return games;
  const variants = armyVariants(opts.army ?? []);
  if (!variants.ok) return variants;
  const built = buildPlans(file, games.value, variants.value, opts);
  if (!built.ok) return built;
  const { loaded, game, plans } = built.value;
  if (plans.length > MAX_VARIANTS) {
    return fail([
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
  // DIEMEN_SIM_FAST=off: every trial plays the reference, never a game's fast path (docs/sim.md).
  const extra = {
    ...(plugin === undefined ? {} : { plugin }),
    ...(io.env.DIEMEN_SIM_FAST === 'off' ? { fast: false } : {}),
  };
  const jobs = plans.map((p) => simJob(game, p, built.value.seed, extra));
  return ok({ ...built.value, run, jobs });
}

/**
 * The trials on the worker pool, with the progress bar; Ctrl+C stops them and the report so far is
 * printed, marked partial (exit 130). A battle too large for a worker's memory ends the run here.
 */
async function playSim(
  io: Io,
  sim: OpenedSim,
  opts: SimOptions,
  freeCores: () => number,
): Promise<Played | number> {
  const progress = progressBar(io, Boolean(opts.json));
  const t0 = nowMs();
  const stop = new AbortController();
  const onInterrupt = (): void => stop.abort();
  process.once('SIGINT', onInterrupt);
  try {
    const result = await runPool(sim.jobs, {
      workers: sim.run.workers,
      trials: sim.run.trials,
      workerFile: WORKER_FILE,
      codeCache: simCodeCache(__dirname, io.env),
      local: sim.jobs.map(() => sim.game),
      freeCores,
      timeoutMs: sim.run.timeoutMs,
      onProgress: progress.update,
      signal: stop.signal,
    });
    return { ...result, seconds: (nowMs() - t0) / 1000 };
  } catch (e) {
    if (!(e instanceof WorkerOutOfMemory)) throw e;
    io.err(`diemen: ${e.message}: the armies or the map are too large to simulate`);
    return EXIT_FAILED;
  } finally {
    progress.clear();
    process.removeListener('SIGINT', onInterrupt);
  }
}

/** The report of the trials played: each plan's summary, and the armies' differences. */
function simReport(sim: OpenedSim, result: Played, file: string, opts: SimOptions): SimReport {
  const { game, plans, jobs } = sim;
  const summaries: SimSummary[] = result.aggregates.map((a, i) =>
    summarize(a, game.sides(plans[i]!.setup), jobs[i]!.shape),
  );
  const measure = game.sim.measure;
  const report: SimReport = {
    name: sim.loaded.name,
    file,
    seed: sim.seed,
    trials: sim.run.trials,
    complete: !result.timedOut,
    ...(result.interrupted ? { interrupted: true } : {}),
    maxRounds: game.sim.maxRounds(sim.setup),
    ...(measure === 'units' ? {} : { measure }),
    variants: plans.map((p, i) => ({ label: p.label, ...p.report, ...summaries[i]! })),
  };
  const compared = comparedSide(opts.army ?? []);
  return compared === null ? report : { ...report, differences: armyDifferences(compared, report.variants) };
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
