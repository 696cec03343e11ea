/**
 * What each terrain does: one table, the basic game's three rows ("The Map") and the terrain
 * complications ("Terrain", and the reference card's terrain box). The rules read these fields and
 * never name a terrain. A field left out has its basic-game value (false, 0 or none), so the basic
 * rows read exactly as they always did.
 */
import type { CellKey } from '../../grid/types';
import type { GateKind, Terrain, TerrainComplication } from './types';
import { TERRAINS } from './types';

/** High ground: `mountain` also covers castle towers ("Castle": towers are treated like mountains). */
export type Elevation = 'hill' | 'mountain';

export interface TerrainRule {
  /** A Move order (or a unit placed at setup) may end here. Impassable: never. */
  readonly enterable: boolean;
  /** Free Movement may end here: only Open terrain ("Free Movement": it has to be Open). */
  readonly freeEnter: boolean;
  /** Free Movement may start here (false: River). Left out: true. */
  readonly freeLeave?: boolean;
  /** Hills and mountains: the advantage of attacks (+1 damage) and defences (+1 height). */
  readonly elevation?: Elevation;
  /** Extra damage of attacks made from here, where the advantage works (ruling 19). */
  readonly attackBonus?: number;
  /** Height added to this hex's gobble dice from Defense, up to 10, where the advantage works. */
  readonly gobbleRaise?: number;
  /**
   * A free height-10 gobble die with every Defense set here: `advantage` (mountains: only where
   * the advantage works) or `always` (forests).
   */
  readonly freeGobble?: 'advantage' | 'always';
  /** Chariots never enter it ("Chariots": forest, hill or mountain). */
  readonly noChariots?: boolean;
  /** River: threatened for everyone, and units in it threaten every hex around them (ruling 23). */
  readonly threatens?: boolean;
  /** Gates: impassable until broken (by a siege engine or a ram) or opened by the owner. */
  readonly gate?: GateKind;
  /** The owner may open and shut it (drawbridge, portcullis; never a palisade). */
  readonly openable?: boolean;
  /** The complication that must be on to use it; left out for the basic game's terrain. */
  readonly complication?: TerrainComplication;
}

const HIGH = { attackBonus: 1, gobbleRaise: 1, freeEnter: true, enterable: true } as const;

export const TERRAIN_RULES: Readonly<Record<Terrain, TerrainRule>> = {
  open: { enterable: true, freeEnter: true },
  rough: { enterable: true, freeEnter: false, freeLeave: false },
  impassable: { enterable: false, freeEnter: false },
  hill: { ...HIGH, elevation: 'hill', noChariots: true, complication: 'hill' },
  mountain: {
    ...HIGH,
    elevation: 'mountain',
    freeGobble: 'advantage',
    noChariots: true,
    complication: 'mountain',
  },
  river: { enterable: true, freeEnter: false, freeLeave: false, threatens: true, complication: 'river' },
  forest: {
    enterable: true,
    freeEnter: true,
    freeGobble: 'always',
    noChariots: true,
    complication: 'forest',
  },
  wall: { enterable: false, freeEnter: false, complication: 'castle' },
  tower: {
    ...HIGH,
    elevation: 'mountain',
    freeGobble: 'advantage',
    noChariots: true,
    complication: 'castle',
  },
  palisade: { enterable: false, freeEnter: false, gate: 'palisade', complication: 'castle' },
  drawbridge: {
    enterable: false,
    freeEnter: false,
    gate: 'drawbridge',
    openable: true,
    complication: 'castle',
  },
  portcullis: {
    enterable: false,
    freeEnter: false,
    gate: 'portcullis',
    openable: true,
    complication: 'castle',
  },
};

export function terrainAt(terrain: Readonly<Record<CellKey, Terrain>>, key: CellKey): Terrain {
  return terrain[key] ?? 'open';
}

export function isTerrain(x: unknown): x is Terrain {
  return typeof x === 'string' && (TERRAINS as readonly string[]).includes(x);
}

/** Does the high ground of `from` work against units in `target`? ("Hill", "Mountain"). */
export function advantageWorks(
  fromRule: TerrainRule,
  targetRule: TerrainRule,
  adjacent: boolean,
  targetAllFliers: boolean,
): boolean {
  if (!fromRule.elevation || targetAllFliers) return false;
  if (fromRule.elevation === 'hill') return targetRule.elevation === undefined;
  return !(targetRule.elevation === 'mountain' && adjacent);
}
