// npm run bench: speed figures, each measured against a peer in the same run and reported as a
// ratio (the machine is shared; absolute times drift). Thresholds live here, never in tests.
import { spawnSync } from 'node:child_process';
import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';

const root = new URL('..', import.meta.url).pathname;
const results = [];
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const fmt = (n, d = 1) => n.toFixed(d);
function report(name, figure, ratioText, pass) {
  results.push({ name, figure, ratioText, pass });
  console.log(
    `${pass === undefined ? '  ' : pass ? 'ok' : '!!'} ${name}: ${figure}${ratioText ? `  (${ratioText})` : ''}`,
  );
}

function timeCommand(args, runs) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const r = spawnSync(process.execPath, args, {
      cwd: root,
      env: { ...process.env, CI: 'true' },
      encoding: 'utf8',
    });
    times.push(performance.now() - t0);
    if (r.status !== 0) throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  }
  return times;
}

// Start-up: interleave the two commands so load on the shared machine hits both alike.
function startup() {
  const runs = 25;
  const base = [];
  const ours = [];
  for (let i = 0; i < runs; i++) {
    base.push(...timeCommand(['-e', '0'], 1));
    ours.push(...timeCommand(['bin/diemen.js', 'roll', '12d'], 1));
  }
  const ratio = median(ours) / median(base);
  report(
    'start-up `diemen roll 12d`',
    `${fmt(median(ours))} ms median of ${runs}`,
    `node -e 0: ${fmt(median(base))} ms; ratio ${fmt(ratio, 2)}x, target <= 1.3x`,
    ratio <= 1.3,
  );
}

// The same comparison in instructions, when valgrind is here: unlike wall time, the count doesn't
// move when the other core is busy, so it is the figure to trust on a shared machine.
function startupInstructions() {
  const probe = spawnSync('valgrind', ['--version'], { encoding: 'utf8' });
  if (probe.status !== 0) {
    report('start-up in instructions', 'skipped', 'valgrind is not installed');
    return;
  }
  const count = (args) => {
    const r = spawnSync(
      'valgrind',
      ['--tool=callgrind', '--callgrind-out-file=/dev/null', process.execPath, ...args],
      {
        cwd: root,
        env: { ...process.env, CI: 'true' },
        encoding: 'utf8',
      },
    );
    const m = /Collected : (\d+)/.exec(r.stderr);
    if (!m) throw new Error(`callgrind gave no count for ${args.join(' ')}`);
    return Number(m[1]);
  };
  const base = count(['-e', '0']);
  const ours = count(['bin/diemen.js', 'roll', '12d']);
  const ratio = ours / base;
  report(
    'start-up `diemen roll 12d` in instructions',
    `${fmt(ours / 1e6, 0)}M`,
    `node -e 0: ${fmt(base / 1e6, 0)}M; ratio ${fmt(ratio, 2)}x, target <= 1.3x`,
    ratio <= 1.3,
  );
}

// In-process figures: bundle the pure core once so the bench measures the code users run.
async function loadCore() {
  const dir = mkdtempSync(join(tmpdir(), 'diemen-bench-'));
  const out = join(dir, 'core.mjs');
  await build({
    entryPoints: [join(root, 'scripts/benchTargets.ts')],
    outfile: out,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    banner: { js: "import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);" },
    logLevel: 'warning',
  });
  const mod = await import(pathToFileURL(out).href);
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return { ...mod, file: out };
}

/** Runs fn repeatedly for about `ms` milliseconds; returns calls per second. */
function rate(fn, ms = 1000) {
  for (let i = 0; i < 200; i++) fn(); // warm-up
  let n = 0;
  const t0 = performance.now();
  let t = t0;
  while (t - t0 < ms) {
    for (let i = 0; i < 100; i++) fn();
    n += 100;
    t = performance.now();
  }
  return (n * 1000) / (t - t0);
}

// `diemen sim` as users run it: battles/s, the 1 → 2 worker speed-up, peak memory.
const SIM_FILE = 'test/fixtures/scenarios/bench-15v15.yaml';

