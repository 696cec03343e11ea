/**
 * Attacks ("Basic Melee Action", "Use Equipment Action", the dice tables, "Being in Cover"): every
 * model of the attacker that has the target in range and sight rolls one die (a unit one, a squad
 * one per eligible member, all at the one target); each die at or above the need hits; each hit
 * does 1, a D3 or a D6 by the weapon and the target; the damage goes on the target as markers,
 * but cover first takes the first single damage, once a round, unless the weapon ignores cover.
 */
import { problem, type Problem } from '../../core/problem';
import type { CellKey } from '../../grid/types';
import { refOf, speedOf, unitById } from './board';
import { roll, unitWith, update, view, type Draft } from './draft';
import type { Event, Weapon } from './events';
import { sightOf } from './geometry';
import { gapBetween } from './table/gap';
import { hasCover } from './movement';
import { pieceName } from './spend';
import type { BattleState, Unit } from './state';
import type { AttackDice } from './types';
import { BASIC_MELEE, hitDamage, needAgainst, profileOf, type Profile } from './weapons';

export interface AttackPlan {
  readonly weapon: Weapon;
  readonly profile: Profile;
  readonly target: Unit;
  /** The attacker's models that have the target in range and sight. */
  readonly attackers: readonly CellKey[];
  readonly need: number;
}

/** Whether a model at `from` can strike `target` with `p`: some model of it in range and seen. */
export function canStrike(s: BattleState, from: CellKey, height: number, target: Unit, p: Profile): boolean {
  const sight = sightOf(s.rules.table);
  const { indexOf, rows } = sight.index.ix;
  const a = indexOf.get(from);
  if (a === undefined) return false; // off the table nothing is seen
  const ac = (a / rows) | 0;
  for (const m of target.models) {
    const b = indexOf.get(m);
    if (b === undefined) continue; // nor anything off it
    const bc = (b / rows) | 0;
    const g = gapBetween(ac - bc, a - ac * rows - (b - bc * rows));
    if (g >= p.min && g <= p.max && sight.sees(a, height, b, target.height)) return true;
  }
  return false;
}

/** The weapon an action names: Basic Melee, or a piece of equipment with dice left. */
export function weaponOf(u: Unit, piece: number | null): { weapon: Weapon; profile: Profile } | null {
  if (piece === null) return { weapon: { type: 'melee' }, profile: BASIC_MELEE };
  const p = u.equipment[piece];
  const profile = p ? profileOf(p.kind, p.dice) : null;
  return p && profile ? { weapon: { type: 'equipment', piece, kind: p.kind, dice: p.dice }, profile } : null;
}

/** Why piece `piece` can't attack: not on the card, or no dice left on it. */
const noPiece = (u: Unit, piece: number): string =>
  u.equipment[piece]
    ? `${u.name}'s ${pieceName(u, piece)} has no dice left`
    : `${u.name} has no such piece of equipment (its card has ${u.equipment.length})`;

/** The attack `u` would make with `piece` (null: Basic Melee) at `targetId`, or why it can't. */
export function planAttack(
  s: BattleState,
  u: Unit,
  piece: number | null,
  targetId: string,
): AttackPlan | Problem {
  const w = weaponOf(u, piece);
  if (!w)
    return problem('act.no-equipment', noPiece(u, piece!), {
      path: ['action', 'piece'],
      facts: { piece },
    });
  const target = unitById(s, targetId);
  if (!target || target.side === u.side)
    return problem('attack.no-target', `no enemy unit is called ${targetId}`, {
      path: ['action', 'target'],
      facts: { target: targetId },
    });
  const attackers = u.models.filter((m) => canStrike(s, m, u.height, target, w.profile));
  if (attackers.length === 0)
    return problem(
      'attack.out-of-range',
      `${u.name} has no model with ${target.name} in range (${w.profile.min}"-${w.profile.max}") and sight`,
      {
        path: ['action', 'target'],
        facts: { target: targetId, min: w.profile.min, max: w.profile.max },
      },
    );
  // Written out rather than spread from w: an object spread with more fields after it is slow.
  return {
    weapon: w.weapon,
    profile: w.profile,
    target,
    attackers,
    need: needAgainst(w.profile, speedOf(target)),
  };
}

/** Rolls the attack and puts its markers on the target. */
export function resolveAttack(
  d: Draft,
  ev: Event[],
  u: Unit,
  plan: AttackPlan,
  dice: AttackDice = {},
): Problem | null {
  const hitFaces = roll(d, plan.attackers.length, `hits of ${u.name}`, dice.hit);
  if (!hitFaces.ok) return { ...hitFaces.error, path: ['action', 'dice', 'hit'] };
  const hits = hitFaces.value.filter((f) => f >= plan.need).length;
  const per = plan.target.squad ? plan.profile.vsSquad : plan.profile.vsUnit;
  let damageFaces: readonly number[] = [];
  if (per === 1 && dice.damage !== undefined)
    return problem('attack.no-damage-roll', `${u.name}'s hits do 1 damage each: no damage dice are rolled`, {
      path: ['action', 'dice', 'damage'],
    });
  if (per !== 1) {
    const rolled = roll(d, hits, `damage of ${u.name}`, dice.damage);
    if (!rolled.ok) return { ...rolled.error, path: ['action', 'dice', 'damage'] };
    damageFaces = rolled.value;
  }
  const damage = per === 1 ? hits : damageFaces.reduce((n, f) => n + hitDamage(per, f), 0);
  const covered = hasCover(view(d), plan.target);
  const cover = !covered ? 'none' : plan.profile.ignoresCover ? 'ignored' : damage > 0 ? 'used' : 'none';
  const markers = cover === 'used' ? damage - 1 : damage;
  update(d, plan.target.id, (t) =>
    unitWith(t, t.models, t.damage + markers, t.coverLost || cover === 'used'),
  );
  ev.push({
    type: 'attacked',
    round: d.round,
    unit: refOf(u),
    weapon: plan.weapon,
    target: refOf(plan.target),
    attackers: plan.attackers.length,
    need: plan.need,
    hitFaces: hitFaces.value,
    hits,
    damageFaces,
    damage,
    cover,
    markers,
  });
  return null;
}
