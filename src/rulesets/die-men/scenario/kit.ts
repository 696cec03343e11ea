/** Die, Men! scenario files as the shared commands see them (brings zod and yaml). */
import { ok } from '../../../core/problem';
import type { DecisionSource } from '../../../engine/decisionSource';
import type { LoadedScenario, ScenarioKit } from '../../../engine/game';
import type { Event } from '../events';
import type { BattleState } from '../state';
import type { BattleSetup, Decision, DieMenKinds, Request } from '../types';
import { describeSummary, toBattleSetup } from './convert';
import { judgeLeftovers } from './leftovers';
import { loadDieMenScenario, type LoadedDieMenScenario } from './load';
import { dieMenJsonSchema } from './schema';
import { scriptedSource } from './scripted';
import { dieMenTemplate } from './template';

export type DieMenLoaded = LoadedScenario<BattleSetup, BattleState, DieMenKinds, Event> & {
  /** The checked file, for code that knows Die, Men!. */
  readonly dieMen: LoadedDieMenScenario;
};

export function asLoaded(l: LoadedDieMenScenario): DieMenLoaded {
  const { scenario, script, summary } = l;
  return {
    file: l.file,
    name: scenario.name,
    description: describeSummary(summary),
    ...(scenario.description !== undefined ? { blurb: scenario.description.split('\n')[0]!.trim() } : {}),
    summary,
    scriptedRounds: script.rounds.length,
    maxRounds: scenario.options.maxRounds,
    seed: scenario.options.seed === undefined ? undefined : String(scenario.options.seed),
    setup: (seed) => toBattleSetup(scenario, { seed: seed.seed, defaultSeed: seed.fallback }),
    scripted(fallback: DecisionSource<BattleState, Request, Decision>) {
      const source = scriptedSource<BattleState>(script, fallback);
      return {
        decide: (request, state) => source.decide(request, state),
        get lastRound() {
          return source.lastRound;
        },
        locate: (decision, p) => source.locate(decision, p),
        unusedProblems: (through) => source.unusedProblems(through),
        leftovers: (through, events, final) =>
          judgeLeftovers(script, source.ledger, source.unused(through), events, final),
      };
    },
    dieMen: l,
  };
}

export const dieMenScenarios: ScenarioKit<BattleSetup, BattleState, DieMenKinds, Event> = {
  jsonSchema: dieMenJsonSchema,
  schemaFile: 'scenario.schema.json',
  template: dieMenTemplate,
  load(text, file) {
    const l = loadDieMenScenario(text, file);
    return l.ok ? ok(asLoaded(l.value)) : l;
  },
};
