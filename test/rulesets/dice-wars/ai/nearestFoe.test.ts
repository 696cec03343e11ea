/**
 * The general's nearest-enemy distance (ai/foes.ts nearestFoe) searches outwards from a square's
 * column and stops early; it must give exactly what asking every enemy model gives (fast-check).
 */
import fc from 'fast-check';
import { nearestFoe } from '../../../../src/rulesets/dice-wars/ai/foes';
import { gapBetween } from '../../../../src/rulesets/dice-wars/table/gap';

const ROWS = 12;
const COLS = 14;

/** The enemy models' squares as the general keeps them: column and row, sorted by column. */
function squares(cells: number[]): { col: Int32Array; row: Int32Array } {
  const at = [...cells].sort((a, b) => a - b);
  return {
    col: Int32Array.from(at, (i) => Math.floor(i / ROWS)),
    row: Int32Array.from(at, (i) => i % ROWS),
  };
}

/** Every model asked, as the general asked before. */
function everyModel(cells: number[], xc: number, xr: number): number {
  let least = Infinity;
  for (const m of cells) least = Math.min(least, gapBetween(xc - Math.floor(m / ROWS), xr - (m % ROWS)));
  return least;
}

describe('nearestFoe', () => {
  it('is the least gap to any enemy model, to the last bit', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: ROWS * COLS - 1 }), { maxLength: 30 }),
        fc.integer({ min: 0, max: COLS - 1 }),
        fc.integer({ min: 0, max: ROWS - 1 }),
        (cells, xc, xr) => {
          expect(nearestFoe(squares(cells), xc, xr)).toBe(everyModel(cells, xc, xr));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('is Infinity with no enemy on the table, and 0 beside one', () => {
    expect(nearestFoe(squares([]), 3, 3)).toBe(Infinity);
    expect(nearestFoe(squares([4 * ROWS + 4]), 3, 3)).toBe(0);
    expect(nearestFoe(squares([4 * ROWS + 4]), 7, 4)).toBe(2);
  });
});
