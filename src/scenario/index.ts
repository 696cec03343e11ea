/** Scenario files for every ruleset: YAML/JSON text with line numbers, zod issues as Problems. */
export { parseScenarioText, MAX_SCENARIO_CHARS, type ScenarioText } from './text';
export { jsonSchemaOf } from './jsonSchema';
export {
  scenarioErrorMap,
  issuesToProblems,
  knownKeysAt,
  closest,
  meantField,
  describeValue,
} from './issues';
export {
  loadScenarioText,
  validateScenario,
  sortProblems,
  type Report,
  type ScenarioSpec,
  type LoadedText,
} from './load';
