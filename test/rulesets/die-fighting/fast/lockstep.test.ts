/**
 * Issue 23's fast path for `sim`, held to the reference decision by decision and position by
 * position (lockstep.ts) on every bundled Die Fighting scenario, a few seeds each; the heavy
 * test (lockstepMany.test.ts) plays many more.
 */
import { spareKit } from '../../../../src/rulesets/die-fighting/caches';
import { DF_SCENARIOS, lockstep, setupFor } from './lockstep';

describe.each(DF_SCENARIOS)('%s: the fast path and the reference in lockstep', (file) => {
  it.each(['a', 'b'])('make the same decisions and positions (seed %s)', (seed) => {
    const r = lockstep(setupFor(file, seed), `${file} seed ${seed}`);
    // Whole battles: many decisions compared, to an end.
    expect(r.compared).toBeGreaterThan(50);
    expect(r.round).toBeGreaterThanOrEqual(1);
  });
});

describe('the fast path buffers one battle gives back', () => {
  it('are reused by the next battle on the map, which still plays as the reference', () => {
    lockstep(setupFor('df-battle.yaml', 'reuse-1'), 'df-battle.yaml seed reuse-1');
    const given = spareKit.kit;
    expect(given).not.toBeNull();
    const r = lockstep(setupFor('df-battle.yaml', 'reuse-2'), 'df-battle.yaml seed reuse-2');
    expect(r.compared).toBeGreaterThan(50);
    // The second battle played with the first one's views and memos, and gave them back again.
    expect(spareKit.kit!.views[0]).toBe(given!.views[0]);
    expect(spareKit.kit!.memos[1]).toBe(given!.memos[1]);
  });
});
