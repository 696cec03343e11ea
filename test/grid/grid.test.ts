import fc from 'fast-check';
import {
  cellKey,
  cellsWithin,
  distance,
  edgeDistance,
  gridFor,
  hexDistance,
  inBounds,
  neighbours,
  parseCell,
} from '../../src/grid';
import type { GridSpec } from '../../src/grid';

const hex: GridSpec = { kind: 'hex', cols: 8, rows: 6 };
const square: GridSpec = { kind: 'square', cols: 8, rows: 6 };
const sorted = (xs: readonly string[]): string[] => [...xs].sort();

describe('cell keys', () => {
  it('round-trips col,row', () => {
    expect(parseCell('3,12')).toEqual({ col: 3, row: 12 });
    expect(cellKey(3, 12)).toBe('3,12');
  });
  it.each(['', '3', '3,', ' 3,2', '3, 2', '-1,2', '03,2', '3,2,1', 'a,b', '1.5,2'])('rejects %j', (k) => {
    expect(parseCell(k)).toBeNull();
  });
  it('knows the map bounds', () => {
    expect(inBounds(hex, '7,5')).toBe(true);
    expect(inBounds(hex, '8,0')).toBe(false);
    expect(inBounds(hex, '0,6')).toBe(false);
    expect(inBounds(hex, 'x')).toBe(false);
    expect(gridFor(hex).cells).toHaveLength(48);
  });
});

describe('hex grid (flat-topped, odd-q: odd columns half a hex lower)', () => {
  // Even column 2: the side neighbours sit a row up (2,2 touches 1,1 and 3,1 but not 1,3).
  it('gives the six neighbours of an even column', () => {
    expect(sorted(neighbours(hex, '2,2'))).toEqual(sorted(['2,1', '3,1', '3,2', '2,3', '1,2', '1,1']));
  });
  // Odd column 3 is shifted down: its side neighbours are its own row and the row below.
  it('gives the six neighbours of an odd column', () => {
    expect(sorted(neighbours(hex, '3,2'))).toEqual(sorted(['3,1', '4,2', '4,3', '3,3', '2,3', '2,2']));
  });
  it('clips neighbours at the map edge', () => {
    expect(sorted(neighbours(hex, '0,0'))).toEqual(sorted(['1,0', '0,1']));
    expect(sorted(neighbours(hex, '1,0'))).toEqual(sorted(['0,0', '2,0', '0,1', '1,1', '2,1']));
    expect(neighbours(hex, '9,9')).toEqual([]);
  });
  it('neighbours are exactly the cells at distance 1, and adjacency is symmetric', () => {
    const g = gridFor(hex);
    for (const a of g.cells) {
      expect(sorted(neighbours(hex, a))).toEqual(sorted(g.cells.filter((b) => g.distance(a, b) === 1)));
      for (const b of neighbours(hex, a)) expect(g.adjacent(b, a)).toBe(true);
    }
  });
  it('measures distance in hex steps', () => {
    expect(distance(hex, '0,0', '0,0')).toBe(0);
    expect(distance(hex, '0,0', '0,3')).toBe(3);
    // Going east along row 0 zigzags: 0,0 -> 1,0 -> 2,0 is two steps; the odd column dips below.
    expect(distance(hex, '0,0', '2,0')).toBe(2);
    expect(distance(hex, '0,0', '3,1')).toBe(3);
    // Three south-east steps from 0,0 land on 3,1 (only the even-to-odd steps drop a row)...
    expect(distance(hex, '0,0', '3,2')).toBe(4);
    // ...so each row beyond that costs a step.
    expect(distance(hex, '0,0', '3,3')).toBe(5);
    // From an odd column the south-east steps drop early: 1,0 -> 2,1 -> 3,1 -> 4,2.
    expect(distance(hex, '1,0', '4,2')).toBe(3);
    expect(distance(hex, '0,0', 'x')).toBeNaN();
  });
  it('lists the cells within a radius', () => {
    expect(cellsWithin(hex, '3,2', 0)).toEqual(['3,2']);
    expect(sorted(cellsWithin(hex, '3,2', 1))).toEqual(sorted(['3,2', ...neighbours(hex, '3,2')]));
    // Radius 2 away from the edges: 1 + 6 + 12.
    expect(cellsWithin(hex, '3,2', 2)).toHaveLength(19);
  });
});

describe('square grid (8 neighbours, Chebyshev distance)', () => {
  it('gives eight neighbours, diagonals included', () => {
    expect(sorted(neighbours(square, '3,3'))).toEqual(
      sorted(['2,2', '3,2', '4,2', '2,3', '4,3', '2,4', '3,4', '4,4']),
    );
    expect(sorted(neighbours(square, '0,0'))).toEqual(sorted(['1,0', '0,1', '1,1']));
  });
  it('counts a diagonal step as one', () => {
    expect(distance(square, '0,0', '3,3')).toBe(3);
    expect(distance(square, '0,0', '5,2')).toBe(5);
    expect(cellsWithin(square, '3,3', 1)).toHaveLength(9);
  });
});

describe('edge distance', () => {
  it.each([
    ['north', 2],
    ['south', 3],
    ['west', 3],
    ['east', 4],
  ] as const)('from 3,2 to the %s edge is %i', (edge, d) => {
    expect(edgeDistance(hex, '3,2', edge)).toBe(d);
    expect(edgeDistance(square, '3,2', edge)).toBe(d);
  });
  it('equals the distance to the nearest cell on that edge', () => {
    for (const spec of [hex, square]) {
      const g = gridFor(spec);
      const onEdge = {
        north: g.cells.filter((k) => g.coord(k)?.row === 0),
        south: g.cells.filter((k) => g.coord(k)?.row === spec.rows - 1),
        west: g.cells.filter((k) => g.coord(k)?.col === 0),
        east: g.cells.filter((k) => g.coord(k)?.col === spec.cols - 1),
      };
      for (const k of g.cells) {
        for (const edge of ['north', 'south', 'east', 'west'] as const) {
          expect(g.edgeDistance(k, edge)).toBe(Math.min(...onEdge[edge].map((e) => g.distance(k, e))));
        }
      }
    }
  });
});

describe('distance properties', () => {
  const coord = fc.record({ col: fc.integer({ min: 0, max: 40 }), row: fc.integer({ min: 0, max: 40 }) });
  const big: GridSpec[] = [
    { kind: 'hex', cols: 41, rows: 41 },
    { kind: 'square', cols: 41, rows: 41 },
  ];
  it.each(big)('is a metric on a $kind grid', (spec) => {
    const g = gridFor(spec);
    fc.assert(
      fc.property(coord, coord, coord, (a, b, c) => {
        const [ka, kb, kc] = [a, b, c].map((p) => cellKey(p.col, p.row)) as [string, string, string];
        const ab = g.distance(ka, kb);
        expect(ab).toBe(g.distance(kb, ka));
        expect(ab === 0).toBe(ka === kb);
        expect(g.distance(ka, kc)).toBeLessThanOrEqual(ab + g.distance(kb, kc));
      }),
    );
  });
  it('each hex step changes the distance by at most one', () => {
    fc.assert(
      fc.property(coord, coord, (a, b) => {
        for (const n of neighbours({ kind: 'hex', cols: 41, rows: 41 }, cellKey(a.col, a.row))) {
          const c = parseCell(n);
          if (!c) throw new Error(n);
          expect(Math.abs(hexDistance(c, b) - hexDistance(a, b))).toBeLessThanOrEqual(1);
        }
      }),
    );
  });
});
