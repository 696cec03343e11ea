/** Test helpers for the complications: play a scenario file (or text) through the rules core. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runBattle } from '../../../../src/engine/runBattle';
import { defaultSource } from '../../../../src/engine/sources';
import { dieMen, type BattleState, type Event } from '../../../../src/rulesets/diemen';
import {
  loadDieMenScenario,
  scriptedSource,
  toBattleSetup,
  type LoadedDieMenScenario,
} from '../../../../src/rulesets/diemen/scenario';

export const ROOT = join(__dirname, '../../../..');

export function loadText(text: string, file = 'x.yaml'): LoadedDieMenScenario {
  const loaded = loadDieMenScenario(text, file);
  if (!loaded.ok) throw new Error(loaded.error.map((p) => `${p.line}: ${p.message}`).join('\n'));
  return loaded.value;
}

export const loadFile = (rel: string): LoadedDieMenScenario =>
  loadText(readFileSync(join(ROOT, rel), 'utf8'), rel);

/** Plays the scenario with its script and the defaults, up to `rounds` rounds (all by default). */
export function play(loaded: LoadedDieMenScenario, rounds = Infinity) {
  const source = scriptedSource(loaded.script, defaultSource(dieMen));
  const setup = toBattleSetup(loaded.scenario, { defaultSeed: 'test' });
  const result = runBattle(dieMen, setup, source, {
    stopBefore: (req) => (req as { round?: number }).round! > rounds,
  });
  if (!result.ok) {
    const d = result.error.decision;
    const where = d ? result.error.problems.map((p) => source.locate(d, p)) : result.error.problems;
    throw new Error(JSON.stringify(where));
  }
  return { source, state: result.value.state as BattleState, events: result.value.events as Event[] };
}

export function ofType<T extends Event['type']>(
  events: readonly Event[],
  type: T,
): Extract<Event, { type: T }>[] {
  return events.filter((e): e is Extract<Event, { type: T }> => e.type === type);
}

export const inRound = (events: readonly Event[], round: number): Event[] =>
  events.filter((e) => 'round' in e && e.round === round);

/** Units in a cell, all types together. */
export function unitsAt(state: BattleState, key: string): number {
  return Object.values(state.occupants[key]?.units ?? {}).reduce<number>((a, b) => a + (b ?? 0), 0);
}
