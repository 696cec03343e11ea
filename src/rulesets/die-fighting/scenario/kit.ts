/** Die Fighting scenario files as the shared commands see them (brings zod and yaml). */
import { fail, ok, type Problem, type Result } from '../../../core/problem';
import type { LoadedScenario, ScenarioKit } from '../../../engine/game';
import { loadScenarioText } from '../../../scenario';
import { asScriptedSource } from '../../../scenario/scriptedKit';
import type { Event } from '../events';
import type { BattleState } from '../state';
import type { BattleSetup, DieFightingKinds } from '../types';
import { checkDieFightingScenario } from './check';
import { describeSummary, summarize, toBattleSetup, type ScenarioSummary } from './convert';
import { judgeLeftovers } from './leftovers';
import { dieFightingJsonSchema, dieFightingScenarioSchema, type DieFightingScenario } from './schema';
import { scriptedSource } from './scripted';
import { toScript } from './script';
import { dieFightingTemplate } from './template';

export type DieFightingLoaded = LoadedScenario<BattleSetup, BattleState, DieFightingKinds, Event> & {
  /** The checked file, for code that knows Die Fighting. */
  readonly document: DieFightingScenario;
  readonly summary: ScenarioSummary;
};

/** YAML or JSON text → the battle it describes, or every problem with file, line and field. */
export function loadDieFightingScenario(text: string, file: string): Result<DieFightingLoaded, Problem[]> {
  const read = loadScenarioText(text, file, {
    schema: dieFightingScenarioSchema,
    check: checkDieFightingScenario,
  });
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
    maxRounds: summary.maxRounds,
    seed: doc.seed === undefined ? undefined : String(doc.seed),
    setup: (seed) => toBattleSetup(doc, seed),
    scripted(fallback) {
      const source = scriptedSource(script, fallback);
      return asScriptedSource<BattleState, DieFightingKinds, Event>(source, (through, events, final) =>
        judgeLeftovers(script, source.ledger, through, events, final),
      );
    },
    document: doc,
  });
}

export const dieFightingScenarios: ScenarioKit<BattleSetup, BattleState, DieFightingKinds, Event> = {
  jsonSchema: dieFightingJsonSchema,
  schemaFile: 'die-fighting.schema.json',
  template: dieFightingTemplate,
  load: loadDieFightingScenario,
};
