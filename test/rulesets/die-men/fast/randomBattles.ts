/**
 * Random Die, Men! battles for the fast path's lockstep check (fast-check): random hex and square
 * maps with the basic game's rough and impassable ground and, in most, some of hills, forests and
 * rivers (the terrain complications the fast path covers), two or three sides of infantry in
 * random stacks, in most some of them cavalry (alone or mixed), either damage cap and round limit. Each is played in lockstep with the reference (lockstep.ts): the
 * same decision at every request, the same position after every step, the same tally.
 */
import fc from 'fast-check';
import { gridFor } from '../../../../src/grid';
import type { CellKey } from '../../../../src/grid/types';
import type { BattleSetup, Occupant, Terrain, TerrainComplication } from '../../../../src/rulesets/die-men';
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

/**
 * With chance 3/4, about two stacks in five get cavalry: some or all of their units (drawn last,
 * so a seed's battle without cavalry is the one it was before cavalry was drawn).
 */
function withCavalry(c: Chooser, occupants: Record<CellKey, Occupant>): boolean {
  if (!c.chance(0.75)) return false;
  let any = false;
  for (const k of Object.keys(occupants)) {
    const n = occupants[k]!.units.infantry ?? 0;
    if (!c.chance(0.4)) continue;
    const cav = 1 + c.int(n);
    occupants[k] = {
      side: occupants[k]!.side,
      units: cav < n ? { infantry: n - cav, cavalry: cav } : { cavalry: cav },
    };
    any = true;
  }
  return any;
}

/**
 * A random battle; `extra` the complications' ground it may have (a seed's battle depends on it),
 * `cavalry` whether some stacks may be cavalry.
 */
export function randomBattle(seed: number, extra: readonly Ground[] = EXTRA, cavalry = true): BattleSetup {
  const c = chooser(seed);
  const grid = { kind: c.pick(['hex', 'square'] as const), cols: 3 + c.int(6), rows: 3 + c.int(5) };
  const cells = gridFor(grid).cells;
  const { terrain, on } = terrainOf(c, cells, extra);
  const free = cells.filter((k) => terrain[k] !== 'impassable');
  const ids = c.chance(0.25) ? ['red', 'blue', 'green'] : ['red', 'blue'];
  const occupants = placeInfantry(c, free, ids, 4, 9);
  const maxRounds = 2 + c.int(10);
  const damageCap = c.chance(0.3) ? ('per-attack' as const) : ('per-hex' as const);
  const cav = cavalry && withCavalry(c, occupants);
  const complications = {
    ...(on.length > 0 ? { terrain: on } : {}),
    ...(cav ? { unitTypes: ['cavalry' as const] } : {}),
  };
  return {
    name: `random ${seed}`,
    scale: 10,
    grid,
    terrain,
    sides: ids.map((id) => ({ id, name: id })),
    occupants,
    options: {
      maxRounds,
      damageCap,
      ...(Object.keys(complications).length > 0 ? { complications } : {}),
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
