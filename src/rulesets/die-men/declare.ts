/**
 * Declare (die-men.txt, "Declare"): each side picks one strategy for its whole army; Deploy and
 * Seize name a goal (a cell, or a map edge standing for a direction such as "north").
 * Declarations stay in the state unrevealed until every side has declared.
 */
import { fail, ok, problem, type Problem, type Result } from '../../core/problem';
import { gridFor } from '../../grid/grid';
import type { BattleState, Draft } from './state';
import type { Declaration, Strategy } from './types';
import { withEntry } from './records';

export const STRATEGIES: readonly Strategy[] = ['deploy', 'seize', 'hold', 'retreat'];
const EDGES = ['north', 'south', 'east', 'west'];

export const needsGoal = (s: Strategy): boolean => s === 'deploy' || s === 'seize';

/** Checks a declaration; returns it normalised (a goal given to Hold or Retreat is dropped). */
export function checkDeclaration(state: BattleState, decl: Declaration): Result<Declaration> {
  const path = ['declaration'];
  if (!decl || !STRATEGIES.includes(decl.strategy)) {
    return fail(
      problem('declare.bad-strategy', `strategy must be deploy, seize, hold or retreat`, {
        path: [...path, 'strategy'],
        facts: { strategy: decl?.strategy },
      }),
    );
  }
  if (!needsGoal(decl.strategy)) return ok({ strategy: decl.strategy });
  const goal = decl.goal;
  if (!goal) {
    return fail(
      problem('declare.goal-required', `${decl.strategy} needs a goal: a cell or a map edge`, {
        path: [...path, 'goal'],
        facts: { strategy: decl.strategy },
      }),
    );
  }
  const okGoal =
    goal.kind === 'cell'
      ? gridFor(state.rules.grid).inBounds(goal.at)
      : goal.kind === 'edge' && EDGES.includes(goal.edge);
  if (!okGoal) {
    return fail(
      problem('declare.bad-goal', `the goal must be a cell on the map or north, south, east or west`, {
        path: [...path, 'goal'],
        facts: { goal },
      }),
    );
  }
  return ok(
    goal.kind === 'cell'
      ? { strategy: decl.strategy, goal: { kind: 'cell', at: goal.at } }
      : { strategy: decl.strategy, goal: { kind: 'edge', edge: goal.edge } },
  );
}

export function applyDeclare(d: Draft, side: string, decl: Declaration): Problem | null {
  const checked = checkDeclaration(d, decl);
  if (!checked.ok) return checked.error;
  d.declarations = withEntry(d.declarations, side, checked.value);
  return null;
}
