/**
 * Building blocks for the property tests' random battles, shared so every test draws maps and
 * armies the same way. Each helper draws from the chooser in a fixed order, so a seed still
 * replays exactly.
 */
import type { CellKey } from '../../src/grid/types';
import {
  TERRAIN_RULES,
  TERRAINS,
  UNIT_RULES,
  type Complications,
  type Occupant,
  type Terrain,
  type UnitType,
} from '../../src/rulesets/die-men';

/** xorshift32: a tiny deterministic generator, so each case replays exactly. */
export function chooser(seed: number) {
  let x = seed >>> 0 || 1;
  const next = () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
  return {
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Chooser = ReturnType<typeof chooser>;

/** Every terrain but open ground; the basic game's two (rough, impassable) come first. */
export const TERRAIN_KINDS: readonly Terrain[] = TERRAINS.filter((t) => t !== 'open');

/** The basic game's terrain: one hex in ten impassable, one in ten rough. */
export function basicTerrain(c: Chooser, cells: readonly CellKey[]): Record<CellKey, Terrain> {
  const terrain: Record<CellKey, Terrain> = {};
  for (const k of cells) {
    const r = c.int(10);
    if (r === 0) terrain[k] = 'impassable';
    else if (r === 1) terrain[k] = 'rough';
  }
  return terrain;
}

/** Up to `maxHexes` hexes of 1..`maxUnits` infantry per side, taken from `free` (which shrinks). */
export function placeInfantry(
  c: Chooser,
  free: CellKey[],
  sides: readonly string[],
  maxHexes: number,
  maxUnits: number,
): Record<CellKey, Occupant> {
  const occupants: Record<CellKey, Occupant> = {};
  for (const side of sides) {
    const hexes = 1 + c.int(maxHexes);
    for (let i = 0; i < hexes && free.length > 0; i++) {
      const at = free.splice(c.int(free.length), 1)[0]!;
      occupants[at] = { side, units: { infantry: 1 + c.int(maxUnits) } };
    }
  }
  return occupants;
}

/** `type`, or infantry where the ground bars it (chariots keep to low ground). */
export function unitOn(type: UnitType, ground: Terrain | undefined): UnitType {
  return UNIT_RULES[type].lowGroundOnly && ground && TERRAIN_RULES[ground].noChariots ? 'infantry' : type;
}

/** Every complication on, with the given Command Lag and Threat ratings. */
export function allComplications(commandLag: number, threat: Complications['threat']): Complications {
  return {
    terrain: ['hill', 'mountain', 'river', 'forest', 'castle'],
    unitTypes: ['cavalry', 'bloc', 'flier', 'archer', 'chariot', 'pc', 'siege'],
    commandLag,
    threat,
    commandInterference: true,
  };
}
