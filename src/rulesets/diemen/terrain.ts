/**
 * What each terrain does in the basic game (die-men.txt, "The Map"). One table, so the terrain
 * complications can add rows instead of new branches in the rules.
 */
import type { CellKey } from '../../grid/types';
import type { Terrain } from './types';
import { TERRAINS } from './types';

export interface TerrainRule {
  /** A Move order (or a unit placed at setup) may end here. Impassable: never. */
  readonly enterable: boolean;
  /** Free Movement may end here: only Open terrain ("Free Movement": it has to be Open). */
  readonly freeEnter: boolean;
}

export const TERRAIN_RULES: Readonly<Record<Terrain, TerrainRule>> = {
  open: { enterable: true, freeEnter: true },
  rough: { enterable: true, freeEnter: false },
  impassable: { enterable: false, freeEnter: false },
};

export function terrainAt(terrain: Readonly<Record<CellKey, Terrain>>, key: CellKey): Terrain {
  return terrain[key] ?? 'open';
}

export function isTerrain(x: unknown): x is Terrain {
  return typeof x === 'string' && (TERRAINS as readonly string[]).includes(x);
}
