/**
 * DW-G2, DW-G6 and DW-G7 worked out by hand: base-to-base gaps between 1" squares, squad
 * coherency and deployment zones.
 */
import { coherent, gap, inZone, type Table } from '../../../../src/rulesets/dice-wars/table';

describe('gap: between the nearest points of two squares', () => {
  it('0 on the same square and on touching squares, diagonals included', () => {
    expect(gap('3,3', '3,3')).toBe(0);
    expect(gap('3,3', '4,3')).toBe(0);
    expect(gap('3,3', '2,4')).toBe(0);
  });
  it('one square between in a row: 1"; diagonally: √2', () => {
    expect(gap('0,0', '2,0')).toBe(1);
    expect(gap('0,0', '0,2')).toBe(1);
    expect(gap('0,0', '2,2')).toBeCloseTo(Math.SQRT2, 12);
  });
  it('farther: 3 columns and 2 rows between the near edges of 0,0 and 4,3 make √13', () => {
    expect(gap('0,0', '4,3')).toBeCloseTo(Math.sqrt(13), 12);
    expect(gap('5,5', '1,2')).toBeCloseTo(Math.sqrt(13), 12);
  });
  it('a 12" range from 0,0 along a row ends at column 13 (12 squares between)', () => {
    expect(gap('0,0', '13,0')).toBe(12);
    expect(gap('0,0', '14,0')).toBe(13);
  });
  it('NaN for a malformed square', () => {
    expect(gap('0,0', 'x')).toBeNaN();
    expect(gap(',1', '0,0')).toBeNaN();
  });
});

describe('coherent: one group, each within 1" of another', () => {
  it('a lone model, or none, holds together', () => {
    expect(coherent([])).toBe(true);
    expect(coherent(['4,4'])).toBe(true);
  });
  it('one square between in a row is within 1"; diagonally it is not', () => {
    expect(coherent(['0,0', '2,0'])).toBe(true);
    expect(coherent(['0,0', '2,2'])).toBe(false);
  });
  it("a chain holds: the ends needn't be near each other", () => {
    expect(coherent(['0,0', '2,0', '4,0', '4,2'])).toBe(true);
  });
  it('two pairs far apart are split, though each member has a partner', () => {
    expect(coherent(['0,0', '1,1', '5,5', '6,6'])).toBe(false);
  });
});

describe('inZone: entirely within the depth of the edge', () => {
  const table: Table = { cols: 48, rows: 36, pieces: [] };
  it('6" from the north edge: rows 0 to 5', () => {
    expect(inZone(table, ['10,0', '10,5'], 'north', 6)).toBe(true);
    expect(inZone(table, ['10,5', '10,6'], 'north', 6)).toBe(false);
  });
  it('the south edge of a 36-row table: rows 30 to 35', () => {
    expect(inZone(table, ['0,30', '47,35'], 'south', 6)).toBe(true);
    expect(inZone(table, ['0,29'], 'south', 6)).toBe(false);
  });
  it('west columns 0 to 11 and east columns 36 to 47 for an Epic 12" zone', () => {
    expect(inZone(table, ['11,20'], 'west', 12)).toBe(true);
    expect(inZone(table, ['12,20'], 'west', 12)).toBe(false);
    expect(inZone(table, ['36,0'], 'east', 12)).toBe(true);
    expect(inZone(table, ['35,0'], 'east', 12)).toBe(false);
  });
  it('a square off the table is in no zone', () => {
    expect(inZone(table, ['48,0'], 'east', 6)).toBe(false);
  });
});
