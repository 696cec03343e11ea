// A speed step measured against its base in one process (issue 23). The shared host's load moves
// CPU time per battle by a quarter from one run to the next, so two runs one after the other can't
// tell 1.1x from noise; this bundles the sim and one game from two source trees (this one and the
// base), loads both into one process, warms both, then plays alternating batches of the same
// trials (A B, B A, ...) and gives the median of the pairs' CPU-time ratios beside the ratio of
// the sums. The two sides play the same trial numbers, so their aggregates must come out equal:
// a step that changed a decision is reported (a quick check, not the identical-play one).
//
//   node scripts/ab-speed.mjs --base main                      this tree against the commit main
//   node scripts/ab-speed.mjs --base /tmp/dw-base              ... against another tree's src
//   ... --ours /tmp/experiment                                  another tree's src as ours
//   ... --scenario scenarios/df-battle.yaml                     default scenarios/dw-battle.yaml
//   ... --pairs 16 --batch 10 --warm 100                        the defaults
//
// A ref is read with `git archive` (only its src/), bundled with this tree's node_modules.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const require = createRequire(import.meta.url);

const GAMES = {
  'dice-wars': [
    'rulesets/dice-wars/game',
    'diceWarsGame',
    'rulesets/dice-wars/scenario/kit',
    'diceWarsScenarios',
  ],
  'die-fighting': [
    'rulesets/die-fighting/game',
    'dieFightingGame',
    'rulesets/die-fighting/scenario/kit',
    'dieFightingScenarios',
  ],
  'die-men': ['rulesets/die-men/game', 'dieMenGame', 'rulesets/die-men/scenario/kit', 'dieMenScenarios'],
};

function parseArgs(argv) {
  const a = {
    base: 'main',
    ours: root,
    scenario: 'scenarios/dw-battle.yaml',
    pairs: 16,
    batch: 10,
    warm: 100,
  };
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i].replace(/^--/, '');
    if (!(k in a)) throw new Error(`ab-speed: unknown option ${argv[i]}`);
    a[k] = typeof a[k] === 'number' ? Number(argv[++i]) : argv[++i];
  }
  return a;
}

/** The base's src: a tree's src/ if `base` is a directory, else the ref's src/ unpacked into `tmp`. */
function baseSrc(base, tmp) {
  if (existsSync(join(resolve(base), 'src'))) return join(resolve(base), 'src');
  const out = join(tmp, 'base');
  mkdirSync(out);
  const tar = execFileSync('git', ['-C', root, 'archive', base, 'src'], { maxBuffer: 256 * 1024 * 1024 });
  execFileSync('tar', ['-x', '-C', out], { input: tar });
  return join(out, 'src');
}

/** One side: the sim and the game bundled from `src` (CommonJS, unminified), loaded. */
async function side(src, game, tmp, name) {
  const [gamePath, gameName, kitPath, kitName] = GAMES[game];
  const entry = join(src, `.ab-${name}.ts`);
  writeFileSync(
    entry,
    `export { runBatch, simJob } from './sim';\n` +
      `export { ${gameName} as game } from './${gamePath}';\n` +
      `export { ${kitName} as kit } from './${kitPath}';\n`,
  );
  const outfile = join(tmp, `${name}.cjs`);
  try {
    await build({
      entryPoints: [entry],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      outfile,
      logLevel: 'error',
      nodePaths: [join(root, 'node_modules')],
    });
  } finally {
    rmSync(entry);
  }
  return require(outfile);
}

/** A function playing the next n trials of `file` with module `m`: CPU ms a battle, and the aggregate. */
function player(m, file) {
  const path = join(root, file);
  const loaded = m.kit.load(readFileSync(path, 'utf8'), path);
  if (!loaded.ok) throw new Error(loaded.error[0]?.message);
  const plans = m.game.sim.plans(loaded.value.setup({ fallback: 'bench' }), {});
  if (!plans.ok) throw new Error(plans.error[0]?.message);
  const job = m.simJob(m.game, plans.value[0], 'bench');
  let next = 0;
  return (n) => {
    const c0 = process.cpuUsage();
    const agg = m.runBatch(m.game, job, next, next + n);
    const u = process.cpuUsage(c0);
    next += n;
    return { ms: (u.user + u.system) / 1e3 / n, agg: JSON.stringify(agg) };
  };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const k = s.length >> 1;
  return s.length % 2 ? s[k] : (s[k - 1] + s[k]) / 2;
};

const args = parseArgs(process.argv.slice(2));
// A scenario without a ruleset line is Die, Men!'s (the first game's files name none).
const game = /^ruleset:\s*(\S+)/m.exec(readFileSync(join(root, args.scenario), 'utf8'))?.[1] ?? 'die-men';
if (!GAMES[game]) throw new Error(`ab-speed: no game for ${args.scenario}`);
const tmp = mkdtempSync(join(tmpdir(), 'ab-speed-'));
try {
  const A = player(await side(baseSrc(args.base, tmp), game, tmp, 'base'), args.scenario);
  const B = player(await side(join(resolve(args.ours), 'src'), game, tmp, 'ours'), args.scenario);
  const load0 = loadavg()[0];
  // Warmed in alternating batches too: the table's memos (sight lines, reaches) fill over the
  // first battles, and a side warmed all at once first would leave the other's filling to the pairs.
  let differ = false;
  for (let w = 0; w < args.warm; w += args.batch) if (A(args.batch).agg !== B(args.batch).agg) differ = true;
  const ratios = [];
  let sumA = 0;
  let sumB = 0;
  for (let i = 0; i < args.pairs; i++) {
    // Alternate which side goes first, so a load that rises or falls within a pair hits both alike.
    const [a, b] = i % 2 ? [null, B(args.batch)] : [A(args.batch), null];
    const ra = a ?? A(args.batch);
    const rb = b ?? B(args.batch);
    if (ra.agg !== rb.agg) differ = true;
    ratios.push(ra.ms / rb.ms);
    sumA += ra.ms;
    sumB += rb.ms;
  }
  const f = (x, d = 2) => x.toFixed(d);
  console.log(
    `${args.scenario}: base ${f(sumA / args.pairs)} ms CPU a battle, ours ${f(sumB / args.pairs)} ` +
      `(${f((1000 * args.pairs) / sumB, 0)} battles per CPU-second); ours faster by ${f(median(ratios), 3)}x ` +
      `(median of ${args.pairs} pairs of ${args.batch}), ${f(sumA / sumB, 3)}x by the sums; ` +
      `load ${f(load0, 1)}-${f(loadavg()[0], 1)}`,
  );
  console.log(`pair ratios: ${ratios.map((r) => f(r)).join(' ')}`);
  if (differ) {
    console.log('THE TWO SIDES PLAYED DIFFERENTLY: their aggregates differ on the same trials');
    process.exitCode = 1;
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
