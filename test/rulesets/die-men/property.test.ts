/**
 * Random small battles played with random lawful choices (taken from the legal-choice helpers):
 * every such choice is accepted, and the board stays sane after every decision. The states are
 * also played deep-frozen: apply (and the computer general) must never change a state it is given.
 */
import fc from 'fast-check';
import { gridFor } from '../../../src/grid';
import type { CellKey, Edge, GridSpec } from '../../../src/grid/types';
import {
  dieMen,
  legalFreeMoves,
  legalGobbleCounts,
  legalKnocks,
  legalSplits,
  legalTactics,
  STRATEGIES,
  totalUnits,
} from '../../../src/rulesets/die-men';
import type { BattleSetup, BattleState, Decision, FreeMove, Request } from '../../../src/rulesets/die-men';
import { computerGeneral } from '../../../src/rulesets/die-men/ai';
import { basicTerrain, chooser, placeInfantry, type Chooser } from '../../helpers/randomBattle';
import { deepFreeze } from '../../helpers/deepFreeze';

function randomSetup(c: Chooser): BattleSetup {
  const grid: GridSpec = { kind: c.chance(0.7) ? 'hex' : 'square', cols: 4 + c.int(4), rows: 4 + c.int(4) };
  const cells = [...gridFor(grid).cells];
  const terrain = basicTerrain(c, cells);
  const free = cells.filter((k) => terrain[k] !== 'impassable');
  const occupants = placeInfantry(c, free, ['a', 'b'], 4, 8);
  return {
    name: 'random',
    scale: 10,
    grid,
    terrain,
    sides: [
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
    ],
    occupants,
    options: { maxRounds: 1 + c.int(6), damageCap: c.chance(0.5) ? 'per-hex' : 'per-attack' },
    seed: `s${c.int(1e9)}`,
  };
}

function randomDecision(c: Chooser, req: Request, state: BattleState): Decision {
  const side = req.side;
  switch (req.kind) {
    case 'declare': {
      const strategy = c.pick(STRATEGIES);
      const edges: Edge[] = ['north', 'south', 'east', 'west'];
      const goal = c.chance(0.5)
        ? { kind: 'edge' as const, edge: c.pick(edges) }
        : { kind: 'cell' as const, at: c.pick(gridFor(state.rules.grid).cells) };
      return { kind: 'declare', side, declaration: { strategy, goal } };
    }
    case 'roll':
      return c.chance(0.5)
        ? { kind: 'roll', side }
        : { kind: 'roll', side, faces: Array.from({ length: req.pool }, () => 1 + c.int(10)) };
    case 'split':
      return {
        kind: 'split',
        side,
        splits: legalSplits(req)
          .filter(() => c.chance(0.5))
          .map((s) => ({ set: s.set, into: c.pick(s.into) })),
      };
    case 'assign': {
      let tactic = c.pick(legalTactics(state, req));
      if (tactic.type === 'move' && c.chance(0.4)) {
        const have = state.occupants[tactic.from]!.units.infantry ?? 0;
        tactic = { ...tactic, units: { infantry: 1 + c.int(have) } };
      }
      return { kind: 'assign', side, set: req.set.id, tactic };
    }
    case 'gobble':
      return { kind: 'gobble', side, dice: c.pick(legalGobbleCounts(req)) };
    case 'knock':
      return { kind: 'knock', side, set: c.pick(legalKnocks(req)) };
    case 'casualties':
    case 'deploy':
      return dieMen.defaultDecision(state, req);
    case 'free': {
      const left = new Map<CellKey, number>();
      const moves: FreeMove[] = [];
      for (const o of legalFreeMoves(state, side)) {
        const have = left.get(o.from) ?? totalUnits(o.units);
        if (have === 0 || !c.chance(0.4)) continue;
        const n = 1 + c.int(have);
        left.set(o.from, have - n);
        moves.push({ from: o.from, to: o.to, units: { infantry: n } });
      }
      return { kind: 'free', side, moves };
    }
    case 'gates':
    case 'interfere':
      return dieMen.defaultDecision(state, req);
  }
}

function totals(state: BattleState): Record<string, number> {
  const out: Record<string, number> = { a: 0, b: 0 };
  for (const o of Object.values(state.occupants)) out[o.side]! += totalUnits(o.units);
  return out;
}

/** Plain throws, not expect(): this runs after every decision of every battle. */
function checkBoard(state: BattleState, before: Record<string, number>): Record<string, number> {
  const fail = (what: string) => {
    throw new Error(`${what}: ${JSON.stringify(state.occupants)}`);
  };
  const grid = gridFor(state.rules.grid);
  for (const [key, o] of Object.entries(state.occupants)) {
    if (!grid.inBounds(key)) fail(`units off the map at ${key}`);
    if (state.rules.terrain[key] === 'impassable') fail(`units on impassable ${key}`);
    if (o.side !== 'a' && o.side !== 'b') fail(`unknown side in ${key}`);
    for (const n of Object.values(o.units)) if (!Number.isInteger(n) || n <= 0) fail(`bad count in ${key}`);
  }
  const now = totals(state);
  // A side's units never rise: no unit appears, and no move merges into an enemy hex (one
  // occupant per cell means two sides in a hex could only show up as such a merge).
  for (const side of ['a', 'b']) if (now[side]! > before[side]!) fail(`${side} gained units`);
  return now;
}

describe('random lawful battles', () => {
  it('accept every listed choice and keep the board sane', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const c = chooser(seed);
        const init = dieMen.init(randomSetup(c));
        if (!init.ok) throw new Error(JSON.stringify(init.error));
        let state = init.value.state;
        let before = totals(state);
        let steps = 0;
        for (let req = dieMen.pending(state); req; req = dieMen.pending(state)) {
          const decision = randomDecision(c, req, state);
          const r = dieMen.apply(state, decision);
          if (!r.ok) throw new Error(`${r.error.code} for ${JSON.stringify(decision)}`);
          state = r.value.state;
          before = checkBoard(state, before);
          if (++steps > 5000) throw new Error('the battle does not end');
        }
        const outcome = dieMen.outcome(state);
        expect(outcome).not.toBeNull();
        const t = totals(state);
        if (outcome!.winner) expect(t[outcome!.winner]).toBeGreaterThanOrEqual(Math.max(t.a!, t.b!));
        else expect(t.a).toBe(t.b);
      }),
      { numRuns: 150 },
    );
  });

  it('never change a state they are given: a deep-frozen battle plays the same as a thawed one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.boolean(), (seed, computer) => {
        const setup = randomSetup(chooser(seed));
        const play = (freeze: boolean): BattleState => {
          const c = chooser(seed + 1);
          const general = computerGeneral({ seed: String(seed) });
          const init = dieMen.init(setup);
          if (!init.ok) throw new Error(JSON.stringify(init.error));
          let state = init.value.state;
          for (let req = dieMen.pending(state), steps = 0; req; req = dieMen.pending(state), steps++) {
            if (freeze) deepFreeze(state);
            const decision = computer ? general.decide(req, state) : randomDecision(c, req, state);
            const r = dieMen.apply(state, decision);
            if (!r.ok) throw new Error(`${r.error.code} for ${JSON.stringify(decision)}`);
            state = r.value.state;
            if (steps > 5000) throw new Error('the battle does not end');
          }
          return state;
        };
        expect(play(true)).toEqual(play(false));
      }),
      { numRuns: 60 },
    );
  });
});
