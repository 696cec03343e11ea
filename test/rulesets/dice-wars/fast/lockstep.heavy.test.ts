/**
 * The lockstep check of Dice Wars' fast path at length (test/helpers/heavyTests.js): 10 seeds of
 * each bundled Dice Wars scenario, 4 of every test scenario it covers (the Epic one included),
 * and 100 random battles, every decision and the state after every step the same as the
 * reference's (lockstep.ts).
 */
import { join } from 'node:path';
import { BUNDLED, fixtures, lockstep, setupOf } from './lockstep';
import { randomLockstep } from './randomBattles';

const ROOT = join(__dirname, '../../../..');
const SEEDS = Array.from({ length: 10 }, (_, i) => `heavy-${i}`);

describe('the fast path, in lockstep with the reference, at length', () => {
  it.each(BUNDLED)('plays %s over 10 seeds decision for decision', (file) => {
    for (const seed of SEEDS) {
      const r = lockstep(setupOf(join(ROOT, file), seed));
      expect({ seed, divergence: r.divergence }).toEqual({ seed, divergence: null });
    }
  });

  it('plays every test scenario it covers over 4 seeds', () => {
    for (const { file } of fixtures().filter((f) => f.plays))
      for (const seed of ['h1', 'h2', 'h3', 'h4']) {
        const r = lockstep(setupOf(join(ROOT, file), seed));
        expect({ file, seed, divergence: r.divergence }).toEqual({ file, seed, divergence: null });
      }
  });

  it('plays 100 random battles decision for decision', () => {
    randomLockstep(100, 50);
  });
});
