// The identical-play check (issue 23): speed work must change no decision. It runs
// `diemen sim --json` on every bundled scenario over several seeds and compares a hash of each
// report with the fingerprint committed in test/fixtures/identical-play/. One changed decision in
// any battle changes a report's figures, so its hash.
//
//   node scripts/identical-play.mjs            the full check: 20 seeds of 200 trials a scenario
//   node scripts/identical-play.mjs --sample   the test suite's sample: 2 seeds of 3 trials
//   ... --write                                record the fingerprint instead of checking it
//   ... --jobs K                               K sims at once (default 1: the machine is shared)
//   ... --only df-battle                       the scenarios whose file names contain that
//   ... --file PATH                            another fingerprint file
//
// A change that is meant to change play (a rules fix, a new general) regenerates both files with
// --write, in its own commit, and says so; a speed change never does. Run `npm run build` first:
// the check runs the bundle in dist/, as users do.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

const SIZES = {
  full: { seeds: 20, trials: 200, file: 'test/fixtures/identical-play/full.json' },
  sample: { seeds: 2, trials: 3, file: 'test/fixtures/identical-play/sample.json' },
};

/** The bundled scenarios, and the 15-vs-15 battle `npm run bench` times. */
export function scenarioFiles() {
  const bundled = readdirSync(join(root, 'scenarios'))
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => `scenarios/${f}`);
  return [...bundled, 'test/fixtures/scenarios/bench-15v15.yaml'];
}

function parseArgs(argv) {
  const args = { size: 'full', write: false, jobs: 1, only: null, file: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--sample') args.size = 'sample';
    else if (a === '--write') args.write = true;
    else if (a === '--jobs') args.jobs = Math.max(1, Number(argv[++i]) || 1);
    else if (a === '--only') args.only = argv[++i];
    else if (a === '--file') args.file = argv[++i];
    else throw new Error(`identical-play: unknown option ${a}`);
  }
  return args;
}

/** One sim's report, hashed: the first 16 hex digits of its SHA-256, and the exit code. */
function simHash(file, seed, trials) {
  const argv = ['bin/diemen.js', 'sim', file, '--json', '--seed', seed, '--trials', String(trials)];
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [...argv, '--workers', '1'],
      { cwd: root, env: { ...process.env, CI: 'true' }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => {
        const code = error ? (error.code ?? 1) : 0;
        resolve(`${createHash('sha256').update(stdout).digest('hex').slice(0, 16)}:${code}`);
      },
    );
  });
}

/** Runs the tasks, `jobs` at a time, in order of start. */
async function pool(tasks, jobs) {
  const out = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      out[i] = await tasks[i]();
    }
  };
  await Promise.all(Array.from({ length: jobs }, worker));
  return out;
}

/** The fingerprint: per scenario, per seed, the hash of `sim --json`. */
export async function fingerprint({ seeds, trials, jobs = 1, only = null }) {
  const files = scenarioFiles().filter((f) => only === null || f.includes(only));
  const seedNames = Array.from({ length: seeds }, (_, i) => `identical-${i}`);
  const cells = files.flatMap((file) => seedNames.map((seed) => ({ file, seed })));
  const hashes = await pool(
    cells.map((c) => () => simHash(c.file, c.seed, trials)),
    jobs,
  );
  const scenarios = {};
  cells.forEach((c, i) => {
    (scenarios[c.file] ??= {})[c.seed] = hashes[i];
  });
  return { seeds, trials, scenarios };
}

/** The differences between a recorded fingerprint and a fresh one, one line each. */
export function differences(recorded, fresh) {
  const out = [];
  if (recorded.trials !== fresh.trials) out.push(`trials: recorded ${recorded.trials}, now ${fresh.trials}`);
  for (const [file, seeds] of Object.entries(fresh.scenarios)) {
    const was = recorded.scenarios[file];
    if (!was) {
      out.push(`${file}: not in the fingerprint (a new scenario: record it with --write)`);
      continue;
    }
    for (const [seed, hash] of Object.entries(seeds)) {
      if (was[seed] === undefined) out.push(`${file} --seed ${seed}: not in the fingerprint`);
      else if (was[seed] !== hash) out.push(`${file} --seed ${seed}: ${was[seed]} then, ${hash} now`);
    }
  }
  return out;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const size = SIZES[args.size];
  const file = resolve(root, args.file ?? size.file);
  const t0 = performance.now();
  const fresh = await fingerprint({ ...size, jobs: args.jobs, only: args.only });
  const runs = Object.values(fresh.scenarios).reduce((n, s) => n + Object.keys(s).length, 0);
  const took = `${runs} sims in ${((performance.now() - t0) / 1000).toFixed(1)} s`;
  if (args.write) {
    let merged = fresh;
    if (args.only !== null) {
      // A part re-recorded: keep the other scenarios' lines.
      const old = JSON.parse(readFileSync(file, 'utf8'));
      merged = { ...fresh, scenarios: { ...old.scenarios, ...fresh.scenarios } };
    }
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(merged, null, 2)}\n`);
    console.log(`identical-play: recorded ${file} (${took})`);
    return;
  }
  const recorded = JSON.parse(readFileSync(file, 'utf8'));
  const diff = differences(recorded, fresh);
  if (diff.length > 0) {
    console.log(`identical-play: PLAY CHANGED in ${diff.length} of ${runs} sims (${took}):`);
    for (const d of diff) console.log(`  ${d}`);
    process.exitCode = 1;
    return;
  }
  const n = Object.keys(fresh.scenarios).length;
  console.log(
    `identical-play: same play: ${n} scenarios x ${size.seeds} seeds x ${size.trials} trials match ${args.file ?? size.file} (${took})`,
  );
}

if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) await main();
