/** Loads a Die, Men! scenario file's text: validated scenario plus its scripted rounds. Pure. */
import type { Problem, Result } from '../../../core/problem';
import { ok } from '../../../core/problem';
import { loadScenarioText, type ScenarioSpec } from '../../../scenario';
import { checkDieMenScenario } from './check';
import { summarize, type ScenarioSummary } from './convert';
import { toScript } from './toScript';
import { dieMenScenarioSchema, type DieMenScenario } from './schema';
import type { DieMenScript } from './script';

export const dieMenScenarioSpec: ScenarioSpec<DieMenScenario> = {
  schema: dieMenScenarioSchema,
  check: checkDieMenScenario,
};

export interface LoadedDieMenScenario {
  readonly file: string;
  readonly scenario: DieMenScenario;
  readonly script: DieMenScript;
  readonly summary: ScenarioSummary;
}

/**
 * YAML or JSON text → a checked scenario, or every problem found (sorted by line, each with file,
 * line and field path). Build the battle with `toBattleSetup(loaded.scenario, seeds)`.
 */
export function loadDieMenScenario(text: string, file: string): Result<LoadedDieMenScenario, Problem[]> {
  const loaded = loadScenarioText(text, file, dieMenScenarioSpec);
  if (!loaded.ok) return loaded;
  const scenario = loaded.value.value;
  return ok({
    file,
    scenario,
    script: toScript(scenario, { file, lineOf: loaded.value.text.lineOf }),
    summary: summarize(scenario),
  });
}
