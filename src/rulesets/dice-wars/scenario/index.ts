/**
 * Dice Wars scenario files: schema, checks, conversion to a BattleSetup, scripted rounds and the
 * scripted decision source. Loads zod and yaml: the CLI imports this lazily.
 */
export { diceWarsScenarios, loadDiceWarsScenario, type DiceWarsLoaded } from './kit';
export {
  diceWarsScenarioSchema,
  diceWarsJsonSchema,
  type DiceWarsScenario,
  type ScenarioRound,
} from './schema';
export { toBattleSetup, summarize, describeSummary, TABLE_SIZES, type ScenarioSummary } from './convert';
export { diceWarsTemplate } from './template';
