/** Die Fighting scenario files as the shared commands see them (brings zod and yaml). */
import type { Problem, Result } from '../../../core/problem';
import type { ScenarioKit } from '../../../engine/game';
import {
  loadScriptedScenario,
  type ScriptedLoaded,
  type ScriptedScenarioParts,
} from '../../../scenario/scriptedScenario';
import type { Event } from '../events';
import type { BattleState } from '../state';
import type { BattleSetup, DieFightingKinds } from '../types';
import { dieFightingArmies } from './armies';
import { checkDieFightingScenario } from './check';
import { describeSummary, summarize, toBattleSetup, type ScenarioSummary } from './convert';
import { judgeLeftovers } from './leftovers';
import type { Ledger } from './scripted';
import { dieFightingJsonSchema, dieFightingScenarioSchema, type DieFightingScenario } from './schema';
import { scriptedSource } from './scripted';
import { toScript } from './script';
import { dieFightingTemplate } from './template';

export type DieFightingLoaded = ScriptedLoaded<
  DieFightingScenario,
  ScenarioSummary,
  BattleSetup,
  BattleState,
  DieFightingKinds,
  Event
>;

const parts: ScriptedScenarioParts<
  DieFightingScenario,
  ReturnType<typeof toScript>,
  ScenarioSummary,
  BattleSetup,
  BattleState,
  DieFightingKinds,
  Event,
  Ledger
> = {
  spec: { schema: dieFightingScenarioSchema, check: checkDieFightingScenario },
  toScript,
  summarize,
  describe: describeSummary,
  maxRounds: (_doc, summary) => summary.maxRounds,
  toBattleSetup,
  scriptedSource,
  judgeLeftovers,
};

/** YAML or JSON text → the battle it describes, or every problem with file, line and field. */
export const loadDieFightingScenario = (text: string, file: string): Result<DieFightingLoaded, Problem[]> =>
  loadScriptedScenario(parts, text, file);

export const dieFightingScenarios: ScenarioKit<BattleSetup, BattleState, DieFightingKinds, Event> = {
  armies: dieFightingArmies,
  jsonSchema: dieFightingJsonSchema,
  schemaFile: 'die-fighting.schema.json',
  template: dieFightingTemplate,
  load: loadDieFightingScenario,
};
