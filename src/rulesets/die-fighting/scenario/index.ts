/**
 * Die Fighting scenario files: schema, checks, conversion to a BattleSetup, scripted rounds and
 * the scripted decision source. Loads zod and yaml: the CLI imports this lazily.
 */
export { dieFightingScenarios, loadDieFightingScenario, type DieFightingLoaded } from './kit';
export {
  dieFightingScenarioSchema,
  dieFightingJsonSchema,
  type DieFightingScenario,
  type ScenarioRound,
} from './schema';
export { toBattleSetup, summarize, describeSummary, defaultRounds, type ScenarioSummary } from './convert';
export { dieFightingTemplate } from './template';
