/**
 * defineGame's defaults, on High Roll (which states only its rules, log, final position and
 * measure) and on a game of two kinds whose second answer is drawn part by part.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { defineGame } from '../../src/engine/defineGame';
import { diceWarsGame } from '../../src/rulesets/dice-wars/game';
import { RULESET_VERSION as DW_VERSION } from '../../src/rulesets/dice-wars/init';
import { dieFightingGame } from '../../src/rulesets/die-fighting/game';
import { RULESET_VERSION as DF_VERSION } from '../../src/rulesets/die-fighting/init';
import { dieMenGame } from '../../src/rulesets/die-men/game';
import { RULESET_VERSION as DM_VERSION } from '../../src/rulesets/die-men/init';
import { diceWarsScenarios } from '../../src/rulesets/dice-wars/scenario/kit';
import type { KindsOf } from '../../src/engine/kinds';
import { defineRuleset, type Outcome } from '../../src/engine/ruleset';
import { runBattle } from '../../src/engine';
import { ok } from '../../src/core/problem';
import { highRoll, highRollRuleset, type Setup } from './highRoll';

const setup: Setup = {
  name: 'test',
  sides: [
    { id: 'red', name: 'Red' },
    { id: 'blue', name: 'Blue' },
  ],
  rounds: 3,
  seed: 'dg',
};

describe('defineGame: what a game leaves out', () => {
  it('sides, seeds and rounds are read from the set-up, the requests and the events', () => {
    expect(highRoll.sides(setup)).toEqual(setup.sides);
    expect(highRoll.seedOf(setup)).toBe('dg');
    expect(highRoll.seedOf(highRoll.withSeed(setup, 'other'))).toBe('other');
    expect(highRoll.requestRound({ kind: 'roll', side: 'red', round: 2 })).toBe(2);
    expect(highRoll.eventRound({ type: 'roundEnded', round: 3 })).toBe(3);
    expect(highRoll.eventRound({ type: 'battleEnded', outcome: { winner: null, reason: 'x' } })).toBeNull();
  });

  it('the computer general answers with the documented defaults; the simulator plays one plan of it', () => {
    const request = { kind: 'roll', side: 'blue', round: 1 } as const;
    const state = highRollRuleset.init(setup);
    if (!state.ok) throw new Error('init');
    expect(highRoll.computer('x').decide(request, state.value.state)).toEqual(
      highRollRuleset.defaultDecision(state.value.state, request),
    );
    const plans = highRoll.sim.plans(setup, {});
    expect(plans).toEqual(ok([{ label: '', setup, report: {}, fixed: null }]));
    // Options a game doesn't declare never reach it: the CLI refuses them (simPlanOptions.test.ts).
    expect(highRoll.sim.options ?? []).toEqual([]);
  });
});

// A game of two kinds: `pick` names a number from a list, `pair` answers two numbers drawn apart.
type Req = { kind: 'pick'; side: string; round: number } | { kind: 'pair'; side: string; round: number };
type Dec = { kind: 'pick'; side: string; n: number } | { kind: 'pair'; side: string; a: number; b: number };
type Kinds = KindsOf<Req, Dec>;
interface St {
  readonly awaiting: Req | null;
  readonly outcome: Outcome | null;
  readonly taken: readonly number[];
}
type Ev = { type: 'took'; round: number; n: number };

const twoKinds = defineGame<{ seed: string; sides: { id: string; name: string }[] }, St, Kinds, Ev>({
  meta: { id: 'two-kinds', title: 'Two Kinds', summary: 'a test' },
  rules: defineRuleset<{ seed: string; sides: { id: string; name: string }[] }, St, Kinds, Ev>({
    id: 'two-kinds',
    version: '1',
    init: () =>
      ok({
        state: { awaiting: { kind: 'pick', side: 'a', round: 1 }, outcome: null, taken: [] },
        events: [],
      }),
    pending: (s) => s.awaiting,
    applyTo(s, d) {
      const taken = d.kind === 'pick' ? [...s.taken, d.n] : [...s.taken, d.a, d.b];
      const done = taken.length >= 9;
      const round = Math.floor(taken.length / 3) + 1;
      const awaiting: Req | null = done
        ? null
        : { kind: d.kind === 'pick' ? 'pair' : 'pick', side: 'a', round };
      const outcome = done ? { winner: 'a', reason: 'took nine' } : null;
      return ok({ state: { awaiting, outcome, taken }, events: [{ type: 'took', round, n: taken.length }] });
    },
    defaults: {
      pick: (_s, r) => ({ kind: 'pick', side: r.side, n: 0 }),
      pair: (_s, r) => ({ kind: 'pair', side: r.side, a: 0, b: 0 }),
    },
    outcome: (s) => s.outcome,
  }),
  log: {
    outcome: () => null,
    roundEnded: () => null,
    battleEnded: () => null,
    roundHash: (s) => s.taken.join(','),
  },
  final: (s) => s.taken,
  random: {
    answers: {
      pick: { legal: (_s, r) => [10, 20, 30, 40, 50].map((n) => ({ kind: 'pick', side: r.side, n })) },
      pair: { pick: (s, r, seed) => ({ kind: 'pair', side: r.side, a: seed.length, b: s.taken.length }) },
    },
  },
  sim: {
    measure: 'numbers',
    start: () => [0],
    tally: (_setup, s) => ({ rounds: 3, left: [s.taken.length], byRoundLimit: false }),
    maxRounds: () => 3,
    map: () => ({ cols: 1, rows: 1 }),
  },
});

const play = (seed: string) => {
  const r = runBattle(
    twoKinds.ruleset,
    { seed: 's', sides: [{ id: 'a', name: 'A' }] },
    twoKinds.random(seed),
  );
  if (!r.ok) throw new Error(r.error.problems[0]!.message);
  return r.value.decisions;
};

describe('defineGame: the random general from the lawful answers', () => {
  it('picks among the legal list, keyed by seed and position: one seed gives one battle', () => {
    const one = play('one');
    expect(one).toEqual(play('one'));
    const picks = one.filter((d) => d.kind === 'pick').map((d) => (d as { n: number }).n);
    expect(picks.every((n) => [10, 20, 30, 40, 50].includes(n))).toBe(true);
    const seeds = Array.from({ length: 12 }, (_, i) => JSON.stringify(play(`s${i}`)));
    expect(new Set(seeds).size).toBeGreaterThan(1);
  });

  it('hands a kind with its own pick the seed, unchanged', () => {
    const pairs = play('seven!').filter((d) => d.kind === 'pair');
    expect(pairs.length).toBeGreaterThan(0);
    for (const p of pairs) expect((p as { a: number }).a).toBe('seven!'.length);
  });
});

describe('defineGame: the standard tally from what each side has left', () => {
  const loaded = diceWarsScenarios.load(
    readFileSync(join(__dirname, '../../scenarios/dw-battle.yaml'), 'utf8'),
    'dw-battle.yaml',
  );
  if (!loaded.ok) throw new Error('dw-battle.yaml loads');
  const dwSetup = loaded.value.setup({ fallback: 'tally' });
  const start = diceWarsGame.ruleset.init(dwSetup);
  if (!start.ok) throw new Error('init');
  const state = start.value.state;

  it('counts the round reached and the measure left per side, in sides order', () => {
    const t = diceWarsGame.sim.tally(dwSetup, state);
    expect(t.rounds).toBe(state.round);
    expect(t.left).toEqual(diceWarsGame.sim.start(dwSetup));
    // Both sides still stand: a battle stopped here was stopped by the round limit.
    expect(t.byRoundLimit).toBe(true);
  });

  it('is not stopped by the round limit when one side alone has anything left', () => {
    const oneSide = { ...state, units: state.units.filter((u) => u.side === dwSetup.sides[0]!.id) };
    const t = diceWarsGame.sim.tally(dwSetup, oneSide);
    expect(t.left[1]).toBe(0);
    expect(t.left[0]).toBeGreaterThan(0);
    expect(t.byRoundLimit).toBe(false);
  });
});

describe('defineGame: a draft ruleset from its pieces', () => {
  it("takes the ruleset's id from meta and its version as stated, for each built-in game", () => {
    const games = [
      [diceWarsGame, DW_VERSION],
      [dieFightingGame, DF_VERSION],
      [dieMenGame, DM_VERSION],
    ] as const;
    for (const [game, version] of games) {
      expect(game.ruleset.id).toBe(game.meta.id);
      expect(game.ruleset.version).toBe(version);
    }
    expect(games.map(([g]) => g.ruleset.id)).toEqual(['dice-wars', 'die-fighting', 'die-men']);
  });
});

describe('defineGame: the log reads the standard end events', () => {
  it("reads a round's end and the battle's outcome for a game that leaves them out (High Roll)", () => {
    expect(highRoll.log.roundEnded({ type: 'roundEnded', round: 3 })).toBe(3);
    expect(highRoll.log.roundEnded({ type: 'scored', round: 3, side: null })).toBeNull();
    const outcome = { winner: 'red', reason: '2 points to 1' };
    expect(highRoll.log.battleEnded({ type: 'battleEnded', outcome })).toEqual(outcome);
    expect(highRoll.log.battleEnded({ type: 'roundEnded', round: 3 })).toBeNull();
  });

  it('makes a game whose events are not the standard ones state its readers', () => {
    type Spec = Parameters<typeof defineGame<{ seed: string; sides: [] }, St, Kinds, Ev>>[0];
    // @ts-expect-error: Ev has no roundEnded or battleEnded event, so the log must say how it ends.
    const missing: Spec['log'] = { outcome: () => null, roundHash: () => '' };
    expect(twoKinds.log.roundEnded({ type: 'took', round: 1, n: 1 })).toBeNull();
    expect(missing.roundEnded).toBeUndefined();
  });
});

describe('docs/adding-a-game.md', () => {
  it("shows the smallest game's defineGame call and scenario kit as test/engine/highRoll.ts has them", () => {
    const root = join(__dirname, '..', '..');
    const guide = readFileSync(join(root, 'docs', 'adding-a-game.md'), 'utf8');
    const code = readFileSync(join(__dirname, 'highRoll.ts'), 'utf8');
    const between = (from: string, to: string) => code.slice(code.indexOf(from), code.indexOf(to)).trim();
    const game = between('export const highRoll = defineGame', 'export const highRollRuleset');
    const kit = between('export const highRollScenarios', '/** What a DIEMEN_PLUGINS');
    expect(game.length).toBeGreaterThan(200);
    expect(kit.length).toBeGreaterThan(200);
    expect(guide).toContain(game);
    expect(guide).toContain(kit);
  });
});
