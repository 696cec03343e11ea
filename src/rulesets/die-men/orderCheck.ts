/** Small pieces shared by the order checks (tactics.ts, attackOrder.ts, moveOrder.ts). */
import { fail, ok, problem, type Result } from '../../core/problem';
import { gridFor } from '../../grid/grid';
import type { CellKey } from '../../grid/types';
import { unitsOf } from './board';
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

/** The side's units must be in `key`; if they were there when the round began, the set is skipped. */
export function needUnits(state: BattleState, side: string, key: CellKey, field: string): Verdict | null {
  if (unitsOf(state.occupants, key, side) > 0) return null;
  if (unitsOf(state.roundStart, key, side) > 0) return ok('no-units');
  return err('order.no-units', `${side} has no units in ${key}`, field, { side, cell: key });
}
