/**
 * Each log line carries `sum`, a hash of the line chained to the line before it (the header's sum
 * hashes the header alone). An edited, removed or reordered line then breaks the chain exactly
 * where it happened, so `parseLog` can name the line, before any replay. Not cryptographic: it
 * catches casual edits and damage, which is what a table needs; a determined forger can recompute it.
 */
import { stableHash } from '../core/stableHash';

type Sealed<T> = T & { readonly sum: string };

/** The line without its sum. */
export function unsealed<T extends object>(line: T): Omit<T, 'sum'> {
  const { sum: _sum, ...rest } = line as T & { sum?: unknown };
  return rest;
}

export const headerSum = (header: object): string => stableHash(unsealed(header));

export const lineSum = (prev: string, line: object): string => stableHash({ prev, line: unsealed(line) });

export function sealHeader<T extends object>(header: T): Sealed<T> {
  return { ...header, sum: headerSum(header) };
}

/** Seals lines in order after `prev` (the sum of the line before them); returns them and the last sum. */
export function sealLines<T extends object>(
  prev: string,
  lines: readonly T[],
): { lines: Sealed<T>[]; last: string } {
  let last = prev;
  const out = lines.map((l) => {
    last = lineSum(last, l);
    return { ...unsealed(l), sum: last } as Sealed<T>;
  });
  return { lines: out, last };
}
