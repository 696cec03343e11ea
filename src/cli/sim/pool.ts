/**
 * Plays the trials of one or more simulation jobs on worker threads. The work is cut into batches
 * whose boundaries depend only on the number of trials; any idle worker takes the next batch, and
 * each job's batches are merged strictly in order, so the report is the same whatever the worker
 * count. Only a few batches may run ahead of the oldest unmerged one, which bounds memory. On
 * timeout the workers are stopped and each job keeps the trials of its batches merged so far: the
 * same as a run with that many trials.
 *
 * Workers start only when the run is long enough to repay them: each is a V8 isolate of its own
 * that compiles the rules and the computer general again before it runs at full speed, so on a
 * short run a worker costs more than it plays. A run is played in this thread (playsHere), which
 * has the rules loaded and warmed up already; the CPU pace of its first batches tells how long the
 * rest is, and a long rest gets workers on the other cores while this thread keeps playing
 * (helpers.ts). Whatever a worker still holds when this thread has nothing else to play, this
 * thread plays too (the first result merged wins: both are the same), so a worker still warming
 * up never holds up the report. A run of long batches, or one that must be played on workers,
 * starts one worker whose wall pace decides on the others (worthMoreWorkers).
 */
import type { AnyGameRules } from '../../engine/game';
import { localPlayer, workerLimits, workerPlayer, type Player, type WorkerHandlers } from './poolWorker';
import type { CodeCache } from './warmStart';
import { idleMeter, localHelpers, nowMs, PaceMeter, processCpuMs, threadCpuMs } from './helpers';
import { batchBounds, emptyAggregate, mergeAggregate, type SimAggregate, type SimJob } from '../../sim';

/**
 * The most a battle may start with (units, health or dice: the game's measure, all sides) to be
 * played in this thread: this thread has no worker's memory limit to stop a battle that grows.
 */
export const LOCAL_MAX_START = 10_000;

/** How long the first worker plays alone before its pace is looked at, in ms. */
export const PACE_SAMPLE_MS = 400;
/** Until then the pace is still the compiling one, two to three times slower than the settled one. */
export const PACE_SETTLED_MS = 1000;
/**
 * How far the batches handed out may run ahead of the oldest unmerged one, at least: a pending
 * aggregate is a few hundred numbers, so this bounds memory loosely. It is wide enough for this
 * thread to keep playing new batches while a worker just started plays its first, cold one (0.25-
 * 0.55 s of wall from its start: 25-50 of a long run's 10 ms batches); with 8 (4 a worker) this
 * thread played 10 of a 100,000-trial run's batches again that the worker was still playing, 2,000
 * trials done twice (27 November, sim-long).
 */
export const AHEAD_MIN = 48;

/**
 * Batches a worker holds at a time: two when the main thread only merges (it answers a reply at
 * once), three beside a main thread that plays too: it answers only between its own batches, as
 * long as the worker's, so with two the worker often played both before the next came (40 of 232
 * replies in a 100,000-trial run, 27 November) and waited.
 */
export function workerDepth(besidePlayingThread: boolean): number {
  return besidePlayingThread ? 3 : 2;
}

/** The rest of the run, at one worker's settled pace, must be this long (ms) to start more. */
export const WORTH_MORE_MS = 3500;
/** The same before the pace has settled: only a clearly long run gets more workers that early. */
export const WORTH_MORE_EARLY_MS = 10000;

/**
 * Whether to start the other workers: `left` trials to play, at the first worker's latest pace
 * (ms per trial, from its last batch), `elapsedMs` into the run, with `timeLeftMs` before a
 * --timeout stops it.
 */
export function worthMoreWorkers(
  left: number,
  msPerTrial: number,
  elapsedMs: number,
  timeLeftMs = Infinity,
): boolean {
  if (elapsedMs < PACE_SAMPLE_MS) return false;
  const rest = Math.min(left * msPerTrial, timeLeftMs);
  return rest >= (elapsedMs < PACE_SETTLED_MS ? WORTH_MORE_EARLY_MS : WORTH_MORE_MS);
}

