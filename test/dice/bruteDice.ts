/**
 * Brute force for tests: every way the physical dice of an expression can land, each read with
 * readDice (the roller's own reading), tallied. Independent of the distribution code.
 */
import { readDice, rollRequests, type DiceExpression } from '../../src/dice';

export interface Tally {
  /** Rolls giving each value. */
  readonly counts: Map<number, bigint>;
  /** All rolls: the product of the physical dice's faces. */
  readonly total: bigint;
}

export function brute(e: DiceExpression): Tally {
  const requests = rollRequests(e);
  const sides = requests.flatMap((r) => new Array<number>(r.count).fill(r.sides));
  const faces = sides.map(() => 1);
  const counts = new Map<number, bigint>();
  let total = 0n;
  for (;;) {
    const groups: number[][] = [];
    let at = 0;
    for (const r of requests) {
      groups.push(faces.slice(at, at + r.count));
      at += r.count;
    }
    const value = readDice(e, groups).total;
    counts.set(value, (counts.get(value) ?? 0n) + 1n);
    total++;
    // Next combination, like an odometer.
    let i = 0;
    while (i < faces.length && faces[i] === sides[i]) faces[i++] = 1;
    if (i === faces.length) break;
    faces[i]!++;
  }
  return { counts, total };
}
