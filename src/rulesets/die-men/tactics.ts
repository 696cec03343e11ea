/**
 * Is an order lawful? Resolve (die-men.txt, "Resolve", "Attack", "Defend", "Move") and the limits
 * of each strategy ("Deploy", "Seize", "Hold", "Retreat"; rulings 3 and 7). Attacks are checked in
 * attackOrder.ts, moves in moveOrder.ts.
 *
 * The answer has three outcomes: a Problem (the order breaks a rule: an error), a SkipReason (the
 * order was lawful when the round began but earlier results have made it impossible: the set is
 * skipped and reported), or null (carry it out).
 *
 * An order marked `pc` was taken by a player character who won a Command Interference roll for
 * that hex this round: the declared strategy doesn't limit it ("Command Interference").
 */
import { ok } from '../../core/problem';
import { gridFor } from '../../grid/grid';
import type { CellKey } from '../../grid/types';
import { checkAttack } from './attackOrder';
import { enemyFaces } from './board';
import { checkMove } from './moveOrder';
import { badCell, err, judged, needUnits, type Verdict } from './orderCheck';
import type { BattleState } from './state';
import type { Declaration, QueuedSet, Tactic } from './types';

export type { Verdict } from './orderCheck';

/** Retreat may Defend only when enemy units stand on two or more faces of the hex (ruling 3). */
export const SURROUNDED_FACES = 2;

/** The hex whose units carry out the tactic. */
export const originOf = (t: Tactic): CellKey | null =>
  t.type === 'defend' ? t.at : t.type === 'pass' ? null : t.from;

/**
 * `set` (the set being spent) decides how far cavalry and chariots go; without it a move is
 * judged as one hex.
 */
export function checkTactic(state: BattleState, side: string, tactic: Tactic, set?: QueuedSet): Verdict {
  const decl = state.declarations[side];
  if (!decl) return err('order.no-declaration', `${side} has not declared a strategy`, 'type', { side });
  if (tactic && tactic.type !== 'pass' && tactic.pc) {
    const bad = checkCommand(state, side, tactic);
    if (bad) return bad;
  }
  switch (tactic.type) {
    case 'pass':
      return ok(null);
    case 'attack':
      return checkAttack(state, side, decl, tactic);
    case 'defend':
      return checkDefend(state, side, decl, tactic.at, tactic.pc === true);
    case 'move':
      return checkMove(state, side, decl, tactic, set);
    default:
      return err('order.bad-tactic', `a set is spent on attack, defend, move or pass`, 'type', {
        tactic: (tactic as { type?: unknown }).type,
      });
  }
}

/** A `pc` order needs a player character in its hex who won this round's Command Interference roll. */
function checkCommand(state: BattleState, side: string, tactic: Tactic): Verdict | null {
  const at = originOf(tactic)!;
  if (!state.rules.complications.commandInterference) {
    return err('order.no-command-interference', `Command Interference is not in play`, 'pc', { at });
  }
  if ((state.commandTokens[side] ?? []).includes(at)) return null;
  return err(
    'order.no-command',
    `no player character of ${side}'s in ${at} has a Command Interference success to spend`,
    'pc',
    { at, side },
  );
}

function checkDefend(state: BattleState, side: string, decl: Declaration, at: CellKey, pc: boolean): Verdict {
  const bad = badCell(state, at, 'at');
  if (bad) return bad;
  if (decl.strategy === 'seize' && !pc) {
    return err('order.strategy-forbids-defend', `an army that declared seize can't defend`, 'type', {
      strategy: decl.strategy,
    });
  }
  const units = needUnits(state, side, at, 'at');
  if (units) return units;
  if (decl.strategy === 'retreat' && !pc) {
    const grid = gridFor(state.rules.grid);
    const surrounded = judged(
      state,
      (pos) => {
        const faces = enemyFaces(grid, pos, at, side);
        if (faces >= SURROUNDED_FACES) return null;
        return err('order.not-surrounded', `a retreating army defends only when surrounded`, 'at', {
          at,
          enemyFaces: faces,
          needed: SURROUNDED_FACES,
        });
      },
      'not-surrounded',
    );
    if (surrounded) return surrounded;
  }
  return ok(null);
}
