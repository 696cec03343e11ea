/** Arithmetic on unit counts by type. Counts are immutable: every function returns a new object. */
import type { UnitCounts, UnitType } from './types';
import { UNIT_TYPES } from './types';

/**
 * Casualties come off the cheapest units first (ruling 8). One table, cheapest first: foot, then
 * the mounted and the special troops, the ram and siege engines, player characters last.
 */
export const CASUALTY_ORDER: readonly UnitType[] = [
  'infantry',
  'archer',
  'chariot',
  'cavalry',
  'flier',
  'bloc',
  'siege',
  'ram',
  'pc',
];

export function totalUnits(c: UnitCounts | undefined): number {
  // Only the types present (a count object holds unit types only): this runs everywhere.
  let n = 0;
  for (const t in c) n += c[t as UnitType] ?? 0;
  return n;
}

/** How many types have at least one unit. */
export function typeCount(c: UnitCounts): number {
  let n = 0;
  for (const t of UNIT_TYPES) if ((c[t] ?? 0) > 0) n++;
  return n;
}

function build(f: (t: UnitType) => number): UnitCounts {
  const out: Partial<Record<UnitType, number>> = {};
  for (const t of UNIT_TYPES) {
    const n = f(t);
    if (n > 0) out[t] = n;
  }
  return out;
}

export const addUnits = (a: UnitCounts, b: UnitCounts): UnitCounts => build((t) => (a[t] ?? 0) + (b[t] ?? 0));

/** a - b, never below zero per type. */
export const subtractUnits = (a: UnitCounts, b: UnitCounts): UnitCounts =>
  build((t) => Math.max(0, (a[t] ?? 0) - (b[t] ?? 0)));

/** Per type, the smaller of the two. */
export const clampUnits = (want: UnitCounts, have: UnitCounts): UnitCounts =>
  build((t) => Math.min(want[t] ?? 0, have[t] ?? 0));

/** True when every type of `part` is available in `whole`. */
export function fitsIn(part: UnitCounts, whole: UnitCounts): boolean {
  for (const t of UNIT_TYPES) if ((part[t] ?? 0) > (whole[t] ?? 0)) return false;
  return true;
}

/** `n` units from `have`, cheapest types first (at most what there is). */
export function takeCheapest(have: UnitCounts, n: number): UnitCounts {
  const out: Partial<Record<UnitType, number>> = {};
  let left = n;
  for (const t of CASUALTY_ORDER) {
    if (left <= 0) break;
    const take = Math.min(left, have[t] ?? 0);
    if (take > 0) out[t] = take;
    left -= take;
  }
  return out;
}

/** Known types only, each a non-negative integer. */
export function isUnitCounts(x: unknown): x is UnitCounts {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return false;
  for (const [k, v] of Object.entries(x)) {
    if (!(UNIT_TYPES as readonly string[]).includes(k)) return false;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) return false;
  }
  return true;
}
