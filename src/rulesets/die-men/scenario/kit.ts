/** Die, Men! scenario files as the shared commands see them (brings zod and yaml). */
import type { Problem, Result } from '../../../core/problem';
import type { ScenarioKit } from '../../../engine/game';
import {
  loadScriptedScenario,
  type ScriptedLoaded,
  type ScriptedScenarioParts,
} from '../../../scenario/scriptedScenario';
import type { Event } from '../events';
import type { BattleState } from '../state';
import type { BattleSetup, DieMenKinds } from '../types';
import { describeSummary, summarize, toBattleSetup, type ScenarioSummary } from './convert';
import { listUnused, type Ledger } from './ledger';
import { judgeLeftovers } from './leftovers';
import { dieMenScenarioSpec } from './load';
import { dieMenJsonSchema, type DieMenScenario } from './schema';
import type { DieMenScript } from './script';
import { scriptedSource } from './scripted';
import { dieMenTemplate } from './template';
import { toScript } from './toScript';

export type DieMenLoaded = ScriptedLoaded<
  DieMenScenario,
  ScenarioSummary,
  BattleSetup,
  BattleState,
  DieMenKinds,
  Event
>;

const parts: ScriptedScenarioParts<
  DieMenScenario,
  DieMenScript,
  ScenarioSummary,
  BattleSetup,
  BattleState,
  DieMenKinds,
  Event,
  Ledger<BattleState>
> = {
  spec: dieMenScenarioSpec,
  toScript: (doc, file, lineOf) => toScript(doc, { file, lineOf }),
  summarize,
  describe: describeSummary,
  // The seed and the round limit sit in `options`; the description is free text: its first line.
  seedOf: (doc) => doc.options.seed,
  blurbOf: (doc) => doc.description?.split('\n')[0]!.trim(),
  maxRounds: (doc) => doc.options.maxRounds,
  toBattleSetup: (doc, seed) => toBattleSetup(doc, { seed: seed.seed, defaultSeed: seed.fallback }),
  scriptedSource: (script, fallback) => scriptedSource<BattleState>(script, fallback),
  judgeLeftovers: (script, ledger, through, events, final) =>
    judgeLeftovers(script, ledger, listUnused(script, ledger, through), events, final),
};

/** YAML or JSON text → the battle it describes, or every problem with file, line and field. */
export const loadDieMenBattle = (text: string, file: string): Result<DieMenLoaded, Problem[]> =>
  loadScriptedScenario(parts, text, file);

export const dieMenScenarios: ScenarioKit<BattleSetup, BattleState, DieMenKinds, Event> = {
  jsonSchema: dieMenJsonSchema,
  schemaFile: 'scenario.schema.json',
  template: dieMenTemplate,
  load: loadDieMenBattle,
};
