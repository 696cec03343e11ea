/**
 * Sight lines on maps drawn by hand. The crossings were worked out on paper: from centre
 * (c0 + ½, r0 + ½) the k-th column line is crossed at t = (2k − 1)/(2|dc|) and the k-th row line
 * at t = (2k − 1)/(2|dr|); equal values are corner points.
 */
import { lineCells, lineOfSight, type GridSpec } from '../../src/grid';
import { asciiMap } from './asciiMap';

const square: GridSpec = { kind: 'square', cols: 8, rows: 8 };
const crossing = (cell: string, enter: number, exit: number) => ({ cell, enter, exit });
const sees = (text: string) => {
  const map = asciiMap(text);
  const blocks = (k: string) => map.footing(k) === 'blocking';
  return lineOfSight(map.spec, map.at.A!, map.at.T!, blocks);
};

describe('lineCells', () => {
  it('along a row: each column line crossed at odd eighths', () => {
    expect(lineCells(square, '0,1', '4,1')).toEqual({
      cells: [
        crossing('0,1', 0, 1 / 8),
        crossing('1,1', 1 / 8, 3 / 8),
        crossing('2,1', 3 / 8, 5 / 8),
        crossing('3,1', 5 / 8, 7 / 8),
        crossing('4,1', 7 / 8, 1),
      ],
      corners: [],
    });
  });
  it('a true diagonal runs corner to corner, squeezing between two cells at each', () => {
    expect(lineCells(square, '0,0', '3,3')).toEqual({
      cells: [
        crossing('0,0', 0, 1 / 6),
        crossing('1,1', 1 / 6, 1 / 2),
        crossing('2,2', 1 / 2, 5 / 6),
        crossing('3,3', 5 / 6, 1),
      ],
      corners: [
        { t: 1 / 6, between: ['1,0', '0,1'] },
        { t: 1 / 2, between: ['2,1', '1,2'] },
        { t: 5 / 6, between: ['3,2', '2,3'] },
      ],
    });
  });
  it('three across and one down passes the corner point (2, 1) half way', () => {
    // From (0.5, 0.5) to (3.5, 1.5): at t = ½ the line is at x = 2, y = 1, a grid corner.
    expect(lineCells(square, '0,0', '3,1')).toEqual({
      cells: [
        crossing('0,0', 0, 1 / 6),
        crossing('1,0', 1 / 6, 1 / 2),
        crossing('2,1', 1 / 2, 5 / 6),
        crossing('3,1', 5 / 6, 1),
      ],
      corners: [{ t: 1 / 2, between: ['2,0', '1,1'] }],
    });
  });
  it('two across and one down crosses the row line mid-cell, no corner', () => {
    // At t = ½ the line is at (1.5, 1): the middle of the edge under 1,0.
    expect(lineCells(square, '0,0', '2,1')).toEqual({
      cells: [
        crossing('0,0', 0, 1 / 4),
        crossing('1,0', 1 / 4, 1 / 2),
        crossing('1,1', 1 / 2, 3 / 4),
        crossing('2,1', 3 / 4, 1),
      ],
      corners: [],
    });
  });
  it('goes west and north as well as east and south', () => {
    expect(lineCells(square, '2,1', '0,0')?.cells.map((c) => c.cell)).toEqual(['2,1', '1,1', '1,0', '0,0']);
  });
  it('a cell to itself is the cell, whole', () => {
    expect(lineCells(square, '3,3', '3,3')).toEqual({ cells: [crossing('3,3', 0, 1)], corners: [] });
  });
  it('is null off the map and refuses hex maps', () => {
    expect(lineCells(square, '0,0', '8,0')).toBeNull();
    expect(() => lineCells({ kind: 'hex', cols: 4, rows: 4 }, '0,0', '1,1')).toThrow(RangeError);
  });
});

describe('lineOfSight', () => {
  it('is cut by a blocking cell the line runs through', () => {
    // A = 0,0 to T = 4,2: the line crosses 0,0 1,0 1,1 2,1 3,1 3,2 4,2; 2,1 blocks.
    expect(
      sees(`
        A . B . .
        . . B . .
        . . . . T`),
    ).toBe(false);
  });
  it('passes a blocking cell it only runs beside', () => {
    // Same line: 2,0 and 2,2 are beside it, never crossed.
    expect(
      sees(`
        A . B . .
        . . . . .
        . . B . T`),
    ).toBe(true);
  });
  it('is cut at a corner point with blocking cells on both sides', () => {
    expect(
      sees(`
        A B . .
        B . . .
        . . . .
        . . . T`),
    ).toBe(false);
    // Off the diagonal: 0,0 to 3,1 passes the point between 2,0 and 1,1.
    expect(
      sees(`
        A . B .
        . B . T`),
    ).toBe(false);
  });
  it('slips past a corner point with a blocking cell on one side only', () => {
    expect(
      sees(`
        A B . .
        . . . .
        . . . .
        . . . T`),
    ).toBe(true);
    expect(
      sees(`
        A . B .
        . . . T`),
    ).toBe(true);
  });
  it('is not cut by the end cells themselves', () => {
    expect(lineOfSight(square, '0,0', '3,0', (k) => k === '0,0' || k === '3,0')).toBe(true);
    expect(lineOfSight(square, '0,0', '3,0', (k) => k === '1,0')).toBe(false);
  });
  it('is false off the map', () => {
    expect(lineOfSight(square, '0,0', '0,9', () => false)).toBe(false);
  });
});
