/**
 * Issue 23's fast path for `sim`, held to the reference decision by decision and position by
 * position (lockstep.ts) on every bundled Die Fighting scenario, a few seeds each; the heavy
 * test (lockstepMany.test.ts) plays many more.
 */
import { DF_SCENARIOS, lockstep, setupFor } from './lockstep';

describe.each(DF_SCENARIOS)('%s: the fast path and the reference in lockstep', (file) => {
  it.each(['a', 'b'])('make the same decisions and positions (seed %s)', (seed) => {
    const r = lockstep(setupFor(file, seed), `${file} seed ${seed}`);
    // Whole battles: many decisions compared, to an end.
    expect(r.compared).toBeGreaterThan(50);
    expect(r.round).toBeGreaterThanOrEqual(1);
  });
});