export interface PoolOptions {
  /** At most this many workers. */
  readonly workers: number;
  readonly trials: number;
  /** The worker entry (dist/simWorker.cjs). */
  readonly workerFile: string;
  readonly timeoutMs: number | null;
  readonly onProgress?: (done: number, total: number) => void;
  /** Start workers beyond the first only when the run is long enough (default true). */
  readonly rampUp?: boolean;
  /** Milliseconds for the pace (default helpers.ts nowMs); tests give a clock of their own. */
  readonly clock?: () => number;
  /** Milliseconds of CPU this process has used (default process.cpuUsage); tests give their own. */
  readonly cpuClock?: () => number;
  /**
   * Milliseconds of CPU this thread has used, null where unknown (default helpers.ts threadCpuMs,
   * from Linux's /proc); tests give their own.
   */
  readonly threadClock?: () => number | null;
  /**
   * The cores not busy with other programs, this thread's included (default: measured from the
   * CPUs' idle time since the pool started, helpers.ts idleMeter; runSim's meter starts with the
   * command); tests give theirs.
   */
  readonly freeCores?: () => number;
  /** Aborting stops the run like a timeout: the trials merged so far are kept (Ctrl+C). */
  readonly signal?: AbortSignal;
  /** Start the workers from V8's code cache (warmStart.ts); without it they compile from scratch. */
  readonly codeCache?: CodeCache | null;
  /**
   * The jobs' games, loaded in this thread (one per job): a run may then play in this thread
   * instead of starting a worker (playsHere). Without them every batch is played on workers.
   */
  readonly local?: readonly AnyGameRules[];
  /** Starts a worker (default: a worker thread playing workerFile); tests give a fake that records. */
  readonly startWorker?: (on: WorkerHandlers) => Player;
}

export interface PoolResult {
  readonly aggregates: SimAggregate[];
  readonly timedOut: boolean;
  /** Stopped by `signal` (then `timedOut` is true as well: the report is partial either way). */
  readonly interrupted: boolean;
  /** Workers actually started (0: the run was played in this thread). */
  readonly workersUsed: number;
  /** This thread played batches too (alone when workersUsed is 0, else beside the workers). */
  readonly localPlayed: boolean;
}

interface Batch {
  readonly job: number;
  readonly start: number;
  readonly end: number;
}

export interface BatchRequest extends Batch {
  readonly k: number;
}

export interface BatchReply {
  readonly k: number;
  readonly agg?: SimAggregate;
  readonly error?: string;
}

export function batchesOf(jobs: number, trials: number): Batch[] {
  const bounds = batchBounds(trials);
  const out: Batch[] = [];
  for (let job = 0; job < jobs; job++) for (const [start, end] of bounds) out.push({ job, start, end });
  return out;
}

/** Plays every job's trials; the result once the last batch is merged, the timeout or the signal. */
export function runPool(jobs: readonly SimJob[], opts: PoolOptions): Promise<PoolResult> {
  return new Promise<PoolResult>((resolve, reject) => new PoolRun(jobs, opts, resolve, reject).start());
}

/**
 * Whether a run starts in this thread rather than on a worker: its games are loaded here, no
 * --timeout must be able to cut a battle short (this thread can't be stopped mid-battle as a
 * worker can), and the battles are of an ordinary size (this thread has no worker's memory limit).
 */
export function playsHere(jobs: readonly SimJob[], opts: PoolOptions): boolean {
  if (!opts.local || opts.timeoutMs !== null || opts.rampUp === false) return false;
  return jobs.every((j) => j.shape.start.reduce((n, x) => n + x, 0) <= LOCAL_MAX_START);
}

/** One run of the pool: its players, the batches handed out, and those merged in order. */
class PoolRun {
  private readonly batches: Batch[];
  private readonly merger: InOrder;
  private readonly total: number;
  /** Workers allowed: never more than there are batches. */
  private readonly count: number;
  /** How far the batches handed out may run ahead of the oldest unmerged one. */
  private readonly ahead: number;
  private readonly limits: ReturnType<typeof workerLimits>;
  private readonly clock: () => number;
  private readonly cpuClock: () => number;
  private readonly threadClock: () => number | null;
  /** This thread's pace while it plays alone (helpers.ts). */
  private pace: PaceMeter | null = null;
  private thread0: number | null = null;
  /** The most trials in one batch. */
  private readonly maxBatch: number;
  private readonly players: Player[] = [];
  private readonly freeCores: () => number;
  /** Batches a worker holds that this thread is playing too (taken back at the end). */
  private readonly takenBack = new Set<number>();
  private workers = 0;
  /** This thread takes no more batches: the workers have them. */
  private localDone = false;
  private next = 0; // next batch to hand out
  private done = 0; // trials played
  private finished = false;
  private interrupted = false;
  private timer: NodeJS.Timeout | null = null;
  private t0 = 0;
  private lastReply = 0;
  private cpu0 = 0;
  private lastCpu = 0;
  private bestCpuPace = Infinity;

