/**
 * What `npm run bench` measures in-process. scripts/bench.mjs bundles this file with esbuild, so
 * the figures are for the same code the CLI runs. Each figure comes with a peer measured in the
 * same run, reported as a ratio.
 */
import { DiceRoll } from '@dice-roller/rpg-dice-roller';
import { diceStream, rollDice, seedRng } from '../src/core/rng';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { odds as exactOdds, parsePool, readSets } from '../src/dice/ore';
import {
  distributionCost,
  distributionOf,
  groupDistribution,
  opposedOdds,
  parseGroup,
  rollGroup,
  parseDice,
  rollExpression,
  saveDistribution,
  type DiceExpression,
} from '../src/dice';
import { defaultSource, runBattle } from '../src/engine';
import type { BaseRequest } from '../src/engine/ruleset';
import type { AnyGameRules, AnyScenarioKit } from '../src/engine/game';
import { runBatch, simJob } from '../src/sim';
import { dieMenGame } from '../src/rulesets/die-men/game';
import { dieMenScenarios } from '../src/rulesets/die-men/scenario/kit';
import { dieFightingScenarios } from '../src/rulesets/die-fighting/scenario/kit';
import { diceWarsScenarios } from '../src/rulesets/dice-wars/scenario/kit';
import { dieMen, type BattleSetup, type Request } from '../src/rulesets/die-men';
import { loadDieMenScenario, scriptedSource, toBattleSetup } from '../src/rulesets/die-men/scenario';
import { randomGeneral } from '../src/rulesets/die-men/ai';
import { dieFightingGame } from '../src/rulesets/die-fighting/game';
import { loadDieFightingScenario } from '../src/rulesets/die-fighting/scenario';
import { diceWarsGame } from '../src/rulesets/dice-wars/game';
import { loadDiceWarsScenario } from '../src/rulesets/dice-wars/scenario';

type Report = (name: string, figure: string, ratioText: string, pass?: boolean) => void;
interface Tools {
  /** The repository root. */
  root: string;
  rate: (fn: () => void, ms?: number) => number;
  report: Report;
  fmt: (n: number, d?: number) => string;
}

/** Rolling and reading 15-die pools, one pool per call with the RNG state passed in and out. */
export function throughput({ rate, report, fmt }: Tools): void {
  let rng = seedRng('bench');
  let sink = 0;
  const ours = rate(() => {
    const r = rollDice(rng, 15);
    rng = r.rng;
    sink += readSets(r.faces).sets.length;
  });
  const peer = rate(() => {
    sink += new DiceRoll('15d10').total;
  });
  if (sink < 0) console.log(sink); // keep the work observable
  const ratio = ours / peer;
  report(
    'roll+read 15d in-process',
    `${fmt(ours / 1000, 0)}k pools/s`,
    `@dice-roller/rpg-dice-roller 15d10: ${fmt(peer / 1000, 1)}k/s; ratio ${fmt(ratio, 1)}x, target >= 10x`,
    ratio >= 10,
  );
}

/** Exact odds for every pool size 1-15, plain and with an Expert or Master Die; worst case. */
export function odds({ report, fmt }: Tools): void {
  let worst = 0;
  let worstPool = '';
  let cold = 0;
  for (const suffix of ['', '+ED7', '+MD']) {
    for (let n = 15; n >= 1; n--) {
      const text = `${suffix ? n - 1 : n}d${suffix}`;
      if (text.startsWith('0d')) continue;
      const pool = parsePool(text);
      if (!pool.ok) throw new Error(pool.error.message);
      // Median of 5: the machine is shared, and one GC pause is not the cost of the computation.
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const t0 = performance.now();
        const r = exactOdds(pool.value, { width: 3, height: 7, difficulty: 2, sets: 2 });
        times.push(performance.now() - t0);
        if (!r.ok) throw new Error(r.error.message);
      }
      if (cold === 0) cold = times[0]!;
      const ms = times.sort((a, b) => a - b)[2]!;
      if (ms > worst) {
        worst = ms;
        worstPool = text;
      }
    }
  }
  report(
    'exact odds, pools 1-15 (plain, +ED, +MD)',
    `${fmt(worst, 2)} ms worst median (${worstPool})`,
    `first, cold call ${fmt(cold, 2)} ms; target < 50 ms`,
    worst < 50 && cold < 50,
  );
}

