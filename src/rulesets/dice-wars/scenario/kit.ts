/** Dice Wars scenario files as the shared commands see them (brings zod and yaml). */
import { fail, ok, type Problem, type Result } from '../../../core/problem';
import type { LoadedScenario, ScenarioKit } from '../../../engine/game';
import { loadScenarioText } from '../../../scenario';
import { asScriptedSource } from '../../../scenario/scriptedKit';
import type { Event } from '../events';
import type { BattleState } from '../state';
import type { BattleSetup, DiceWarsKinds } from '../types';
import { checkDiceWarsScenario } from './check';
import { describeSummary, summarize, toBattleSetup, type ScenarioSummary } from './convert';
import { judgeLeftovers } from './leftovers';
import { diceWarsJsonSchema, diceWarsScenarioSchema, type DiceWarsScenario } from './schema';
import { scriptedSource } from './scripted';
import { toScript } from './script';
import { diceWarsTemplate } from './template';

export type DiceWarsLoaded = LoadedScenario<BattleSetup, BattleState, DiceWarsKinds, Event> & {
  /** The checked file, for code that knows Dice Wars. */
  readonly document: DiceWarsScenario;
  readonly summary: ScenarioSummary;
};

/** YAML or JSON text → the battle it describes, or every problem with file, line and field. */
export function loadDiceWarsScenario(text: string, file: string): Result<DiceWarsLoaded, Problem[]> {
  const read = loadScenarioText(text, file, { schema: diceWarsScenarioSchema, check: checkDiceWarsScenario });
  if (!read.ok) return fail(read.error);
  const doc = read.value.value;
  const script = toScript(doc, file, read.value.text.lineOf);
  const summary = summarize(doc);
  return ok({
    file,
    name: doc.name,
    description: describeSummary(summary),
    ...(doc.description !== undefined ? { blurb: doc.description } : {}),
    summary,
    scriptedRounds: doc.rounds.length,
    maxRounds: doc.options.maxRounds,
    seed: doc.seed === undefined ? undefined : String(doc.seed),
    setup: (seed) => toBattleSetup(doc, seed),
    scripted(fallback) {
      const source = scriptedSource(script, fallback);
      return asScriptedSource<BattleState, DiceWarsKinds, Event>(source, (through, events, final) =>
        judgeLeftovers(script, source.ledger, through, events, final),
      );
    },
    document: doc,
  });
}

export const diceWarsScenarios: ScenarioKit<BattleSetup, BattleState, DiceWarsKinds, Event> = {
  jsonSchema: diceWarsJsonSchema,
  schemaFile: 'dice-wars.schema.json',
  template: diceWarsTemplate,
  load: loadDiceWarsScenario,
};