  constructor(
    private readonly jobs: readonly SimJob[],
    private readonly opts: PoolOptions,
    private readonly resolve: (r: PoolResult) => void,
    private readonly reject: (e: Error) => void,
  ) {
    this.batches = batchesOf(jobs.length, opts.trials);
    this.merger = new InOrder(this.batches, jobs);
    this.total = jobs.length * opts.trials;
    this.count = Math.max(1, Math.min(opts.workers, this.batches.length));
    this.ahead = Math.max(AHEAD_MIN, 4 * this.count);
    this.limits = workerLimits(jobs);
    this.clock = opts.clock ?? nowMs;
    this.cpuClock = opts.cpuClock ?? processCpuMs;
    this.threadClock = opts.threadClock ?? (() => threadCpuMs());
    this.maxBatch = Math.max(...this.batches.map((b) => b.end - b.start));
    this.freeCores = opts.freeCores ?? idleMeter();
  }

  /**
   * The timeout and the signal armed, then the first player: this thread for a run that may play
   * here (playsHere), else one worker (all of them without ramp-up).
   */
  start(): void {
    const { opts } = this;
    if (opts.timeoutMs !== null) this.timer = setTimeout(() => this.finish(true), opts.timeoutMs);
    const interrupt = (): void => {
      this.interrupted = true;
      this.finish(true);
    };
    if (opts.signal?.aborted) interrupt();
    opts.signal?.addEventListener('abort', interrupt, { once: true });
    this.t0 = this.clock();
    this.lastReply = this.t0;
    this.cpu0 = this.cpuClock();
    this.lastCpu = this.cpu0;
    this.thread0 = this.threadClock();
    this.pace = new PaceMeter(this.cpu0, this.thread0);
    if (opts.local && playsHere(this.jobs, opts)) this.join((on) => localPlayer(opts.local!, this.jobs, on));
    else this.startWorker();
    if (opts.rampUp === false) while (this.workers < this.count) this.startWorker();
  }

  private finish(timedOut: boolean, error?: Error): void {
    if (this.finished) return;
    this.finished = true;
    if (this.timer) clearTimeout(this.timer);
    for (const p of this.players) p.stop();
    if (error) this.reject(error);
    else {
      const { interrupted } = this;
      const localPlayed = this.players.some((p) => p.local);
      this.resolve({
        aggregates: this.merger.aggregates,
        timedOut,
        interrupted,
        workersUsed: this.workers,
        localPlayed,
      });
    }
  }

  /** A player joins: its replies come back to this run, which hands it batches at once. */
  private join(make: (on: WorkerHandlers) => Player): void {
    let player: Player | null = null;
    player = make({
      onReply: (reply) => this.onReply(player!, reply),
      onFail: (e) => this.finish(false, e),
    });
    this.players.push(player);
    this.fill();
  }

  private startWorker(): void {
    this.workers++;
    const { startWorker } = this.opts;
    this.join((on) => (startWorker ? startWorker(on) : workerPlayer(this.jobs, this.opts, this.limits, on)));
  }

  /**
   * Batches handed out, to every player short of its depth, while any is left and none would run
   * too far ahead. A worker holds two or three at a time (workerDepth), so that it never waits for
   * this thread between batches; this thread one, and none once the workers have the run.
   */
  private fill(): void {
    const beside = !this.localDone && this.players.some((p) => p.local);
    for (const p of this.players) {
      const depth = p.local ? (this.localDone ? 0 : 1) : workerDepth(beside);
      while (
        p.inFlight < depth &&
        this.next < this.batches.length &&
        this.next - this.merger.merged < this.ahead
      ) {
        const req: BatchRequest = { k: this.next, ...this.batches[this.next]! };
        this.next++;
        p.inFlight++;
        p.post(req);
      }
    }
    this.takeBack();
  }

