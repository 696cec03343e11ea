/**
 * How far a cavalry move goes and by which way (movement.ts moveRange and pathLength, for the fast
 * position): a group of only cavalry goes up to the set's width in hexes, through hexes it may
 * enter that hold no enemy; any other group one hex.
 */
import type { Fast } from './position';

/** movement.ts moveRange: hexes a Move set `width` wide carries `n` units, `cav` of them cavalry. */
export const moveRange = (n: number, cav: number, width: number): number =>
  n > 0 && cav === n ? Math.max(1, width) : 1;

/** True when cell `to` is next to cell `from`. */
export function isNext(f: Fast, from: number, to: number): boolean {
  const { nbrStart, nbr } = f.m;
  for (let j = nbrStart[from]!; j < nbrStart[from + 1]!; j++) if (nbr[j] === to) return true;
  return false;
}

/**
 * movement.ts pathLength: steps of the shortest way from `from` to `to` for `side`, at most
 * `range`, through enterable hexes without an enemy (the target itself always counts one step);
 * Infinity when there is none. A breadth-first search over stamped scratch arrays.
 */
export function pathLength(f: Fast, side: number, from: number, to: number, range: number): number {
  if (isNext(f, from, to)) return 1;
  const { dist, n, nbrStart, nbr, enterable } = f.m;
  if (dist[from * n + to]! > range) return Infinity;
  const sc = f.scratch;
  const stamp = ++sc.stamp;
  const { seenAt, depth, queue } = sc;
  queue.length = 0;
  queue.push(from);
  seenAt[from] = stamp;
  depth[from] = 0;
  for (let q = 0; q < queue.length; q++) {
    const c = queue[q]!;
    const d = depth[c]!;
    if (d >= range) continue;
    for (let j = nbrStart[c]!; j < nbrStart[c + 1]!; j++) {
      const m = nbr[j]!;
      if (seenAt[m] === stamp) continue;
      if (m === to) return d + 1;
      const o = f.owner[m]!;
      if (!enterable[m] || (o >= 0 && o !== side)) continue;
      seenAt[m] = stamp;
      depth[m] = d + 1;
      queue.push(m);
    }
  }
  return Infinity;
}
