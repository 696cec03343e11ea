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
//   node scripts/ab-speed.mjs --base reference --scenario test/fixtures/scenarios/bench-15v15.yaml
//                                        this tree's fast path against its own reference rules
//                                        (the job's fast: false, as DIEMEN_SIM_FAST=off), one bundle
//
// A ref is read with `git archive` (only its src/), bundled with this tree's node_modules.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { baseSrc, gameOf, jobOf, median, parseArgs, root, side } from './abShared.mjs';

/** A function playing the next n trials of `file` with module `m`: CPU ms a battle, and the aggregate. */
function player(m, file, fast = true) {
  const job = fast ? jobOf(m, file) : { ...jobOf(m, file), fast: false };
  let next = 0;
  return (n) => {
    const c0 = process.cpuUsage();
    const agg = m.runBatch(m.game, job, next, next + n);
    const u = process.cpuUsage(c0);
    next += n;
    return { ms: (u.user + u.system) / 1e3 / n, agg: JSON.stringify(agg) };
  };
}

const args = parseArgs(
  'ab-speed',
  { base: 'main', ours: root, scenario: 'scenarios/dw-battle.yaml', pairs: 16, batch: 10, warm: 100 },
  process.argv.slice(2),
);
const game = gameOf('ab-speed', args.scenario);
const tmp = mkdtempSync(join(tmpdir(), 'ab-speed-'));
try {
  const ours = await side(join(resolve(args.ours), 'src'), game, tmp, 'ours');
  const A =
    args.base === 'reference'
      ? player(ours, args.scenario, false)
      : player(await side(baseSrc(args.base, tmp), game, tmp, 'base'), args.scenario);
  const B = player(ours, args.scenario);
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
