/**
 * DW-G3, moves, on tables drawn by hand. Worked out on paper: a step costs 1 across, √2
 * diagonally, plus every inch climbed up and down; a diagonal between two squares both higher
 * than its ends goes over the lower of them.
 */
import { reachable } from '../../../../src/rulesets/dice-wars/table';
import { drawTable } from './drawTable';

const R2 = Math.SQRT2;
const none: ReadonlySet<string> = new Set();

/** The squares reached and their costs, as a plain object for toEqual. */
function moves(text: string, budget: number, occupied: ReadonlySet<string> = none): Record<string, number> {
  const { table, at } = drawTable(text);
  return Object.fromEntries(reachable(table, at.A!, budget, occupied));
}

const open5 = `
. . . . .
. . . . .
. . A . .
. . . . .
. . . . .`;

describe('reachable: open table', () => {
  it('1": the four squares beside, not the diagonals (√2)', () => {
    expect(moves(open5, 1)).toEqual({ '2,2': 0, '2,1': 1, '1,2': 1, '3,2': 1, '2,3': 1 });
  });
  it('2": two squares straight, one diagonally; a knight\'s step (1 + √2) is too far', () => {
    const got = moves(open5, 2);
    expect(Object.keys(got)).toHaveLength(13);
    expect(got['2,0']).toBe(2);
    expect(got['1,1']).toBeCloseTo(R2, 12);
    expect(got['1,0']).toBeUndefined();
  });
  it("a budget of exactly 1 + √2 reaches the knight's square", () => {
    expect(moves(open5, 1 + R2)['1,0']).toBeCloseTo(1 + R2, 12);
  });
});

describe('reachable: climbing', () => {
  it('up 2" and down again count: over a 2" wall is 3 onto it and 3 off it', () => {
    expect(moves('A 2 . .', 6)).toEqual({ '0,0': 0, '1,0': 3, '2,0': 6 });
  });
  it('from a 3" roof the way down is counted too', () => {
    expect(moves('3A . .', 6)).toEqual({ '0,0': 0, '1,0': 4, '2,0': 5 });
  });
  it('a 6" piece is out of a 6" move (7 to climb onto), but a 12" move climbs it', () => {
    expect(moves('A 6 .', 6)).toEqual({ '0,0': 0 });
    expect(moves('A 6 .', 12)).toEqual({ '0,0': 0, '1,0': 7 }); // and 14 to get off
  });
  it('a diagonal between two 3" squares goes over them: √2 + 3 up + 3 down, cheaper than round', () => {
    // Round by 1,0: 1 + 3 onto it, 1 + 3 off = 8.
    expect(moves('A 3\n3 .', 8)['1,1']).toBeCloseTo(R2 + 6, 12);
  });
  it('a diagonal beside a 3" and a 1" square goes over the 1"', () => {
    // √2 + 1 + 1 = 3.414; round by 0,1: 1 + 1 onto it, 1 + 1 off = 4.
    expect(moves('A 3\n1 .', 6)['1,1']).toBeCloseTo(R2 + 2, 12);
  });
  it('a diagonal onto a roof climbs the roof once, whatever stands beside it', () => {
    expect(moves('A 2\n2 2', 6)['1,1']).toBeCloseTo(R2 + 2, 12);
  });
});

describe('reachable: other models', () => {
  it('are passed over but not stood on', () => {
    expect(moves('A . . .', 3, new Set(['1,0']))).toEqual({ '0,0': 0, '2,0': 2, '3,0': 3 });
  });
  it("the mover's own square is always there, even when listed as taken", () => {
    expect(moves('A .', 1, new Set(['0,0']))).toEqual({ '0,0': 0, '1,0': 1 });
  });
  it('off the table, or with no budget, nothing but the start', () => {
    const { table } = drawTable('A .');
    expect(reachable(table, '5,5', 6, none).size).toBe(0);
    expect(moves('A .', 0)).toEqual({ '0,0': 0 });
  });
});
