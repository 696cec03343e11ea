/**
 * Random Die, Men! battles for the fast path's lockstep check (fast-check): random hex and square
 * maps with the basic game's rough and impassable ground and, in most, some of hills, forests and
 * rivers (the terrain complications the fast path covers), two or three sides of infantry in random stacks, either
 * damage cap and round limit. Each is played in lockstep with the reference (lockstep.ts): the
 * same decision at every request, the same position after every step, the same tally.
 */
import fc from 'fast-check';
import { gridFor } from '../../../../src/grid';
import type { CellKey } from '../../../../src/grid/types';
import type { BattleSetup, Terrain, TerrainComplication } from '../../../../src/rulesets/die-men';
import { fastSupports } from '../../../../src/rulesets/die-men/fast/trial';
import { basicTerrain, chooser, placeInfantry, type Chooser } from '../../../helpers/randomBattle';
import { lockstep, sameResult } from './lockstep';

/** The complications' ground the fast path plays, some of it drawn on about one open hex in five. */
export const EXTRA: readonly Ground[] = ['hill', 'forest', 'river'];
type Ground = Terrain & TerrainComplication;

/** Each kind of `extra` switched on with chance 3/4 (so `extra` fixes the draws that follow). */
function terrainOf(c: Chooser, cells: readonly CellKey[], extra: readonly Ground[]) {
  const terrain = basicTerrain(c, cells);
  const on = extra.filter(() => c.chance(0.75));
  for (const k of cells)
    if (terrain[k] === undefined && on.length > 0 && c.chance(0.2)) terrain[k] = c.pick(on);
  return { terrain, on };
}

/** A random battle; `extra` the complications' ground it may have (a seed's battle depends on it). */
export function randomBattle(seed: number, extra: readonly Ground[] = EXTRA): BattleSetup {
  const c = chooser(seed);
  const grid = { kind: c.pick(['hex', 'square'] as const), cols: 3 + c.int(6), rows: 3 + c.int(5) };
  const cells = gridFor(grid).cells;
  const { terrain, on } = terrainOf(c, cells, extra);
  const free = cells.filter((k) => terrain[k] !== 'impassable');
  const ids = c.chance(0.25) ? ['red', 'blue', 'green'] : ['red', 'blue'];
  const occupants = placeInfantry(c, free, ids, 4, 9);
  return {
    name: `random ${seed}`,
    scale: 10,
    grid,
    terrain,
    sides: ids.map((id) => ({ id, name: id })),
    occupants,
    options: {
      maxRounds: 2 + c.int(10),
      damageCap: c.chance(0.3) ? 'per-attack' : 'per-hex',
      ...(on.length > 0 ? { complications: { terrain: on } } : {}),
    },
    seed: `random-${seed}`,
  };
}

/** `runs` random battles in lockstep; returns how many were played (a set-up short of sides is drawn again). */
export function randomLockstep(runs: number): number {
  let played = 0;
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
      const setup = randomBattle(seed);
      // Every side needs units for a sound set-up; a map too small for them is drawn again.
      if (new Set(Object.values(setup.occupants).map((o) => o.side)).size < setup.sides.length) return;
      expect(fastSupports(setup, null)).toBe(true);
      const trial = `p/${seed}`;
      const r = lockstep({ ...setup, seed: trial }, trial);
      expect(r.divergence).toBeNull();
      expect(sameResult({ ...setup, seed: trial }, trial, r.final)).toBeNull();
      played++;
    }),
    { numRuns: runs },
  );
  return played;
}
