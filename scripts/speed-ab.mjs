// A speed step measured against the code it started from, in one process (docs/sim.md, "Measuring
// a speed step"): `git archive REF src` beside this tree's src/, each bundled on its own (their
// caches are their own), both warmed, then pairs of bursts that play THE SAME trials on both
// (battles differ a lot in length), alternating which goes first, CPU time per burst. Every
// burst's aggregate is compared between the two: a step that changed play shows as mismatches.
//
//   node scripts/speed-ab.mjs main scenarios/df-battle.yaml [pairs=30] [battles a burst=8]
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('..', import.meta.url).pathname;
const [ref, scenario, pairsArg, burstArg] = process.argv.slice(2);
if (!ref || !scenario) {
  console.error('usage: node scripts/speed-ab.mjs REF SCENARIO.yaml [pairs] [battles a burst]');
  process.exit(2);
}
const pairs = Number(pairsArg ?? 30);
const burst = Number(burstArg ?? 8);
const file = resolve(scenario);
const game = /^ruleset:\s*(\S+)/m.exec(readFileSync(file, 'utf8'))?.[1] ?? 'die-men';
const names = {
  'die-men': ['dieMenGame', 'dieMenScenarios'],
  'die-fighting': ['dieFightingGame', 'dieFightingScenarios'],
  'dice-wars': ['diceWarsGame', 'diceWarsScenarios'],
}[game];
if (!names) throw new Error(`no such game: ${game}`);

const dir = mkdtempSync(join(tmpdir(), 'diemen-ab-'));
process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
mkdirSync(join(dir, 'base'));
const tar = execFileSync('git', ['-C', root, 'archive', ref, 'src'], { maxBuffer: 1 << 30 });
execFileSync('tar', ['-x', '-C', join(dir, 'base')], { input: tar });

/** One side's entry: the sim's own code (runBatch over the plan's job) from the tree at `tree`. */
const side = (tree) => `
import { readFileSync } from 'node:fs';
import { runBatch, simJob } from '${tree}/src/sim';
import { ${names[0]} as game } from '${tree}/src/rulesets/${game}/game';
import { ${names[1]} as kit } from '${tree}/src/rulesets/${game}/scenario/kit';
const loaded = kit.load(readFileSync(${JSON.stringify(file)}, 'utf8'), ${JSON.stringify(file)});
if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
const plans = game.sim.plans(loaded.value.setup({ fallback: 'bench' }), {});
if (!plans.ok) throw new Error(JSON.stringify(plans.error));
const job = simJob(game, plans.value[0], 'bench');
export const play = (start, end) => runBatch(game, job, start, end);
`;
writeFileSync(join(dir, 'a.ts'), side(join(dir, 'base')));
writeFileSync(join(dir, 'b.ts'), side(root.replace(/\/$/, '')));
const load = async (name) => {
  const out = join(dir, `${name}.mjs`);
  await build({
    entryPoints: [join(dir, `${name}.ts`)],
    outfile: out,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    nodePaths: [join(root, 'node_modules')],
    logLevel: 'warning',
    banner: { js: "import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);" },
  });
  return (await import(pathToFileURL(out).href)).play;
};
const [a, b] = [await load('a'), await load('b')];

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
let mismatches = 0;
const timed = (play, start) => {
  const c0 = cpu();
  const agg = JSON.stringify(play(start, start + burst));
  return { t: cpu() - c0, agg };
};
// Warm-up: V8 compiles each bundle's code over its first few dozen battles.
for (let i = 0; i < Math.max(5, Math.ceil(50 / burst)); i++) {
  timed(a, 1000 + i * burst);
  timed(b, 1000 + i * burst);
}
const ta = [];
const tb = [];
for (let i = 0; i < pairs; i++) {
  const start = 2000 + i * burst;
  let x;
  let y;
  if (i % 2 === 0) {
    x = timed(a, start);
    y = timed(b, start);
  } else {
    y = timed(b, start);
    x = timed(a, start);
  }
  if (x.agg !== y.agg) mismatches++;
  ta.push(x.t);
  tb.push(y.t);
}
const sum = (v) => v.reduce((p, q) => p + q, 0);
const ratios = ta.map((x, i) => x / tb[i]).sort((p, q) => p - q);
console.log(
  `${scenario}, ${pairs} pairs of ${burst} battles: ${ref} ${((sum(ta) / (pairs * burst)) * 1000).toFixed(2)} ms CPU a battle, ` +
    `this tree ${((sum(tb) / (pairs * burst)) * 1000).toFixed(2)}; this tree's speed-up: ${(sum(ta) / sum(tb)).toFixed(3)}x in total, ` +
    `median of pairs ${ratios[ratios.length >> 1].toFixed(3)}x (${ratios[0].toFixed(2)}-${ratios.at(-1).toFixed(2)}); ` +
    `batches that differ: ${mismatches}`,
);
process.exitCode = mismatches === 0 ? 0 : 1;
