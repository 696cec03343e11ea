/**
 * The compact position (compact.ts) and the general's view built on it answer as the positions
 * record does: for random maps (hex and square, any size) and random armies of three sides, every
 * cell's holder and units, every cell's neighbours in the grid's order, whether an enemy stands
 * next to it, and the view's per-cell questions (mine, enemy, units, faces held, enemy faces)
 * asked the old way, of the record.
 */
import fc from 'fast-check';
import { gridFor } from '../../../src/grid';
import type { CellKey, GridSpec } from '../../../src/grid/types';
import { unitsWriter } from '../../../src/rulesets/die-men/board';
import { compactOf, enemyNextTo, mapTablesOf, type Compact } from '../../../src/rulesets/die-men/compact';
import { compactByPositions } from '../../../src/rulesets/die-men/caches';
import type { Draft } from '../../../src/rulesets/die-men/state';
import type { BattleState } from '../../../src/rulesets/die-men/state';
import type { Occupant } from '../../../src/rulesets/die-men/types';
import { totalUnits } from '../../../src/rulesets/die-men/units';
import {
  enemyFacesOf,
  isEnemy,
  isMine,
  touchesEnemy,
  unitsAt,
  viewOf,
} from '../../../src/rulesets/die-men/ai/view';
import { facesHeld } from '../../../src/rulesets/die-men/ai/threat';
import { chooser } from '../../helpers/randomBattle';

const SIDES = ['a', 'b', 'c'];

function randomPositions(seed: number): { spec: GridSpec; occupants: Record<CellKey, Occupant> } {
  const c = chooser(seed);
  const spec: GridSpec = { kind: c.chance(0.6) ? 'hex' : 'square', cols: 1 + c.int(9), rows: 1 + c.int(9) };
  const occupants: Record<CellKey, Occupant> = {};
  for (const k of gridFor(spec).cells) {
    if (c.chance(0.5)) continue;
    // Now and then a hex left with no units at all: it counts as empty.
    occupants[k] = { side: c.pick(SIDES), units: c.chance(0.1) ? {} : { infantry: 1 + c.int(6) } };
  }
  return { spec, occupants };
}

const held = (o: Occupant | undefined, side: string): boolean =>
  o !== undefined && o.side === side && totalUnits(o.units) > 0;
const enemyOf = (o: Occupant | undefined, side: string): boolean =>
  o !== undefined && o.side !== side && totalUnits(o.units) > 0;

describe('Die, Men! compact position', () => {
  it('holds each cell as the positions record does, with the grid neighbours in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const { spec, occupants } = randomPositions(seed);
        const grid = gridFor(spec);
        const c = compactOf(grid, occupants);
        const map = mapTablesOf(grid);
        grid.cells.forEach((k, i) => {
          expect(map.index.get(k)).toBe(i);
          const around = Array.from(
            map.nbr.subarray(map.nbrStart[i], map.nbrStart[i + 1]),
            (j) => map.keys[j],
          );
          expect(around).toEqual(grid.neighbours(k));
          const o = occupants[k];
          const n = o ? totalUnits(o.units) : 0;
          expect(c.count[i]).toBe(n);
          expect(c.owner[i] === -1 ? null : c.sides[c.owner[i]!]).toBe(n > 0 ? o!.side : null);
          // The rules' "enemy next to it" (Free Movement's threat), a side absent from the map too.
          for (const side of [...SIDES, 'd']) {
            const near = grid.neighbours(k).some((m) => enemyOf(occupants[m], side));
            expect(enemyNextTo(grid, occupants, k, side)).toBe(near);
          }
        });
      }),
      { numRuns: 60 },
    );
  });

  it("answers the general's view questions as the record does, for every side", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const { spec, occupants } = randomPositions(seed);
        const grid = gridFor(spec);
        // The view reads only the positions and the map: a state of just those, zero-unit hexes kept.
        const state = { occupants, rules: { grid: spec } } as unknown as BattleState;
        for (const side of SIDES) {
          const v = viewOf(state, side);
          for (const k of grid.cells) {
            const o = occupants[k];
            expect(isMine(v, k)).toBe(held(o, side));
            expect(isEnemy(v, k)).toBe(enemyOf(o, side));
            expect(unitsAt(v, k)).toBe(o ? totalUnits(o.units) : 0);
            const around = grid.neighbours(k);
            const enemies = around.filter((n) => enemyOf(occupants[n], side)).length;
            expect(enemyFacesOf(v, k)).toBe(enemies);
            expect(touchesEnemy(v, k)).toBe(enemies > 0);
            for (const other of SIDES) {
              expect(facesHeld(v, k, other)).toBe(around.filter((n) => held(occupants[n], other)).length);
            }
          }
          const mine = Object.keys(occupants).filter((k) => held(occupants[k], side));
          expect(v.mine).toEqual(mine);
          expect(v.contact).toEqual(
            mine.filter((k) => grid.neighbours(k).some((n) => enemyOf(occupants[n], side))),
          );
        }
      }),
      { numRuns: 25 },
    );
  });

  it("is carried through the rules' units writer cell by cell, equal to a fresh build", () => {
    /** Who holds each cell (by name) and with how many units: the form's meaning, numbering aside. */
    const meaning = (c: Compact) =>
      c.owner.map((o, i) => (o < 0 ? `-:${c.count[i]}` : `${c.sides[o]}:${c.count[i]}`));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const { spec, occupants } = randomPositions(seed);
        const grid = gridFor(spec);
        const before = compactOf(grid, occupants);
        const untouched = meaning(before);
        const d = { rules: { grid: spec }, occupants, gobble: {} } as unknown as Draft;
        const put = unitsWriter(d);
        const c = chooser(seed ^ 0x5bd1e995);
        let carried: Compact | undefined;
        for (let w = 0; w < 1 + c.int(8); w++) {
          const k = c.pick(grid.cells);
          put(k, c.pick([...SIDES, 'd']), c.chance(0.3) ? {} : { infantry: 1 + c.int(6) });
          // Remembered for the writer's copy at its first write, then written in place.
          carried ??= compactByPositions.get(d.occupants);
          expect(carried).toBeDefined();
          // A fresh build of a copy of the record (a new object, so nothing remembered for it).
          const fresh = compactOf(grid, { ...d.occupants });
          expect(meaning(carried!)).toEqual(meaning(fresh));
        }
        expect(d.occupants).not.toBe(occupants);
        // The form of the record the writer started from is left as it was.
        expect(meaning(before)).toEqual(untouched);
      }),
      { numRuns: 40 },
    );
  });
});
