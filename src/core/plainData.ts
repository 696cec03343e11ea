/**
 * What makes parsed user data (a scenario file, a battle log line) unsafe to hand on, found
 * without recursion so hostile input can't overflow the stack here:
 * - nesting deeper than any real file needs: the recursive code after it (the stable hash, the
 *   schema) would run out of stack and stop with an internal error instead of one clear line;
 * - a `__proto__` key: YAML and JSON.parse keep it as an own field, but a zod record drops it
 *   without a word and an assignment `out[key] = value` turns it into the object's prototype.
 * Other names of Object.prototype (`constructor`, `toString`) are harmless as own fields; code
 * that looks user keys up uses `hasOwn` (below), a Map, or refuses them as names (`isReservedName`).
 */
import type { PathSegment } from './problem';

/** Real scenarios nest about 8 levels; hundreds would only be an attack or a generator gone wrong. */
export const MAX_DATA_DEPTH = 100;

export type DataHazard =
  | { readonly kind: 'too-deep'; readonly path: readonly PathSegment[] }
  | { readonly kind: 'proto-key'; readonly path: readonly PathSegment[] };

interface Frame {
  readonly value: unknown;
  readonly path: readonly PathSegment[];
}

/**
 * The hazards in `value`, depth-first in key order, at most `limit` of them; nothing below a
 * node nested too deep is looked at.
 */
export function dataHazards(value: unknown, maxDepth = MAX_DATA_DEPTH, limit = Infinity): DataHazard[] {
  const out: DataHazard[] = [];
  const stack: Frame[] = [{ value, path: [] }];
  while (stack.length > 0 && out.length < limit) {
    const { value: v, path } = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (path.length >= maxDepth) {
      out.push({ kind: 'too-deep', path });
      continue;
    }
    const entries: [PathSegment, unknown][] = Array.isArray(v)
      ? v.map((x, i): [PathSegment, unknown] => [i, x])
      : Object.keys(v).map((k): [PathSegment, unknown] => [k, (v as Record<string, unknown>)[k]]);
    for (const [k] of entries) if (k === '__proto__') out.push({ kind: 'proto-key', path: [...path, k] });
    for (let i = entries.length - 1; i >= 0; i--) {
      const [k, x] = entries[i]!;
      if (x !== null && typeof x === 'object') stack.push({ value: x, path: [...path, k] });
    }
  }
  return out.slice(0, limit);
}

/** The first hazard in `value`, or null when there is none. */
export const findDataHazard = (value: unknown, maxDepth = MAX_DATA_DEPTH): DataHazard | null =>
  dataHazards(value, maxDepth, 1)[0] ?? null;

/** `hazard` in words: "nested more than 100 levels deep", "`__proto__` can't be used as a name". */
export function describeHazard(hazard: DataHazard, maxDepth = MAX_DATA_DEPTH): string {
  return hazard.kind === 'too-deep'
    ? `nested more than ${maxDepth} levels deep`
    : '"__proto__" is not a name a file may use';
}

/** True when `key` is an own field of `obj` (never one inherited from Object.prototype). */
export const hasOwn = (obj: object, key: PropertyKey): boolean =>
  Object.prototype.hasOwnProperty.call(obj, key);

/**
 * Names a plain object already answers to (`constructor`, `toString`, `__proto__`...): as a key
 * they read back an inherited function when absent. Refused as ids that key the rules' maps.
 */
export const isReservedName = (name: string): boolean => name in Object.prototype;
