/** How Dice Wars things are written for people: units, weapons, dice, counts. */
import type { UnitRef, Weapon } from '../../../rulesets/dice-wars/events';
import type { Unit } from '../../../rulesets/dice-wars/state';
import type { DieRef } from '../../../rulesets/dice-wars/types';
import type { SideNames } from '../../render/sideNames';
import { plural } from '../../../core/plural';

/** `3 dice`, `1 die`. */
export const dice = (n: number): string => plural(n, 'die', 'dice');

/** `Red Rifles`, the side's colour on it. */
export const unitLabel = (u: UnitRef, names: SideNames): string =>
  names.styled(u.side, `${names.name(u.side)} ${u.name}`);

/** `Basic Melee`, `ranged (2 dice)`. */
export const weaponName = (w: Weapon): string =>
  w.type === 'melee' ? 'Basic Melee' : `${w.kind} (${dice(w.dice)})`;

/** A die a unit gives up, as a word: `Core`, `Armor`, `ranged #1`. */
export function dieName(u: Pick<Unit, 'passive' | 'equipment'> | undefined, r: DieRef): string {
  if (r === 'core') return 'Core';
  if (r === 'passive') return u?.passive ? (u.passive.kind === 'armor' ? 'Armor' : 'Speed') : 'Passive';
  const kind = u?.equipment[r]?.kind;
  return kind ? `${kind} #${r}` : `equipment #${r}`;
}

/** `3,4 and 4,4`. */
export const cells = (cs: readonly string[]): string =>
  cs.length <= 1 ? (cs[0] ?? '') : `${cs.slice(0, -1).join(', ')} and ${cs[cs.length - 1]}`;

/** A unit's dice as its card reads now: `2 Core x3 members, Armor 2, ranged 2, melee 1`. */
export function diceText(u: Unit): string {
  // A squad down to one model: `x1 member`, not `x1 members` (played: Troopers after losses).
  const core = u.squad ? `${u.core} Core x${plural(u.models.length, 'member')}` : `${u.core} Core`;
  const passive = u.passive ? [`${u.passive.kind === 'armor' ? 'Armor' : 'Speed'} ${u.passive.dice}`] : [];
  const pieces = u.equipment.filter((p) => p.dice > 0).map((p) => `${p.kind} ${p.dice}`);
  return [core, ...passive, ...pieces].join(', ');
}
