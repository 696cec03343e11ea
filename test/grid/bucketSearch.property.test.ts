/**
 * The bucket search (src/grid/bucketSearch.ts) is search.ts for whole-number step costs: on random
 * square maps of clear, slow and blocking ground, with closed squares and stop squares, it settles
 * the same squares in the same order at the same costs as reachList, and finds a target's cost.
 */
import fc from 'fast-check';
import { bucketSearch, gridFor, indexFor, reachList, stepCostTable, terrainStepCost } from '../../src/grid';
import type { GridSpec } from '../../src/grid/types';

const FOOTINGS = ['clear', 'slow', 'blocking'] as const;

const maps = fc
  .record({ cols: fc.integer({ min: 1, max: 8 }), rows: fc.integer({ min: 1, max: 8 }) })
  .chain(({ cols, rows }) =>
    fc.record({
      spec: fc.constant<GridSpec>({ kind: 'square', cols, rows }),
      ground: fc.array(fc.constantFrom(...FOOTINGS), { minLength: cols * rows, maxLength: cols * rows }),
      closed: fc.array(fc.boolean(), { minLength: cols * rows, maxLength: cols * rows }),
      stops: fc.array(fc.boolean(), { minLength: cols * rows, maxLength: cols * rows }),
      start: fc.nat(cols * rows - 1),
      budget: fc.integer({ min: 0, max: 6 }),
    }),
  );

describe('bucketSearch', () => {
  it('settles what search.ts settles, in its order, at its costs', () => {
    fc.assert(
      fc.property(maps, ({ spec, ground, closed, stops, start, budget }) => {
        const ix = indexFor(gridFor(spec));
        const footing = (c: string) => ground[ix.indexOf.get(c)!]!;
        const terrain = terrainStepCost(spec, footing);
        const shut = Uint8Array.from(closed, (b, i) => (b && i !== start ? 1 : 0));
        const halt = Uint8Array.from(stops, (b) => (b ? 1 : 0));
        const out = { idx: [] as number[], costs: [] as number[] };
        bucketSearch(
          ix,
          { steps: stepCostTable(ix, terrain.byIndex), budget, closed: shut, stops: halt },
          start,
          -1,
          out,
        );
        const plain = reachList(spec, ix.keys[start]!, {
          stepCost: (a, b) => (shut[ix.indexOf.get(b)!] === 1 ? Infinity : terrain(a, b)),
          budget,
          stopsAt: (c) => halt[ix.indexOf.get(c)!] === 1,
          minStep: 1,
        });
        expect(out.idx.map((i) => ix.keys[i])).toEqual(plain.cells);
        expect(out.costs).toEqual(plain.costs);
        for (let k = 0; k < plain.cells.length; k++) {
          const target = ix.indexOf.get(plain.cells[k]!)!;
          expect(
            bucketSearch(
              ix,
              { steps: stepCostTable(ix, terrain.byIndex), budget, closed: shut, stops: halt },
              start,
              target,
              null,
            ),
          ).toBe(plain.costs[k]);
        }
      }),
      { numRuns: 300 },
    );
  });
});
