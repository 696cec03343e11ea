/**
 * Issue 23's fast path for `sim`, held to the reference decision by decision and position by
 * position (lockstep.ts) on every bundled Die Fighting scenario, a few seeds each; the heavy
 * test (lockstepMany.test.ts) plays many more.
 */
import { lastOpening, spareKit } from '../../../../src/rulesets/die-fighting/caches';
import { sameButSeed } from '../../../../src/rulesets/die-fighting/fast/opening';
import { deployInPlay } from '../../../../src/rulesets/die-fighting/deployment';
import { dieFightingGame } from '../../../../src/rulesets/die-fighting/game';
import { DF_SCENARIOS, lockstep, setupFor } from './lockstep';

describe.each(DF_SCENARIOS)('%s: the fast path and the reference in lockstep', (file) => {
  it.each(['a', 'b'])('make the same decisions and positions (seed %s)', (seed) => {
    const r = lockstep(setupFor(file, seed), `${file} seed ${seed}`);
    // Whole battles: many decisions compared, to an end.
    expect(r.compared).toBeGreaterThan(50);
    expect(r.round).toBeGreaterThanOrEqual(1);
  });
});

describe('a battle where a unit is hurt and healed back between two views of a side', () => {
  it('plays as the reference (df-battle seed identical-1, trial 46: issue 23, play changed)', () => {
    const r = lockstep(setupFor('df-battle.yaml', 'identical-1/46'), 'df-battle.yaml seed identical-1/46');
    expect(r.compared).toBeGreaterThan(233);
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

describe("a set-up's kept opening (fast/opening.ts)", () => {
  it('starts later seeds from a copy of the take-over position, which still play as the reference', () => {
    lockstep(setupFor('df-stream.yaml', 'kept-1'), 'df-stream.yaml seed kept-1');
    const pristine = lastOpening.pristine;
    const given = lastOpening.spare;
    expect(pristine).not.toBeNull();
    expect(given).not.toBeNull();
    // Two more seeds: each copies the kept position into the last one's, played to its end.
    for (const seed of ['kept-2', 'kept-3']) {
      const r = lockstep(setupFor('df-stream.yaml', seed), `df-stream.yaml seed ${seed}`);
      expect(r.before).toBe(0);
      expect(r.compared).toBeGreaterThan(50);
      expect(lastOpening.pristine).toBe(pristine);
      expect(lastOpening.spare).toBe(given);
    }
  });

  it('is not kept for a set-up with a set-up roll or units to deploy (played before the take-over)', () => {
    lockstep(setupFor('df-stream.yaml', 'kept-4'), 'df-stream.yaml seed kept-4');
    const kept = lastOpening.pristine;
    const base = setupFor('df-ruined-tower.yaml', 'kept');
    const rolled = { ...base, setupRoll: true };
    const deploying = deployInPlay({ ...base, units: {} }, Object.values(base.units));
    for (const [name, setup] of [
      ['set-up roll', rolled],
      ['deploying', deploying],
    ] as const)
      for (const seed of ['kept-5', 'kept-6']) {
        const r = lockstep(dieFightingGame.withSeed(setup, seed), `df-ruined-tower.yaml ${name} ${seed}`);
        expect(r.before).toBeGreaterThan(0);
        expect(r.compared).toBeGreaterThan(20);
      }
    // Neither left its opening kept: the last kept one is as it was.
    expect(lastOpening.pristine).toBe(kept);
  });
});

describe('sameButSeed', () => {
  it('holds for two seeds of one set-up, not for set-ups differing in any other field', () => {
    const a = setupFor('df-battle.yaml', 'x');
    expect(sameButSeed(a, setupFor('df-battle.yaml', 'y'))).toBe(true);
    expect(sameButSeed(a, { ...a, units: { ...a.units } })).toBe(false);
    expect(sameButSeed(a, { ...a, reserve: [] })).toBe(false);
    expect(sameButSeed(a, setupFor('df-stream.yaml', 'x'))).toBe(false);
  });
});
