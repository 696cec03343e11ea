/**
 * Lawful answers, for the generals: the units a side may activate, the moves and attacks a unit
 * may make now. A squad's moves are its formation moved as a whole (every member the same way),
 * plus, for a squad split up by its losses, one move that gathers it round its first member.
 */
import { unitsOf, enemiesOf } from './board';
import { planAttack } from './attack';
import { moveOptions } from './moves';
import type { Activation, BattleState, Unit } from './state';
import type { Action } from './types';
import { spendProblem } from './spend';

export { moveOptions };

export const unactivated = (s: BattleState, side: string): Unit[] =>
  unitsOf(s, side).filter((u) => !s.activated.includes(u.id));

/** Every attack `u` may make now: Basic Melee and each piece not yet used, at each enemy in reach. */
export function attackOptions(s: BattleState, u: Unit, a: Activation): Action[] {
  const out: Action[] = [];
  const pieces: (number | null)[] = [null, ...u.equipment.map((_, i) => i)];
  for (const piece of pieces) {
    for (const e of enemiesOf(s, u.side)) {
      const action: Action =
        piece === null ? { type: 'melee', target: e.id } : { type: 'equipment', piece, target: e.id };
      if (spendProblem(u, a, action)) break;
      if (!('code' in planAttack(s, u, piece, e.id))) out.push(action);
    }
  }
  return out;
}

/** The lawful actions of the activation under way, grouped by type (end, moves, attacks). */
export function actOptions(s: BattleState): { readonly type: string; readonly actions: Action[] }[] {
  const a = s.activation!;
  const u = s.units.find((x) => x.id === a.unit)!;
  const groups: { type: string; actions: Action[] }[] = [{ type: 'end', actions: [{ type: 'end' }] }];
  let options: readonly (readonly string[])[] | null = null; // the same squares for both kinds of move
  const moves = (type: 'freeMove' | 'move') => {
    if (spendProblem(u, a, { type, to: u.models })) return;
    options ??= moveOptions(s, u);
    groups.push({ type, actions: options.map((to) => ({ type, to })) });
  };
  moves('freeMove');
  moves('move');
  const attacks = attackOptions(s, u, a);
  if (attacks.length > 0) groups.push({ type: 'attack', actions: attacks });
  return groups;
}
