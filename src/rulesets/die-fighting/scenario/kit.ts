/** Die Fighting scenario files as the shared commands see them (brings zod and yaml). */
import type { Event } from '../events';
import type { BattleState } from '../state';
import type { BattleSetup, DieFightingKinds } from '../types';
import { defineScenarioKit, type LoadedOf } from '../../../scenario/scenarioKit';
import { dieFightingArmies } from './armies';
import { checkDieFightingScenario } from './check';
import { describeSummary, summarize, toBattleSetup } from './convert';
import { judgeLeftovers } from './leftovers';
import { dieFightingJsonSchema, dieFightingScenarioSchema } from './schema';
import { scriptedSource } from './scripted';
import { toScript } from './script';
import { dieFightingTemplate } from './template';

export const dieFightingScenarios = defineScenarioKit<BattleSetup, BattleState, DieFightingKinds, Event>()({
  spec: { schema: dieFightingScenarioSchema, check: checkDieFightingScenario },
  toScript,
  summarize,
  describe: describeSummary,
  // The file may leave the round limit out: the summary has the game's default then.
  maxRounds: (_doc, summary) => summary.maxRounds,
  toBattleSetup,
  scriptedSource,
  judgeLeftovers,
  jsonSchema: dieFightingJsonSchema,
  schemaFile: 'die-fighting.schema.json',
  template: dieFightingTemplate,
  armies: dieFightingArmies,
});

export type DieFightingLoaded = LoadedOf<typeof dieFightingScenarios>;

/** YAML or JSON text → the battle it describes, or every problem with file, line and field. */
export const loadDieFightingScenario = dieFightingScenarios.load;
