/**
 * Issue 23's fast path on random battles (randomBattles.ts): random maps with rough, impassable,
 * hill, forest and river ground, two or three sides of infantry and cavalry, played in lockstep
 * with the reference.
 */
import { randomLockstep } from './randomBattles';

describe('the fast path on random battles', () => {
  it('plays as the reference does, decision by decision and position by position', () => {
    expect(randomLockstep(40)).toBeGreaterThan(20);
  });
});
