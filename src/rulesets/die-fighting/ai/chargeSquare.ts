/**
 * Which of the equally near squares the computer general's charge ends on (ruling DF8): the one
 * where the enemies still to act this phase, other than the target, can hurt it least (by
 * value.ts's worth of their attacks on it), then the rules' default (fewest other enemies beside,
 * then map order).
 */
import { enemiesAround } from '../board';
import { chargeSquares, defaultChargeSquare } from '../charge';
import type { BattleState } from '../state';
import type { Action, Unit } from '../types';
import { attackWorth } from './value';

/** What the enemies beside `cell` that have yet to act could do to `u` there. */
function danger(s: BattleState, u: Unit, cell: string, target: string): number {
  let sum = 0;
  for (const e of enemiesAround(s, cell, u.side)) {
    if (e.at !== target && !s.activated.includes(e.id)) sum += attackWorth(s, e, u);
  }
  return sum;
}

/** `a` ending on the general's square, when there is a choice to make. */
export function withChargeSquare(s: BattleState, u: Unit, a: Extract<Action, { type: 'charge' }>): Action {
  const squares = chargeSquares(s, u, a.target);
  if (squares.length < 2) return a;
  const first = defaultChargeSquare(s, u, a.target)!;
  let best = first;
  let least = danger(s, u, first, a.target);
  for (const c of squares) {
    const d = danger(s, u, c, a.target);
    if (d < least) {
      best = c;
      least = d;
    }
  }
  return best === first ? a : { ...a, to: best };
}
