/**
 * The harm a unit can do where it stands (what the general activates by): potential() at its own
 * squares with every weapon and all its Core actions. Asked of every unit not yet activated at
 * each activation, when mostly nothing has changed since the last time but the one or two units
 * that acted: so what each weapon would do to each enemy is kept per pair of units, and worked out
 * again only when either unit (replaced whenever it changes) or the enemy's cover differs.
 */
import { sightOf, type Sight, type TableIndex } from '../geometry';
import type { BattleState, Unit } from '../state';
import { meanHitDamage, needAgainst } from '../weapons';
import { weaponOf } from '../attack';
import { foesOf, hitChance, unusedSlots, type Foe } from './context';
import { strikeField } from './strikeField';

interface Mine {
  readonly unit: Unit;
  readonly t: TableIndex;
  readonly cells: readonly number[];
  readonly slots: readonly number[];
  readonly byFoe: Map<
    string,
    { readonly foe: Unit; readonly covered: boolean; readonly dmg: readonly number[] }
  >;
}

const kept = new Map<string, Mine>();

function mineOf(sight: Sight, u: Unit): Mine {
  const known = kept.get(u.id);
  if (known && known.unit === u && known.t === sight.index) return known;
  const { indexOf } = sight.index.ix;
  const m: Mine = {
    unit: u,
    t: sight.index,
    cells: u.models.map((c) => indexOf.get(c) ?? -1),
    slots: unusedSlots(u, null),
    byFoe: new Map(),
  };
  kept.set(u.id, m);
  return m;
}

/** What each of `mine`'s weapon slots would do to `foe` (the context's damage(), the same sums). */
function damages(sight: Sight, mine: Mine, foe: Foe, covered: boolean): number[] {
  const u = mine.unit;
  const out = new Array<number>(u.equipment.length + 1).fill(0);
  for (const w of mine.slots) {
    const p = weaponOf(u, w === 0 ? null : w - 1)!.profile;
    const field = strikeField(sight, foe.unit, u.height, p);
    let attackers = 0;
    for (const x of mine.cells) if (x >= 0 && field.has(x)) attackers++;
    if (attackers === 0) continue;
    let dmg =
      attackers * hitChance(needAgainst(p, foe.speed)) * meanHitDamage(foe.unit.squad ? p.vsSquad : p.vsUnit);
    if (!p.ignoresCover && covered) dmg = Math.max(0, dmg - Math.min(1, dmg));
    out[w] = dmg * foe.keep;
  }
  return out;
}

/** potential() of `u` where it stands, with all its weapons and u.core actions. */
export function harmWhereItStands(s: BattleState, u: Unit): number {
  const sight = sightOf(s.rules.table);
  const mine = mineOf(sight, u);
  const foes = foesOf(s, u.side, sight);
  const values = mine.slots.map(() => 0);
  for (const foe of foes) {
    const covered = foe.covered();
    let known = mine.byFoe.get(foe.unit.id);
    if (!known || known.foe !== foe.unit || known.covered !== covered) {
      known = { foe: foe.unit, covered, dmg: damages(sight, mine, foe, covered) };
      mine.byFoe.set(foe.unit.id, known);
    }
    mine.slots.forEach((w, i) => (values[i] = Math.max(values[i]!, known.dmg[w]!)));
  }
  values.sort((x, y) => y - x);
  let sum = 0;
  for (let i = 0; i < Math.min(values.length, Math.max(0, u.core)); i++) sum += values[i]!;
  return sum;
}
