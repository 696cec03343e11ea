/**
 * Is a Move order lawful? ("Move", the strategies' limits, and with the unit types "Cavalry",
 * "Chariots" and "Siege Engines"; rulings 3, 7 and 20.) A group moves into an empty or friendly
 * hex next to it, or, when every unit in it is cavalry or a chariot, up to the set's width away
 * along a path it may take. The strategy's limits are judged on where the move ends. Siege engines
 * move only with a unit of another type.
 */
import { ok } from '../../core/problem';
import { gridFor } from '../../grid/grid';
import type { CellKey } from '../../grid/types';
import { goalDistance, hasEnemy, nearestEnemy, unitsOf } from './board';
import { cantStand, groundAt } from './ground';
import { moveRange, pathLength } from './movement';
import { badCell, err, needUnits, type Verdict } from './orderCheck';
import type { BattleState } from './state';
import type { Declaration, QueuedSet, Tactic, UnitCounts } from './types';
import { allHave } from './unitRules';
import { fitsIn, isUnitCounts, totalUnits } from './units';

type MoveOrder = Extract<Tactic, { type: 'move' }>;

/** The units a move carries: those it names, or every unit in its hex (now, else at round start). */
export function movers(state: BattleState, side: string, t: MoveOrder): UnitCounts | undefined {
  if (t.units !== undefined) return t.units;
  for (const pos of [state.occupants, state.roundStart]) {
    const o = pos[t.from];
    if (o && o.side === side) return o.units;
  }
  return undefined;
}

export function checkMove(
  state: BattleState,
  side: string,
  decl: Declaration,
  t: MoveOrder,
  set?: QueuedSet,
): Verdict {
  const { from, to } = t;
  const bad = badCell(state, from, 'from') ?? badCell(state, to, 'to');
  if (bad) return bad;
  const grid = gridFor(state.rules.grid);
  const group = movers(state, side, t);
  const range = moveRange(group, set?.width ?? 1);
  const distance = grid.distance(from, to);
  if (distance < 1 || distance > range) {
    if (range === 1) return err('order.not-adjacent', `${to} is not next to ${from}`, 'to', { from, to });
    return err('order.too-far', `a ${range}-wide set moves these units at most ${range} hexes`, 'to', {
      from,
      to,
      distance,
      range,
    });
  }
  const why = cantStand(state, to, group);
  if (why) {
    return err(`order.${why.code}`, `${why.message} at ${to}`, 'to', {
      to,
      terrain: groundAt(state, to),
    });
  }
  if (t.units !== undefined && (!isUnitCounts(t.units) || totalUnits(t.units) < 1)) {
    return err(
      'order.bad-units',
      `a move names at least one unit, in whole numbers of known types`,
      'units',
      {
        units: t.units,
      },
    );
  }
  if (allHave(group, (r) => r.needsEscort)) {
    return err('order.needs-escort', `siege engines move only with units of another type`, 'units', {
      units: group,
    });
  }
  const limit = t.pc ? null : strategyLimit(state, side, decl, t);
  if (limit) return limit;
  const units = needUnits(state, side, from, 'from');
  if (units) return units;
  const pos = state.occupants;
  const have = pos[from]!.units;
  if (t.units !== undefined && !fitsIn(t.units, have)) {
    return err('order.too-many-units', `${from} doesn't have the units the move names`, 'units', {
      units: t.units,
      present: have,
    });
  }
  if (hasEnemy(pos, to, side)) {
    if (!hasEnemy(state.roundStart, to, side)) return ok('enemy-in-target');
    return err('order.enemy-in-target', `${to} holds enemy units: attack it, don't move into it`, 'to', {
      to,
    });
  }
  if (!t.pc && decl.strategy === 'hold' && unitsOf(pos, to, side) === 0) {
    if (unitsOf(state.roundStart, to, side) > 0) return ok('no-own-units-in-target');
    return err('order.hold-needs-own-units', `a holding army moves only into hexes it already holds`, 'to', {
      to,
    });
  }
  if (distance > 1 && pathLength(state, pos, from, to, side, group, range) > range) {
    if (pathLength(state, state.roundStart, from, to, side, group, range) <= range) return ok('path-blocked');
    return err('order.no-path', `no way from ${from} to ${to} within ${range} hexes avoiding enemies`, 'to', {
      from,
      to,
      range,
    });
  }
  return ok(null);
}

/** True when a Deploy or Seize with a goal would move away from it (ruling 3). */
export function awayFromGoal(state: BattleState, decl: Declaration, from: CellKey, to: CellKey): boolean {
  if ((decl.strategy !== 'deploy' && decl.strategy !== 'seize') || !decl.goal) return false;
  const grid = gridFor(state.rules.grid);
  return goalDistance(grid, decl.goal, to) > goalDistance(grid, decl.goal, from);
}

/** Deploy and Seize don't go away from the goal; Retreat doesn't go toward the enemy (ruling 3). */
function strategyLimit(state: BattleState, side: string, decl: Declaration, t: MoveOrder): Verdict | null {
  const grid = gridFor(state.rules.grid);
  const { from, to } = t;
  if (awayFromGoal(state, decl, from, to)) {
    return err('order.away-from-goal', `moving to ${to} goes away from the goal`, 'to', {
      goal: decl.goal,
      before: goalDistance(grid, decl.goal!, from),
      after: goalDistance(grid, decl.goal!, to),
    });
  }
  if (decl.strategy === 'retreat') {
    const before = nearestEnemy(grid, state.occupants, from, side);
    const after = nearestEnemy(grid, state.occupants, to, side);
    if (after < before) {
      return err('order.toward-enemy', `a retreating army can't move closer to the enemy`, 'to', {
        before,
        after,
      });
    }
  }
  return null;
}
