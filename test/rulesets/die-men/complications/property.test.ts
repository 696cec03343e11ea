/**
 * Random battles with every complication on (random terrain of every kind, gates with owners,
 * mixed stacks of every unit type, Command Lag, Threat ratings, Command Interference), played by
 * the random and computer generals, which choose only from the legal-choice lists: every choice
 * is accepted, and the board stays sane after every decision.
 */
import fc from 'fast-check';
import {
  dieMen,
  groundAt,
  TERRAIN_RULES,
  totalUnits,
  type BattleState,
  type Decision,
  type Request,
} from '../../../../src/rulesets/die-men';
import { computerGeneral, randomGeneral } from '../../../../src/rulesets/die-men/ai';
import type { SyncDecisionSource } from '../../../../src/engine/decisionSource';
import { randomSetup } from './randomSetup';

const totals = (s: BattleState) => {
  const out: Record<string, number> = { a: 0, b: 0 };
  for (const o of Object.values(s.occupants)) out[o.side]! += totalUnits(o.units);
  return out;
};

function checkBoard(state: BattleState, before: Record<string, number>): Record<string, number> {
  const fail = (what: string) => {
    throw new Error(`${what}: ${JSON.stringify(state.occupants)}`);
  };
  for (const [key, o] of Object.entries(state.occupants)) {
    const rule = TERRAIN_RULES[groundAt(state, key)];
    if (!rule.enterable) fail(`units on ${groundAt(state, key)} at ${key}`);
    if (rule.noChariots && (o.units.chariot ?? 0) > 0) fail(`chariots on ${groundAt(state, key)} at ${key}`);
    for (const n of Object.values(o.units)) if (!Number.isInteger(n) || n! <= 0) fail(`bad count in ${key}`);
  }
  const now = totals(state);
  for (const side of ['a', 'b']) if (now[side]! > before[side]!) fail(`${side} gained units`);
  return now;
}

type Source = SyncDecisionSource<BattleState, Request, Decision>;

function battle(seed: number, sources: Record<string, Source>): void {
  const init = dieMen.init(randomSetup(seed));
  if (!init.ok) throw new Error(JSON.stringify(init.error));
  let state = init.value.state;
  let before = totals(state);
  let steps = 0;
  for (let req = dieMen.pending(state); req; req = dieMen.pending(state)) {
    const decision = sources[req.side]!.decide(req, state);
    const r = dieMen.apply(state, decision);
    if (!r.ok)
      throw new Error(`seed ${seed}: ${r.error.code} ${r.error.message} for ${JSON.stringify(decision)}`);
    state = r.value.state;
    before = checkBoard(state, before);
    if (++steps > 5000) throw new Error('the battle does not end');
  }
  expect(dieMen.outcome(state)).not.toBeNull();
}

describe('random battles with every complication', () => {
  it('the random general: every listed choice is accepted, the board stays sane', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        battle(seed, { a: randomGeneral(`a${seed}`), b: randomGeneral(`b${seed}`) });
      }),
      // 609104319: a chariot moved into a hex whose own move, ordered before it came, ends on a
      // hill (ruling 32: it stays behind).
      { numRuns: 120, examples: [[609104319]] },
    );
  });
  it('the computer general too', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        battle(seed, { a: computerGeneral({ seed: `a${seed}` }), b: randomGeneral(`b${seed}`) });
      }),
      { numRuns: 40 },
    );
  });
});
