/** Dice Wars scenario files as the shared commands see them (brings zod and yaml). */
import type { Event } from '../events';
import type { BattleState } from '../state';
import type { BattleSetup, DiceWarsKinds } from '../types';
import { defineScenarioKit, type LoadedOf } from '../../../scenario/scenarioKit';
import { diceWarsArmies } from './armies';
import { checkDiceWarsScenario } from './check';
import { describeSummary, summarize, toBattleSetup } from './convert';
import { judgeLeftovers } from './leftovers';
import { diceWarsJsonSchema, diceWarsScenarioSchema } from './schema';
import { scriptedSource } from './scripted';
import { toScript } from './script';
import { diceWarsTemplate } from './template';

export const diceWarsScenarios = defineScenarioKit<BattleSetup, BattleState, DiceWarsKinds, Event>()({
  spec: { schema: diceWarsScenarioSchema, check: checkDiceWarsScenario },
  toScript,
  summarize,
  describe: describeSummary,
  toBattleSetup,
  scriptedSource,
  judgeLeftovers,
  jsonSchema: diceWarsJsonSchema,
  schemaFile: 'dice-wars.schema.json',
  template: diceWarsTemplate,
  armies: diceWarsArmies,
});

export type DiceWarsLoaded = LoadedOf<typeof diceWarsScenarios>;

/** YAML or JSON text → the battle it describes, or every problem with file, line and field. */
export const loadDiceWarsScenario = diceWarsScenarios.load;
