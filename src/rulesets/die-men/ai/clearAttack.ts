/**
 * The computer general's first, cheap look at a set's order (issue 23, an announced play change):
 * an attack next door that is expected to kill two units or more is taken at once, without
 * listing every lawful order and scoring them all. Most of a battle's orders are such attacks
 * (8 of 14 a battle in the 15-vs-15), and a move seldom beats one, so the full weighing
 * (chooseTactic) is kept for the sets with no clear attack, or with a defence scoring more: the
 * moves into contact, the defences against a strong enemy, the weak or spoiled attacks. Measured head to head against the
 * general that weighed every order: as strong on every bundled scenario
 * (docs/computer-general.md).
 */
import type { CellKey } from '../../../grid/types';
import { lawful } from '../lawful';
import type { BattleState } from '../state';
import type { QueuedSet, Request, Tactic } from '../types';
import { attackValue, scoreDefend } from './scoreTactic';
import { canAttack, currentIndex, setsToCome } from './threat';
import { isEnemy, viewOf, type View } from './view';

type Req<K extends Request['kind']> = Extract<Request, { kind: K }>;

/** Expected kills (in units, the knock included) that make an attack clear. */
export const CLEAR_ATTACK = 2;

/**
 * The best attack by troops from a hex in contact into an enemy hex next to it, if it scores
 * CLEAR_ATTACK or more and is lawful; null sends the set to the full weighing. Ties go to the
 * first found (the view's contact order, then the grid's neighbour order), so no tie-break is drawn.
 */
export function clearAttack(state: BattleState, request: Req<'assign'>): Tactic | null {
  const side = request.side;
  if (!canAttack(state, side)) return null;
  const v = viewOf(state, side);
  const { width, height } = request.set;
  let top = CLEAR_ATTACK - 1e-9;
  let from: CellKey | null = null;
  let to: CellKey | null = null;
  for (const f of v.contact) {
    for (const t of v.grid.neighbours(f)) {
      if (!isEnemy(v, t)) continue;
      const value = attackValue(state, v, f, t, width, height);
      if (value > top) {
        top = value;
        from = f;
        to = t;
      }
    }
  }
  if (from === null || to === null) return null;
  if (defenceBeats(state, v, request.set, top)) return null;
  const attack: Tactic = { type: 'attack', from, to };
  return lawful(state, side, attack, request.set) ? attack : null;
}

/**
 * True when a defence the side may declare (Hold, Deploy) scores more than `value` in one of its
 * hexes in contact (a hex with no enemy next to it saves nothing): the set goes to the full
 * weighing. Scored as chooseTactic scores it, with the enemy sets still to come in the queue.
 */
function defenceBeats(state: BattleState, v: View, set: QueuedSet, value: number): boolean {
  const declared = state.declarations[v.side]?.strategy;
  if (declared !== 'hold' && declared !== 'deploy') return false;
  const g = state.group;
  const enemyToCome = setsToCome(state, g ? g.start : currentIndex(state)).filter(
    (s) => s.side !== v.side && s.id !== set.id,
  );
  if (enemyToCome.length === 0) return false;
  const ctx = { state, v, set, enemyToCome };
  for (const at of v.contact) if (scoreDefend(ctx, at) > value) return true;
  return false;
}
