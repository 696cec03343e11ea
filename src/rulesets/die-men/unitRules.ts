/**
 * What each unit type does: one table (die-men.txt, "Unit Type"; the reference card's unit box).
 * The rules read these fields and never name a type. A field left out is false or 0.
 */
import type { UnitCounts, UnitType } from './types';
import { UNIT_TYPES } from './types';

export interface UnitRule {
  /** Can't make normal attacks (archers, siege engines). */
  readonly noNormalAttack?: boolean;
  /** Extra damage of normal attacks from a hex holding any of them (cavalry: +1). */
  readonly attackBonus?: number;
  /** Extra damage of every attack from their hex, per unit (player characters: +1 each). */
  readonly attackBonusEach?: number;
  /** A Move set carries them as many hexes as its width (cavalry, chariots). */
  readonly fastMove?: boolean;
  /** Free Movement treats Rough as Open (cavalry). */
  readonly freeRough?: boolean;
  /** Ignore the negative effects of terrain (fliers; ruling 22). */
  readonly ignoresTerrain?: boolean;
  /** Never enter terrain marked `noChariots` (chariots). */
  readonly lowGroundOnly?: boolean;
  /** Their hex gets a free height-10 gobble die each round, usable at any time (defensive bloc). */
  readonly blocDie?: boolean;
  /** Archers: +1 to nearby normal attacks, and the one-unit volley within `volleyRange`. */
  readonly volleyRange?: number;
  /** Siege engines: attack exactly this far, uncapped, and threaten hexes this far away. */
  readonly siegeRange?: number;
  /** Can't move without a unit of another type moving with them, nor in Free Movement. */
  readonly needsEscort?: boolean;
  /** An Attack from their hex breaks a gate (siege engines at range, a ram next to it). */
  readonly breaksGates?: boolean;
  /** The complication that must be on to use them; left out for infantry. */
  readonly complication?: 'unitTypes' | 'castle';
}

export const UNIT_RULES: Readonly<Record<UnitType, UnitRule>> = {
  infantry: {},
  cavalry: { attackBonus: 1, fastMove: true, freeRough: true, complication: 'unitTypes' },
  bloc: { blocDie: true, complication: 'unitTypes' },
  flier: { ignoresTerrain: true, complication: 'unitTypes' },
  archer: { noNormalAttack: true, volleyRange: 2, complication: 'unitTypes' },
  chariot: { fastMove: true, lowGroundOnly: true, complication: 'unitTypes' },
  pc: { attackBonusEach: 1, complication: 'unitTypes' },
  siege: {
    noNormalAttack: true,
    siegeRange: 2,
    needsEscort: true,
    breaksGates: true,
    complication: 'unitTypes',
  },
  ram: { breaksGates: true, complication: 'castle' },
};

/** The types present (count > 0) in `units`. */
export function typesIn(units: UnitCounts | undefined): UnitType[] {
  if (!units) return [];
  return UNIT_TYPES.filter((t) => (units[t] ?? 0) > 0);
}

// These run for every hex in every legality check: they walk only the types a stack holds
// (usually one) and allocate nothing, where a pass over every unit type cost a tenth of a battle.

/** True when some unit in `units` has the rule. */
export function anyHas(units: UnitCounts | undefined, rule: (r: UnitRule) => unknown): boolean {
  for (const t in units) if ((units[t as UnitType] ?? 0) > 0 && rule(UNIT_RULES[t as UnitType])) return true;
  return false;
}

/** True when there are units and every one has the rule (a group uses a privilege only then). */
export function allHave(units: UnitCounts | undefined, rule: (r: UnitRule) => unknown): boolean {
  let any = false;
  for (const t in units) {
    if ((units[t as UnitType] ?? 0) <= 0) continue;
    if (!rule(UNIT_RULES[t as UnitType])) return false;
    any = true;
  }
  return any;
}

/** How many units in `units` have the rule. */
export function countWith(units: UnitCounts | undefined, rule: (r: UnitRule) => unknown): number {
  let n = 0;
  for (const t in units) if (rule(UNIT_RULES[t as UnitType])) n += units[t as UnitType] ?? 0;
  return n;
}

/** Units that can make a normal attack (everything but archers and siege engines). */
export const normalAttackers = (units: UnitCounts | undefined): number =>
  countWith(units, (r) => !r.noNormalAttack);

/** True when every unit is a flier: only then do terrain effects pass a stack by (ruling 22). */
export const allFliers = (units: UnitCounts | undefined): boolean => allHave(units, (r) => r.ignoresTerrain);
