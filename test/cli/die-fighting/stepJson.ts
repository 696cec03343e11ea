/** `diemen step <file> --json` for Die Fighting scenario files, and its events by type. */
import type { Event } from '../../../src/rulesets/die-fighting/events';
import { runCli } from '../../helpers/runCli';

export interface StepDoc {
  rounds: { round: number; events: Event[] }[];
  final: { units: { at: string; side: string; type: string; health: number }[] };
}

export const ofType = <T extends Event['type']>(events: readonly Event[], type: T) =>
  events.filter((e): e is Extract<Event, { type: T }> => e.type === type);

/** The run, its parsed document (empty when it failed) and round 1's events. */
export function stepJson(file: string) {
  const run = runCli(['step', file, '--json']);
  const doc = JSON.parse(run.stdout || '{"rounds":[],"final":{"units":[]}}') as StepDoc;
  return { run, doc, events: doc.rounds[0]?.events ?? [] };
}
