/**
 * The computer general's strategy: which enemy hex to aim for this round, and what to declare.
 * Kept apart because the free moves and the scoring of orders read the same plan and target.
 */
import type { CellKey } from '../../../grid/types';
import { targetsByRoundStart as targets } from '../caches';
import { needsGoal } from '../declare';
import { legalStrategies } from '../legal';
import type { BattleState } from '../state';
import type { Strategy } from '../types';
import { chooseTarget, viewOf, type View } from './view';

export interface Plan {
  readonly strategy: Strategy;
  /** The enemy hex to go for (the Seize goal), null when there is none. */
  readonly target: CellKey | null;
}

/**
 * The target is chosen once per round and side, on the positions when the round began: the goal
 * declared then stays the aim of the round's moves, and the choice costs one scan a round.
 */
export function targetOf(state: BattleState, side: string): CellKey | null {
  const bySide = targets.get(state.roundStart) ?? targets.set(state.roundStart, new Map());
  if (!bySide.has(side)) {
    const v = viewOf(state, side);
    bySide.set(
      side,
      v.pos === state.roundStart ? chooseTarget(state, v) : chooseTarget(state, roundStartView(state, side)),
    );
  }
  return bySide.get(side)!;
}

/** The view of the positions when the round began. */
function roundStartView(state: BattleState, side: string): View {
  return viewOf({ ...state, occupants: state.roundStart }, side);
}

/**
 * Twice the enemy's units or more: close in and finish the battle rather than wait for the round
 * limit. So far ahead, the enemy's sets can cost little, and a win on units left at the limit
 * looks to players like a general that gave up.
 */
export const FINISH_RATIO = 2;

/**
 * From the balance of forces: hopeless → retreat; most of the army already fighting → hold
 * (attack and defend); well ahead with nobody in reach, or ahead at the end → hold and let them
 * come; otherwise seize the weakest enemy hex within reach.
 */
export function plan(state: BattleState, side: string): Plan {
  const v = viewOf(state, side);
  const target = targetOf(state, side);
  if (v.enemyTotal === 0 || target === null) return { strategy: 'hold', target: null };
  const ratio = v.myTotal / v.enemyTotal;
  const roundsLeft = state.rules.options.maxRounds - state.round + 1;
  if (ratio < 0.3 && v.contact.length > 0) return { strategy: 'retreat', target };
  if (v.contact.length > 0 && v.engaged >= 0.6 * v.myTotal) return { strategy: 'hold', target };
  const finishing = ratio >= FINISH_RATIO;
  if (v.contact.length === 0 && ratio > 1 && !finishing && (ratio >= 1.25 || roundsLeft <= 2)) {
    return { strategy: 'hold', target };
  }
  return { strategy: 'seize', target };
}

/** The declaration for `plan`: its strategy if lawful (else the first lawful one), with its target as the goal. */
export function declare(state: BattleState, side: string) {
  const legal = legalStrategies();
  const p = plan(state, side);
  const strategy = legal.includes(p.strategy) ? p.strategy : legal[0]!;
  if (!needsGoal(strategy)) return { strategy };
  const at = p.target ?? viewOf(state, side).grid.cells[0]!;
  return { strategy, goal: { kind: 'cell' as const, at } };
}
