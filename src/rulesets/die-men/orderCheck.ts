/** Small pieces shared by the order checks (tactics.ts, attackOrder.ts, moveOrder.ts). */
import { fail, ok, problem, type Result } from '../../core/problem';
import { gridFor } from '../../grid/grid';
import type { CellKey } from '../../grid/types';
import { unitsOf, type Positions } from './board';
import type { SkipReason } from './events';
import type { BattleState } from './state';

/** A Problem (unlawful), a SkipReason (overtaken by events, ruling 7), or null (carry it out). */
export type Verdict = Result<SkipReason | null>;

export const err = (code: string, message: string, field: string, facts: Record<string, unknown>): Verdict =>
  fail(problem(code, message, { path: ['tactic', field], facts }));

export function badCell(state: BattleState, key: CellKey, field: string): Verdict | null {
  if (gridFor(state.rules.grid).inBounds(key)) return null;
  return err('order.bad-cell', `${String(key)} is not a cell on the map`, field, { cell: key });
}

/**
 * Ruling 7, the one rule for every check of a scripted or pending order: `check` judges the order
 * on a position (null: lawful there). Lawful on the present position: null. Unlawful now but
 * lawful on the position the round began with: the order was overtaken by events, so the set is
 * skipped for `skip`; or, where `skip` is null, the order stands and is carried out with what is
 * left (ruling 12: a move carries whatever survives). Unlawful then too: the problem, as it is now.
 */
export function judged(
  state: BattleState,
  check: (pos: Positions) => Verdict | null,
  skip: SkipReason | null,
): Verdict | null {
  const now = check(state.occupants);
  if (now === null) return null;
  if (check(state.roundStart) !== null) return now;
  return skip === null ? null : ok(skip);
}

/** The side's units must be in `key`; if they were there when the round began, the set is skipped. */
export function needUnits(state: BattleState, side: string, key: CellKey, field: string): Verdict | null {
  return judged(
    state,
    (pos) =>
      unitsOf(pos, key, side) > 0
        ? null
        : err('order.no-units', `${side} has no units in ${key}`, field, { side, cell: key }),
    'no-units',
  );
}
