// The computer general alone, measured against a base (issue 23): ab-speed.mjs times whole
// battles, where the rules, the views and the collector's noise hide a step of a few per cent in
// the general. This records every decision of some battles played by the base (the request, the
// position it was asked in, the answer), then asks both bundles' generals the same questions in
// the same order, in alternating passes, and gives the median of the pairs' CPU-time ratios
// beside the ratio of the sums. Each answer is compared with the recorded one, decision by
// decision: a step that changes a decision is reported with the first that differs.
//
//   node scripts/ab-general.mjs --base main --scenario scenarios/df-battle.yaml
//   ... --ours /tmp/experiment     another tree's src as ours
//   ... --trials 40 --passes 30    the defaults (battles recorded; timed passes a side)
//
// The generals answer from the recorded positions alone (the rules don't run), so the time
// includes the views and reach searches the general asks for, some of which the rules would have
// asked first in a battle, and none of the rules' own work. Use 20 passes or more: one build
// against itself read 0.99x by the median and 1.05x by the sums at a load of 19.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { baseSrc, gameOf, jobOf, median, parseArgs, root, side } from './abShared.mjs';

/** Every decision of trials 0..n-1 as the base's sim plays them: per trial, its seed and [request, state, answer]s. */
function record(m, job, n) {
  const real = m.game.sim.source;
  const trials = [];
  m.game.sim.source = (plan, seed) => {
    const source = real(plan, seed);
    const asked = [];
    trials.push({ seed, asked });
    return {
      decide(request, state) {
        const d = source.decide(request, state);
        asked.push([request, state, JSON.stringify(d)]);
        return d;
      },
    };
  };
  try {
    m.runBatch(m.game, job, 0, n);
  } finally {
    m.game.sim.source = real;
  }
  return trials;
}

/** One pass of `m`'s generals over the recorded questions: CPU ms, and the answers when `keep`. */
function pass(m, job, trials, keep) {
  const answers = [];
  const c0 = process.cpuUsage();
  for (const t of trials) {
    const source = m.game.sim.source(job.plan, t.seed);
    const out = keep ? [] : null;
    for (const [request, state] of t.asked) {
      const d = source.decide(request, state);
      if (out) out.push(d);
    }
    answers.push(out);
  }
  const u = process.cpuUsage(c0);
  return { ms: (u.user + u.system) / 1e3, answers };
}

/** The first recorded decision `m`'s generals answer otherwise, or null. */
function firstDifference(m, job, trials) {
  const { answers } = pass(m, job, trials, true);
  for (let i = 0; i < trials.length; i++) {
    const { asked, seed } = trials[i];
    for (let k = 0; k < asked.length; k++) {
      const got = JSON.stringify(answers[i][k]);
      if (got !== asked[k][2]) return `battle ${seed}, decision ${k}: ${asked[k][2]} became ${got}`;
    }
  }
  return null;
}

const args = parseArgs(
  'ab-general',
  { base: 'main', ours: root, scenario: 'scenarios/df-battle.yaml', trials: 40, passes: 30 },
  process.argv.slice(2),
);
const game = gameOf('ab-general', args.scenario);
const tmp = mkdtempSync(join(tmpdir(), 'ab-general-'));
try {
  const A = await side(baseSrc(args.base, tmp), game, tmp, 'general-base');
  const B = await side(join(resolve(args.ours), 'src'), game, tmp, 'general-ours');
  const jobA = jobOf(A, args.scenario);
  const jobB = jobOf(B, args.scenario);
  const trials = record(A, jobA, args.trials);
  const decisions = trials.reduce((n, t) => n + t.asked.length, 0);
  // Checked first, and so warmed: the base against its own record too (a general that isn't pure
  // of its request and position would differ there).
  const diffA = firstDifference(A, jobA, trials);
  const diffB = firstDifference(B, jobB, trials);
  const ratios = [];
  let sumA = 0;
  let sumB = 0;
  const load0 = loadavg()[0];
  for (let i = 0; i < args.passes; i++) {
    // Alternate which side goes first, so a load that rises or falls within a pair hits both alike.
    const [a, b] = i % 2 ? [null, pass(B, jobB, trials, false)] : [pass(A, jobA, trials, false), null];
    const ra = a ?? pass(A, jobA, trials, false);
    const rb = b ?? pass(B, jobB, trials, false);
    ratios.push(ra.ms / rb.ms);
    sumA += ra.ms;
    sumB += rb.ms;
  }
  const f = (x, d = 2) => x.toFixed(d);
  const per = (ms) => f((1000 * ms) / decisions / args.passes, 1);
  console.log(
    `${args.scenario}: ${decisions} decisions of ${args.trials} battles; the general alone: base ${per(sumA)} µs CPU ` +
      `a decision, ours ${per(sumB)}; ours faster by ${f(median(ratios), 3)}x (median of ${args.passes} pairs ` +
      `of passes), ${f(sumA / sumB, 3)}x by the sums; load ${f(load0, 1)}-${f(loadavg()[0], 1)}`,
  );
  if (diffA) console.log(`THE BASE ANSWERS OTHERWISE THAN IT PLAYED: ${diffA}`);
  if (diffB) console.log(`OURS DECIDES OTHERWISE: ${diffB}`);
  if (diffA || diffB) process.exitCode = 1;
  else console.log(`every decision the same (${decisions})`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
