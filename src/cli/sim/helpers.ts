/**
 * When this thread, playing a run itself, gets workers beside it (issue 23, "short runs start
 * warm"). This thread has the rules compiled and warmed up already; a worker starts cold and
 * spends CPU compiling and warming up before it plays at full speed. So this thread keeps playing,
 * and the cores it leaves are given workers only when the rest of the run is long enough to repay
 * them. The rest is measured in CPU time, not wall time (on a loaded host the wall pace looks long
 * even for a short run): this thread's CPU, the wall it takes on a core of its own, and the whole
 * process's, V8's compiling and collecting threads included, which use the other cores too.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';

/**
 * The process's CPU spent playing before this thread's pace is looked at: the first battles
 * compile, and V8's compiler threads spend about as much CPU again. Until then a pace says little:
 * a 1,000-trial Die, Men! 15-vs-15 run judged at 300 ms of CPU (on the process's pace alone) started
 * a worker that cost more than it saved (26 November). The model below counts the compiling
 * threads' CPU in the pace, so a pace still compiling makes a worker look dear, not cheap.
 */
export const HELPER_SAMPLE_CPU_MS = 500;
/**
 * A pace is read over a window of at least this much of this thread's CPU (ms): Linux counts a
 * thread's CPU in ticks of 10 ms. The first window holds the cold first battles; the rule waits for
 * a second one.
 */
export const PACE_WINDOW_CPU_MS = 100;
/**
 * A worker's own start, in CPU ms: its thread, its isolate, its bundle and the games loaded from the
 * code cache. Measured 87-107 ms (five starts at load 8, 27 November); its compiling and cold
 * battles are counted apart (the run's own warm-up, localHelpers).
 */
export const HELPER_START_CPU_MS = 100;

/** A run's pace over its latest window, in CPU ms a trial. */
export interface Pace {
  /** This thread's alone: the wall a trial takes it on a core of its own. */
  readonly thread: number;
  /** The whole process's: this thread, and V8's compiling and collecting threads beside it. */
  readonly process: number;
}

/**
 * The wall time (ms) of a run's last `left` trials at `pace`, played by this thread and `helpers`
 * workers that each pay `cost` CPU first, on `cores` cores free for the run: the cores do every
 * thread's CPU, V8's included (pace.process), and no thread plays faster than its own pace. Alone
 * on two free cores that is this thread's CPU (V8's threads use the other core); with a worker it
 * is (left x process + cost) / 2, or more when V8's threads already kept the second core busy (Dice
 * Wars: its process pace is about twice its thread's). On a busy host, where the run gets one
 * core's share however many threads it has (measured: 1,000 Die, Men! trials took 4.4 s of CPU
 * and 13.7 s with a worker at load 20, 3.1 s and 10.3 s without), a worker never pays.
 */
export function restWall(left: number, pace: Pace, helpers: number, cores: number, cost: number): number {
  const cpu = left * pace.process + helpers * cost;
  return Math.max(cpu / Math.max(1, cores), (left * pace.thread) / (helpers + 1));
}

/**
 * The least saving of the rest's wall, as a share, that is worth a worker: the pace is measured
 * on a short sample and the cost partly estimated, so a worker that saves less could as well cost.
 */
export const HELPER_MIN_SAVING = 0.15;

/**
 * Whether a worker beside this thread pays on two free cores: `left` trials at `pace`, and a worker
 * that costs `cost` CPU ms before it plays at this thread's pace.
 */
export function worthHelpers(left: number, pace: Pace, cost: number): boolean {
  if (left <= 0) return false;
  return restWall(left, pace, 1, 2, cost) <= (1 - HELPER_MIN_SAVING) * restWall(left, pace, 0, 2, 0);
}

/**
 * What a worker started now costs, in CPU ms beyond the trials it plays at this thread's pace: its
 * start, and this thread's own warm-up so far (the CPU spent beyond `done` trials at the process's
 * pace: the rules compiled and the first battles played cold), which the worker pays again in its
 * own isolate. Measured against a run alone (27 November, df-battle): see docs/sim.md.
 */
export function helperCost(cpuSpent: number, done: number, pace: Pace): number {
  return HELPER_START_CPU_MS + Math.max(0, cpuSpent - done * pace.process);
}

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
  /** Trials played, and trials left to play. */
  readonly done: number;
  readonly left: number;
  /** The pace over the latest window (PaceMeter), null before there is one. */
  readonly pace: Pace | null;
  /** Windows of the pace read so far: the first holds the cold first battles. */
  readonly windows: number;
  /**
   * The least CPU a trial took in any batch so far, in ms: the pace only falls as the rules are
   * compiled, so a run's batches are judged long on it, not on a pace still warming up.
   */
  readonly bestCpuPace: number;
  /** The process's CPU, this thread's (null where unknown) and the wall, in ms, since the run began. */
  readonly cpuSpent: number;
  readonly threadSpent: number | null;
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
  const { pace } = run;
  if (run.cpuSpent < HELPER_SAMPLE_CPU_MS || run.windows < 2 || pace === null) return 0;
  if (!worthHelpers(run.left, pace, helperCost(run.cpuSpent, run.done, pace))) return 0;
  // This thread's share of a core where it is known: the process's counts V8's threads too.
  const share = (run.threadSpent ?? run.cpuSpent) / Math.max(1e-9, run.wallSpent);
  return helperCount(run.allowed, share, run.freeCores());
}

/**
 * A run's pace over windows of at least PACE_WINDOW_CPU_MS of this thread's CPU (of the process's
 * where this thread's is unknown: then both paces are the process's).
 */
export class PaceMeter {
  pace: Pace | null = null;
  windows = 0;
  private mark: { done: number; cpu: number; thread: number | null };

  constructor(cpu: number, thread: number | null) {
    this.mark = { done: 0, cpu, thread };
  }

  /** `done` trials played so far, at the process's `cpu` and this thread's `thread` CPU ms. */
  add(done: number, cpu: number, thread: number | null): void {
    const m = this.mark;
    const own = thread !== null && m.thread !== null ? thread - m.thread : null;
    if ((own ?? cpu - m.cpu) < PACE_WINDOW_CPU_MS || done <= m.done) return;
    const trials = done - m.done;
    const process = (cpu - m.cpu) / trials;
    this.pace = { thread: own === null ? process : own / trials, process };
    this.windows++;
    this.mark = { done, cpu, thread };
  }
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
  return { idle, own: processCpuMs(), at: nowMs() };
}

/** Whether this thread's batches are short enough for it to keep playing beside workers. */
export function localBatchesShort(maxBatch: number, cpuPerTrial: number): boolean {
  return maxBatch * cpuPerTrial <= LOCAL_BATCH_MAX_MS;
}

/**
 * Milliseconds on a monotonic clock, as performance.now() gives them: reading the `performance`
 * global loads Node's perf_hooks (about 2.7 ms of CPU), which sim has no other use for.
 */
export function nowMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}

/** The CPU time this process has used, in ms: this thread's alone while no worker runs. */
export function processCpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/**
 * This thread's CPU time in ms, from Linux's /proc (null elsewhere): utime and stime, in ticks of
 * 1/100 s. The rest of the process's CPU is the workers' and V8's own threads'.
 */
export function threadCpuMs(
  read: () => string = () => readFileSync('/proc/thread-self/stat', 'utf8'),
): number | null {
  try {
    const stat = read();
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : null;
  } catch {
    return null;
  }
}
