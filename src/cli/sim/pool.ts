/**
 * Plays the trials of one or more simulation jobs on worker threads. The work is cut into batches
 * whose boundaries depend only on the number of trials; any idle worker takes the next batch, and
 * each job's batches are merged strictly in order, so the report is the same whatever the worker
 * count. Only a few batches may run ahead of the oldest unmerged one, which bounds memory. On
 * timeout the workers are stopped and each job keeps the trials of its batches merged so far: the
 * same as a run with that many trials.
 *
 * Workers beyond the first start only when the run is long enough to repay them: each is a V8
 * isolate of its own that compiles the rules and the computer general again before it runs at
 * full speed (about a second and a half of CPU, measured), so on a short run a second worker
 * costs more than it plays. The first worker's pace tells how long the rest of the run is.
 */
import { Worker } from 'node:worker_threads';
import { warmWorkerSource, type CodeCache } from './warmStart';
import { batchBounds, emptyAggregate, mergeAggregate, type SimAggregate, type SimJob } from '../../sim';

/**
 * Each worker's heap. A battle's garbage dies young: a young generation of 24 MB, and an old
 * generation sized to the map (a few megabytes of live data on a bundled map), keep the memory
 * low at little cost in collections. A battle that needs more stops with WorkerOutOfMemory.
 * Measured (sim --stats, same minutes): 8 MB collected so often that Dice Wars' dw-battle ran at
 * 172-181 battles/s against 201-203 with 24 MB; 32 MB was no faster and took 177 MB for 100,000
 * 15-vs-15 battles on 2 workers against 147 MB with 24 (130 MB with 8).
 */
export function workerLimits(jobs: readonly SimJob[]): {
  maxYoungGenerationSizeMb: number;
  maxOldGenerationSizeMb: number;
} {
  const cells = Math.max(...jobs.map((j) => j.cells));
  return { maxYoungGenerationSizeMb: 24, maxOldGenerationSizeMb: 48 + Math.ceil(cells / 20) };
}

/** A battle needed more memory than a worker may use. */
export class WorkerOutOfMemory extends Error {
  constructor(readonly limitMb: number) {
    super(`a battle needed more than the ${limitMb} MB a worker may use`);
  }
}

/** How long the first worker plays alone before its pace is looked at, in ms. */
export const PACE_SAMPLE_MS = 400;
/** Until then the pace is still the compiling one, two to three times slower than the settled one. */
export const PACE_SETTLED_MS = 1000;
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
  /** Milliseconds for the pace (default performance.now); tests give a clock of their own. */
  readonly clock?: () => number;
  /** Aborting stops the run like a timeout: the trials merged so far are kept (Ctrl+C). */
  readonly signal?: AbortSignal;
  /** Start the workers from V8's code cache (warmStart.ts); without it they compile from scratch. */
  readonly codeCache?: CodeCache | null;
}

export interface PoolResult {
  readonly aggregates: SimAggregate[];
  readonly timedOut: boolean;
  /** Stopped by `signal` (then `timedOut` is true as well: the report is partial either way). */
  readonly interrupted: boolean;
  /** Workers actually started. */
  readonly workersUsed: number;
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

// eslint-disable-next-line max-lines-per-function -- the worker pool's life in order (start, hand out batches, merge, stop); its split is open in #26
export function runPool(jobs: readonly SimJob[], opts: PoolOptions): Promise<PoolResult> {
  const batches = batchesOf(jobs.length, opts.trials);
  const aggregates = jobs.map((j) => emptyAggregate(j.shape));
  const total = jobs.length * opts.trials;
  const count = Math.max(1, Math.min(opts.workers, batches.length));
  const ahead = 4 * count;
  const pending = new Map<number, SimAggregate>();
  let merged = 0; // batches merged, in order
  let next = 0; // next batch to hand out
  let done = 0;
  let finished = false;

  // eslint-disable-next-line max-lines-per-function -- the pool's event handlers share the pool's state; its split is open in #26
  return new Promise<PoolResult>((resolve, reject) => {
    const workers: Worker[] = [];
    const limits = workerLimits(jobs);
    const idle: Worker[] = [];
    let timer: NodeJS.Timeout | null = null;
    let interrupted = false;
    const finish = (timedOut: boolean, error?: Error): void => {
      if (finished) return;
      finished = true;
      if (timer) clearTimeout(timer);
      for (const w of workers) void w.terminate();
      if (error) reject(error);
      else resolve({ aggregates, timedOut, interrupted, workersUsed: workers.length });
    };
    const dispatch = (w: Worker): void => {
      if (next >= batches.length || next - merged >= ahead) {
        idle.push(w);
        return;
      }
      const b = batches[next]!;
      const req: BatchRequest = { k: next, ...b };
      next++;
      w.postMessage(req);
    };
    const onReply = (w: Worker, reply: BatchReply): void => {
      if (finished) return;
      if (reply.error !== undefined || !reply.agg) {
        finish(false, new Error(`a simulation worker failed: ${reply.error ?? 'no result'}`));
        return;
      }
      pending.set(reply.k, reply.agg);
      const b = batches[reply.k]!;
      done += b.end - b.start;
      while (pending.has(merged)) {
        const agg = pending.get(merged)!;
        pending.delete(merged);
        mergeAggregate(aggregates[batches[merged]!.job]!, agg);
        merged++;
      }
      opts.onProgress?.(done, total);
      if (merged === batches.length) {
        finish(false);
        return;
      }
      const now = clock();
      const pace = (now - lastReply) / (b.end - b.start);
      lastReply = now;
      const timeLeft = opts.timeoutMs === null ? Infinity : opts.timeoutMs - (now - t0);
      if (workers.length < count && worthMoreWorkers(total - done, pace, now - t0, timeLeft)) {
        while (workers.length < count) startWorker();
      }
      dispatch(w);
      while (idle.length > 0 && next < batches.length && next - merged < ahead) dispatch(idle.pop()!);
    };
    const startWorker = (): void => {
      const options = { workerData: { jobs }, resourceLimits: limits };
      const w = opts.codeCache
        ? new Worker(warmWorkerSource(opts.workerFile, opts.codeCache), { ...options, eval: true })
        : new Worker(opts.workerFile, options);
      workers.push(w);
      w.on('message', (m: BatchReply) => onReply(w, m));
      w.on('error', (e) => {
        const oom = (e as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY';
        finish(
          false,
          oom
            ? new WorkerOutOfMemory(limits.maxOldGenerationSizeMb)
            : e instanceof Error
              ? e
              : new Error(String(e)),
        );
      });
      w.on('exit', (code) => {
        if (!finished && code !== 0)
          finish(false, new Error(`a simulation worker stopped (exit code ${code})`));
      });
      dispatch(w);
    };
    if (opts.timeoutMs !== null) timer = setTimeout(() => finish(true), opts.timeoutMs);
    const clock = opts.clock ?? (() => performance.now());
    const interrupt = (): void => {
      interrupted = true;
      finish(true);
    };
    if (opts.signal?.aborted) interrupt();
    opts.signal?.addEventListener('abort', interrupt, { once: true });
    const t0 = clock();
    let lastReply = t0;
    startWorker();
    if (opts.rampUp === false) while (workers.length < count) startWorker();
  });
}
