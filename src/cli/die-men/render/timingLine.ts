/**
 * The round's sets in timing order on a line (or two), for the split question: at 80x24 the roll
 * and the queue table took the screen and the board above the question scrolled off; drawn
 * instead, the board pushed the table off. This line keeps the order in sight under the board:
 * `timing: G 4×10 · R 4×7 2×10 2×9 · together: G 2×3 R 2×3`, tagged as the map's key tags sides.
 */
import { flow } from '../../layout/wrap';
import type { QueuedSet } from '../../../rulesets/die-men/types';
import { setLabel, type SideNames } from './names';
import { sideTags } from './sideKey';

/** `groups`: the sets in timing order, sets resolved together in one group. */
export function timingLine(
  groups: readonly (readonly QueuedSet[])[],
  names: SideNames,
  width: number,
): string[] {
  const tags = sideTags([...names.index.keys()]);
  const tagged = (sets: readonly QueuedSet[]): string =>
    names.styled(sets[0]!.side, `${tags.get(sets[0]!.side)} ${sets.map(setLabel).join(' ')}`);
  const items: string[] = [];
  let run: QueuedSet[] = [];
  const endRun = () => {
    if (run.length > 0) items.push(tagged(run));
    run = [];
  };
  for (const group of groups) {
    if (group.length > 1) {
      endRun();
      items.push(`together: ${group.map((s) => tagged([s])).join(' ')}`);
    } else if (run.length > 0 && run[0]!.side !== group[0]!.side) {
      endRun();
      run = [group[0]!];
    } else run.push(group[0]!);
  }
  endRun();
  // A line break only between runs, never inside one.
  const parts = items.map((item, i) => (i < items.length - 1 ? `${item} ·` : item));
  return flow(['timing:', ...parts], width, ' ');
}
