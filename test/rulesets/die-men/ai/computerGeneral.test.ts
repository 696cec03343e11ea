/**
 * The computer general (issue #5): it beats the random general on every bundled scenario, from
 * either side; it only ever gives lawful decisions (a run never fails); and it is a pure function
 * of (request, state, seed), so a seed gives one battle.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runBattle, type SyncDecisionSource } from '../../../../src/engine';
import {
  dieMen,
  type BattleSetup,
  type BattleState,
  type Decision,
  type Request,
} from '../../../../src/rulesets/die-men';
import { computerGeneral, plan, randomGeneral } from '../../../../src/rulesets/die-men/ai';
import { FINISH_RATIO } from '../../../../src/rulesets/die-men/ai/plan';
import { loadDieMenScenario, toBattleSetup } from '../../../../src/rulesets/die-men/scenario';
import { randomSetup } from './randomSetup';
import { bundledFiles } from '../../../helpers/bundledFiles';

type Source = SyncDecisionSource<BattleState, Request, Decision>;

const DIR = join(__dirname, '..', '..', '..', '..', 'scenarios');

function scenarios(): { file: string; sides: string[]; setup: (seed: string) => BattleSetup }[] {
  return bundledFiles('die-men').map((file) => {
    const loaded = loadDieMenScenario(readFileSync(join(DIR, file), 'utf8'), file);
    if (!loaded.ok) throw new Error(`${file}: ${loaded.error.map((p) => p.message).join('; ')}`);
    const scenario = loaded.value.scenario;
    return {
      file,
      sides: scenario.sides.map((s) => s.id),
      // The scripted rounds are left out: both generals play every round.
      setup: (seed: string) => toBattleSetup(scenario, { seed, defaultSeed: seed }),
    };
  });
}

/** `side` answered by `mine`, every other side by `others`. */
const bySide = (side: string, mine: Source, others: Source): Source => ({
  decide: (request, state) => (request.side === side ? mine : others).decide(request, state),
});

function play(setup: BattleSetup, source: Source) {
  const r = runBattle(dieMen, setup, source);
  if (!r.ok) {
    throw new Error(
      `${r.error.problems.map((p) => `${p.code}: ${p.message}`).join('; ')} for ${JSON.stringify(r.error.decision)}`,
    );
  }
  return r.value;
}

describe('computerGeneral against randomGeneral', () => {
  // 20 battles a side (16 sides) tell the two apart by far: the computer wins 313 of 320 (16 of 20
  // at worst, reserve-cut-off as duke), while the random general in its place wins 118 (37%), with
  // 11 sides under 70%. 40 a side (628 and 239 of 640) said the same at twice the CPU (26 Nov).
  const SEEDS = Array.from({ length: 20 }, (_, i) => `vs-random-${i}`);

  it('wins at least 80% of battles on the bundled scenarios, from either side (draws are not wins)', () => {
    const rates: Record<string, number> = {};
    let wins = 0;
    let battles = 0;
    for (const s of scenarios()) {
      for (const side of s.sides) {
        let won = 0;
        SEEDS.forEach((seed, i) => {
          const run = play(s.setup(seed), bySide(side, computerGeneral(), randomGeneral(`${seed}/${i}`)));
          if (run.outcome?.winner === side) won++;
        });
        rates[`${s.file} as ${side}`] = won / SEEDS.length;
        wins += won;
        battles += SEEDS.length;
      }
    }
    expect(battles).toBeGreaterThan(0);
    // Overall, and every scenario and side on its own clearly better than the baseline.
    expect(wins / battles).toBeGreaterThanOrEqual(0.8);
    const weak = Object.entries(rates).filter(([, rate]) => rate < 0.7);
    expect(weak).toEqual([]);
  });
});

