/**
 * Invariants of the weighted search and the sight lines on random maps. The costs are checked
 * against a plain Bellman-Ford written here, with the corner rule written out again from
 * docs/rules.md, so the search isn't checked against itself.
 */
import fc from 'fast-check';
import {
  cellKey,
  distance,
  findPath,
  gridFor,
  lineCells,
  lineOfSight,
  parseCell,
  pathCost,
  reach,
  terrainStepCost,
  type CellKey,
  type Footing,
  type GridSpec,
} from '../../src/grid';

const FOOTINGS: readonly Footing[] = ['clear', 'clear', 'clear', 'slow', 'blocking'];

interface RandomMap {
  readonly spec: GridSpec;
  readonly ground: readonly Footing[][]; // [col][row]
  readonly stops: readonly boolean[][];
  readonly start: { col: number; row: number };
}

const randomMap = (kind: 'square' | 'hex' = 'square') =>
  fc
    .record({ cols: fc.integer({ min: 1, max: 7 }), rows: fc.integer({ min: 1, max: 7 }) })
    .chain(({ cols, rows }) =>
      fc.record({
        spec: fc.constant<GridSpec>({ kind, cols, rows }),
        ground: fc.array(fc.array(fc.constantFrom(...FOOTINGS), { minLength: rows, maxLength: rows }), {
          minLength: cols,
          maxLength: cols,
        }),
        stops: fc.array(
          fc.array(
            fc.integer({ min: 0, max: 7 }).map((n) => n === 0),
            { minLength: rows, maxLength: rows },
          ),
          {
            minLength: cols,
            maxLength: cols,
          },
        ),
        start: fc.record({
          col: fc.integer({ min: 0, max: cols - 1 }),
          row: fc.integer({ min: 0, max: rows - 1 }),
        }),
      }),
    );

const at = (k: CellKey) => parseCell(k)!;
const footingOf = (m: RandomMap) => (k: CellKey) => {
  const c = at(k);
  return m.ground[c.col]![c.row]!;
};
const stopOf = (m: RandomMap) => (k: CellKey) => {
  const c = at(k);
  return m.stops[c.col]![c.row]!;
};

/** The corner rule, written out again: the step is the harder of its cell and the easier corner. */
const LEVEL = { clear: 0, slow: 1, blocking: 2 } as const;
function oracleStep(m: RandomMap, from: CellKey, to: CellKey): number {
  const f = at(from);
  const t = at(to);
  let level: number = LEVEL[m.ground[t.col]![t.row]!];
  if (m.spec.kind === 'square' && f.col !== t.col && f.row !== t.row) {
    const corner = Math.min(LEVEL[m.ground[t.col]![f.row]!], LEVEL[m.ground[f.col]![t.row]!]);
    level = Math.max(level, corner);
  }
  return [1, 2, Infinity][level]!;
}

/** Least costs by relaxing every step until nothing changes. */
function bellmanFord(m: RandomMap, budget: number, useStops: boolean): Map<CellKey, number> {
  const grid = gridFor(m.spec);
  const start = cellKey(m.start.col, m.start.row);
  const cost = new Map<CellKey, number>(grid.cells.map((k) => [k, Infinity]));
  cost.set(start, 0);
  for (let changed = true; changed;) {
    changed = false;
    for (const u of grid.cells) {
      const cu = cost.get(u)!;
      if (cu === Infinity || (useStops && u !== start && stopOf(m)(u))) continue;
      for (const v of grid.neighbours(u)) {
        const nc = cu + oracleStep(m, u, v);
        if (nc <= budget && nc < cost.get(v)!) {
          cost.set(v, nc);
          changed = true;
        }
      }
    }
  }
  return cost;
}

const rulesFor = (m: RandomMap, budget: number, useStops: boolean) => ({
  stepCost: terrainStepCost(m.spec, footingOf(m)),
  budget,
  ...(useStops ? { stopsAt: stopOf(m) } : {}),
});