/** Ordinary dice as players write them, parsed and rolled each call (as rpg-dice-roller does). */
const ROLLS = ['2d6+1', '4d6kh3', '5d6>=4', '1d20+5', '3d8-2+1d4', 'd%'];

/**
 * Parse and roll an ordinary expression per call, the RNG state passed in and out, against
 * rpg-dice-roller's `new DiceRoll()`. Short bursts of each, interleaved, so load on the shared
 * machine hits both alike; the medians are compared.
 */
export function diceThroughput({ rate, report, fmt }: Tools): void {
  let rng = seedRng('bench');
  let sink = 0;
  let i = 0;
  const ours = () => {
    const e = parseDice(ROLLS[i++ % ROLLS.length]!);
    if (!e.ok) throw new Error(e.error.message);
    const r = rollExpression(e.value, rng);
    if (!r.ok) throw new Error(r.error.message);
    rng = r.value.rng;
    sink += r.value.roll.total;
  };
  const peer = () => {
    sink += new DiceRoll(ROLLS[i++ % ROLLS.length]!).total;
  };
  const { ours: oursRate, peer: peerRate, ratio } = interleaved(rate, ours, peer);
  if (sink < 0) console.log(sink); // keep the work observable
  report(
    `ordinary dice, parse+roll in-process (${ROLLS.join(', ')})`,
    `${fmt(oursRate / 1000, 0)}k rolls/s`,
    `@dice-roller/rpg-dice-roller new DiceRoll(): ${fmt(peerRate / 1000, 1)}k/s; medians of 7 interleaved bursts; ratio ${fmt(ratio, 1)}x, target >= 5x`,
    ratio >= 5,
  );
}

/**
 * rpg-dice-roller's modifiers, spelled so both rollers read them alike. Matches (`m`) and counts
 * with several thresholds (`>=7>=10`) are ours alone: rpg-dice-roller refuses `m` and reads
 * `>=7>=10` otherwise, so they have no peer to be timed against.
 */
const NEW_ROLLS = [
  '4d6u',
  '3d6!',
  '2d6!!',
  '2d6!p',
  'd10!>=8',
  '4d6r=1',
  '2d6ro<2',
  '4dF',
  '4d6min3',
  '4d6max3',
  '5d10>=7f=1',
  '4d6sd',
  '2d6*2',
];

/** The same comparison for the new notation: parse and roll per call, against `new DiceRoll()`. */
export function newNotationThroughput({ rate, report, fmt }: Tools): void {
  let rng = seedRng('bench');
  let sink = 0;
  let i = 0;
  const ours = () => {
    const e = parseDice(NEW_ROLLS[i++ % NEW_ROLLS.length]!);
    if (!e.ok) throw new Error(e.error.message);
    const r = rollExpression(e.value, rng);
    if (!r.ok) throw new Error(r.error.message);
    rng = r.value.rng;
    sink += r.value.roll.total;
  };
  const peer = () => {
    sink += new DiceRoll(NEW_ROLLS[i++ % NEW_ROLLS.length]!).total;
  };
  const { ours: oursRate, peer: peerRate, ratio } = interleaved(rate, ours, peer);
  if (sink < 0) console.log(sink);
  report(
    `new notation, parse+roll in-process (${NEW_ROLLS.join(', ')})`,
    `${fmt(oursRate / 1000, 0)}k rolls/s`,
    `@dice-roller/rpg-dice-roller new DiceRoll(): ${fmt(peerRate / 1000, 1)}k/s; medians of 7 interleaved bursts; ratio ${fmt(ratio, 1)}x, target >= 5x`,
    ratio >= 5,
  );
}

/** Issue 25's odds: each against 50 ms, median of five and the first (cold) call. */
export function bigOdds({ report, fmt }: Tools): void {
  for (const q of ['1000d6', '100d1000', '20d6!', '1000d6>=4', '4d6r1', '4dF']) {
    const e = expr(q);
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      need(distributionOf(e));
      times.push(performance.now() - t0);
    }
    const cold = times[0]!;
    const ms = [...times].sort((a, b) => a - b)[2]!;
    report(
      `odds ${q}`,
      `${fmt(ms, 2)} ms median of 5`,
      `first, cold call ${fmt(cold, 2)} ms; target < 50 ms`,
      ms < 50,
    );
  }
}

