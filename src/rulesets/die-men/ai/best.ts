/** Picking the best of a list, with the seeded tie-break every choice of the computer general uses. */

/** The best of `items` by `score`; equal scores are broken by `tie`. */
export function best<T>(items: readonly T[], score: (x: T) => number, tie: () => number): T {
  let top: T[] = [];
  let topScore = -Infinity;
  for (const x of items) {
    const s = score(x);
    if (s > topScore + 1e-9) {
      topScore = s;
      top = [x];
    } else if (s > topScore - 1e-9) top.push(x);
  }
  return top.length === 1 ? top[0]! : top[Math.floor(tie() * top.length)]!;
}
