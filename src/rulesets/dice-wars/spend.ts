/** What an activation may still spend ("Core Actions", "Speed Dice in Moves"). */
import { plural } from '../../core/plural';
import { problem, type Problem } from '../../core/problem';
import { speedOf } from './board';
import type { Activation, Unit } from './state';
import type { Action } from './types';
import { moveActions } from './weapons';

export const refuse = (code: string, message: string, facts: Record<string, unknown> = {}): Problem =>
  problem(code, message, { path: ['action', 'type'], facts });

/**
 * Equipment piece `piece` (its index on the card) named as a script names it: its kind and which of
 * that kind it is, counted from 1 (`use: ranged, piece: 2`).
 */
export function pieceName(u: Unit, piece: number): string {
  const p = u.equipment[piece];
  if (!p) return `piece ${piece + 1}`;
  const nth = u.equipment.slice(0, piece + 1).filter((x) => x.kind === p.kind).length;
  return `${p.kind} piece ${nth}`;
}

/** Why `a` can't take `action` now ("Core Actions"), or null. */
export function spendProblem(u: Unit, a: Activation, action: Action): Problem | null {
  if (action.type === 'end') return null;
  if (action.type === 'freeMove')
    return a.freeMove
      ? refuse('act.free-move-used', `${u.name} has made its free move this activation`)
      : null;
  if (a.actions <= 0) return refuse('act.no-actions', `${u.name} has no Core actions left this activation`);
  if (action.type === 'move' && a.moves >= moveActions(speedOf(u)))
    return refuse(
      'act.move-used',
      `${u.name} may spend ${plural(moveActions(speedOf(u)), 'action')} on moves (4 Speed dice: two)`,
    );
  if (action.type === 'melee' && a.melee)
    return refuse('act.melee-used', `${u.name} has made its Basic Melee this activation`);
  if (action.type === 'equipment' && a.used.includes(action.piece))
    return refuse(
      'act.equipment-used',
      `${u.name} has used its ${pieceName(u, action.piece)} this activation`,
      {
        piece: action.piece,
      },
    );
  return null;
}
