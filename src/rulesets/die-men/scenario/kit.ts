/** Die, Men! scenario files as the shared commands see them (brings zod and yaml). */
import type { Event } from '../events';
import type { BattleSetup, DieMenKinds } from '../types';
import { defineScenarioKit, type LoadedOf } from '../../../scenario/scenarioKit';
import type { BattleState } from '../state';
import { dieMenArmies } from './armies';
import { describeSummary, summarize, toBattleSetup } from './convert';
import { listUnused } from './ledger';
import { judgeLeftovers } from './leftovers';
import { dieMenScenarioSpec } from './load';
import { dieMenJsonSchema } from './schema';
import { scriptedSource } from './scripted';
import { dieMenTemplate } from './template';
import { toScript } from './toScript';

export const dieMenScenarios = defineScenarioKit<BattleSetup, BattleState, DieMenKinds, Event>()({
  spec: dieMenScenarioSpec,
  toScript: (doc, file, lineOf) => toScript(doc, { file, lineOf }),
  summarize,
  describe: describeSummary,
  // The seed sits in `options`; the description is free text: its first line.
  seedOf: (doc) => doc.options.seed,
  blurbOf: (doc) => doc.description?.split('\n')[0]!.trim(),
  toBattleSetup: (doc, seed) => toBattleSetup(doc, { seed: seed.seed, defaultSeed: seed.fallback }),
  scriptedSource: (script, fallback) => scriptedSource<BattleState>(script, fallback),
  judgeLeftovers: (script, ledger, through, events, final) =>
    judgeLeftovers(script, ledger, listUnused(script, ledger, through), events, final),
  jsonSchema: dieMenJsonSchema,
  schemaFile: 'scenario.schema.json',
  template: dieMenTemplate,
  templateGrids: ['hex', 'square'],
  armies: dieMenArmies,
});

export type DieMenLoaded = LoadedOf<typeof dieMenScenarios>;

/** YAML or JSON text → the battle it describes, or every problem with file, line and field. */
export const loadDieMenBattle = dieMenScenarios.load;
