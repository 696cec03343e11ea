/** Test helpers for the complications: play a scenario file (or text) through the rules core. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runBattle } from '../../../../src/engine/runBattle';
import { defaultSource } from '../../../../src/engine/sources';
import { dieMen, type BattleState, type Event, type Request } from '../../../../src/rulesets/die-men';
import {
  loadDieMenScenario,
  scriptedSource,
  toBattleSetup,
  type LoadedDieMenScenario,
} from '../../../../src/rulesets/die-men/scenario';

export const ROOT = join(__dirname, '../../../..');

export function loadText(text: string, file = 'x.yaml'): LoadedDieMenScenario {
  const loaded = loadDieMenScenario(text, file);
  if (!loaded.ok) throw new Error(loaded.error.map((p) => `${p.line}: ${p.message}`).join('\n'));
  return loaded.value;
}

export const loadFile = (rel: string): LoadedDieMenScenario =>
  loadText(readFileSync(join(ROOT, rel), 'utf8'), rel);

/**
 * Plays the scenario with its script and the defaults, up to `rounds` rounds (all by default), or
 * until `stop` says so before a request.
 */
export function play(
  loaded: LoadedDieMenScenario,
  rounds = Infinity,
  stop: (req: Request) => boolean = () => false,
) {
  const source = scriptedSource(loaded.script, defaultSource(dieMen));
  const setup = toBattleSetup(loaded.scenario, { defaultSeed: 'test' });
  const result = runBattle(dieMen, setup, source, {
    stopBefore: (req) => (req as { round?: number }).round! > rounds || stop(req as Request),
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

export interface Duel {
  /** Inside `terrain: { ... }`, e.g. `hill: ["2,1"]`. */
  readonly terrain?: string;
  /** Inside `complications: { ... }`. */
  readonly comp: string;
  /** Inside each side's `units: { ... }`. */
  readonly a: string;
  readonly b: string;
  readonly aDice: readonly number[];
  readonly bDice: readonly number[];
  /** Inside each side's order list `[ ... ]`. */
  readonly aOrders?: string;
  readonly bOrders?: string;
  readonly aDeclare?: string;
  readonly bDeclare?: string;
  /** More fields of round 1 (each line indented four spaces), or of the file. */
  readonly round?: string;
  readonly file?: string;
  readonly cols?: number;
  readonly rows?: number;
}

/** A one-round scenario between sides a and b on a small hex map (a seizes 2,2, b holds). */
export function duel(d: Duel): string {
  return `name: t
map: { cols: ${d.cols ?? 5}, rows: ${d.rows ?? 5}, terrain: { ${d.terrain ?? ''} } }
options: { maxRounds: 3, complications: { ${d.comp} } }
sides:
  - { id: a, units: { ${d.a} } }
  - { id: b, units: { ${d.b} } }
${d.file ?? ''}
rounds:
  - declare: { a: ${d.aDeclare ?? '{ strategy: seize, goal: "2,2" }'}, b: ${d.bDeclare ?? 'hold'} }
    dice: { a: [${d.aDice.join(', ')}], b: [${d.bDice.join(', ')}] }
    orders: { a: [${d.aOrders ?? ''}], b: [${d.bOrders ?? ''}] }
${d.round ?? ''}`;
}

export const playDuel = (d: Duel, rounds = 1) => play(loadText(duel(d)), rounds);
