export * from './types';
export { dieMen } from './ruleset';
export type {
  BattleState,
  BattleRules,
  GroupState,
  AttackStep,
  GobblePool,
  GateState,
  FreeGobble,
  Phase,
} from './state';
export type { AttackBonus, Event, EventType, SkipReason } from './events';
export { RULESET_ID, RULESET_VERSION, validateSetup } from './init';
export { SCALE_TABLE, SCALES, type ScaleRow, type CommandCheck } from './scale';
export { TERRAIN_RULES, advantageWorks, type TerrainRule, type Elevation } from './terrain';
export { UNIT_RULES, type UnitRule } from './unitRules';
export { groundAt, terrainNow, threatened } from './ground';
export { complicationProblems, fullComplications, MAX_COMMAND_LAG } from './complications';
export { threatRating, vulnerable } from './threatRating';
export { moveRange } from './movement';
export { attackMode } from './attackOrder';
export { ownGates } from './gates';
export { pcHexes } from './interference';
export { roundsToDeclare } from './lag';
export { CASUALTY_ORDER, totalUnits } from './units';
export { checkDeclaration, STRATEGIES } from './declare';
export { checkTactic, SURROUNDED_FACES, type Verdict } from './tactics';
export { checkFreeMoves } from './freeMovement';
export { checkFaces, MAX_POOL, MIN_SPLIT_WIDTH } from './sets';
export { knockCandidates, defaultKnock } from './knock';
export { eligibleGobble } from './attack';
export { defaultDecision } from './defaults';
export { decideOutcome } from './round';
export { sideTotals } from './board';
export * from './legal';
export { attackOutlook, type AttackOutlook } from './attackOutlook';