/** Roll groups: parse+roll against rpg-dice-roller, and odds against 50 ms. */
export function groups({ rate, report, fmt }: Tools): void {
  const notation = '{2d6, 2d6}kh1';
  let sink = 0;
  const src = diceStream(seedRng('bench'));
  const ours = () => {
    sink += rollGroup(need(parseGroup(notation)), src).total;
  };
  const peer = () => {
    sink += new DiceRoll(notation).total;
  };
  const { ours: oursRate, peer: peerRate, ratio } = interleaved(rate, ours, peer);
  if (sink < 0) console.log(sink);
  report(
    `roll group ${notation}, parse+roll in-process`,
    `${fmt(oursRate / 1000, 0)}k rolls/s`,
    `@dice-roller/rpg-dice-roller: ${fmt(peerRate / 1000, 1)}k/s; ratio ${fmt(ratio, 1)}x, target >= 5x`,
    ratio >= 5,
  );
  for (const q of ['{2d6, 2d6}kh1', '{100d6, 100d6}kh1', '{d20, d20, d20}kh2', '{3d10, 3d10, 3d10}kh2']) {
    const g = need(parseGroup(q));
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      need(groupDistribution(g));
      times.push(performance.now() - t0);
    }
    const ms = [...times].sort((a, b) => a - b)[2]!;
    report(
      `odds ${q}`,
      `${fmt(ms, 2)} ms median of 5`,
      `first, cold call ${fmt(times[0]!, 2)} ms; target < 50 ms`,
      ms < 50,
    );
  }
}

const expr = (text: string): DiceExpression => {
  const e = parseDice(text);
  if (!e.ok) throw new Error(e.error.message);
  return e.value;
};
const need = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/**
 * `diemen odds` queries for ordinary dice, heaviest first so the first is a cold call: the largest
 * plain sums, keep/drop near the work limit, success counts, comparisons and saves.
 */
const ODDS_QUERIES: readonly [string, () => unknown][] = [
  ['100d1000', () => need(distributionOf(expr('100d1000')))],
  ['50d100kh25', () => need(distributionOf(expr('50d100kh25')))],
  ['100d25dl1', () => need(distributionOf(expr('100d25dl1')))],
  ['100d45kh50', () => need(distributionOf(expr('100d45kh50')))],
  ['4d1000kh2', () => need(distributionOf(expr('4d1000kh2')))],
  [
    '100d20 vs 100d20',
    () => opposedOdds(need(distributionOf(expr('100d20'))), need(distributionOf(expr('100d20')))),
  ],
  ['100d12 (exact)', () => need(distributionOf(expr('100d12')))],
  ['100d6 (exact)', () => need(distributionOf(expr('100d6')))],
  ['100d6>=4', () => need(distributionOf(expr('100d6>=4')))],
  ['10d6kh3>=4', () => need(distributionOf(expr('10d6kh3>=4')))],
  ['4d6kh3', () => need(distributionOf(expr('4d6kh3')))],
  [
    '2d6+2 vs 2d6+1',
    () => opposedOdds(need(distributionOf(expr('2d6+2'))), need(distributionOf(expr('2d6+1')))),
  ],
  ['100 damage, save 4+', () => need(saveDistribution({ damage: 100, target: { op: '>=', value: 4 } }))],
];

/**
 * Exact odds for ordinary dice, against 50 ms: the worst median of five calls per query, and the
 * first call of the first (heaviest) query, which runs cold as a `diemen odds` process does.
 */
export function diceOdds({ report, fmt }: Tools): void {
  let worst = 0;
  let worstQuery = '';
  let cold = -1;
  for (const [name, run] of ODDS_QUERIES) {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      run();
      times.push(performance.now() - t0);
    }
    if (cold < 0) cold = times[0]!;
    const ms = times.sort((a, b) => a - b)[2]!;
    if (ms > worst) {
      worst = ms;
      worstQuery = name;
    }
  }
  const costs = ODDS_QUERIES.map(([q]) => q.split(' ')[0]!)
    .filter((q) => /d/.test(q))
    .map((q) => distributionCost(expr(q)));
  report(
    `exact odds, ordinary dice (${ODDS_QUERIES.length} queries up to 100 dice, ${fmt(Math.max(...costs) / 1e6, 1)}M steps at most)`,
    `${fmt(worst, 2)} ms worst median (${worstQuery})`,
    `first, cold call ${fmt(cold, 2)} ms (${ODDS_QUERIES[0]![0]}); target < 50 ms`,
    worst < 50 && cold < 50,
  );
}

