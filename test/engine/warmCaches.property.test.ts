/**
 * Issue #26: the rules keep module-level caches (memo tables, scratch buffers), so a battle must
 * not depend on what was played before it in the same process. Each game's bundled battle, the
 * computer against itself, is played in fresh modules (jest.isolateModules: every cache empty),
 * then in this file's modules after unrelated battles (other games, other maps, other seeds) have
 * warmed the caches, and once more right after itself: the decisions, the events and the outcome
 * must be the same every time. Modules are loaded with require(), inside the registry in force:
 * an import would bind them once, to one registry, and no battle could start cold.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import type { AnyGameRules, AnyScenarioKit } from '../../src/engine/game';
import type { runBattle as RunBattle } from '../../src/engine/runBattle';

interface GameEntry {
  readonly id: string;
  /** The game module, its export, the scenario kit module and its export. */
  readonly game: readonly [string, string];
  readonly kit: readonly [string, string];
  /** A small bundled battle of the game, so a case plays in a fraction of a second. */
  readonly scenario: string;
}

const SRC = join(__dirname, '..', '..', 'src');
const GAMES: readonly GameEntry[] = [
  {
    id: 'die-men',
    game: ['rulesets/die-men/game', 'dieMenGame'],
    kit: ['rulesets/die-men/scenario/kit', 'dieMenScenarios'],
    scenario: 'skirmish.yaml',
  },
  {
    id: 'die-fighting',
    game: ['rulesets/die-fighting/game', 'dieFightingGame'],
    kit: ['rulesets/die-fighting/scenario/kit', 'dieFightingScenarios'],
    scenario: 'df-ruined-tower.yaml',
  },
  {
    id: 'dice-wars',
    game: ['rulesets/dice-wars/game', 'diceWarsGame'],
    kit: ['rulesets/dice-wars/scenario/kit', 'diceWarsScenarios'],
    scenario: 'dw-mek-shop.yaml',
  },
];

/** Other battles to warm the caches with: the three above, and other maps of their games. */
const WARMERS: readonly GameEntry[] = [
  ...GAMES,
  { ...GAMES[0]!, scenario: 'reserve-cut-off.yaml' },
  { ...GAMES[0]!, scenario: 'two-units-surround.yaml' },
  { ...GAMES[1]!, scenario: 'df-stream.yaml' },
];

const load = <T>([file, name]: readonly [string, string]): T =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded in the registry in force
  (require(join(SRC, file)) as Record<string, T>)[name]!;

/**
 * One battle, computer against computer, with the modules the current registry holds: its
 * decisions, events and outcome as one string (what a log and a replay would compare).
 */
function play(entry: GameEntry, seed: string): string {
  const game = load<AnyGameRules>(entry.game);
  const kit = load<AnyScenarioKit>(entry.kit);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- as load()
  const { runBattle } = require(join(SRC, 'engine/runBattle')) as { runBattle: typeof RunBattle };
  const file = join(__dirname, '..', '..', 'scenarios', entry.scenario);
  const loaded = kit.load(readFileSync(file, 'utf8'), file);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
  const setup = game.withSeed(loaded.value.setup({ seed, fallback: seed }), seed);
  const plans = game.sim.plans(setup, {});
  if (!plans.ok) throw new Error(JSON.stringify(plans.error));
  const run = runBattle(game.ruleset, setup, game.sim.source(plans.value[0]!, seed), {
    keepEvents: true,
    keepDecisions: true,
  });
  if (!run.ok) throw new Error(JSON.stringify(run.error));
  const { decisions, events, outcome } = run.value;
  return JSON.stringify({ decisions, events, outcome });
}

/** The same battle in a module registry of its own: every module-level cache starts empty. */
function playCold(entry: GameEntry, seed: string): string {
  let out = '';
  jest.isolateModules(() => {
    out = play(entry, seed);
  });
  return out;
}

const seedArb = fc.string({ minLength: 1, maxLength: 8 });
/** Every other battle, each with a seed of its own, in an order of fast-check's choosing. */
const warmersArb = fc
  .shuffledSubarray(
    WARMERS.map((_, i) => i),
    { minLength: WARMERS.length },
  )
  .chain((order) => fc.tuple(...order.map((battle) => seedArb.map((seed) => ({ battle, seed })))));

describe.each(GAMES)('$id: a battle is the same with cold and with warmed caches', (entry) => {
  it('fresh modules, after unrelated battles, and again after itself: same decisions and events', () => {
    fc.assert(
      fc.property(seedArb, warmersArb, (seed, warmers) => {
        const cold = playCold(entry, seed);
        for (const w of warmers) play(WARMERS[w.battle]!, `${w.seed}-warm`);
        const warm = play(entry, seed);
        expect(warm).toBe(cold);
        expect(play(entry, seed)).toBe(cold);
        // The battle was played to some end, with decisions and events to compare.
        const doc = JSON.parse(cold) as { decisions: unknown[]; events: unknown[] };
        expect(doc.decisions.length).toBeGreaterThan(0);
        expect(doc.events.length).toBeGreaterThan(0);
      }),
      { numRuns: 2 },
    );
  });
});
