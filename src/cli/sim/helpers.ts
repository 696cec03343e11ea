/**
 * When this thread, playing a run itself, gets workers beside it (issue 23, "short runs start
 * warm"). This thread has the rules compiled and warmed up already; a worker starts cold and
 * spends CPU compiling and warming up before it plays at full speed. So this thread keeps playing,
 * and the cores it leaves are given workers only when the rest of the run is long enough to repay
 * them. The rest is measured in this thread's CPU time, not wall time: on a loaded host the wall
 * pace looks long even for a short run, and a worker started then costs more than it saves.
 */
import { availableParallelism, cpus, loadavg } from 'node:os';

/**
 * The process's CPU spent playing before this thread's pace is looked at: the first battles
 * compile, and V8's compiler threads spend about as much CPU again. At 300 ms a 1,000-trial Die,
 * Men! 15-vs-15 run still played at several times its settled pace and started a worker that cost
 * more than it saved (26 November).
 */
export const HELPER_SAMPLE_CPU_MS = 1000;
/**
 * What a worker started mid-run costs, in CPU ms beyond the battles it plays at this thread's pace:
 * its thread, isolate and bundle, then the rules and the general compiled and warmed up again (V8's
 * compiling threads included). Measured on 2 shared cores at load 13-20 (26 November), as the
 * fixed part of a run's CPU (a line through 100 and 400 trials, three interleaved rounds): one
 * worker alone 0.15-0.3 s more than this thread alone, whose own warm-up is 0.6 s (`df-battle`)
 * and 0.9 s (`dw-battle`) beyond the process's start: 0.8 s and 1.2 s in all.
 */
export const HELPER_COST_CPU_MS = 1000;

/**
 * The wall time, in this thread's CPU ms, of a run's `rest` played by this thread and `helpers`
 * workers that each pay `cost` first, on `cores` cores of their own: together they do the rest and
 * the workers' costs, at most `cores` threads at a time. On two idle cores one worker makes it
 * (rest + cost) / 2; on a busy host, where the run gets one core's share however many threads it
 * has (measured: 1,000 Die, Men! trials took 4.4 s of CPU and 13.7 s with a worker at load 20,
 * 3.1 s and 10.3 s without), it makes it rest + cost: a worker never pays there.
 */
export function restWall(rest: number, helpers: number, cores: number, cost = HELPER_COST_CPU_MS): number {
  return (rest + helpers * cost) / Math.max(1, Math.min(helpers + 1, cores));
}

/**
 * The least saving, as a share of the rest, that is worth a worker: the pace is measured on a
 * short sample and the cost on other runs, so a worker that saves less could as well cost.
 */
export const HELPER_MIN_SAVING = 0.25;

/**
 * The rest of the run, in CPU at this thread's best pace so far, that repays a worker on a free
 * core: with one, the rest takes (rest + cost) / 2 (restWall), which saves a quarter of it from
 * twice the cost: 2 s. On a busy host no worker starts whatever the rest (helperCount). The bar was 4 s, set on Die, Men! before its
 * fast path, when V8's compiling took the second core for most of a run; a 1,000-trial
 * `df-battle` (about 4 s of CPU, 3 s of it left when looked at) then never got a worker.
 */
export const HELPER_WORTH_CPU_MS = HELPER_COST_CPU_MS / (1 - 2 * HELPER_MIN_SAVING);

/**
 * This thread plays beside workers only while a batch takes it at most this long (CPU ms at its
 * pace): between batches it merges, draws the progress and answers Ctrl+C. A run of longer batches
 * is handed to the workers as before (pool.ts, worthMoreWorkers).
 */
export const LOCAL_BATCH_MAX_MS = 1000;
/**
 * This thread's CPU spent playing before its batches are judged too long: the first battles are
 * several times slower than the rest while the rules are compiled and warmed up (a df-battle
 * battle took over 100 ms of CPU at first, under 20 on average), and a run handed off too early
 * throws away the warm-up this thread has done and pays for the workers'. The CPU is the process's,
 * V8's compiling threads included (about as much as the battles' at first), and the batches are
 * judged at the best pace seen: at 1.5 s and the latest pace, two of three 1,000-trial dw-battle
 * runs were handed to two cold workers (23.5 s of CPU against about 15 in the main thread alone).
 */
export const HAND_OFF_SAMPLE_CPU_MS = 3000;

/**
 * This thread must have had at least this share of a core (its CPU time over the wall time it
 * played) for workers to be worth starting: less says the cores are busy with other programs.
 */