describe('weighted search', () => {
  const budget = fc.integer({ min: 0, max: 14 });

  it.each(['square', 'hex'] as const)('matches Bellman-Ford on random %s maps, stops and budgets', (kind) => {
    fc.assert(
      fc.property(randomMap(kind), budget, fc.boolean(), (m, b, useStops) => {
        const want = bellmanFord(m, b, useStops);
        const r = reach(m.spec, cellKey(m.start.col, m.start.row), rulesFor(m, b, useStops));
        for (const [k, c] of want) expect([k, r.cost(k)]).toEqual([k, c]);
        // The same step cost asked by cell names (no index fast path) gives the same answer.
        const rules = rulesFor(m, b, useStops);
        const byName = reach(m.spec, r.from, { ...rules, stepCost: (p, q) => rules.stepCost(p, q) });
        expect(byName.cells).toEqual(r.cells);
        expect(new Set(r.cells)).toEqual(new Set([...want].filter(([, c]) => c < Infinity).map(([k]) => k)));
      }),
    );
  });

  it('gives paths that add up, step by step, and pass no stop; the tie-break is the documented one', () => {
    fc.assert(
      fc.property(randomMap(), fc.boolean(), (m, useStops) => {
        const start = cellKey(m.start.col, m.start.row);
        const grid = gridFor(m.spec);
        const r = reach(m.spec, start, rulesFor(m, Infinity, useStops));
        const mayLeave = (k: CellKey) => k === start || !useStops || !stopOf(m)(k);
        for (const cell of grid.cells.filter((k) => r.cost(k) === Infinity)) {
          expect(pathCost(m.spec, start, cell, { ...rulesFor(m, Infinity, useStops), minStep: 1 })).toBe(
            Infinity,
          );
          expect(findPath(m.spec, start, cell, rulesFor(m, Infinity, useStops))).toBeNull();
        }
        for (const cell of r.cells) {
          const path = r.path(cell)!;
          expect(path[0]).toBe(start);
          expect(path[path.length - 1]).toBe(cell);
          let sum = 0;
          for (let i = 1; i < path.length; i++) {
            expect(grid.adjacent(path[i - 1]!, path[i]!)).toBe(true);
            expect(mayLeave(path[i - 1]!)).toBe(true);
            sum += oracleStep(m, path[i - 1]!, path[i]!);
          }
          expect(sum).toBe(r.cost(cell));
          if (cell === start) continue;
          // The previous cell: first in map order among those that reach `cell` at its least cost.
          const first = grid.cells.find(
            (p) =>
              grid.adjacent(p, cell) && mayLeave(p) && r.cost(p) + oracleStep(m, p, cell) === r.cost(cell),
          );
          expect(path[path.length - 2]).toBe(first);
          // Stopping early, by either rule, finds the same cost and path as the full search.
          const whole = { cost: r.cost(cell), path };
          expect(findPath(m.spec, start, cell, rulesFor(m, Infinity, useStops))).toEqual(whole);
          const early = { ...rulesFor(m, Infinity, useStops), minStep: 1 };
          expect(findPath(m.spec, start, cell, early)).toEqual(whole);
          expect(pathCost(m.spec, start, cell, early)).toBe(whole.cost);
        }
      }),
    );
  });

  it('never costs less than the king moves, and exactly those on a clear map', () => {
    fc.assert(
      fc.property(randomMap(), (m) => {
        const start = cellKey(m.start.col, m.start.row);
        const rough = reach(m.spec, start, rulesFor(m, Infinity, false));
        const clear = reach(m.spec, start, { stepCost: terrainStepCost(m.spec, () => 'clear') });
        for (const k of gridFor(m.spec).cells) {
          expect(rough.cost(k)).toBeGreaterThanOrEqual(distance(m.spec, start, k));
          expect(clear.cost(k)).toBe(distance(m.spec, start, k));
        }
      }),
    );
  });

  it('reaches more, never less, with a bigger budget, at the same costs', () => {
    fc.assert(
      fc.property(randomMap(), budget, budget, fc.boolean(), (m, b1, b2, useStops) => {
        const [lo, hi] = b1 <= b2 ? [b1, b2] : [b2, b1];
        const start = cellKey(m.start.col, m.start.row);
        const small = reach(m.spec, start, rulesFor(m, lo, useStops));
        const big = reach(m.spec, start, rulesFor(m, hi, useStops));
        for (const k of small.cells) expect(big.cost(k)).toBe(small.cost(k));
        for (const k of big.cells) if (big.cost(k) <= lo) expect(small.cost(k)).toBe(big.cost(k));
      }),
    );
  });

  it('refuses a step cost that is not positive, or below minStep, and rules without costs', () => {
    const spec: GridSpec = { kind: 'square', cols: 3, rows: 3 };
    expect(() => reach(spec, '0,0', { stepCost: () => 0 })).toThrow(RangeError);
    expect(() => reach(spec, '0,0', { stepCost: () => NaN })).toThrow(RangeError);
    // A promise that every step costs at least 2, broken by a step of 1.
    expect(() => findPath(spec, '0,0', '2,2', { stepCost: () => 1, minStep: 2 })).toThrow(RangeError);
    expect(() => reach(spec, '0,0', {})).toThrow(TypeError);
  });
});

