/**
 * What a general spending a set needs in sight and had scrolled off at 80x24: their own sets still
 * to come this round. The roll and the queue table are printed once, before the first set is
 * spent; the map drawn after each move pushes them off the screen.
 */
import type { BattleState } from '../../../rulesets/die-men';
import { visibleWidth } from '../../layout/wrap';
import { setLabel } from '../render/names';

/** `side`'s sets after the group being resolved, in queue order: `2×5 2×3 2×1`, or '' if none. */
export function setsAfter(state: BattleState, side: string): string {
  const from = state.group ? state.group.start + state.group.size : state.cursor + 1;
  return state.queue
    .slice(from)
    .filter((s) => s.side === side)
    .map(setLabel)
    .join(' ');
}

/**
 * `question` with `(to come: 2×5 2×3)` added when the line still fits `width` with inquirer's
 * `? ` before it and room for the answer (`answer` columns) after it; else the question alone.
 */
export function withSetsAfter(
  question: string,
  state: BattleState,
  side: string,
  width: number,
  answer = 8,
): string {
  const after = setsAfter(state, side);
  const text = `${question}  (to come: ${after || 'none'})`;
  return visibleWidth(text) + 2 + 1 + answer <= width ? text : question;
}
