/**
 * Die, Men! scenario files: schema, checks, conversion to a BattleSetup, scripted rounds and the
 * scripted decision source. Loads zod and yaml: the CLI imports this lazily.
 */
export {
  dieMenScenarioSchema,
  dieMenJsonSchema,
  type DieMenScenario,
  type DieMenScenarioInput,
  type ScenarioOrder,
  type ScenarioRound,
} from './schema';
export { checkDieMenScenario } from './check';
export { toScript } from './toScript';
export {
  toBattleSetup,
  toTactic,
  summarize,
  describeSummary,
  type SeedChoice,
  type ScenarioSummary,
} from './convert';
export { loadDieMenScenario, dieMenScenarioSpec, type LoadedDieMenScenario } from './load';
export * from './script';
export * from './scripted';
export * from './names';
export { dieMenScenarios, loadDieMenBattle, type DieMenLoaded } from './kit';
