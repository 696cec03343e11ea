/**
 * The ground as it stands during the battle: gates that are opened or broken count as Open
 * ("Palisade, Drawbridge or Portcullis"), who may stand where (chariots keep off forest, hills and
 * mountains), and which hexes are threatened for Free Movement: next to an enemy, two hexes from an
 * enemy siege engine ("Siege Engines"), in a river or next to units in one ("River"; ruling 23).
 */
import { gridFor } from '../../grid/grid';
import type { CellKey } from '../../grid/types';
import type { Positions } from './board';
import { enemyNextTo } from './compact';
import type { BattleState } from './state';
import { terrainAt, TERRAIN_RULES, type TerrainRule } from './terrain';
import type { Terrain, UnitCounts } from './types';
import { allFliers, anyHas, UNIT_RULES, typesIn } from './unitRules';
import { totalUnits } from './units';

type Ground = Pick<BattleState, 'rules' | 'gates'>;

/** The cell's terrain now: a gate its owner opened, or one broken down, is open ground. */
export function groundAt(state: Ground, key: CellKey): Terrain {
  const gate = state.gates[key];
  if (gate && gate.status !== 'shut') return 'open';
  return terrainAt(state.rules.terrain, key);
}

export const ruleAt = (state: Ground, key: CellKey): TerrainRule => TERRAIN_RULES[groundAt(state, key)];

/** Why `units` can't end a move in `key`: impassable, or high ground and forest for chariots. */
export function cantStand(
  state: Ground,
  key: CellKey,
  units: UnitCounts | undefined,
): { readonly code: 'impassable' | 'chariots'; readonly message: string } | null {
  const rule = ruleAt(state, key);
  if (!rule.enterable)
    return { code: 'impassable', message: `units can't enter ${groundAt(state, key)} terrain` };
  if (rule.noChariots && anyHas(units, (r) => r.lowGroundOnly)) {
    return { code: 'chariots', message: `chariots can't enter ${groundAt(state, key)} terrain` };
  }
  return null;
}

/** True when an enemy siege engine stands within its range of `key`. */
function siegeThreat(state: BattleState, pos: Positions, key: CellKey, side: string): boolean {
  if (!state.rules.complications.unitTypes.includes('siege')) return false;
  const grid = gridFor(state.rules.grid);
  for (const k in pos) {
    const o = pos[k]!;
    if (o.side === side) continue;
    for (const t of typesIn(o.units)) {
      const range = UNIT_RULES[t].siegeRange ?? 0;
      if (range > 0 && grid.distance(key, k) <= range) return true;
    }
  }
  return false;
}

/**
 * Is `key` threatened for `side`'s `movers` (for Free Movement)? An enemy next to it, an enemy siege
 * engine two hexes away, or a river: the river hex itself, and every hex next to units standing in
 * a river. Fliers ignore the river (ruling 22).
 */
export function threatened(
  state: BattleState,
  pos: Positions,
  key: CellKey,
  side: string,
  movers?: UnitCounts,
): boolean {
  return threatBy(state, pos, key, side, movers) !== null;
}

/** What threatens `key` for `side`'s `movers`, or null. */
export function threatBy(
  state: BattleState,
  pos: Positions,
  key: CellKey,
  side: string,
  movers?: UnitCounts,
): 'enemy' | 'siege' | 'river' | null {
  const grid = gridFor(state.rules.grid);
  if (enemyNextTo(grid, pos, key, side)) return 'enemy';
  if (siegeThreat(state, pos, key, side)) return 'siege';
  if (state.rules.complications.terrain.includes('river') && !allFliers(movers)) {
    if (ruleAt(state, key).threatens) return 'river';
    for (const k of grid.neighbours(key)) {
      if (ruleAt(state, k).threatens && totalUnits(pos[k]?.units) > 0) return 'river';
    }
  }
  return null;
}

/** Why a threatened hex takes a set to move out of or into, in words. */
export const THREAT_WORDS: Readonly<Record<'enemy' | 'siege' | 'river', string>> = {
  enemy: 'has enemies next to it',
  siege: 'is in reach of an enemy siege engine',
  river: 'is a river, or next to units in one',
};

/** The map's terrain as it stands now (for maps): gates opened or broken show as open ground. */
export function terrainNow(state: Ground): Record<CellKey, Terrain> {
  const out: Record<CellKey, Terrain> = {};
  for (const [key, t] of Object.entries(state.rules.terrain)) {
    const now = groundAt(state, key);
    if (now !== 'open') out[key] = t;
  }
  return out;
}