/** Runs `diemen sim ... --stats`; returns what it reports on stderr: seconds, workers used, max RSS (MB), CPU seconds. */
function simStats(args, file = SIM_FILE) {
  const r = spawnSync(process.execPath, ['bin/diemen.js', 'sim', file, '--json', '--stats', ...args], {
    cwd: root,
    env: { ...process.env, CI: 'true' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`diemen sim ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  const m =
    /(\d+) trials in ([\d.]+) s .*?, (main thread(?:,| and) )?(\d+) workers?(?: of \d+)?, max RSS ([\d.]+) MB, CPU ([\d.]+) s(?: \(([\d.]+) s in the main thread\))?/.exec(
      r.stderr,
    );
  if (!m) throw new Error(`no stats from diemen sim: ${r.stderr}`);
  return {
    trials: Number(m[1]),
    seconds: Number(m[2]),
    workers: Number(m[4]),
    /** The main thread played (alone, or beside the workers). */
    main: m[3] !== undefined,
    rssMb: Number(m[5]),
    cpu: Number(m[6]),
    /** The main thread's CPU (Linux): the rest is the workers' and V8's compiling threads'. */
    mainCpu: m[7] === undefined ? null : Number(m[7]),
    stdout: r.stdout,
  };
}

/** Threads that played a run: its workers, and the main thread if it played too. */
const threads = (r) => r.workers + (r.main ? 1 : 0);
const threadsText = (r) => (r.main ? `main+${r.workers}` : `${r.workers} workers`);

/** Single-worker battles/s as users get them: `diemen sim --workers 1`, median of three runs. */
function simSpeed() {
  const cases = [
    { name: '15-vs-15 battle', file: SIM_FILE, trials: 4000, target: 1000 },
    { name: 'large battle, 64 v 66 units', file: 'scenarios/field-of-crows.yaml', trials: 400, target: null },
    {
      name: 'Die Fighting, 150 points a side',
      file: 'scenarios/df-battle.yaml',
      trials: 200,
      target: 1000,
      peer: 'df',
    },
    {
      name: 'Dice Wars, a 65-dice Battle',
      file: 'scenarios/dw-battle.yaml',
      // sim's default: the table's sight lines and reaches, remembered across a run's battles,
      // are most of a short run's time; a user's run is a thousand battles.
      trials: 1000,
      target: 200,
      peer: 'dw',
    },
  ];
  for (const c of cases) {
    const rates = [];
    for (let i = 0; i < 3; i++) {
      const s = simStats(['--trials', String(c.trials), '--seed', 'bench', '--workers', '1'], c.file);
      rates.push(s.trials / s.seconds);
    }
    const ours = median(rates);
    const peer =
      c.peer === 'df'
        ? core.randomDieFightingBattles({ root }, c.file)
        : c.peer === 'dw'
          ? core.randomDiceWarsBattles({ root }, c.file)
          : core.randomBattles({ root }, c.file);
    report(
      `sim battles/s, computer vs computer, 1 worker: ${c.name} (${c.file})`,
      `${fmt(ours, 0)} battles/s`,
      `random vs random in-process: ${fmt(peer, 0)} battles/s; ratio ${fmt(ours / peer, 2)}x` +
        (c.target === null ? '' : `; target >= ${c.target} battles/s`),
      c.target === null ? undefined : ours >= c.target,
    );
  }
}

/** 1 and 2 workers, interleaved so load on the shared machine hits both alike. */
function simPairs(trials, pairs) {
  const args = ['--trials', String(trials), '--seed', 'bench'];
  const one = [];
  const two = [];
  let same = true;
  for (let i = 0; i < pairs; i++) {
    const a = simStats([...args, '--workers', '1']);
    const b = simStats([...args, '--workers', '2']);
    one.push(a);
    two.push(b);
    same &&= a.stdout === b.stdout;
  }
  const secs = (runs) => median(runs.map((r) => r.seconds));
  const cpu = (runs) => median(runs.map((r) => r.cpu));
  return { one, two, same, speedup: secs(one) / secs(two), secs, cpu };
}

// Each worker is a V8 isolate of its own, which compiles the rules and the computer general
// again before it runs at full speed: about a second and a half of CPU here, whatever the run's
// length. So the speed-up is a property of long runs, the ones worth spreading over cores, and
// `diemen sim` starts a second worker only when the run is long enough to repay it. The speed-up
// is measured on 100,000 trials (those runs also give the peak memory), and shown for shorter runs.
function simScaling() {
  const long = simPairs(100000, 2);
  // The most two cores can give: the 1-worker wall over half the 2-worker run's CPU (no thread
  // idle, V8's compiling threads included). 1.56x on 27 November: the target needs a longer run
  // (docs/sim.md, "The long run's speed-up"); a reading well under the bound is the host's doing.
  const bound = long.secs(long.one) / (long.cpu(long.two) / 2);
  report(
    'sim speed-up, 1 → 2 workers, long run (15-vs-15, 100,000 trials)',
    `${fmt(long.speedup, 2)}x`,
    `1 worker ${fmt(long.secs(long.one), 1)} s (CPU ${fmt(long.cpu(long.one), 1)} s), ` +
      `2 workers ${fmt(long.secs(long.two), 1)} s (CPU ${fmt(long.cpu(long.two), 1)} s), medians of 2; ` +
      `at most ${fmt(bound, 2)}x on 2 cores (the 1-worker wall over half the 2-worker CPU); ` +
      `pairs ${long.one.map((a, i) => fmt(a.seconds / long.two[i].seconds, 2)).join(', ')}; ` +
      `same report: ${long.same ? 'yes' : 'NO'}; target >= 1.7x`,
    long.speedup >= 1.7 && long.same && long.two.every((r) => threads(r) === 2),
  );
  for (const trials of [20000, 6000]) {
    const short = simPairs(trials, 3);
    report(
      `sim speed-up, 1 → 2 workers, shorter run (15-vs-15, ${trials.toLocaleString('en')} trials)`,
      `${fmt(short.speedup, 2)}x`,
      `1 worker ${fmt(short.secs(short.one), 2)} s, --workers 2 ${fmt(short.secs(short.two), 2)} s ` +
        `(CPU ${fmt(short.cpu(short.one), 2)} s and ${fmt(short.cpu(short.two), 2)} s), medians of 3; ` +
        `threads playing: ${short.two.map(threadsText).join(', ')}; same report: ${short.same ? 'yes' : 'NO'}`,
      short.same ? undefined : false,
    );
  }
  const rss = Math.max(...long.two.map((r) => r.rssMb));
  report(
    'sim peak memory, `diemen sim --trials 100000` (15-vs-15, 2 workers)',
    `${fmt(rss, 1)} MB max RSS`,
    `1 worker: ${fmt(Math.max(...long.one.map((r) => r.rssMb)), 1)} MB; ` +
      `${fmt(100000 / long.secs(long.two), 0)} battles/s with 2 workers; target < 200 MB`,
    rss < 200,
  );
}

/** " (1.80 s in the main thread)": the median main-thread CPU of the runs, when --stats gave it. */
const mainCpuText = (runs) =>
  runs.every((r) => r.mainCpu !== null)
    ? ` (${fmt(median(runs.map((r) => r.mainCpu)), 2)} s in the main thread)`
    : '';

// Issue 23's short runs: `diemen sim` of 1,000 trials as a user waits for it, from the command to
// the report (the process's whole life: start-up, workers, play), default workers. Median of 3.
function simShortRuns() {
  const cases = [
    { name: 'Die, Men! 15-vs-15', file: SIM_FILE, target: 1 },
    { name: 'Die Fighting df-battle', file: 'scenarios/df-battle.yaml', target: 3 },
    { name: 'Dice Wars dw-battle', file: 'scenarios/dw-battle.yaml', target: 2 },
  ];
  for (const c of cases) {
    const runs = [];
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      const s = simStats(['--trials', '1000', '--seed', 'bench'], c.file);
      runs.push({ ...s, wall: (performance.now() - t0) / 1000 });
    }
    const wall = median(runs.map((r) => r.wall));
    report(
      `issue 23: \`diemen sim ${c.file} --trials 1000\`, command to report (${c.name})`,
      `${fmt(wall, 2)} s wall`,
      `CPU ${fmt(median(runs.map((r) => r.cpu)), 2)} s${mainCpuText(runs)}, threads ${runs.map(threadsText).join(', ')}, ` +
        `median of 3, load average ${fmt(loadavg()[0], 1)}; target < ${c.target} s`,
      wall < c.target,
    );
  }
}

// What every run pays before and around its battles (issue 23, "short runs start warm"): a
// one-battle `diemen sim` against `node -e 0`, interleaved, CPU of the whole process (V8's own
// threads too) and wall. The CPU above node's own is the fixed cost: loading the bundles, zod and
// yaml, reading and checking the scenario, the first (cold) battle, the report. No target: the
// 1,000-trial figures above carry the targets, and this says how much of them is fixed.
function simFixedCost() {
  const nodeCpu = () => {
    const r = spawnSync(
      process.execPath,
      ['-e', 'const u = process.cpuUsage(); console.log((u.user + u.system) / 1e6)'],
      { encoding: 'utf8' },
    );
    return Number(r.stdout.trim());
  };
  const base = [];
  const ours = [];
  for (let i = 0; i < 7; i++) {
    const t0 = performance.now();
    base.push({ cpu: nodeCpu(), wall: (performance.now() - t0) / 1000 });
    const t1 = performance.now();
    const s = simStats(['--trials', '1', '--seed', 'bench']);
    ours.push({ cpu: s.cpu, wall: (performance.now() - t1) / 1000 });
  }
  const cpu = median(ours.map((r) => r.cpu));
  const baseCpu = median(base.map((r) => r.cpu));
  report(
    `issue 23: fixed cost of a sim, \`diemen sim ${SIM_FILE} --trials 1\``,
    `${fmt(cpu, 2)} s CPU, ${fmt(cpu - baseCpu, 2)} s above node -e 0`,
    `node -e 0: ${fmt(baseCpu, 2)} s CPU; wall ${fmt(median(ours.map((r) => r.wall)), 2)} s against ` +
      `${fmt(median(base.map((r) => r.wall)), 2)} s; medians of 7, interleaved, load average ${fmt(loadavg()[0], 1)}`,
  );
}

// Issue 23's ordinary-dice figure: the exact odds of 100d1000, the first call in a fresh process
// (nothing compiled yet, as `diemen odds 100d1000` runs it). Median of 5 processes.
function coldOdds(coreFile) {
  const times = [];
  for (let i = 0; i < 5; i++) {
    const r = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { coldOddsMs } from ${JSON.stringify(pathToFileURL(coreFile).href)}; console.log(coldOddsMs());`,
      ],
      { cwd: root, encoding: 'utf8' },
    );
    if (r.status !== 0) throw new Error(`cold odds: ${r.stderr}`);
    times.push(Number(r.stdout.trim()));
  }
  const ms = median(times);
  report(
    'issue 23: exact odds of 100d1000, cold first call in a fresh process',
    `${fmt(ms, 1)} ms median of 5`,
    `calls ${times.map((t) => fmt(t, 1)).join(', ')} ms; target < 50 ms`,
    ms < 50,
  );
}

const core = await loadCore();
const only = process.argv.slice(2);
const want = (name) => only.length === 0 || only.includes(name);

if (want('startup')) {
  startup();
  startupInstructions();
}
if (want('throughput')) await core.throughput({ root, rate, report, fmt });
if (want('odds')) await core.odds({ report, fmt });
if (want('dice')) {
  await core.diceThroughput({ root, rate, report, fmt });
  await core.diceOdds({ report, fmt });
}
if (want('notation')) {
  await core.newNotationThroughput({ root, rate, report, fmt });
  await core.bigOdds({ report, fmt });
  await core.groups({ rate, report, fmt });
}
if (want('rounds')) await core.battleRounds({ root, rate, report, fmt });
if (want('sim') || want('simSpeed')) simSpeed();
if (want('sim') || want('simScaling') || want('simMemory')) simScaling();

if (want('issue23') || want('battleCpu')) core.battleCpu({ root, report, fmt });
if (want('issue23') || want('simFixed')) simFixedCost();
if (want('issue23') || want('simShort')) simShortRuns();
if (want('issue23') || want('coldOdds')) coldOdds(core.file);

// Issue 23: the speed work changes no decision. The full identical-play check (every bundled
// scenario, 20 seeds of 200 trials, `sim --json` hashed against the committed fingerprint).
if (want('identical')) {
  const r = spawnSync(process.execPath, ['scripts/identical-play.mjs'], { cwd: root, encoding: 'utf8' });
  const line = (r.stdout + r.stderr).trim();
  report(
    'identical play (scripts/identical-play.mjs)',
    r.status === 0 ? 'same play' : 'PLAY CHANGED',
    line,
    r.status === 0,
  );
}

const failed = results.filter((r) => r.pass === false);
console.log(failed.length ? `\n${failed.length} figure(s) missed target` : '\nall figures on target');
