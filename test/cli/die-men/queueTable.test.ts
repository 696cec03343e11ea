/**
 * The round's queue table at 80 columns with an army's long name (src/cli/die-men/render/
 * renderQueue.ts). Played on river-crossing at 80x24 with a 73-character army name: the side
 * column took the name whole, so every row wrapped onto two or three lines (`together (group` and
 * `5)` apart) and the table of six sets took 20 lines. The name is now cut at a word to the room
 * the other columns leave; each set is one line.
 */
import { renderQueue } from '../../../src/cli/die-men/render/renderQueue';
import { sideNames } from '../../../src/cli/die-men/render/names';
import { visibleWidth } from '../../../src/cli/layout/wrap';
import { plainStyle } from '../../../src/cli/style';
import type { QueuedSet } from '../../../src/rulesets/die-men/types';

const LONG = 'The Most Honourable Company of Greycloak Riders and Yeomanry of the March';
const names = sideNames(
  [
    { id: 'c', name: LONG },
    { id: 'w', name: 'The River Wardens' },
  ],
  plainStyle,
);
const set = (side: string, width: number, height: number, n: number): QueuedSet => ({
  id: `${side}.${width}x${height}.${n}`,
  side,
  width,
  height,
  rolledWidth: width,
});

describe("Die, Men!'s queue table with a long army name at 80 columns", () => {
  const queue = [
    set('c', 5, 10, 1),
    set('w', 3, 4, 2),
    set('c', 2, 3, 3),
    set('w', 2, 2, 4),
    set('c', 2, 1, 5),
    set('w', 2, 1, 6),
  ];
  const groups = [
    [queue[0]!.id],
    [queue[1]!.id],
    [queue[2]!.id],
    [queue[3]!.id],
    [queue[4]!.id, queue[5]!.id],
  ];
  const lines = renderQueue(queue, groups, names, plainStyle).split('\n');

  it('each set on one line, within 80 columns', () => {
    // The top border, the header, one line a set, the bottom border.
    expect(lines).toHaveLength(queue.length + 3);
    for (const l of lines) expect(visibleWidth(l)).toBeLessThanOrEqual(80);
    expect(lines.filter((l) => l.includes('together (group 5)'))).toHaveLength(2);
  });

  it('the long name cut at a word, the short one whole', () => {
    const long = lines.find((l) => l.includes('5×10'))!;
    expect(long).toMatch(/The Most Honourable Company of[^│]*…/);
    expect(lines.find((l) => l.includes('3×4'))).toContain('The River Wardens ');
  });
});
