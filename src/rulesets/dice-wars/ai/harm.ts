/**
 * The harm a unit can do where it stands (what the general activates by): potential() at its own
 * squares with every weapon and all its Core actions. Asked of every unit not yet activated at
 * each activation, when mostly nothing has changed since the last time but the one or two units
 * that acted: so what each weapon would do to each enemy before cover is kept per pair of units,
 * and worked out again only when what it depends on changes (where either stands, the weapons,
 * the enemy's Speed), not for every marker taken; the cover, which the enemy's friends can
 * change, is taken off as asked.
 */
import { harmGaps, minesByUnit as kept } from '../caches';
import { sightOf, type Lines, type Sight, type TableIndex } from '../geometry';
import { gapBetween } from '../table/gap';
import type { BattleState, Unit } from '../state';
import { meanHitDamage, needAgainst, type Profile } from '../weapons';
import { unusedSlots } from './context';
import { foesOf, hitChance, profilesOf, type Foe } from './foes';

/** What raw() worked out for one enemy, and what of the enemy it depends on. */
interface Raw {
  /** The enemy's id, squares (unitSquares: the same array while its models stay), Speed, squad and height. */
  readonly id: string;
  readonly cells: Int32Array;
  readonly speed: number;
  readonly squad: boolean;
  readonly height: number;
  readonly raw: readonly number[];
  readonly any: boolean;
}

/**
 * One of the general's units as harm() weighs it: kept while what it depends on stays (its
 * squares, equipment and height), not just while the unit object does, since a unit is replaced
 * for every marker it takes.
 */
export interface Mine {
  readonly unit: Unit;
  readonly models: Unit['models'];
  readonly equipment: Unit['equipment'];
  readonly t: TableIndex;
  readonly cells: readonly number[];
  readonly slots: readonly number[];
  /** By slot: the weapon's profile. */
  readonly profiles: readonly (Profile | null)[];
  /**
   * By the enemy's place in foesOf()'s list (the units' order, which a battle keeps: a unit that
   * is destroyed stays in the list with no models): what each slot would do to it before cover.
   */
  readonly byFoe: (Raw | undefined)[];
  /** Scratch: each slot's best so far. */
  readonly values: number[];
}

function mineOf(sight: Sight, u: Unit): Mine {
  const known = kept.get(u.id);
  if (
    known &&
    known.models === u.models &&
    known.equipment === u.equipment &&
    known.unit.height === u.height &&
    known.t === sight.index
  )
    return known;
  const { indexOf } = sight.index.ix;
  const slots = unusedSlots(u, null);
  const m: Mine = {
    unit: u,
    models: u.models,
    equipment: u.equipment,
    t: sight.index,
    cells: u.models.map((c) => indexOf.get(c) ?? -1),
    slots,
    profiles: profilesOf(u),
    byFoe: [],
    values: slots.map(() => 0),
  };
  kept.set(u.id, m);
  return m;
}

/**
 * What each of `mine`'s weapon slots would do to `foe` before cover: the context's damage()
 * up to the cover step (the same sums, in the same order). A model strikes the enemy when one of
 * its models is in the weapon's range and seen (StrikeField.has, asked here directly: this pair
 * is worked out again only when one of the two has moved, so a field's memo would serve no
 * second question, and making one costs more than the few gaps asked). The gaps between the two
 * units' squares are worked out once for all the weapons, and a weapon none of them is in range
 * of strikes with no model, sight unasked.
 */
function raw(sight: Sight, mine: Mine, foe: Foe): number[] {
  const u = mine.unit;
  const out = new Array<number>(mine.profiles.length).fill(0);
  const mc = mine.cells;
  const fc = foe.cells;
  const n = fc.length;
  const gaps = gapScratch(mc.length * n);
  const rows = sight.index.ix.rows;
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = 0; i < mc.length; i++) {
    const x = mc[i]!;
    const xc = (x / rows) | 0;
    for (let k = 0; k < n; k++) {
      const m = fc[k]!;
      if (x < 0 || m < 0) {
        gaps[i * n + k] = NaN; // off the table: never in range
        continue;
      }
      const c = (m / rows) | 0;
      const g = gapBetween(xc - c, x - xc * rows - (m - c * rows));
      gaps[i * n + k] = g;
      if (g < lo) lo = g;
      if (g > hi) hi = g;
    }
  }
  let lines: Lines | null = null;
  for (const w of mine.slots) {
    const p = mine.profiles[w]!;
    if (lo > p.max || hi < p.min) continue;
    lines ??= sight.between(foe.unit.height, u.height);
    let attackers = 0;
    for (let i = 0; i < mc.length; i++) {
      for (let k = 0; k < n; k++) {
        const g = gaps[i * n + k]!;
        if (g >= p.min && g <= p.max && lines.sees(fc[k]!, mc[i]!)) {
          attackers++;
          break;
        }
      }
    }
    if (attackers === 0) continue;
    out[w] =
      attackers * hitChance(needAgainst(p, foe.speed)) * meanHitDamage(foe.unit.squad ? p.vsSquad : p.vsUnit);
  }
  return out;
}

/** Room for raw()'s gaps (caches.ts `harmGaps`), grown as needed, never read beyond what a call wrote. */
function gapScratch(n: number): Float64Array {
  if (harmGaps.at.length < n) harmGaps.at = new Float64Array(Math.max(n, 64));
  return harmGaps.at;
}

/** Whether `foe` is as raw() last saw it. */
const sameFoe = (r: Raw, foe: Foe): boolean =>
  r.id === foe.unit.id &&
  r.cells === foe.cells &&
  r.speed === foe.speed &&
  r.squad === foe.unit.squad &&
  r.height === foe.unit.height;

/**
 * potential() of `u` where it stands, with all its weapons and u.core actions. The enemy's cover
 * is asked only of an enemy some weapon reaches (it matters to nothing else).
 */
export function harmWhereItStands(s: BattleState, u: Unit): number {
  const sight = sightOf(s.rules.table);
  const mine = mineOf(sight, u);
  const foes = foesOf(s, u.side, sight);
  const { slots, values, profiles, byFoe } = mine;
  values.fill(0);
  for (let f = 0; f < foes.length; f++) {
    const foe = foes[f]!;
    let known = byFoe[f];
    if (!known || !sameFoe(known, foe)) {
      const dmg = raw(sight, mine, foe);
      let any = false;
      for (let w = 0; w < dmg.length; w++) if (dmg[w]! > 0) any = true;
      known = {
        id: foe.unit.id,
        cells: foe.cells,
        speed: foe.speed,
        squad: foe.unit.squad,
        height: foe.unit.height,
        raw: dmg,
        any,
      };
      byFoe[f] = known;
    }
    if (!known.any) continue;
    for (let i = 0; i < slots.length; i++) {
      const w = slots[i]!;
      let dmg = known.raw[w]!;
      if (dmg === 0) continue;
      if (!profiles[w]!.ignoresCover && foe.covered()) dmg = Math.max(0, dmg - Math.min(1, dmg));
      dmg *= foe.keep;
      if (dmg > values[i]!) values[i] = dmg;
    }
  }
  return largest(values, u.core);
}

/** The sum of the `k` largest of `values` (it reorders them), largest first as a sort would add them. */
export function largest(values: number[], k: number): number {
  for (let i = 1; i < values.length; i++) {
    const v = values[i]!;
    let j = i;
    for (; j > 0 && values[j - 1]! < v; j--) values[j] = values[j - 1]!;
    values[j] = v;
  }
  let sum = 0;
  for (let i = 0; i < Math.min(values.length, Math.max(0, k)); i++) sum += values[i]!;
  return sum;
}
