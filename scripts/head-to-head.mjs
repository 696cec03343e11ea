// A general's play change judged on strength (issue 23): this tree's computer general against a
// base's, head to head, with this tree's rules. Each seed is played once per seat (paired seeds:
// the same dice and scenario, the generals swapping sides), so luck of the seat and of the dice
// falls on both alike. For each scenario it prints ours' wins, draws and losses, our share of the
// decisive battles with its 95% Wilson interval, and PASS when the interval's lower bound is at
// least the floor (48% by default, the issue's gate; with k sides, the fair share 1/k less 2
// points); the exit code is 1 when any scenario fails.
//
//   node scripts/head-to-head.mjs --base 4f24604 --scenario scenarios/dw-battle.yaml --battles 1000
//   ... --scenario dice-wars            every bundled scenario of a game (scenarios/*.yaml)
//   ... --scenario a.yaml,b.yaml        several files
//   ... --ours /tmp/experiment          another tree's src as ours
//   ... --seed h2h --floor 0.48         the defaults
//
// With equal strength the lower bound sits about 0.98/sqrt(n) under the true share, so passing a
// general that is only as strong needs thousands of battles a scenario; 1,000 screens.
// The time each general spends answering is measured inside its decide (wall clock, one thread).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { baseSrc, gameOf, jobOf, parseArgs, root, side } from './abShared.mjs';

const GAME_IDS = ['die-men', 'die-fighting', 'dice-wars'];

/** The scenario files named by `spec`: a game's id (all its bundled scenarios) or a comma list. */
function scenariosOf(spec) {
  if (!GAME_IDS.includes(spec)) return spec.split(',');
  return readdirSync(join(root, 'scenarios'))
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => `scenarios/${f}`)
    .filter((f) => gameOf('head-to-head', f) === spec);
}

/** A decision source answering with `source` and adding the time it took to `clock.ms`. */
function timed(source, clock) {
  return {
    decide(request, state) {
      const t0 = performance.now();
      const d = source.decide(request, state);
      clock.ms += performance.now() - t0;
      return d;
    },
  };
}

/** Every seed of `file` played once per seat, ours on that seat and the base on the others. */
function match(ours, base, file, battles, seed) {
  const jobO = jobOf(ours, file);
  const jobB = jobOf(base, file);
  const game = ours.game;
  const seats = game.sides(jobO.plan.setup).map((s) => s.id);
  const seeds = Math.ceil(battles / seats.length);
  const r = { won: 0, drawn: 0, lost: 0, failed: 0, rounds: 0, battles: 0 };
  const clock = { ours: { ms: 0 }, base: { ms: 0 } };
  const c0 = process.cpuUsage();
  for (let i = 0; i < seeds; i++) {
    const s = ours.trialSeed(seed, i);
    const setup = game.withSeed(jobO.plan.setup, s);
    for (const mine of seats) {
      const a = timed(game.sim.source(jobO.plan, s), clock.ours);
      const b = timed(base.game.sim.source(jobB.plan, s), clock.base);
      const run = ours.runBattle(
        game.ruleset,
        setup,
        { decide: (q, st) => (q.side === mine ? a : b).decide(q, st) },
        { keepEvents: false, keepDecisions: false },
      );
      r.battles++;
      if (!run.ok || run.value.outcome === null) {
        r.failed++;
        continue;
      }
      const w = run.value.outcome.winner;
      if (w === mine) r.won++;
      else if (w === null) r.drawn++;
      else r.lost++;
      r.rounds += game.sim.tally(setup, run.value.state).rounds;
    }
  }
  const u = process.cpuUsage(c0);
  return { ...r, seats: seats.length, clock, cpuMs: (u.user + u.system) / 1e3 };
}

function report(ours, file, m, floor) {
  const decisive = m.won + m.lost;
  const [lo, hi] = ours.wilson(m.won, decisive);
  const bar = m.seats === 2 ? floor : 1 / m.seats - (0.5 - floor);
  const pass = decisive > 0 && lo >= bar && m.failed === 0;
  const pct = (x) => `${(100 * x).toFixed(1)}%`;
  const per = (ms) => `${(ms / m.battles).toFixed(2)} ms`;
  console.log(
    `${file}: ${m.battles} battles (${m.battles / m.seats} seeds x ${m.seats} seats): ours ${m.won}-${m.drawn}-${m.lost} ` +
      `(W-D-L), ${pct(decisive ? m.won / decisive : 0)} of the decisive (95% ${pct(lo)}-${pct(hi)}), ` +
      `${pass ? 'PASS' : 'FAIL'} (floor ${pct(bar)})` +
      `${m.failed ? `, ${m.failed} battles failed or never ended` : ''}; ${(m.rounds / Math.max(1, m.battles - m.failed)).toFixed(1)} rounds; ` +
      `answering a battle: ours ${per(m.clock.ours.ms)}, base ${per(m.clock.base.ms)}; ` +
      `${per(m.cpuMs)} of CPU a battle in all; load ${loadavg()[0].toFixed(1)}`,
  );
  return pass;
}

const args = parseArgs(
  'head-to-head',
  { base: 'main', ours: root, scenario: 'scenarios/dw-battle.yaml', battles: 1000, seed: 'h2h', floor: 0.48 },
  process.argv.slice(2),
);
const files = scenariosOf(args.scenario);
const tmp = mkdtempSync(join(tmpdir(), 'head-to-head-'));
let allPass = true;
try {
  const built = new Map();
  const baseTree = baseSrc(args.base, tmp);
  const load = async (game) => {
    if (!built.has(game)) {
      const base = await side(baseTree, game, tmp, `h2h-base-${game}`);
      const ours = await side(join(resolve(args.ours), 'src'), game, tmp, `h2h-ours-${game}`);
      built.set(game, { ours, base });
    }
    return built.get(game);
  };
  for (const file of files) {
    const { ours, base } = await load(gameOf('head-to-head', file));
    const m = match(ours, base, file, args.battles, args.seed);
    allPass = report(ours, file, m, args.floor) && allPass;
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
process.exitCode = allPass ? 0 : 1;
