/**
 * How far a Move set carries a group, and by which way (die-men.txt, "Cavalry", "Chariots"; ruling
 * 20): a group of cavalry and chariots goes up to the set's width in hexes; any other group, or a
 * group with others mixed in, one hex. A longer move needs a path of hexes the whole group may
 * enter and that hold no enemy; friendly hexes may be crossed.
 */
import { pathCost } from '../../grid/findPath';
import { gridFor } from '../../grid/grid';
import type { CellKey } from '../../grid/types';
import { hasEnemy, type Positions } from './board';
import { cantStand } from './ground';
import type { BattleState } from './state';
import type { UnitCounts } from './types';
import { allHave } from './unitRules';

/** Hexes a Move set of `width` carries `units`. */
export function moveRange(units: UnitCounts | undefined, width: number): number {
  return allHave(units, (r) => r.fastMove) ? Math.max(1, width) : 1;
}

/**
 * Steps of the shortest way from `from` to `to` for `units` of `side`, at most `range`, through
 * hexes they may enter and that hold no enemy (the target itself is judged by the caller);
 * Infinity when there is none.
 */
export function pathLength(
  state: BattleState,
  pos: Positions,
  from: CellKey,
  to: CellKey,
  side: string,
  units: UnitCounts | undefined,
  range: number,
): number {
  const grid = gridFor(state.rules.grid);
  if (grid.adjacent(from, to)) return 1;
  if (grid.distance(from, to) > range) return Infinity;
  // Every step costs one; the target may always be stepped into (the caller judges it).
  const enterCost = (n: CellKey): number =>
    n === to || (!hasEnemy(pos, n, side) && cantStand(state, n, units) === null) ? 1 : Infinity;
  return pathCost(state.rules.grid, from, to, { enterCost, budget: range, minStep: 1 });
}
