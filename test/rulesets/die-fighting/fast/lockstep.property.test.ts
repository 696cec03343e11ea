/**
 * The fast path against the reference (lockstep.ts) on random battles: random maps (slow and
 * blocking squares), armies of every type with commanders and hurt units, elimination and timed
 * games, short round limits so that both endings come up. Every decision and every position
 * after it must be the same.
 */
import * as fc from 'fast-check';
import type { CommanderRank, UnitSetup, UnitType } from '../../../../src/rulesets/die-fighting/types';
import { UNIT_TYPES } from '../../../../src/rulesets/die-fighting/cards';
import { setupOf } from '../helpers';
import { lockstep } from './lockstep';

const TYPES = Object.keys(UNIT_TYPES) as UnitType[];
const RANKS: (CommanderRank | undefined)[] = [undefined, undefined, 'sergeant', 'lieutenant', 'captain'];

const arb = fc.record({
  cols: fc.integer({ min: 6, max: 12 }),
  rows: fc.integer({ min: 5, max: 9 }),
  /** Per square: 0-6 clear, 7 slow, 8 blocking. */
  terrain: fc.array(fc.integer({ min: 0, max: 8 }), { minLength: 108, maxLength: 108 }),
  units: fc.array(fc.tuple(fc.nat(107), fc.boolean(), fc.nat(5), fc.nat(4), fc.nat(100)), {
    minLength: 2,
    maxLength: 16,
  }),
  timed: fc.boolean(),
  maxRounds: fc.integer({ min: 2, max: 8 }),
  seed: fc.string({ maxLength: 6 }),
});

describe('the fast path on random battles', () => {
  it('makes the reference decisions and positions at every step', () => {
    let compared = 0;
    fc.assert(
      fc.property(arb, ({ cols, rows, terrain, units, timed, maxRounds, seed }) => {
        const kind = (c: number, r: number) => terrain[c * rows + r]!;
        const map = Array.from({ length: rows }, (_, r) =>
          Array.from({ length: cols }, (_, c) =>
            kind(c, r) === 8 ? 'B' : kind(c, r) === 7 ? 'S' : '.',
          ).join(''),
        );
        const placed: Record<string, UnitSetup> = {};
        for (const [n, red, t, rank, hurt] of units) {
          const c = Math.floor(n / rows) % cols;
          const r = n % rows;
          if (kind(c, r) === 8) continue;
          const type = TYPES[t]!;
          const die = UNIT_TYPES[type].die;
          const commander = RANKS[rank];
          placed[`${c},${r}`] = {
            side: red ? 'red' : 'blue',
            type,
            ...(commander ? { commander } : {}),
            // One unit in three starts hurt.
            ...(hurt % 3 === 0 ? { health: 1 + (hurt % die) } : {}),
          };
        }
        fc.pre(new Set(Object.values(placed).map((u) => u.side)).size === 2);
        const setup = setupOf(map, placed, {
          options: { game: timed ? 'timed' : 'elimination', maxRounds, deployment: 'free' },
          seed: `p${seed}`,
        });
        compared += lockstep(setup, `random battle ${JSON.stringify(placed)}`).compared;
      }),
      { numRuns: 60 },
    );
    // Battles were played, not all skipped.
    expect(compared).toBeGreaterThan(300);
  });
});