/**
 * Issue 3's figure: rounds resolved per second on a scripted 15-vs-15 round (dice and orders from
 * the scenario file; attacks, gobble dice, knocks and caps). The peer is the cheapest thing a round
 * must do, rolling and reading one 15d pool, so the ratio says what a round costs in pool reads.
 */
export function battleRounds({ root, rate, report, fmt }: Tools): void {
  const file = join(root, 'test/fixtures/scenarios/bench-15v15.yaml');
  const loaded = loadDieMenScenario(readFileSync(file, 'utf8'), file);
  if (!loaded.ok) throw new Error(loaded.error[0]?.message);
  const setup = toBattleSetup(loaded.value.scenario, { defaultSeed: 'bench' });
  const script = loaded.value.script;
  const fallback = defaultSource(dieMen);
  const options = {
    keepEvents: false,
    keepDecisions: false,
    stopBefore: (r: BaseRequest) => (r as Request).round > 1,
  };
  const rounds = rate(() => {
    const r = runBattle(dieMen, setup, scriptedSource(script, fallback), options);
    if (!r.ok) throw new Error(r.error.problems[0]?.message);
  });
  let rng = seedRng('bench');
  const pools = rate(() => {
    const r = rollDice(rng, 15);
    rng = r.rng;
    readSets(r.faces);
  });
  report(
    'scripted 15-vs-15 round, resolved',
    `${fmt(rounds / 1000, 1)}k rounds/s`,
    `one 15d roll+read: ${fmt(pools / 1000, 0)}k/s; a round costs ${fmt(pools / rounds, 0)} pool reads`,
  );
}

interface BenchJob {
  readonly setup: BattleSetup;
  readonly seed: string;
}

function jobFor(root: string, file: string, seed: string): BenchJob {
  const path = join(root, file);
  const loaded = loadDieMenScenario(readFileSync(path, 'utf8'), path);
  if (!loaded.ok) throw new Error(loaded.error[0]?.message);
  return { setup: toBattleSetup(loaded.value.scenario, { defaultSeed: seed }), seed };
}

/** Random against random on the same battle: the cost of listing and playing the lawful choices. */
function randomPerSecond(job: BenchJob, ms: number): number {
  const play = (i: number) => {
    const seed = `${job.seed}/${i}`;
    const r = runBattle(dieMen, { ...job.setup, seed }, randomGeneral(seed), {
      keepEvents: false,
      keepDecisions: false,
    });
    if (!r.ok) throw new Error(r.error.problems[0]?.message);
  };
  for (let i = 0; i < 10; i++) play(i);
  let n = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < ms) play(10 + n++);
  return (n * 1000) / (performance.now() - t0);
}

/**
 * Issue 6's peer for `diemen sim`'s battles per second: random against random on the same battle,
 * in-process (the cost of listing the lawful choices and playing them out).
 */
export function randomBattles({ root }: Pick<Tools, 'root'>, file: string): number {
  return randomPerSecond(jobFor(root, file, 'bench'), 2000);
}

/** Random against random on a battle of any game, in-process, for about two seconds. */
function randomOf(game: AnyGameRules, setup: unknown): number {
  const play = (i: number) => {
    const seed = `bench/${i}`;
    const r = runBattle(game.ruleset, game.withSeed(setup, seed), game.random(seed), {
      keepEvents: false,
      keepDecisions: false,
    });
    if (!r.ok) throw new Error(r.error.problems[0]?.message);
  };
  play(0);
  let n = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < 2000) play(1 + n++);
  return (n * 1000) / (performance.now() - t0);
}

/** The same peer for a Die Fighting battle: random against random, in-process. */
export function randomDieFightingBattles({ root }: Pick<Tools, 'root'>, file: string): number {
  const path = join(root, file);
  const loaded = loadDieFightingScenario(readFileSync(path, 'utf8'), path);
  if (!loaded.ok) throw new Error(loaded.error[0]?.message);
  return randomOf(dieFightingGame, loaded.value.setup({ fallback: 'bench' }));
}

