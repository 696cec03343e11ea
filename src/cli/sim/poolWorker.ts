/**
 * What plays sim's batches: a worker thread, started from the code cache when there is one, its
 * replies passed on and every way it can fail (out of memory, an error, an early exit) turned into
 * one; or, for a short run, this thread itself, one batch per turn of the event loop.
 */
import type { Worker } from 'node:worker_threads';
import type { AnyGameRules } from '../../engine/game';
import { runBatch, type SimJob } from '../../sim';
import type { BatchReply, BatchRequest, PoolOptions } from './pool';
import { warmWorkerSource } from './warmStart';

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

export interface WorkerHandlers {
  readonly onReply: (reply: BatchReply) => void;
  readonly onFail: (e: Error) => void;
}

/** A worker thread or this thread: takes batch requests, replies through the handlers. */
export interface Player {
  readonly post: (req: BatchRequest) => void;
  readonly stop: () => void;
  /** This thread (no worker started). */
  readonly local: boolean;
  /** Requests posted and not yet answered. */
  inFlight: number;
}

export function workerPlayer(
  jobs: readonly SimJob[],
  opts: Pick<PoolOptions, 'workerFile' | 'codeCache'>,
  limits: ReturnType<typeof workerLimits>,
  on: WorkerHandlers,
): Player {
  const w = startSimWorker(jobs, opts, limits, on);
  return { post: (req) => w.postMessage(req), stop: () => void w.terminate(), local: false, inFlight: 0 };
}

/**
 * This thread as a player: each batch on its own turn of the event loop (setImmediate), so a
 * timer, Ctrl+C and the workers' replies are seen between batches. No worker to start, and the
 * rules already compiled here: what a short run spends most of its time on otherwise.
 */
export function localPlayer(
  games: readonly AnyGameRules[],
  jobs: readonly SimJob[],
  on: WorkerHandlers,
): Player {
  let stopped = false;
  const play = (req: BatchRequest): void => {
    if (stopped) return;
    let reply: BatchReply;
    try {
      reply = { k: req.k, agg: runBatch(games[req.job]!, jobs[req.job]!, req.start, req.end) };
    } catch (e) {
      reply = { k: req.k, error: e instanceof Error ? e.message : String(e) };
    }
    on.onReply(reply);
  };
  return {
    post: (req) => void setImmediate(play, req),
    stop: () => {
      stopped = true;
    },
    local: true,
    inFlight: 0,
  };
}

/**
 * Node's worker_threads, loaded when the first worker starts: loading it costs 6-7 ms of CPU
 * (internal/worker, its messaging and error serialisation), which a short run played in this
 * thread alone never needs (27 November, sim-long).
 */
function workerThreads(): typeof import('node:worker_threads') {
  return process.getBuiltinModule('node:worker_threads');
}

function startSimWorker(
  jobs: readonly SimJob[],
  opts: Pick<PoolOptions, 'workerFile' | 'codeCache'>,
  limits: ReturnType<typeof workerLimits>,
  on: WorkerHandlers,
): Worker {
  const { Worker } = workerThreads();
  const options = { workerData: { jobs }, resourceLimits: limits };
  const w = opts.codeCache
    ? new Worker(warmWorkerSource(opts.workerFile, opts.codeCache), { ...options, eval: true })
    : new Worker(opts.workerFile, options);
  w.on('message', on.onReply);
  w.on('error', (e) => {
    const oom = (e as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY';
    on.onFail(
      oom
        ? new WorkerOutOfMemory(limits.maxOldGenerationSizeMb)
        : e instanceof Error
          ? e
          : new Error(String(e)),
    );
  });
  w.on('exit', (code) => {
    if (code !== 0) on.onFail(new Error(`a simulation worker stopped (exit code ${code})`));
  });
  return w;
}
