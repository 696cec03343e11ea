/**
 * Random battles with every complication on (random terrain of every kind, gates with owners,
 * mixed stacks of every unit type, Command Lag, Threat ratings, Command Interference), played by
 * the random and computer generals, which choose only from the legal-choice lists: every choice
 * is accepted, and the board stays sane after every decision.
 */
import fc from 'fast-check';
import { gridFor } from '../../../../src/grid';
import type { CellKey, GridSpec } from '../../../../src/grid/types';
import {
  dieMen,
  groundAt,
  TERRAIN_RULES,
  totalUnits,
  UNIT_TYPES,
  type BattleSetup,
  type BattleState,
  type Decision,
  type Occupant,
  type Request,
  type Terrain,
  type UnitType,
} from '../../../../src/rulesets/die-men';
import { computerGeneral, randomGeneral } from '../../../../src/rulesets/die-men/ai';
import type { SyncDecisionSource } from '../../../../src/engine/decisionSource';
import { allComplications, chooser, TERRAIN_KINDS, unitOn } from '../../../helpers/randomBattle';

function randomSetup(seed: number): BattleSetup {
  const c = chooser(seed);
  const grid: GridSpec = { kind: c.chance(0.7) ? 'hex' : 'square', cols: 4 + c.int(5), rows: 4 + c.int(5) };
  const cells = [...gridFor(grid).cells];
  const terrain: Record<CellKey, Terrain> = {};
  for (const k of cells) if (c.chance(0.35)) terrain[k] = c.pick(TERRAIN_KINDS);
  const free = cells.filter((k) => !terrain[k] || TERRAIN_RULES[terrain[k]].enterable);
  const occupants: Record<CellKey, Occupant> = {};
  for (const side of ['a', 'b']) {
    const hexes = 1 + c.int(4);
    for (let i = 0; i < hexes && free.length > 0; i++) {
      const at = free.splice(c.int(free.length), 1)[0]!;
      const units: Partial<Record<UnitType, number>> = {};
      for (let j = 0; j < 1 + c.int(3); j++) {
        const t2 = unitOn(c.pick(UNIT_TYPES), terrain[at]);
        units[t2] = (units[t2] ?? 0) + 1 + c.int(4);
      }
      occupants[at] = { side, units };
    }
  }
  const gates: Record<CellKey, string> = {};
  for (const [k, t] of Object.entries(terrain))
    if (TERRAIN_RULES[t].gate && c.chance(0.7)) gates[k] = c.pick(['a', 'b']);
  const threat: Partial<Record<UnitType, number>> = {};
  for (const t of UNIT_TYPES) if (c.chance(0.3)) threat[t] = c.int(6);
  const skills = () => ({ tactics: c.int(6), strategy: c.int(6), inspire: c.int(4) });
  return {
    name: `random ${seed}`,
    scale: c.pick([1, 2, 5, 10, 20, 50, 100] as const),
    grid,
    terrain,
    sides: [
      { id: 'a', name: 'A', pcSkills: skills() },
      { id: 'b', name: 'B', pcSkills: skills() },
    ],
    occupants,
    options: {
      maxRounds: 1 + c.int(6),
      damageCap: c.chance(0.5) ? 'per-hex' : 'per-attack',
      complications: allComplications(c.int(3), c.chance(0.5) ? threat : null),
    },
    gates,
    seed: `s${seed}`,
  };
}

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
