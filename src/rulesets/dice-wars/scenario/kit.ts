/** Dice Wars scenario files as the shared commands see them (brings zod and yaml). */
import type { Problem, Result } from '../../../core/problem';
import type { ScenarioKit } from '../../../engine/game';
import {
  loadScriptedScenario,
  type ScriptedLoaded,
  type ScriptedScenarioParts,
} from '../../../scenario/scriptedScenario';
import type { Event } from '../events';
import type { BattleState } from '../state';
import type { BattleSetup, DiceWarsKinds } from '../types';
import { diceWarsArmies } from './armies';
import { checkDiceWarsScenario } from './check';
import { describeSummary, summarize, toBattleSetup, type ScenarioSummary } from './convert';
import { judgeLeftovers } from './leftovers';
import type { Ledger } from './scripted';
import { diceWarsJsonSchema, diceWarsScenarioSchema, type DiceWarsScenario } from './schema';
import { scriptedSource } from './scripted';
import { toScript } from './script';
import { diceWarsTemplate } from './template';

export type DiceWarsLoaded = ScriptedLoaded<
  DiceWarsScenario,
  ScenarioSummary,
  BattleSetup,
  BattleState,
  DiceWarsKinds,
  Event
>;

const parts: ScriptedScenarioParts<
  DiceWarsScenario,
  ReturnType<typeof toScript>,
  ScenarioSummary,
  BattleSetup,
  BattleState,
  DiceWarsKinds,
  Event,
  Ledger
> = {
  spec: { schema: diceWarsScenarioSchema, check: checkDiceWarsScenario },
  toScript,
  summarize,
  describe: describeSummary,
  maxRounds: (doc) => doc.options.maxRounds,
  toBattleSetup,
  scriptedSource,
  judgeLeftovers,
};

/** YAML or JSON text → the battle it describes, or every problem with file, line and field. */
export const loadDiceWarsScenario = (text: string, file: string): Result<DiceWarsLoaded, Problem[]> =>
  loadScriptedScenario(parts, text, file);

export const diceWarsScenarios: ScenarioKit<BattleSetup, BattleState, DiceWarsKinds, Event> = {
  jsonSchema: diceWarsJsonSchema,
  schemaFile: 'dice-wars.schema.json',
  template: diceWarsTemplate,
  load: loadDiceWarsScenario,
  armies: diceWarsArmies,
};
