/**
 * DW-G4, line of sight, on tables drawn by hand. Worked out on paper: the line runs from the top
 * of one model (its ground plus its height) to the top of the other, straight, so at t (0 at the
 * first, 1 at the second) it stands at z0 + (z1 − z0)·t; along a row of n squares the k-th
 * column line is crossed at t = (2k − 1)/(2n) (G5). A square blocks where the line is below its
 * terrain as it enters or leaves it.
 */
import { FIGURE_HEIGHT, sees, type Figure } from '../../../../src/rulesets/dice-wars/table';
import { drawTable } from './drawTable';

const man = (at: string, height = FIGURE_HEIGHT): Figure => ({ at, height });

/** Whether A sees T, and checks that T sees A the same. */
function look(text: string, heightA = FIGURE_HEIGHT, heightT = FIGURE_HEIGHT): boolean {
  const { table, at } = drawTable(text);
  const a = man(at.A!, heightA);
  const t = man(at.T!, heightT);
  const there = sees(table, a, t);
  expect(sees(table, t, a)).toBe(there);
  return there;
}

describe('sees: over walls', () => {
  it('two men see each other over a wall lower than they are', () => {
    expect(look('A . 1 . T')).toBe(true);
  });
  it('a wall taller than both hides them', () => {
    expect(look('A . 2 . T')).toBe(false);
  });
  it('a wall exactly at eye height only grazes the line: still seen', () => {
    expect(look('A . 1.5 . T')).toBe(true);
  });
  it('a giant\'s head shows over a 2" wall (the line is at 2.0625" where it enters it)', () => {
    // z = 1.5 + 1.5·t; the wall (column 2 of 0..4) spans t ∈ [3/8, 5/8]: lowest 2.0625 at 3/8.
    expect(look('A . 2 . T', 1.5, 3)).toBe(true);
  });
  it('but not over a 2.1" wall', () => {
    expect(look('A . 2.1 . T', 1.5, 3)).toBe(false);
  });
});

describe('sees: from a roof', () => {
  it('a man on the edge of a 3" roof sees a man on the ground beyond it', () => {
    // z = 4.5 − 3t; the roof square 1,0 spans t ∈ [1/10, 3/10]: lowest 3.6 > 3. Open table after.
    expect(look('3A 3 . . . T')).toBe(true);
  });
  it('from the back of a long roof the roof itself hides a man close to the building', () => {
    // Roof squares 1..3; square 3,0 is left at t = 7/10, where z = 2.4 < 3.
    expect(look('3A 3 3 3 . T')).toBe(false);
  });
  it('the roof edge at 2,0 is only grazed (z = 3 at t = 1/2), so a shorter roof lets him see', () => {
    expect(look('3A 3 3 . . T')).toBe(true);
  });
  it('a man on a roof over a wall sees a man behind it that the ground could not', () => {
    expect(look('A . . 2 . T')).toBe(false);
    expect(look('3A . . 2 . T')).toBe(true); // z = 4.5 − 3t: 2.4 > 2 where it leaves the wall, t = 7/10
  });
});

describe('sees: squares beside the line and corners', () => {
  it('terrain the line crosses blocks; the same terrain beside the line does not', () => {
    // 0,0 → 2,1 crosses 1,0 over t ∈ [1/4, 1/2] and 1,1 over [1/2, 3/4]; 0,1 and 2,0 only touch.
    expect(look('A 2 .\n. . T')).toBe(false);
    expect(look('A . 2\n2 . T')).toBe(true);
  });
  it('between two tall squares at a corner the line is blocked, as for blocking squares (G5)', () => {
    expect(look('A 2\n2 T')).toBe(false);
  });
  it('one tall square beside a corner leaves the corner point open', () => {
    expect(look('A 2\n. T')).toBe(true);
  });
  it('a corner between squares lower than the line is open', () => {
    expect(look('A 1\n1 T')).toBe(true);
  });
});

describe('sees: the ends', () => {
  it('a model sees its own square, and neighbours across open table', () => {
    const { table, at } = drawTable('A T');
    expect(sees(table, man(at.A!), man(at.A!))).toBe(true);
    expect(sees(table, man(at.A!), man(at.T!))).toBe(true);
  });
  it('the ground under the models is theirs, not a wall between them', () => {
    expect(look('3A 3T')).toBe(true);
  });
  it('nothing is seen off the table', () => {
    const { table, at } = drawTable('A . T');
    expect(sees(table, man(at.A!), man('9,0'))).toBe(false);
  });
});
