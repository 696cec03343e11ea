/** The round's queue of both sides' sets in timing order, as a table. */
import { fitTable } from '../../layout/fitTable';
import { cutAtWord, visibleWidth } from '../../layout/wrap';
import type { QueuedSet } from '../../../rulesets/die-men/types';
import type { Style } from '../../style';
import { setLabel, type SideNames } from './names';
import { ASKING_NAME } from '../../render/sideNames';

/** Columns a four-column table takes besides its cells: five borders and a space either side of each cell. */
const TABLE_CHROME = 5 + 4 * 2;

export function renderQueue(
  queue: readonly QueuedSet[],
  groups: readonly (readonly string[])[],
  names: SideNames,
  style: Style,
): string {
  if (queue.length === 0) return style.dim('no sets this round');
  const groupOf = new Map<string, number>();
  groups.forEach((g, i) => g.forEach((id) => groupOf.set(id, i)));
  const cells = queue.map((set, i) => {
    const g = groupOf.get(set.id);
    const together = g !== undefined && (groups[g]?.length ?? 0) > 1 ? `together (group ${g + 1})` : '';
    return [String(i + 1), setLabel(set), set.side, together] as const;
  });
  // A side's name cut at a word to what the other columns leave: a 73-character army name wrapped
  // every row onto two or three lines (`together (group | 5)`), and at 80x24 the table and the
  // question after it no longer fitted the screen.
  const widest = (k: number, head: string): number =>
    Math.max(visibleWidth(head), ...cells.map((c) => visibleWidth(c[k]!)));
  const room = style.width - TABLE_CHROME - widest(0, '#') - widest(1, 'set') - widest(3, 'timing');
  const rows = cells.map(([n, set, side, together]) => [
    n,
    set,
    names.styled(side, cutAtWord(names.name(side), Math.max(room, ASKING_NAME))),
    together,
  ]);
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
