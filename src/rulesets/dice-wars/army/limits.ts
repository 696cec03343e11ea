/** The numbers "Statting up Units" and "Squads" put on a stat card. */
export const LIMITS = {
  /** A unit: 1 to 4 Core dice. */
  minCore: 1,
  maxCore: 4,
  /** A squad: a 1 or 2 Core dice squad, every member alike. */
  squadMaxCore: 2,
  /** Up to 5 members in a squad. */
  maxMembers: 5,
  /** 0 to 4 Passive dice of one kind; a squad at most 2. */
  maxPassive: 4,
  squadMaxPassive: 2,
  /** 0 to 4 dice on each equipment; a squad's at most its Core dice. */
  maxEquipmentDice: 4,
  /** The most dice one card can hold ("Too Much or Too Little"). */
  maxCardDice: 24,
} as const;
