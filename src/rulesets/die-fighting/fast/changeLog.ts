/**
 * The fast position's log of the units that moved, were hurt or fell (`Fast.changeLog`, `Fast.changes`): a
 * view or side map kept from one decision to the next looks only at the units logged since it was
 * brought up to date, not at every unit.
 */
import type { Fast } from './position';

/** The change log's size less 1 (a power of 2, less 1): a view sees about 2 changes a side. */
export const CHANGE_MASK = 63;

/** Logs unit k as changed (moved, hurt or fallen). */
export function logChange(f: Fast, k: number): void {
  f.changeLog[f.changes & CHANGE_MASK] = k;
  f.changes++;
}

/**
 * Whether the units logged as changed since count `seen` are all in the log (-1: never seen, so
 * not): else the caller looks at every unit.
 */
export const logHolds = (f: Fast, seen: number): boolean =>
  seen >= 0 && seen <= f.changes && f.changes - seen <= CHANGE_MASK + 1;
