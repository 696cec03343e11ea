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
import { goalDistance, hasEnemy, nearestEnemy, unitsOf, type Positions } from './board';
import { cantStand, groundAt } from './ground';
import { moveRange, pathLength } from './movement';
import { badCell, err, judged, needUnits, type Verdict } from './orderCheck';
import type { BattleState } from './state';
import type { Declaration, QueuedSet, Tactic, UnitCounts } from './types';
import { allHave } from './unitRules';
import { clampUnits, fitsIn, isUnitCounts, totalUnits } from './units';

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
  const escort = judged(state, (pos) => escortProblem(state, side, t, pos), 'no-escort');
  if (escort) return escort;
  const limit = t.pc ? null : strategyLimit(state, side, decl, t);
  if (limit) return limit;
  const units = needUnits(state, side, from, 'from');
  if (units) return units;
  return checkTarget(state, side, decl, t, group, range) ?? ok(null);
}

/** The side's units in `key` on `pos`. */
const heldAt = (pos: Positions, key: CellKey, side: string): UnitCounts | undefined => {
  const o = pos[key];
  return o && o.side === side ? o.units : undefined;
};

/**
 * Siege engines move only with a unit of another type ("Siege Engines"): judged on the units the
 * move would carry from `pos`, what it names of those there (ruling 12), or all of them. A hex the
 * side didn't hold on `pos` is judged on the units there now.
 */
function escortProblem(state: BattleState, side: string, t: MoveOrder, pos: Positions): Verdict | null {
  const there = heldAt(pos, t.from, side) ?? heldAt(state.occupants, t.from, side);
  const group = t.units !== undefined ? (there ? clampUnits(t.units, there) : t.units) : there;
  if (!allHave(group, (r) => r.needsEscort)) return null;
  return err('order.needs-escort', `siege engines move only with units of another type`, 'units', {
    units: group,
  });
}

/** The checks of the units named and of the target, each judged by ruling 7. */
// eslint-disable-next-line max-lines-per-function -- the attack target's conditions in the text's order
function checkTarget(
  state: BattleState,
  side: string,
  decl: Declaration,
  t: MoveOrder,
  group: UnitCounts | undefined,
  range: number,
): Verdict | null {
  const { from, to } = t;
  const named = t.units;
  const fits =
    named === undefined
      ? null
      : judged(
          state,
          (pos) => {
            const have = heldAt(pos, from, side);
            if (have && fitsIn(named, have)) return null;
            return err('order.too-many-units', `${from} doesn't have the units the move names`, 'units', {
              units: named,
              present: heldAt(state.occupants, from, side),
            });
          },
          // Ruling 12: named units killed since the round began don't make the order wrong.
          null,
        );
  if (fits) return fits;
  const enemy = judged(
    state,
    (pos) =>
      hasEnemy(pos, to, side)
        ? err('order.enemy-in-target', `${to} holds enemy units: attack it, don't move into it`, 'to', { to })
        : null,
    'enemy-in-target',
  );
  if (enemy) return enemy;
  if (!t.pc && decl.strategy === 'hold') {
    const own = judged(
      state,
      (pos) =>
        unitsOf(pos, to, side) > 0
          ? null
          : err('order.hold-needs-own-units', `a holding army moves only into hexes it already holds`, 'to', {
              to,
            }),
      'no-own-units-in-target',
    );
    if (own) return own;
  }
  if (gridFor(state.rules.grid).distance(from, to) <= 1) return null;
  return judged(
    state,
    (pos) =>
      pathLength(state, pos, from, to, side, group, range) <= range
        ? null
        : err('order.no-path', `no way from ${from} to ${to} within ${range} hexes avoiding enemies`, 'to', {
            from,
            to,
            range,
          }),
    'path-blocked',
  );
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
  if (decl.strategy !== 'retreat') return null;
  return judged(
    state,
    (pos) => {
      const before = nearestEnemy(grid, pos, from, side);
      const after = nearestEnemy(grid, pos, to, side);
      if (after >= before) return null;
      return err('order.toward-enemy', `a retreating army can't move closer to the enemy`, 'to', {
        before,
        after,
      });
    },
    'toward-enemy',
  );
}
