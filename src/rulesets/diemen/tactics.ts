/**
 * Is an order lawful? Resolve (die-men.txt, "Resolve", "Attack", "Defend", "Move") and the limits
 * of each strategy ("Deploy", "Seize", "Hold", "Retreat"; rulings 3 and 7).
 *
 * The answer has three outcomes: a Problem (the order breaks a rule: an error), a SkipReason (the
 * order was lawful when the round began but earlier results have made it impossible: the set is
 * skipped and reported), or null (carry it out).
 */
import { fail, ok, problem, type Result } from '../../core/problem';
import { gridFor } from '../../grid/grid';
import type { CellKey } from '../../grid/types';
import { enemyFaces, goalDistance, hasEnemy, nearestEnemy, unitsOf } from './board';
import type { SkipReason } from './events';
import type { BattleState } from './state';
import { terrainAt, TERRAIN_RULES } from './terrain';
import type { Declaration, Tactic } from './types';
import { fitsIn, isUnitCounts, totalUnits } from './units';

export type Verdict = Result<SkipReason | null>;

const err = (code: string, message: string, field: string, facts: Record<string, unknown>): Verdict =>
  fail(problem(code, message, { path: ['tactic', field], facts }));

/** Retreat may Defend only when enemy units stand on two or more faces of the hex (ruling 3). */
export const SURROUNDED_FACES = 2;

export function checkTactic(state: BattleState, side: string, tactic: Tactic): Verdict {
  const decl = state.declarations[side];
  if (!decl) return err('order.no-declaration', `${side} has not declared a strategy`, 'type', { side });
  switch (tactic.type) {
    case 'pass':
      return ok(null);
    case 'attack':
      return checkAttack(state, side, decl, tactic.from, tactic.to);
    case 'defend':
      return checkDefend(state, side, decl, tactic.at);
    case 'move':
      return checkMove(state, side, decl, tactic);
    default:
      return err('order.bad-tactic', `a set is spent on attack, defend, move or pass`, 'type', {
        tactic: (tactic as { type?: unknown }).type,
      });
  }
}

function badCell(state: BattleState, key: CellKey, field: string): Verdict | null {
  if (gridFor(state.rules.grid).inBounds(key)) return null;
  return err('order.bad-cell', `${String(key)} is not a cell on the map`, field, { cell: key });
}

/** The side's units must be in `key`; if they were there when the round began, the set is skipped. */
function needUnits(state: BattleState, side: string, key: CellKey, field: string): Verdict | null {
  if (unitsOf(state.occupants, key, side) > 0) return null;
  if (unitsOf(state.roundStart, key, side) > 0) return ok('no-units');
  return err('order.no-units', `${side} has no units in ${key}`, field, { side, cell: key });
}

function checkAttack(
  state: BattleState,
  side: string,
  decl: Declaration,
  from: CellKey,
  to: CellKey,
): Verdict {
  const bad = badCell(state, from, 'from') ?? badCell(state, to, 'to');
  if (bad) return bad;
  if (decl.strategy === 'deploy' || decl.strategy === 'retreat') {
    return err(
      'order.strategy-forbids-attack',
      `an army that declared ${decl.strategy} can't attack`,
      'type',
      {
        strategy: decl.strategy,
      },
    );
  }
  if (!gridFor(state.rules.grid).adjacent(from, to)) {
    return err('order.not-adjacent', `${to} is not next to ${from}`, 'to', { from, to });
  }
  const units = needUnits(state, side, from, 'from');
  if (units) return units;
  if (hasEnemy(state.occupants, to, side)) return ok(null);
  if (hasEnemy(state.roundStart, to, side)) return ok('target-empty');
  return err('order.no-enemy-in-target', `there are no enemy units in ${to} to attack`, 'to', { to });
}

function checkDefend(state: BattleState, side: string, decl: Declaration, at: CellKey): Verdict {
  const bad = badCell(state, at, 'at');
  if (bad) return bad;
  if (decl.strategy === 'seize') {
    return err('order.strategy-forbids-defend', `an army that declared seize can't defend`, 'type', {
      strategy: decl.strategy,
    });
  }
  const units = needUnits(state, side, at, 'at');
  if (units) return units;
  if (decl.strategy === 'retreat') {
    const faces = enemyFaces(gridFor(state.rules.grid), state.occupants, at, side);
    if (faces < SURROUNDED_FACES) {
      return err('order.not-surrounded', `a retreating army defends only when surrounded`, 'at', {
        at,
        enemyFaces: faces,
        needed: SURROUNDED_FACES,
      });
    }
  }
  return ok(null);
}

function checkMove(
  state: BattleState,
  side: string,
  decl: Declaration,
  t: Extract<Tactic, { type: 'move' }>,
): Verdict {
  const { from, to } = t;
  const bad = badCell(state, from, 'from') ?? badCell(state, to, 'to');
  if (bad) return bad;
  const grid = gridFor(state.rules.grid);
  if (!grid.adjacent(from, to))
    return err('order.not-adjacent', `${to} is not next to ${from}`, 'to', { from, to });
  const terrain = terrainAt(state.rules.terrain, to);
  if (!TERRAIN_RULES[terrain].enterable) {
    return err('order.impassable', `units can't enter ${terrain} terrain at ${to}`, 'to', { to, terrain });
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
  const pos = state.occupants;
  if ((decl.strategy === 'deploy' || decl.strategy === 'seize') && decl.goal) {
    const before = goalDistance(grid, decl.goal, from);
    const after = goalDistance(grid, decl.goal, to);
    if (after > before) {
      return err('order.away-from-goal', `moving to ${to} goes away from the goal`, 'to', {
        goal: decl.goal,
        before,
        after,
      });
    }
  }
  if (decl.strategy === 'retreat') {
    const before = nearestEnemy(grid, pos, from, side);
    const after = nearestEnemy(grid, pos, to, side);
    if (after < before) {
      return err('order.toward-enemy', `a retreating army can't move closer to the enemy`, 'to', {
        before,
        after,
      });
    }
  }
  const units = needUnits(state, side, from, 'from');
  if (units) return units;
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
  if (decl.strategy === 'hold' && unitsOf(pos, to, side) === 0) {
    if (unitsOf(state.roundStart, to, side) > 0) return ok('no-own-units-in-target');
    return err('order.hold-needs-own-units', `a holding army moves only into hexes it already holds`, 'to', {
      to,
    });
  }
  return ok(null);
}