describe('sight lines', () => {
  const pair = fc
    .record({ cols: fc.integer({ min: 1, max: 12 }), rows: fc.integer({ min: 1, max: 12 }) })
    .chain(({ cols, rows }) => {
      const cell = fc
        .record({ col: fc.integer({ min: 0, max: cols - 1 }), row: fc.integer({ min: 0, max: rows - 1 }) })
        .map((c) => cellKey(c.col, c.row));
      return fc.record({
        spec: fc.constant<GridSpec>({ kind: 'square', cols, rows }),
        a: cell,
        b: cell,
        blocked: fc.array(fc.boolean(), { minLength: cols * rows, maxLength: cols * rows }),
      });
    });
  const blocksFor = (spec: GridSpec, blocked: readonly boolean[]) => (k: CellKey) => {
    const c = at(k);
    return blocked[c.col * spec.rows + c.row]!;
  };

  it('A sees B exactly when B sees A', () => {
    fc.assert(
      fc.property(pair, ({ spec, a, b, blocked }) => {
        const blocks = blocksFor(spec, blocked);
        expect(lineOfSight(spec, a, b, blocks)).toBe(lineOfSight(spec, b, a, blocks));
      }),
      { numRuns: 500 },
    );
  });

  it('a clear map always has line of sight', () => {
    fc.assert(fc.property(pair, ({ spec, a, b }) => expect(lineOfSight(spec, a, b, () => false)).toBe(true)));
  });

  it('is blocked exactly by a crossed cell between the ends, or a corner with both sides blocking', () => {
    fc.assert(
      fc.property(pair, ({ spec, a, b, blocked }) => {
        const blocks = blocksFor(spec, blocked);
        const line = lineCells(spec, a, b)!;
        const cut =
          line.cells.some((c) => c.cell !== a && c.cell !== b && blocks(c.cell)) ||
          line.corners.some((c) => blocks(c.between[0]) && blocks(c.between[1]));
        expect(lineOfSight(spec, a, b, blocks)).toBe(!cut);
      }),
    );
  });

  it('crosses each cell along a stretch of the line inside it, in order, and the same cells backwards', () => {
    fc.assert(
      fc.property(pair, ({ spec, a, b }) => {
        const pa = at(a);
        const pb = at(b);
        const point = (t: number) => ({
          x: pa.col + 0.5 + t * (pb.col - pa.col),
          y: pa.row + 0.5 + t * (pb.row - pa.row),
        });
        const line = lineCells(spec, a, b)!;
        const { cells, corners } = line;
        expect(cells[0]!.cell).toBe(a);
        expect(cells[cells.length - 1]!.cell).toBe(b);
        expect(cells[0]!.enter).toBe(0);
        expect(cells[cells.length - 1]!.exit).toBe(1);
        // One cell per column and row line crossed, less one per corner where both are crossed at once.
        expect(cells.length).toBe(1 + Math.abs(pb.col - pa.col) + Math.abs(pb.row - pa.row) - corners.length);
        cells.forEach((c, i) => {
          if (i > 0) expect(c.enter).toBe(cells[i - 1]!.exit);
          if (a !== b) expect(c.exit).toBeGreaterThan(c.enter);
          const mid = point((c.enter + c.exit) / 2);
          const p = at(c.cell);
          expect(Math.floor(mid.x)).toBe(p.col);
          expect(Math.floor(mid.y)).toBe(p.row);
        });
        for (const k of corners) {
          const p = point(k.t);
          expect(Math.abs(p.x - Math.round(p.x))).toBeLessThan(1e-9);
          expect(Math.abs(p.y - Math.round(p.y))).toBeLessThan(1e-9);
        }
        const back = lineCells(spec, b, a)!;
        expect(back.cells.map((c) => c.cell)).toEqual(cells.map((c) => c.cell).reverse());
        expect(back.corners.map((c) => [...c.between].sort())).toEqual(
          corners.map((c) => [...c.between].sort()).reverse(),
        );
      }),
    );
  });
});
