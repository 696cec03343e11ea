/**
 * The attack worth of every pairing of units on the fast position, both ways, by place, kept for
 * the battle (both sides' views copy from it: view.ts) and worked out again for a unit only when
 * its health changes.
 */
import { healthWorth, pairWorth, profileOf, worthTable } from '../ai/value';
import type { Unit } from '../types';
import type { Fast } from './position';

/**
 * Every pairing's attack worth by place (worth[a * n + t]: unit a attacking unit t) and each
 * unit's health worth, worked out again for a unit only when its health changes (roster.ts).
 */
export interface Pairings {
  readonly worth: Float64Array;
  readonly health: Int32Array;
  readonly profile: Int32Array;
  readonly healthWorth: Float64Array;
  /** Bumped whenever a pairing's worth changes. */
  version: number;
  /** Per unit: the version at which the pairings with it as target or attacker last changed. */
  readonly changed: Int32Array;
}

export function newPairings(f: Fast): Pairings {
  const n = f.n;
  const p: Pairings = {
    worth: new Float64Array(n * n),
    health: new Int32Array(n).fill(-1),
    profile: Int32Array.from(f.units, (u) => profileOf(u as Unit)),
    healthWorth: Float64Array.from(f.units, (u) => healthWorth(u as Unit)),
    version: 0,
    changed: new Int32Array(n),
  };
  return p;
}

/** The pairings set for another battle's units (as many): every pairing worked out again. */
export function resetPairings(p: Pairings, f: Fast): void {
  p.health.fill(-1);
  for (let k = 0; k < f.n; k++) {
    p.profile[k] = profileOf(f.units[k] as Unit);
    p.healthWorth[k] = healthWorth(f.units[k] as Unit);
  }
  p.version++;
}

/**
 * Brings the pairings of unit k, whose health changed, up to date (pairWorth reads the units'
 * health as they stand, so the units are brought up to date in any order).
 */
export function refreshPairings(f: Fast, p: Pairings, k: number): void {
  const n = f.n;
  const cells = worthTable(f.s0).cells;
  const u = f.units[k]!;
  p.health[k] = u.health;
  p.changed[k] = ++p.version;
  for (let j = 0; j < n; j++) {
    if (f.side[j] === f.side[k]) continue;
    const t = f.units[j]!;
    p.worth[k * n + j] = pairWorth(f.s0, cells, u as Unit, p.profile[k]!, t as Unit, p.profile[j]!);
    p.worth[j * n + k] = pairWorth(f.s0, cells, t as Unit, p.profile[j]!, u as Unit, p.profile[k]!);
  }
}
