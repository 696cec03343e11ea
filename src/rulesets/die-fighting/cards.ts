/**
 * Units, commanders and the unit cards ("Types of Units", "Commanders"). The text refers to unit
 * cards it doesn't print; the default cards below are ruling DF1 (docs/rules.md), and a scenario
 * may change any value of any type's card.
 */
import { commanderCards as withCommanders } from './caches';
import type { Card, CommanderRank, GameMode, UnitKind, UnitType } from './types';

export interface TypeRule {
  readonly cost: number;
  /** The unit's die: its health at full strength and its damage roll. */
  readonly die: number;
  readonly kind: UnitKind;
}

/** "Types of Units": cost, die and kind. */
export const UNIT_TYPES: Readonly<Record<UnitType, TypeRule>> = {
  archers: { cost: 4, die: 4, kind: 'ranged' },
  conscripts: { cost: 6, die: 6, kind: 'foot' },
  'light-infantry': { cost: 8, die: 8, kind: 'foot' },
  'heavy-infantry': { cost: 10, die: 10, kind: 'foot' },
  'light-cavalry': { cost: 12, die: 12, kind: 'mounted' },
  'heavy-cavalry': { cost: 20, die: 20, kind: 'mounted' },
};

export const UNIT_TYPE_NAMES = Object.keys(UNIT_TYPES) as UnitType[];

/** How the text writes each type, for people. */
export const TYPE_TITLES: Readonly<Record<UnitType, string>> = {
  archers: 'Archers',
  conscripts: 'Conscripts',
  'light-infantry': 'Light Infantry',
  'heavy-infantry': 'Heavy Infantry',
  'light-cavalry': 'Light Cavalry',
  'heavy-cavalry': 'Heavy Cavalry',
};

/** A card field a commander raises by one. */
type Boost = 'breakAway' | 'speed' | 'range' | 'targets' | 'defence' | 'attack' | 'damage';

export interface CommanderRule {
  /** What attaching the commander adds to the unit's cost. */
  readonly cost: number;
  readonly bonus: Readonly<Record<UnitKind, Boost>>;
}

/** "Commanders": the cost increase and the +1 each gives, by the kind of unit led. */
export const COMMANDERS: Readonly<Record<CommanderRank, CommanderRule>> = {
  sergeant: { cost: 2, bonus: { foot: 'breakAway', mounted: 'speed', ranged: 'range' } },
  lieutenant: { cost: 4, bonus: { foot: 'speed', mounted: 'defence', ranged: 'targets' } },
  captain: { cost: 6, bonus: { foot: 'defence', mounted: 'attack', ranged: 'damage' } },
};

export const COMMANDER_NAMES = Object.keys(COMMANDERS) as CommanderRank[];

/** "Building Your Army": the three modes' points, maps (12x12 squares each, ruling DF2) and minutes. */
export const MODES: Readonly<
  Record<GameMode, { points: number; cols: number; rows: number; minutes: number; rounds: number }>
> = {
  skirmish: { points: 50, cols: 12, rows: 12, minutes: 30, rounds: 6 },
  battle: { points: 150, cols: 24, rows: 12, minutes: 60, rounds: 8 },
  war: { points: 200, cols: 24, rows: 24, minutes: 120, rounds: 12 },
};

const melee = (speed: number, attack = 0, defence = 0): Card => ({
  speed,
  range: 1,
  targets: 1,
  attack,
  defence,
  damage: 0,
  breakAway: 0,
  uses: null,
});

/**
 * Ruling DF1, the default cards: foot are the slow bulk (heavy infantry harder to hurt); mounted
 * move far and hit hard (heavy cavalry +1 to attack and defence); archers shoot four squares at up
 * to two units, four times a battle.
 */
export const DEFAULT_CARDS: Readonly<Record<UnitType, Card>> = {
  archers: { speed: 2, range: 4, targets: 2, attack: 0, defence: 0, damage: 0, breakAway: 0, uses: 4 },
  conscripts: melee(2),
  'light-infantry': melee(3),
  'heavy-infantry': melee(2, 0, 1),
  'light-cavalry': melee(5),
  'heavy-cavalry': melee(4, 1, 1),
};

/** A unit's card with its commander's bonus (worked out once per battle's cards). */
export function cardFor(
  cards: Readonly<Record<UnitType, Card>>,
  type: UnitType,
  commander: CommanderRank | null,
): Card {
  const card = cards[type];
  if (!commander) return card;
  const memo = withCommanders.get(cards) ?? withCommanders.set(cards, new Map());
  let byRank = memo.get(type);
  if (!byRank) memo.set(type, (byRank = new Map()));
  let led = byRank.get(commander);
  if (!led) {
    const field = COMMANDERS[commander].bonus[UNIT_TYPES[type].kind];
    led = { ...card, [field]: card[field]! + 1 };
    byRank.set(commander, led);
  }
  return led;
}

/** What a unit costs: its type and its commander ("Commanders": the increase). */
export const unitCost = (type: UnitType, commander: CommanderRank | null): number =>
  UNIT_TYPES[type].cost + (commander ? COMMANDERS[commander].cost : 0);

export const isUnitType = (x: unknown): x is UnitType => typeof x === 'string' && x in UNIT_TYPES;
export const isCommander = (x: unknown): x is CommanderRank => typeof x === 'string' && x in COMMANDERS;
