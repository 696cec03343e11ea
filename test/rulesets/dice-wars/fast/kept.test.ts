/**
 * What the fast path keeps between decisions goes stale when the position changes under it; these
 * battles are chosen to make that show. worn-armour.yaml: armoured cards that lose Armor dice
 * first, shooting from round 1, so a unit's kept armour share (position.ts `keep`, worked out
 * again when its dice change) decides where the next shots go: with it left as it was at the
 * start, every one of 40 seeds diverged from the reference. (What the general keeps for one
 * decision, the cover by square in context.ts, is caught by lockstep.test.ts: kept across
 * decisions, dw-battle seed a diverged at step 70.)
 */
import { join } from 'node:path';
import { lockstep, setupOf, supported } from './lockstep';

const ROOT = join(__dirname, '../../../..');
const WORN = join(ROOT, 'test/fixtures/scenarios/dice-wars-fast/worn-armour.yaml');

describe("the fast path's kept values, in lockstep with the reference", () => {
  it('covers worn-armour.yaml', () => {
    expect(supported(setupOf(WORN, 'x'))).toBe(true);
  });

  it.each(['k1', 'k2', 'k3', 'k4'])('plays worn-armour.yaml (seed %s) step for step', (seed) => {
    const r = lockstep(setupOf(WORN, seed));
    expect(r.divergence).toBeNull();
    expect(r.steps).toBeGreaterThan(40);
  });
});
