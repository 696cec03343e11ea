/**
 * Issue 23: a unit's reach is not searched afresh for every position. The memo keeps it while the
 * enemies near it stand still, and a reach with no enemy near comes from a table per map shared by
 * every position and battle on it (movement.ts). Over random maps, armies and sequences of moves
 * (each step a new position, as the rules make them), every reach reachOf gives must be the one a
 * search afresh finds: the same squares in the same order at the same costs.
 */
import * as fc from 'fast-check';
import { cardOf, kindOf } from '../../../src/rulesets/die-fighting/board';
import { reachOf } from '../../../src/rulesets/die-fighting/movement';
import { searchFrom, stepTable } from '../../../src/rulesets/die-fighting/reachSearch';
import { sideMap } from '../../../src/rulesets/die-fighting/sideMap';
import type { BattleState } from '../../../src/rulesets/die-fighting/state';
import type { Unit, UnitSetup, UnitType } from '../../../src/rulesets/die-fighting/types';
import { begin, setupOf } from './helpers';

const TYPES: UnitType[] = [
  'archers',
  'conscripts',
  'light-infantry',
  'heavy-infantry',
  'light-cavalry',
  'heavy-cavalry',
];

/** The reaches of every unit in `s` that differ from a search afresh. */
function stale(s: BattleState): string[] {
  const out: string[] = [];
  for (const u of s.units) {
    const m = sideMap(s, u.side);
    const fresh = { idx: [] as number[], costs: [] as number[] };
    const start = m.ix.indexOf.get(u.at)!;
    searchFrom(m, stepTable(s.rules, m.ix), start, cardOf(s, u).speed, kindOf(u) === 'mounted', -1, fresh);
    const got = reachOf(s, u);
    if (got.idx.join() !== fresh.idx.join() || got.costs.join() !== fresh.costs.join())
      out.push(`${u.id} at ${u.at}`);
  }
  return out;
}

/** `s` with unit `k` on `to` (a new units array and unit object, as the rules' writers make). */
function moved(s: BattleState, k: number, to: string): BattleState {
  const units = s.units.slice();
  units[k] = { ...(units[k] as Unit), at: to };
  return { ...s, units };
}

const arb = fc.record({
  cols: fc.integer({ min: 5, max: 14 }),
  rows: fc.integer({ min: 5, max: 10 }),
  /** Per square: 0-5 clear, 6 slow, 7 blocking. */
  terrain: fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 140, maxLength: 140 }),
  units: fc.array(fc.tuple(fc.nat(139), fc.boolean(), fc.nat(5)), { minLength: 2, maxLength: 12 }),
  moves: fc.array(fc.tuple(fc.nat(11), fc.nat(139)), { maxLength: 25 }),
});

describe('the kept reaches', () => {
  it('equal a search afresh at every position of random move sequences', () => {
    let checked = 0;
    fc.assert(
      fc.property(arb, ({ cols, rows, terrain, units, moves }) => {
        const at = (n: number) => `${Math.floor(n / rows) % cols},${n % rows}`;
        const kind = (n: number) => terrain[(Math.floor(n / rows) % cols) * rows + (n % rows)]!;
        const map = Array.from({ length: rows }, (_, r) =>
          Array.from(
            { length: cols },
            (_, c) => ['.', '.', '.', '.', '.', '.', 'S', 'B'][kind(c * rows + r)],
          ).join(''),
        );
        const placed: Record<string, UnitSetup> = {};
        for (const [n, red, t] of units)
          if (kind(n % (cols * rows)) < 7)
            placed[at(n % (cols * rows))] = { side: red ? 'red' : 'blue', type: TYPES[t]! };
        const sides = new Set(Object.values(placed).map((u) => u.side));
        fc.pre(sides.size === 2);
        let s = begin(setupOf(map, placed)).state;
        expect(stale(s)).toEqual([]);
        for (const [k, n] of moves) {
          const to = at(n % (cols * rows));
          if (kind(n % (cols * rows)) === 7 || s.units.some((u) => u.at === to)) continue;
          s = moved(s, k % s.units.length, to);
          expect(stale(s)).toEqual([]);
          checked++;
        }
      }),
      { numRuns: 300 },
    );
    // Many positions, not only the opening ones. The count is random (no fixed seed): a floor of
    // 1,000 failed once at 968 (26 November), so this one leaves room.
    expect(checked).toBeGreaterThan(500);
  });
});
