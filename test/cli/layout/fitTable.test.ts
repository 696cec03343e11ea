/** The shared table fitter (src/cli/layout/fitTable.ts): as it is, narrowed, or split. */
import fc from 'fast-check';
import { fitTable, tableWidth } from '../../../src/cli/layout/fitTable';
import { stripCodes, visibleWidth } from '../../../src/cli/layout/wrap';

const widest = (text: string): number => Math.max(...text.split('\n').map((l) => visibleWidth(l)));
const parts = (text: string): number => (text.match(/┌/g) ?? []).length;

describe('fitTable', () => {
  const head = ['unit', 'cost', 'die', 'kind', 'speed', 'range', 'targets', 'attack', 'defence'];
  const rows = [['light infantry', 8, 'd8', 'foot', 3, 1, 1, 0, 0]];

  it('draws a table that fits as it is, columns as wide as their widest cell', () => {
    const t = fitTable({ head, rows }, 200);
    expect(parts(t)).toBe(1);
    expect(t).toContain('│ light infantry │ 8    │ d8  │ foot │ 3     │');
    expect(widest(t)).toBe(tableWidth([14, 4, 3, 4, 5, 5, 7, 6, 7]));
  });

  it('splits a table too wide into parts that each start with the row names', () => {
    const t = fitTable({ head, rows }, 60);
    expect(parts(t)).toBe(2);
    expect(t.match(/│ light infantry │/g)).toHaveLength(2);
    expect(widest(t)).toBeLessThanOrEqual(60);
  });

  it('wraps a heading at its spaces before it splits the table', () => {
    const t = fitTable({ head: ['pool', 'a set 2× or wider, height 1+'], rows: [['1d', '0.00%']] }, 30);
    expect(parts(t)).toBe(1);
    expect(widest(t)).toBeLessThanOrEqual(30);
    // Two lines as even as they go: not "a set 2× or wider, height" over "1+".
    expect(t).toContain('│ pool │ a set 2× or      │\n│      │ wider, height 1+ │');
  });

  it('wraps free-text columns, never a column that may not wrap', () => {
    const t = fitTable(
      { head: ['id', 'dice'], rows: [['12,30 +4', '1 Core x5 members, Armor 1, ranged 1']], wrap: [1] },
      30,
    );
    expect(parts(t)).toBe(1);
    expect(t).toContain('│ 12,30 +4 │');
    expect(widest(t)).toBeLessThanOrEqual(30);
  });

  it('fits any width its narrowest columns allow, every cell still there (property)', () => {
    const cell = fc.stringMatching(/^[a-z0-9]{1,6}( [a-z0-9]{1,6}){0,2}$/);
    fc.assert(
      fc.property(
        fc
          .integer({ min: 2, max: 14 })
          .chain((n) =>
            fc.tuple(
              fc.array(cell, { minLength: n, maxLength: n }),
              fc.array(fc.array(cell, { minLength: n, maxLength: n }), { minLength: 1, maxLength: 5 }),
            ),
          ),
        fc.integer({ min: 40, max: 160 }),
        ([h, body], width) => {
          const all = Array.from({ length: h.length }, (_, i) => i);
          const t = fitTable({ head: h, rows: body, wrap: all }, width);
          // Any two columns at their narrowest (6 each) fit in 40: a part can always be made.
          expect(widest(t)).toBeLessThanOrEqual(width);
          const words = stripCodes(t)
            .split(/[\s│┌┐└┘─┬┴]+/)
            .filter(Boolean);
          for (const c of [...h, ...body.flat()]) for (const w of c.split(' ')) expect(words).toContain(w);
        },
      ),
      { numRuns: 25 },
    );
  });
});
