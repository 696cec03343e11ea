/**
 * What the computer general knows of each unit of a battle, by its place in the state's unit
 * list (which only ever loses units): its card's numbers, and the attack worth of every pairing
 * of enemies. Kept per battle and brought up to date from one position to the next: a unit
 * object that changed (moved, hurt, shot) is looked at again, and only a changed profile or
 * health works its pairings out again. A context (context.ts) then copies what it needs in its
 * own order, where building it afresh took hundreds of look-ups in the battle's worth table.
 */
import { reuseBuffer } from '../../../core/reuseBuffer';
import { kindOf, maxHealth } from '../board';
import { rostersByRules as rosters } from '../caches';
import type { BattleState } from '../state';
import type { Unit } from '../types';
import { cardsByProfile, healthWorth, pairWorth, profileOf, worthTable } from './value';

export interface Roster {
  /** The unit list it was brought up to date for. */
  units: readonly Unit[];
  readonly ids: readonly string[];
  readonly profile: Int32Array;
  readonly health: Float64Array;
  readonly ranged: Uint8Array;
  readonly speed: Int32Array;
  readonly range: Int32Array;
  /** How far it strikes next turn: its range (ranged) or its speed plus one. */
  readonly strikes: Int32Array;
  /** Health lost, as a share of its die (0-1). */
  readonly hurt: Float64Array;
  readonly healthWorth: Float64Array;
  /** worth[a * n + t]: unit a attacking unit t (0 for units of one side). */
  readonly worth: Float64Array;
  /**
   * stamp[k]: the roster's clock when unit k's pairings were last worked out again: a context
   * built at clock c copies again only the pairings of units stamped after c.
   */
  readonly stamp: Int32Array;
  clock: number;
  /** The buffer its arrays are carved from, and the one the roster before it left (see compacted). */
  readonly buf: ArrayBuffer;
  readonly spare: ArrayBuffer | null;
}

function facts(s: BattleState, r: Roster, k: number): void {
  const u = s.units[k]!;
  const p = profileOf(u);
  const card = cardsByProfile(s)[p]!;
  const ranged = kindOf(u) === 'ranged';
  r.profile[k] = p;
  r.health[k] = u.health;
  r.ranged[k] = ranged ? 1 : 0;
  r.speed[k] = card.speed;
  r.range[k] = card.range;
  r.strikes[k] = ranged ? card.range : card.speed + 1;
  r.hurt[k] = 1 - u.health / maxHealth(u);
  r.healthWorth[k] = healthWorth(u);
}

/** Unit k's pairings with every enemy, both ways. */
function pairings(s: BattleState, r: Roster, k: number): void {
  const n = r.ids.length;
  const table = worthTable(s).cells;
  const u = s.units[k]!;
  for (let j = 0; j < n; j++) {
    const t = s.units[j]!;
    if (t.side === u.side) continue;
    r.worth[k * n + j] = pairWorth(s, table, u, r.profile[k]!, t, r.profile[j]!);
    r.worth[j * n + k] = pairWorth(s, table, t, r.profile[j]!, u, r.profile[k]!);
  }
}

function empty(s: BattleState, units: readonly Unit[], spare: ArrayBuffer | null = null): Roster {
  const n = s.units.length;
  // One buffer for all: each typed array of more than a few dozen bytes is an allocation outside the heap.
  const buf = reuseBuffer(spare, 8 * (n * n + 3 * n) + 4 * 5 * n + n);
  let at = 0;
  const take = (bytes: number): number => (at += bytes) - bytes;
  const f64 = (k: number) => new Float64Array(buf, take(8 * k), k);
  const i32 = (k: number) => new Int32Array(buf, take(4 * k), k);
  const worth = f64(n * n);
  const health = f64(n);
  const hurt = f64(n);
  const healthWorth = f64(n);
  const profile = i32(n);
  const speed = i32(n);
  const range = i32(n);
  const strikes = i32(n);
  const stamp = i32(n);
  const ranged = new Uint8Array(buf, take(n), n);
  const ids = s.units.map((u) => u.id);
  return {
    units,
    ids,
    profile,
    health,
    ranged,
    speed,
    range,
    strikes,
    hurt,
    healthWorth,
    worth,
    stamp,
    clock: 0,
    buf,
    spare: null,
  };
}

function fresh(s: BattleState): Roster {
  const n = s.units.length;
  const r = empty(s, s.units);
  for (let k = 0; k < n; k++) facts(s, r, k);
  const table = worthTable(s).cells;
  for (let a = 0; a < n; a++) {
    for (let t = 0; t < n; t++) {
      const ua = s.units[a]!;
      const ut = s.units[t]!;
      if (ua.side !== ut.side) r.worth[a * n + t] = pairWorth(s, table, ua, r.profile[a]!, ut, r.profile[t]!);
    }
  }
  return r;
}

/**
 * `r` without the units `s` no longer has (the list only ever loses units, keeping its order),
 * as it stood for its own positions; null when `s` isn't such a list.
 */
function compacted(r: Roster, s: BattleState): Roster | null {
  const n = s.units.length;
  const from: number[] = [];
  for (let j = 0, k = 0; k < n; j++) {
    if (j >= r.ids.length) return null;
    if (r.ids[j] === s.units[k]!.id) {
      from.push(j);
      k++;
    }
  }
  // Into the buffer the roster before `r` left: `r` is dropped, and nothing reads a dropped roster.
  const c = {
    ...empty(
      s,
      from.map((j) => r.units[j]!),
      r.spare,
    ),
    spare: r.buf,
  };
  const n0 = r.ids.length;
  for (let k = 0; k < n; k++) {
    const j = from[k]!;
    c.profile[k] = r.profile[j]!;
    c.health[k] = r.health[j]!;
    c.ranged[k] = r.ranged[j]!;
    c.speed[k] = r.speed[j]!;
    c.range[k] = r.range[j]!;
    c.strikes[k] = r.strikes[j]!;
    c.hurt[k] = r.hurt[j]!;
    c.healthWorth[k] = r.healthWorth[j]!;
    for (let t = 0; t < n; t++) c.worth[k * n + t] = r.worth[j * n0 + from[t]!]!;
  }
  return c;
}

/** The battle's roster, brought up to date for `s`. */
export function rosterOf(s: BattleState): Roster {
  let r = rosters.get(s.rules);
  if (r !== undefined && r.units === s.units) return r;
  const n = s.units.length;
  if (r !== undefined && r.ids.length !== n) r = compacted(r, s) ?? undefined;
  let same = r !== undefined && r.ids.length === n;
  for (let k = 0; same && k < n; k++) same = r!.ids[k] === s.units[k]!.id;
  if (!same) return rosters.set(s.rules, fresh(s));
  r = rosters.set(s.rules, r!);
  for (let k = 0; k < n; k++) {
    const u = s.units[k]!;
    // A unit's facts go by its type, commander and health: one that only moved or shot keeps them.
    if (u === r.units[k] || u.health === r.health[k]) continue;
    const p = r.profile[k];
    const h = r.health[k];
    facts(s, r, k);
    if (r.profile[k] !== p || r.health[k] !== h) {
      pairings(s, r, k);
      r.stamp[k] = ++r.clock;
    }
  }
  r.units = s.units;
  return r;
}
