export * from './types';
export { dieFighting } from './ruleset';
export { dieFightingGame } from './game';
export type { BattleState, Rules, Phase } from './state';
export type { Event, EventType, Roll, TargetResult, Hurt, UnitRef } from './events';
export { RULESET_ID, RULESET_VERSION, DEPLOY_DEPTH, validateSetup } from './init';
export {
  UNIT_TYPES,
  UNIT_TYPE_NAMES,
  TYPE_TITLES,
  COMMANDERS,
  COMMANDER_NAMES,
  MODES,
  DEFAULT_CARDS,
  cardFor,
  unitCost,
  isUnitType,
  isCommander,
} from './cards';
export { legalMoves, legalCombat, actionOptions, moveOptions, unactivated } from './legal';
export { unitAt, cardOf, kindOf, maxHealth, pointsOf, standing, allUnits, unitsOf } from './board';
export { finalPosition, type FinalPosition, type FinalUnit } from './final';
export { hitChance, expectedDamage, killChance } from './ai/odds';
