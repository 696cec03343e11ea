/**
 * What the computer general expects of an attack: the hits it will land, what each does, less what
 * cover takes and what armour saves. Estimates, not odds to the last decimal.
 */
import { RecentCache } from '../../../core/recentCache';
import type { CellKey } from '../../../grid/types';
import { armorOf, enemiesOf, speedOf } from '../board';
import { canStrike, weaponOf } from '../attack';
import { hasCover } from '../movement';
import type { Activation, BattleState, Unit } from '../state';
import { meanHitDamage, needAgainst, saveOf, type Profile } from '../weapons';

const hitChance = (need: number): number => Math.max(0, Math.min(1, (7 - need) / 6));

function saveChance(t: Unit): number {
  const save = saveOf(armorOf(t));
  return save ? hitChance(save.need) : 0;
}

const covers = new RecentCache<BattleState['units'], Map<string, boolean>>(4);

/** Whether `t` has its cover now, worked out once per position (a move asks it of every square). */
function coveredNow(s: BattleState, t: Unit): boolean {
  const memo = covers.get(s.units) ?? covers.set(s.units, new Map());
  let c = memo.get(t.id);
  if (c === undefined) memo.set(t.id, (c = hasCover(s, t)));
  return c;
}

/** Expected markers that stick, from `models` striking `t` with profile `p`. */
export function expectedDamage(
  s: BattleState,
  models: readonly CellKey[],
  height: number,
  t: Unit,
  p: Profile,
): number {
  const attackers = models.filter((m) => canStrike(s, m, height, t, p)).length;
  if (attackers === 0) return 0;
  const per = meanHitDamage(t.squad ? p.vsSquad : p.vsUnit);
  let dmg = attackers * hitChance(needAgainst(p, speedOf(t))) * per;
  if (!p.ignoresCover && coveredNow(s, t)) dmg = Math.max(0, dmg - Math.min(1, dmg));
  return dmg * (1 - saveChance(t));
}

/** The unused weapons of `u` (null: Basic Melee), as the activation stands. */
export function unusedWeapons(u: Unit, a: Activation | null): (number | null)[] {
  const out: (number | null)[] = [];
  if (!a?.melee) out.push(null);
  u.equipment.forEach((p, i) => {
    if (p.dice > 0 && !a?.used.includes(i)) out.push(i);
  });
  return out;
}

/** Each unused weapon's best expected damage from `models`, the best `actions` of them summed. */
export function potential(
  s: BattleState,
  u: Unit,
  models: readonly CellKey[],
  a: Activation | null,
  actions: number,
): number {
  const values = unusedWeapons(u, a).map((piece) => {
    const profile = weaponOf(u, piece)!.profile;
    return Math.max(0, ...enemiesOf(s, u.side).map((e) => expectedDamage(s, models, u.height, e, profile)));
  });
  return values
    .sort((x, y) => y - x)
    .slice(0, Math.max(0, actions))
    .reduce((n, v) => n + v, 0);
}