  /**
   * This thread, playing beside workers, with nothing left to hand out (or too far ahead of the
   * oldest unmerged batch): it plays the oldest batch a worker still holds, rather than wait for a
   * worker that may be still warming up. Whichever result comes first is merged; they are the same
   * (a batch's result depends only on its trials), so the report is too.
   */
  private takeBack(): void {
    const here = this.players.find((p) => p.local);
    if (!here || this.localDone || here.inFlight > 0 || this.finished || this.workers === 0) return;
    if (this.next < this.batches.length && this.next - this.merger.merged < this.ahead) return;
    for (let k = this.merger.merged; k < this.next; k++) {
      if (this.merger.has(k) || this.takenBack.has(k)) continue;
      this.takenBack.add(k);
      here.inFlight++;
      here.post({ k, ...this.batches[k]! });
      return;
    }
  }

  private onReply(p: Player, reply: BatchReply): void {
    if (this.finished) return;
    p.inFlight--;
    if (reply.error !== undefined || !reply.agg) {
      this.finish(false, new Error(`a simulation worker failed: ${reply.error ?? 'no result'}`));
      return;
    }
    if (this.merger.has(reply.k)) {
      // the second result of a batch taken back: the same as the first, merged already
      this.fill();
      return;
    }
    const b = this.batches[reply.k]!;
    this.merger.add(reply.k, reply.agg);
    this.done += b.end - b.start;
    this.opts.onProgress?.(this.done, this.total);
    if (this.merger.merged === this.batches.length) {
      this.finish(false);
      return;
    }
    this.rampUp(p, b.end - b.start);
    this.fill();
  }

  /**
   * The workers started once the pace of the batch just played says the rest is long. While this
   * thread plays alone and its batches are short, it keeps playing and the other cores get workers
   * beside it (helpers.ts). Otherwise it takes no more batches once the workers start: it stays
   * free to merge, draw the progress and answer Ctrl+C at once, as a long run's batches can take
   * seconds each.
   */
  private rampUp(p: Player, trials: number): void {
    const now = this.clock();
    const cpu = this.cpuClock();
    const pace = (now - this.lastReply) / trials;
    const cpuPace = (cpu - this.lastCpu) / trials;
    this.bestCpuPace = Math.min(this.bestCpuPace, cpuPace);
    this.lastReply = now;
    this.lastCpu = cpu;
    // This thread and its helpers: the run is shared out already.
    if (this.workers > 0 && !this.localDone && this.players.some((q) => q.local)) return;
    if (p.local) {
      const thread = this.threadClock();
      this.pace!.add(this.done, cpu, thread);
      const helpers = localHelpers({
        done: this.done,
        left: this.total - this.done,
        pace: this.pace!.pace,
        windows: this.pace!.windows,
        bestCpuPace: this.bestCpuPace,
        cpuSpent: cpu - this.cpu0,
        threadSpent: thread === null || this.thread0 === null ? null : thread - this.thread0,
        wallSpent: now - this.t0,
        maxBatch: this.maxBatch,
        allowed: this.count - 1,
        freeCores: this.freeCores,
      });
      if (helpers !== 'hand-off') {
        while (this.workers < helpers) this.startWorker();
        return;
      }
    }
    const { timeoutMs } = this.opts;
    const timeLeft = timeoutMs === null ? Infinity : timeoutMs - (now - this.t0);
    if (
      this.workers < this.count &&
      worthMoreWorkers(this.total - this.done, pace, now - this.t0, timeLeft)
    ) {
      this.localDone = true;
      while (this.workers < this.count) this.startWorker();
    }
  }
}

/** Each job's aggregate, its batches folded in strictly in order (the floating point depends on it). */
class InOrder {
  readonly aggregates: SimAggregate[];
  /** Batches merged, in order. */
  merged = 0;
  private readonly pending = new Map<number, SimAggregate>();

  constructor(
    private readonly batches: readonly Batch[],
    jobs: readonly SimJob[],
  ) {
    this.aggregates = jobs.map((j) => emptyAggregate(j.shape));
  }

  /** Whether batch k's result is in (merged, or waiting for an earlier one). */
  has(k: number): boolean {
    return k < this.merged || this.pending.has(k);
  }

  add(k: number, agg: SimAggregate): void {
    this.pending.set(k, agg);
    while (this.pending.has(this.merged)) {
      const next = this.pending.get(this.merged)!;
      this.pending.delete(this.merged);
      mergeAggregate(this.aggregates[this.batches[this.merged]!.job]!, next);
      this.merged++;
    }
  }
}
