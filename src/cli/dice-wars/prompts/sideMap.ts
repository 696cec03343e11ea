/**
 * The table above a question about one side (pickWindow.ts): the rows of `units` (the side's by
 * default) and of the enemy's, drawn with the short key, each unit by its letter.
 */
import type { BattleState, Unit } from '../../../rulesets/dice-wars/state';
import type { PickMap } from '../../prompts/pickWindow';
import type { PromptContext } from './context';
import { cellRow as rowOf } from '../../../grid/cell';

export function sideMap(
  state: BattleState,
  side: string,
  ctx: Pick<PromptContext, 'boardRows'>,
  units: readonly Unit[] = state.units.filter((u) => u.side === side),
): PickMap {
  return {
    total: state.rules.table.rows,
    mine: units.flatMap((u) => u.models.map(rowOf)),
    theirs: state.units.filter((u) => u.side !== side).flatMap((u) => u.models.map(rowOf)),
    draw: (rows) => ctx.boardRows(state, rows),
  };
}
