/**
 * Copies of the state's records keyed by cell or side, with one entry set. `{ ...r, [k]: v }`
 * takes V8's slow generic path (a spread followed by a computed key): about ten times the time of
 * the loop below in a micro-benchmark, and 6-8% of a simulated battle spread over the rules'
 * writers (the free moves, damage dealt, declarations, sets, gobble dice). The loop gives the
 * spread's key order: for-in walks own keys as a spread does (integer-like keys first, then the
 * rest in insertion order), and setting a key already there keeps its place. A record a cell was
 * deleted from is in dictionary mode, and a plain spread of one is slow too (the units writer,
 * board.ts, copies the positions by this loop). A key `__proto__`
 * (a side may be named anything) goes by the spread, which makes it an own key where assigning
 * it would set the copy's prototype.
 */

/** A shallow copy of `r` (its own keys, in a spread's order). */
export function copyRecord<T>(r: Readonly<Record<string, T>>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const k in r) {
    if (k === '__proto__') return { ...r };
    out[k] = r[k]!;
  }
  return out;
}

/** `{ ...r, [key]: value }`, by the loop. */
export function withEntry<T>(r: Readonly<Record<string, T>>, key: string, value: T): Record<string, T> {
  if (key === '__proto__') return { ...r, [key]: value };
  const out = copyRecord(r);
  out[key] = value;
  return out;
}
