/**
 * Issue 23's fast path against the reference on many more trial seeds than lockstep.test.ts:
 * every covered bundled Die, Men! scenario and the bench's 15-vs-15, 100 seeds each, and ten times
 * the property test's random battles (a heavy test, test/helpers/heavyTests.js).
 */
import { lockstep, sameResult } from './lockstep';
import { randomLockstep } from './randomBattles';
import { dieMenBattles } from './scenarios';

const SEEDS = 100;

describe('the fast path plays as the reference does, many seeds', () => {
  for (const b of dieMenBattles().filter((x) => x.covered)) {
    it(`${b.name}: ${SEEDS} trial seeds in lockstep`, () => {
      for (let i = 0; i < SEEDS; i++) {
        const seed = `heavy/${i}`;
        const r = lockstep(b.setup(seed), seed);
        expect(r.divergence).toBeNull();
        expect(sameResult(b.setup(seed), seed, r.final)).toBeNull();
      }
    });
  }

  it('400 random battles in lockstep', () => {
    expect(randomLockstep(400)).toBeGreaterThan(200);
  });
});
