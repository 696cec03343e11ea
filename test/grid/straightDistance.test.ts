import fc from 'fast-check';
import { cellCentre, cellKey, distance, gridFor, straightDistance, type GridSpec } from '../../src/grid';

const square: GridSpec = { kind: 'square', cols: 12, rows: 12 };
const hex: GridSpec = { kind: 'hex', cols: 12, rows: 12 };
const ROOT3 = Math.sqrt(3);

describe('cell centres', () => {
  it('puts a square centre in the middle of its unit square', () => {
    expect(cellCentre(square, '2,3')).toEqual({ x: 2.5, y: 3.5 });
  });
  it('spaces hex columns √3/2 apart, odd columns half a hex lower, from the map corner', () => {
    // A hex 1 across the flats reaches 1/√3 west of its centre and ½ north of it.
    const c00 = cellCentre(hex, '0,0')!;
    const c10 = cellCentre(hex, '1,0')!;
    expect(c00.x).toBeCloseTo(1 / ROOT3, 12);
    expect(c00.y).toBe(0.5);
    expect(c10.x - c00.x).toBeCloseTo(ROOT3 / 2, 12);
    expect(c10.y).toBe(1);
    expect(cellCentre(hex, '12,0')).toBeUndefined();
  });
});

describe('straightDistance', () => {
  it('measures squares centre to centre: a 3-4-5 triangle', () => {
    expect(straightDistance(square, '0,0', '3,4')).toBe(5);
    expect(straightDistance(square, '1,1', '2,2')).toBeCloseTo(Math.SQRT2, 12);
  });
  it('scales by the cell size, e.g. 1.5-inch squares', () => {
    expect(straightDistance(square, '0,0', '3,4', 1.5)).toBe(7.5);
  });
  it('measures hexes: neighbours 1 apart, two columns over √3, straight down whole rows', () => {
    expect(straightDistance(hex, '0,0', '0,3')).toBe(3);
    expect(straightDistance(hex, '0,0', '2,0')).toBeCloseTo(ROOT3, 12);
    // 1,0 sits half a hex lower than 0,0: (√3/2, ½) apart.
    expect(straightDistance(hex, '0,0', '1,0')).toBe(1);
    expect(straightDistance(hex, '0,0', '1,1')).toBeCloseTo(Math.sqrt(3 / 4 + 9 / 4), 12);
  });
  it('is NaN off the map', () => {
    expect(straightDistance(square, '0,0', '0,12')).toBeNaN();
  });
  it('every hex neighbour is exactly 1 away', () => {
    const g = gridFor(hex);
    for (const a of g.cells) for (const b of g.neighbours(a)) expect(straightDistance(hex, a, b)).toBe(1);
  });

  const coord = fc.record({ col: fc.integer({ min: 0, max: 11 }), row: fc.integer({ min: 0, max: 11 }) });
  it('agrees with the centres and never exceeds the steps (hexes) or falls below the king moves (squares)', () => {
    fc.assert(
      fc.property(coord, coord, (p, q) => {
        const [a, b] = [cellKey(p.col, p.row), cellKey(q.col, q.row)];
        for (const spec of [square, hex]) {
          const ca = cellCentre(spec, a)!;
          const cb = cellCentre(spec, b)!;
          expect(straightDistance(spec, a, b)).toBeCloseTo(Math.hypot(ca.x - cb.x, ca.y - cb.y), 9);
          expect(straightDistance(spec, a, b)).toBe(straightDistance(spec, b, a));
        }
        expect(straightDistance(hex, a, b)).toBeLessThanOrEqual(distance(hex, a, b) + 1e-9);
        expect(straightDistance(square, a, b)).toBeGreaterThanOrEqual(distance(square, a, b));
        expect(straightDistance(square, a, b)).toBeLessThanOrEqual(
          distance(square, a, b) * Math.SQRT2 + 1e-9,
        );
      }),
    );
  });
});
