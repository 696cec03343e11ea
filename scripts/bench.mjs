// npm run bench: speed figures, each measured against a peer in the same run and reported as a
// ratio (the machine is shared; absolute times drift). Thresholds live here, never in tests.
import { spawnSync } from 'node:child_process';
import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
  rmSync(dir, { recursive: true, force: true });
  return mod;
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

const core = await loadCore();
const only = process.argv.slice(2);
const want = (name) => only.length === 0 || only.includes(name);

if (want('startup')) startup();
if (want('throughput')) await core.throughput({ root, rate, report, fmt });
if (want('odds')) await core.odds({ report, fmt });
if (want('rounds')) await core.battleRounds({ root, rate, report, fmt });

const failed = results.filter((r) => r.pass === false);
console.log(failed.length ? `\n${failed.length} figure(s) missed target` : '\nall figures on target');
