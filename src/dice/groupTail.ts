/**
 * What may follow a roll group's braces: keep or drop (`kh1`, `k1`, `dl1`, `d1`; 1 to 3 digits) and
 * numbers added or taken away (`+2`, ` - 1`; 1 to 7 digits each), spaces around the numbers. Read
 * by hand rather than by a pattern: a group is parsed on every roll of it (#25).
 */
import type { KeepDrop } from './expression';

export interface GroupTail {
  readonly keep: KeepDrop | null;
  readonly add: number;
}

/** JavaScript's `\s`, so the reading is the one the pattern this replaces gave. */
function isSpace(c: number): boolean {
  return (
    c === 32 ||
    (c >= 9 && c <= 13) ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

const isDigit = (c: number): boolean => c >= 48 && c <= 57;

/** The tail `rest` reads as, or null when it doesn't. */
export function readGroupTail(rest: string): GroupTail | null {
  let i = 0;
  let keep: KeepDrop | null = null;
  const first = rest.charCodeAt(0) | 0x20;
  if (first === 0x6b /* k */ || first === 0x64 /* d */) {
    const second = rest.charCodeAt(1) | 0x20;
    const end = second === 0x68 /* h */ || second === 0x6c; /* l */
    const mode = (
      first === 0x6b
        ? end
          ? second === 0x68
            ? 'kh'
            : 'kl'
          : 'kh'
        : end
          ? second === 0x68
            ? 'dh'
            : 'dl'
          : 'dl'
    ) as KeepDrop['mode'];
    i = end ? 2 : 1;
    let count = 0;
    const start = i;
    while (i < rest.length && isDigit(rest.charCodeAt(i)) && i - start < 3)
      count = count * 10 + rest.charCodeAt(i++) - 48;
    if (i === start || isDigit(rest.charCodeAt(i))) return null;
    keep = { mode, count };
  }
  let add = 0;
  for (;;) {
    while (isSpace(rest.charCodeAt(i))) i++;
    if (i >= rest.length) return { keep, add };
    const sign = rest.charCodeAt(i);
    if (sign !== 43 /* + */ && sign !== 45 /* - */) return null;
    i++;
    while (isSpace(rest.charCodeAt(i))) i++;
    const start = i;
    let n = 0;
    while (isDigit(rest.charCodeAt(i)) && i - start < 7) n = n * 10 + rest.charCodeAt(i++) - 48;
    if (i === start || isDigit(rest.charCodeAt(i))) return null;
    add += sign === 43 ? n : -n;
  }
}
