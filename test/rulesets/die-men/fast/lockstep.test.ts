/**
 * Issue 23's fast path against the reference, decision by decision and position by position
 * (lockstep.ts), on every bundled Die, Men! scenario it covers and the bench's 15-vs-15, a few
 * trial seeds each; test/rulesets/die-men/fast/lockstep.heavy.test.ts plays many more.
 */
import { lockstep, sameResult } from './lockstep';
import { dieMenBattles } from './scenarios';

const SEEDS = 4;
const battles = dieMenBattles();

describe('the fast path plays as the reference does', () => {
  it('covers the bench battle and the basic-game scenarios, not those with complications', () => {
    const covered = battles.filter((b) => b.covered).map((b) => b.name);
    expect(covered).toEqual(
      expect.arrayContaining(['bench-15v15.yaml', 'skirmish.yaml', 'reserve-cut-off.yaml']),
    );
    expect(covered).not.toContain('castle-siege.yaml');
    expect(covered).not.toContain('harrow-down.yaml');
  });

  for (const b of battles.filter((x) => x.covered)) {
    it(`${b.name}: the same decisions and positions at every step, the same result`, () => {
      for (let i = 0; i < SEEDS; i++) {
        const seed = `lockstep/${i}`;
        const r = lockstep(b.setup(seed), seed);
        expect(r.divergence).toBeNull();
        expect(r.steps).toBeGreaterThan(10);
        expect(sameResult(b.setup(seed), seed, r.final)).toBeNull();
      }
    });
  }
});
