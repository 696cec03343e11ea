/**
 * The harm a unit can do where it stands (what the general activates by): potential() at its own
 * squares with every weapon and all its Core actions. Asked of every unit not yet activated at
 * each activation, when mostly nothing has changed since the last time but the one or two units
 * that acted: so what each weapon would do to each enemy before cover is kept per pair of units,
 * and worked out again only when what it depends on changes (where either stands, the weapons,
 * the enemy's Speed), not for every marker taken; the cover, which the enemy's friends can
 * change, is taken off as asked.
 */
import { minesByUnit as kept } from '../caches';
import { sightOf, type Sight, type TableIndex } from '../geometry';
import type { BattleState, Unit } from '../state';
import { meanHitDamage, needAgainst, type Profile } from '../weapons';
import { unusedSlots } from './context';
import { foesOf, hitChance, profilesOf, type Foe } from './foes';
import { strikeField } from './strikeField';

/** What raw() worked out for one enemy, and what of the enemy it depends on. */
interface Raw {
  /** The enemy's squares (unitSquares: the same array while its models stay), Speed, squad and height. */
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
  /** Per enemy unit id: what each slot would do to it before cover. */
  readonly byFoe: Map<string, Raw>;
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
    byFoe: new Map(),
    values: slots.map(() => 0),
  };
  kept.set(u.id, m);
  return m;
}

/**
 * What each of `mine`'s weapon slots would do to `foe` before cover: the context's damage()
 * up to the cover step (the same sums, in the same order).
 */
function raw(sight: Sight, mine: Mine, foe: Foe): number[] {
  const u = mine.unit;
  const out = new Array<number>(mine.profiles.length).fill(0);
  for (const w of mine.slots) {
    const p = mine.profiles[w]!;
    const field = strikeField(sight, foe.unit, u.height, p);
    let attackers = 0;
    for (const x of mine.cells) if (x >= 0 && field.has(x)) attackers++;
    if (attackers === 0) continue;
    out[w] =
      attackers * hitChance(needAgainst(p, foe.speed)) * meanHitDamage(foe.unit.squad ? p.vsSquad : p.vsUnit);
  }
  return out;
}

/** Whether `foe` is as raw() last saw it. */
const sameFoe = (r: Raw, foe: Foe): boolean =>
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
  const { slots, values, profiles } = mine;
  values.fill(0);
  for (const foe of foes) {
    let known = mine.byFoe.get(foe.unit.id);
    if (!known || !sameFoe(known, foe)) {
      const dmg = raw(sight, mine, foe);
      known = {
        cells: foe.cells,
        speed: foe.speed,
        squad: foe.unit.squad,
        height: foe.unit.height,
        raw: dmg,
        any: dmg.some((x) => x > 0),
      };
      mine.byFoe.set(foe.unit.id, known);
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
function largest(values: number[], k: number): number {
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
