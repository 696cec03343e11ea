/**
 * Squad coherency (DW-G6, "Move Action", "Deployment"): members within 1" (gap) of one another,
 * and one group: every member linked to every other by a chain of such steps, since a squad may
 * not be split up. (Two pairs far apart would each be "within 1" of another" yet split.)
 */
import type { CellKey } from '../../../grid/types';
import { gap } from './gap';

/** Whether the squad holds together: one chain of members each within 1" of the next. None or one: true. */
export function coherent(members: readonly CellKey[]): boolean {
  const n = members.length;
  if (n <= 1) return true;
  const joined = new Uint8Array(n);
  const queue = [0];
  joined[0] = 1;
  let count = 1;
  while (queue.length > 0) {
    const a = members[queue.pop()!]!;
    for (let j = 0; j < n; j++) {
      if (joined[j] || !(gap(a, members[j]!) <= 1)) continue;
      joined[j] = 1;
      count++;
      queue.push(j);
    }
  }
  return count === n;
}
