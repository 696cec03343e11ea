/** The round's queue of both sides' sets in timing order, as a table. */
import { fitTable } from '../../layout/fitTable';
import type { QueuedSet } from '../../../rulesets/die-men/types';
import type { Style } from '../../style';
import { setLabel, type SideNames } from './names';

export function renderQueue(
  queue: readonly QueuedSet[],
  groups: readonly (readonly string[])[],
  names: SideNames,
  style: Style,
): string {
  if (queue.length === 0) return style.dim('no sets this round');
  const groupOf = new Map<string, number>();
  groups.forEach((g, i) => g.forEach((id) => groupOf.set(id, i)));
  const rows = queue.map((set, i) => {
    const g = groupOf.get(set.id);
    const together = g !== undefined && (groups[g]?.length ?? 0) > 1 ? `together (group ${g + 1})` : '';
    return [String(i + 1), setLabel(set), names.styled(set.side, names.name(set.side)), together];
  });
  return fitTable(
    {
      head: ['#', 'set', 'side', 'timing'],
      rows,
      wrap: [2, 3],
      colours: { head: style.enabled ? ['bold'] : [], border: style.enabled ? ['grey'] : [] },
    },
    style.width,
  );
}
