/**
 * Dice Wars' fast path plays the reference's battles: on every bundled Dice Wars scenario it
 * supports (and the test fixtures it supports), a few seeds each, the reference and the fast
 * battle stepped together agree on every decision and on the state after every step
 * (lockstep.ts). More seeds in lockstep.heavy.test.ts.
 */
import { join } from 'node:path';
import { lockstep, setupOf, supported } from './lockstep';

const ROOT = join(__dirname, '../../../..');
const BUNDLED = ['scenarios/dw-battle.yaml', 'scenarios/dw-mek-shop.yaml'];

describe('the fast path, in lockstep with the reference', () => {
  it.each(BUNDLED)('covers %s', (file) => {
    expect(supported(setupOf(join(ROOT, file), 'x'))).toBe(true);
  });

  it.each(BUNDLED.flatMap((f) => ['a', 'b', 'c'].map((seed) => [f, seed] as const)))(
    'plays %s (seed %s) decision for decision',
    (file, seed) => {
      const r = lockstep(setupOf(join(ROOT, file), seed));
      expect(r.divergence).toBeNull();
      expect(r.steps).toBeGreaterThan(100);
    },
  );
});
