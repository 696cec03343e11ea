/**
 * A Dice Wars stat card ("Statting up Units", "Squads"): one unit, or a squad of up to five alike
 * members on one card. Plain data; the limits are checked by checkCard, the cost by cardCost.
 */

export type PassiveKind = 'armor' | 'speed';
export type EquipmentKind = 'melee' | 'ranged' | 'indirect';

export const EQUIPMENT_KINDS: readonly EquipmentKind[] = ['melee', 'ranged', 'indirect'];

export interface Passive {
  readonly kind: PassiveKind;
  readonly dice: number;
}

/**
 * Each kind holds one entry per piece of equipment, its dice: a unit may carry two Ranged
 * equipments of different strength (the T-107 MBT of "Make Sure it All Adds Up" has 2 and 3).
 */
export type Equipment = Readonly<Record<EquipmentKind, readonly number[]>>;

export interface Card {
  readonly name: string;
  /** 1 for a unit; 2 to 5 make a squad. */
  readonly members: number;
  /** Core dice of each member. */
  readonly core: number;
  /** Bought once for the card, squads included; null when it has none. */
  readonly passive: Passive | null;
  /** Bought once for the card, squads included. */
  readonly equipment: Equipment;
}

export const isSquad = (card: Card): boolean => card.members > 1;

/** Every piece of equipment on the card, in kind order. */
export function equipmentPieces(card: Card): { readonly kind: EquipmentKind; readonly dice: number }[] {
  return EQUIPMENT_KINDS.flatMap((kind) => card.equipment[kind].map((dice) => ({ kind, dice })));
}
