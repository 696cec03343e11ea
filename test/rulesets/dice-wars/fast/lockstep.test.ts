/**
 * Dice Wars' fast path plays the reference's battles: on every bundled Dice Wars scenario and
 * every Dice Wars test scenario it supports, the reference battle and the fast battle stepped
 * together agree on every decision and on the state after every step (lockstep.ts). One seed a
 * bundled scenario here; many more in lockstep.heavy.test.ts.
 */
import { join } from 'node:path';
import { BUNDLED, fixtures, lockstep, setupOf, supported } from './lockstep';

const ROOT = join(__dirname, '../../../..');

describe('the fast path, in lockstep with the reference', () => {
  it.each(BUNDLED)('covers %s', (file) => {
    expect(supported(setupOf(join(ROOT, file), 'x'))).toBe(true);
  });

  it('leaves to the reference what it does not cover: units to deploy, a set-up roll-off', () => {
    const left = fixtures().filter((f) => !f.plays);
    expect(left.map((f) => f.file.split('/').pop())).toEqual([
      'deploy-played.yaml',
      'deployment.yaml',
      'seats.yaml',
    ]);
  });

  it.each(BUNDLED.map((f) => [f, 'a'] as const))('plays %s (seed %s) decision for decision', (file, seed) => {
    const r = lockstep(setupOf(join(ROOT, file), seed));
    expect(r.divergence).toBeNull();
    expect(r.steps).toBeGreaterThan(100);
  });

  it('plays every test scenario it covers (seed a) decision for decision', () => {
    const played = fixtures().filter((f) => f.plays && !f.file.endsWith('epic.yaml'));
    expect(played.length).toBeGreaterThan(10);
    for (const { file } of played) {
      const r = lockstep(setupOf(join(ROOT, file), 'a'));
      expect({ file, divergence: r.divergence }).toEqual({ file, divergence: null });
    }
  });
});
