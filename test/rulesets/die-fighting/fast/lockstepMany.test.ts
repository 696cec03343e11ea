/**
 * The heavy lockstep check (test/helpers/heavyTests.js): every bundled Die Fighting scenario,
 * twenty seeds each, the fast path and the reference stepped together (lockstep.ts).
 */
import { DF_SCENARIOS, lockstep, setupFor } from './lockstep';

const SEEDS = Array.from({ length: 20 }, (_, i) => `many-${i}`);

describe.each(DF_SCENARIOS)('%s: many seeds in lockstep', (file) => {
  it('makes the reference decisions and positions on twenty seeds', () => {
    let compared = 0;
    for (const seed of SEEDS) compared += lockstep(setupFor(file, seed), `${file} seed ${seed}`).compared;
    expect(compared).toBeGreaterThan(20 * 50);
  });
});
