/**
 * The fast path against the reference on random battles: random tables with terrain (some of it
 * see-through), random legal cards (squads, Armor and Speed, every kind of equipment), models of
 * different heights, the two sides on random opposite edges (so each seat sees the table as is or
 * turned half round), computer against computer; every decision and the state after every step
 * the same (lockstep.ts).
 */
import { randomLockstep } from './randomBattles';

describe('the fast path on random battles', () => {
  it('makes every decision the reference makes, and the same state after each', () => {
    randomLockstep(12, 6);
  });
});
