/**
 * A kept fast position made into another (opening.ts: each trial of a set-up starts from a copy of
 * its first trial's take-over), whatever fields the position gains.
 */
import { positionFields } from '../caches';
import type { Fast } from './position';

/** A position's typed arrays and numbers by name: every position has the fields takeOver gives it. */
function playedFields(f: Fast): { readonly arrays: readonly string[]; readonly numbers: readonly string[] } {
  if (positionFields.arrays !== null) return positionFields as { arrays: string[]; numbers: string[] };
  const entries = Object.entries(f);
  const fields = {
    arrays: entries.filter(([, v]) => ArrayBuffer.isView(v)).map(([key]) => key),
    numbers: entries.filter(([, v]) => typeof v === 'number').map(([key]) => key),
  };
  Object.assign(positionFields, fields);
  return fields;
}

/**
 * Makes `to` the position `from` is: both taken over from one state (the same map, units, rules
 * and s0), `to` played on since. Every typed array and number of the position is copied, whatever
 * fields it gains; the units, what cautionOf reads and the rest are its only other played fields
 * (the decision and the scratch are written before they are read).
 */
export function copyPosition(to: Fast, from: Fast): void {
  const into = to as unknown as Record<string, unknown>;
  const src = from as unknown as Record<string, unknown>;
  const { arrays, numbers } = playedFields(from);
  for (const key of arrays) (into[key] as Uint8Array).set(src[key] as Uint8Array);
  for (const key of numbers) into[key] = src[key];
  for (let k = 0; k < from.n; k++) {
    const u = from.units[k]!;
    const x = to.units[k]!;
    x.at = u.at;
    x.health = u.health;
    x.uses = u.uses;
  }
  to.view.round = from.view.round;
  Object.assign(to.view.destroyed, from.view.destroyed);
}