describe('computerGeneral gives only lawful decisions', () => {
  it('on random maps and armies, against itself and against randomGeneral', () => {
    for (let i = 0; i < 300; i++) {
      const setup = randomSetup(i + 1);
      const side = setup.sides[i % setup.sides.length]!.id;
      const other = i % 2 === 0 ? computerGeneral({ seed: `o${i}` }) : randomGeneral(`r${i}`);
      const run = play(setup, bySide(side, computerGeneral({ seed: `c${i}` }), other));
      expect(run.outcome).not.toBeNull();
    }
  });

  it('on every bundled scenario, against itself', () => {
    for (const s of scenarios()) {
      for (let i = 0; i < 10; i++) {
        const run = play(s.setup(`self-${i}`), computerGeneral());
        expect(run.outcome).not.toBeNull();
      }
    }
  });
});

describe('computerGeneral is deterministic', () => {
  it('the same seed gives the same battle, decision for decision', () => {
    for (const s of scenarios()) {
      const once = play(s.setup('same'), computerGeneral({ seed: 'x' }));
      const twice = play(s.setup('same'), computerGeneral({ seed: 'x' }));
      expect(twice.decisions).toEqual(once.decisions);
      expect(twice.events).toEqual(once.events);
      expect(twice.state).toEqual(once.state);
    }
  });

  it('answers a request from the request and state alone (no memory between calls)', () => {
    const s = scenarios()[0]!;
    const run = play(s.setup('pure'), bySide(s.sides[0]!, computerGeneral(), randomGeneral('pure')));
    // Replay the battle, asking a fresh general and a long-lived one each question twice.
    const shared = computerGeneral();
    let state = dieMen.init(s.setup('pure'));
    if (!state.ok) throw new Error('setup');
    let current = state.value.state;
    for (const decision of run.decisions) {
      const request = dieMen.pending(current)!;
      const a = shared.decide(request, current);
      expect(computerGeneral().decide(request, current)).toEqual(a);
      expect(shared.decide(request, current)).toEqual(a);
      const next = dieMen.apply(current, decision);
      if (!next.ok) throw new Error(next.error.message);
      current = next.value.state;
    }
    state = { ok: true, value: { state: current, events: [] } };
    expect(dieMen.outcome(state.value.state)).not.toBeNull();
  });

  it('randomGeneral too: a seed gives one battle, and another seed another', () => {
    const s = scenarios()[0]!;
    const a = play(s.setup('r'), randomGeneral('one'));
    const b = play(s.setup('r'), randomGeneral('one'));
    const c = play(s.setup('r'), randomGeneral('two'));
    expect(b.decisions).toEqual(a.decisions);
    expect(c.decisions).not.toEqual(a.decisions);
  });
});

describe('computerGeneral finishes the job (issue 15)', () => {
  it('far ahead, it closes in: most computer-against-computer battles end by elimination', () => {
    const SEEDS = Array.from({ length: 30 }, (_, i) => `finish-${i}`);
    for (const s of scenarios().filter((x) => /harrow-down|castle-siege|river-crossing/.test(x.file))) {
      let eliminated = 0;
      for (const seed of SEEDS) {
        const run = play(s.setup(seed), computerGeneral({ seed }));
        const standing = new Set(Object.values(run.state.occupants).map((o) => o.side)).size;
        if (standing <= 1) eliminated++;
      }
      // Before issue 15 these were 61%, 70% and 76% (docs/computer-general.md).
      expect({ file: s.file, eliminated: eliminated / SEEDS.length >= 0.85 }).toEqual({
        file: s.file,
        eliminated: true,
      });
    }
  });

  it('with twice the enemy units and nobody in reach it seizes; with a smaller lead it holds', () => {
    const base = scenarios()
      .find((x) => x.file === 'skirmish.yaml')!
      .setup('plan');
    const stateWith = (mine: number, theirs: number) => {
      const setup: BattleSetup = {
        ...base,
        terrain: {},
        occupants: {
          '0,2': { side: 'red', units: { infantry: mine } },
          '6,2': { side: 'blue', units: { infantry: theirs } },
        },
      };
      const init = dieMen.init(setup);
      if (!init.ok) throw new Error(init.error[0]!.message);
      return init.value.state;
    };
    expect(FINISH_RATIO).toBe(2);
    expect(plan(stateWith(8, 4), 'red').strategy).toBe('seize');
    expect(plan(stateWith(12, 2), 'red').strategy).toBe('seize');
    expect(plan(stateWith(7, 4), 'red').strategy).toBe('hold');
  });
});