/** The same peer for a Dice Wars battle. */
export function randomDiceWarsBattles({ root }: Pick<Tools, 'root'>, file: string): number {
  const path = join(root, file);
  const loaded = loadDiceWarsScenario(readFileSync(path, 'utf8'), path);
  if (!loaded.ok) throw new Error(loaded.error[0]?.message);
  return randomOf(diceWarsGame, loaded.value.setup({ fallback: 'bench' }));
}

/** Issue 23's battles: computer against computer, one thread, as one sim worker plays them. */
const CPU_CASES = [
  {
    name: 'Die Fighting df-battle',
    file: 'scenarios/df-battle.yaml',
    game: dieFightingGame as AnyGameRules,
    kit: dieFightingScenarios as AnyScenarioKit,
    target: 350,
  },
  {
    name: 'Dice Wars dw-battle',
    file: 'scenarios/dw-battle.yaml',
    game: diceWarsGame as AnyGameRules,
    kit: diceWarsScenarios as AnyScenarioKit,
    target: 450,
  },
  {
    name: 'Die, Men! 15-vs-15',
    file: 'test/fixtures/scenarios/bench-15v15.yaml',
    game: dieMenGame as AnyGameRules,
    kit: dieMenScenarios as AnyScenarioKit,
    target: 5000,
  },
];

/** CPU seconds of this process so far (every thread: the garbage collector's too). */
const cpuSeconds = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

/**
 * Issue 23's first figures: battles per CPU-second, with wall time beside it (the machine is
 * shared: wall time counts the other sessions' work, CPU time only ours). The sim's own code
 * (runBatch, the trial seeds, the computer general on both sides), after 2 s of warm-up, for
 * about 5 s of wall time.
 */
export function battleCpu({ root, report, fmt }: Tools): void {
  for (const c of CPU_CASES) {
    const path = join(root, c.file);
    const loaded = c.kit.load(readFileSync(path, 'utf8'), path);
    if (!loaded.ok) throw new Error(loaded.error[0]?.message);
    const setup = loaded.value.setup({ fallback: 'bench' });
    const plans = c.game.sim.plans(setup, {});
    if (!plans.ok) throw new Error(plans.error[0]?.message);
    const job = simJob(c.game, plans.value[0]!, 'bench');
    let next = 0;
    const play = (ms: number): { battles: number; wall: number; cpu: number } => {
      const t0 = performance.now();
      const c0 = cpuSeconds();
      const first = next;
      while (performance.now() - t0 < ms) {
        runBatch(c.game, job, next, next + 5);
        next += 5;
      }
      return { battles: next - first, wall: (performance.now() - t0) / 1000, cpu: cpuSeconds() - c0 };
    };
    play(2000);
    const m = play(5000);
    const perCpu = m.battles / m.cpu;
    report(
      `issue 23: ${c.name} (${c.file}), computer vs computer, 1 thread`,
      `${fmt(perCpu, 0)} battles per CPU-second (${fmt((1000 * m.cpu) / m.battles, 2)} ms CPU a battle)`,
      `wall ${fmt(m.battles / m.wall, 0)} battles/s, ${m.battles} battles; target >= ${c.target} per CPU-second`,
      perCpu >= c.target,
    );
  }
}

/** The first call of 100d1000's exact odds in this process, in ms: run by bench.mjs in a fresh one. */
export function coldOddsMs(): number {
  const t0 = performance.now();
  need(distributionOf(expr('100d1000')));
  return performance.now() - t0;
}

/** Ours and the peer's rates, medians of 7 interleaved bursts of 250 ms, and their ratio. */
function interleaved(rate: Tools['rate'], ours: () => void, peer: () => void) {
  const oursRates: number[] = [];
  const peerRates: number[] = [];
  for (let round = 0; round < 7; round++) {
    oursRates.push(rate(ours, 250));
    peerRates.push(rate(peer, 250));
  }
  const mid = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
  return { ours: mid(oursRates), peer: mid(peerRates), ratio: mid(oursRates) / mid(peerRates) };
}