export const MIN_SHARE = 0.75;

/**
 * Whether to start workers beside this thread: `left` trials to play at `cpuPerTrial` ms of CPU
 * each, `cpuSpent` ms of CPU into the run.
 */
export function worthHelpers(left: number, cpuPerTrial: number, cpuSpent: number): boolean {
  const rest = left * cpuPerTrial;
  return cpuSpent >= HELPER_SAMPLE_CPU_MS && restWall(rest, 1, 2) <= (1 - HELPER_MIN_SAVING) * rest;
}

/**
 * How many workers to start beside this thread, at most `allowed`: one for each core measured free.
 * On a host whose cores are shared (a fair share per program, or per container), a thread more
 * gets no more CPU for the run when the cores are busy: it only adds its own start-up (measured on
 * 2 shared cores at load 20: 1,000 Die, Men! trials took 4.4 s of CPU and 13.7 s with a worker
 * beside this thread, 3.1 s and 10.3 s without). `share` is this thread's share of a core while it
 * played, `freeCores` the cores not busy with other programs.
 */
export function helperCount(allowed: number, share: number, freeCores: number): number {
  if (share < MIN_SHARE) return 0;
  return Math.max(0, Math.min(allowed, Math.round(freeCores) - 1));
}

export interface LocalRun {
  /** Trials left to play. */
  readonly left: number;
  /** This thread's CPU a trial in its latest batch, in ms. */
  readonly cpuPace: number;
  /**
   * The least CPU a trial took in any batch so far, in ms: the pace only falls as the rules are
   * compiled, so a run's batches are judged long on it, not on a pace still warming up.
   */
  readonly bestCpuPace: number;
  /** CPU and wall time, in ms, since the run started. */
  readonly cpuSpent: number;
  readonly wallSpent: number;
  /** The most trials in one batch. */
  readonly maxBatch: number;
  /** Workers allowed beside this thread. */
  readonly allowed: number;
  readonly freeCores: () => number;
}

/**
 * What this thread, playing alone, does after a batch: start this many workers beside it (0: none
 * yet), or hand the run to the workers because its batches are too long to keep answering.
 */
export function localHelpers(run: LocalRun): number | 'hand-off' {
  if (run.cpuSpent >= HAND_OFF_SAMPLE_CPU_MS && !localBatchesShort(run.maxBatch, run.bestCpuPace))
    return 'hand-off';
  // The best pace, not the latest: the first batches are still compiling, and their pace would
  // make a short run look long.
  if (!worthHelpers(run.left, run.bestCpuPace, run.cpuSpent)) return 0;
  return helperCount(run.allowed, run.cpuSpent / Math.max(1e-9, run.wallSpent), run.freeCores());
}

/** A window shorter than this (ms) says too little: the CPUs' idle time counts in 10 ms ticks. */
export const IDLE_WINDOW_MIN_MS = 40;

/**
 * The cores not busy with other programs, measured: the idle time of the machine's CPUs since the
 * meter was made or last read, plus this process's own CPU time over that window (this thread,
 * and V8's threads compiling the rules in the background: a short run's first second spends
 * nearly as much CPU there as in the battles, and that core is ours again once they are
 * compiled), over the wall time. It replaced the 1-minute load average, which lags: right after
 * another run (the bench's previous sim, a test) it still counts that run as busy. A window too
 * short to measure falls back on the load average. Never more than the cores this process may use.
 */
export function idleMeter(
  read: () => { idle: number; own: number; at: number } = idleNow,
  load: () => number = () => loadavg()[0]!,
  cores: number = availableParallelism(),
): () => number {
  let last = read();
  return () => {
    const now = read();
    const ms = now.at - last.at;
    const free = now.idle - last.idle + now.own - last.own;
    last = now;
    return Math.min(cores, ms >= IDLE_WINDOW_MIN_MS ? free / ms : cores - Math.max(0, load() - 1));
  };
}

/** The idle time of all the machine's CPUs so far, this process's CPU time, and the time, in ms. */
function idleNow(): { idle: number; own: number; at: number } {
  let idle = 0;
  for (const c of cpus()) idle += c.times.idle;
  return { idle, own: processCpuMs(), at: performance.now() };
}

/** Whether this thread's batches are short enough for it to keep playing beside workers. */
export function localBatchesShort(maxBatch: number, cpuPerTrial: number): boolean {
  return maxBatch * cpuPerTrial <= LOCAL_BATCH_MAX_MS;
}

/** The CPU time this process has used, in ms: this thread's alone while no worker runs. */
export function processCpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}
