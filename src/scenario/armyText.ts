/**
 * What every game's army file loader shares: the one line for a file of another game (a battle
 * scenario, another game's army), problems put in the order they stand in the file, and the entry
 * whose cost carries an army past its limit. Pure and game-neutral: each game passes its names.
 */
import { problem, type Problem } from '../core/problem';
import type { ScenarioText } from './text';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A file whose `ruleset:` is not `ruleset` gets one line saying so, not a line for every field an
 * army of this game doesn't have. `title` is how people write the game ("Dice Wars").
 */
export function notAnArmy(data: unknown, ruleset: string, title: string, code: string): Problem | null {
  if (!isRecord(data) || data.ruleset === ruleset) return null;
  const got = data.ruleset;
  const said = got === undefined ? 'it has no ruleset: line' : `its ruleset is ${JSON.stringify(got)}`;
  return problem(code, `not a ${title} army: ${said}; an army file starts with ruleset: ${ruleset}`, {
    path: got === undefined ? [] : ['ruleset'],
    facts: { ruleset: got ?? null },
  });
}

/** By line, then column, so problems on one line read left to right. */
export function byPosition(problems: readonly Problem[], text: ScenarioText): Problem[] {
  return problems
    .map((p, i) => ({ p, i, pos: text.positionOf(p.path ?? []) }))
    .sort((a, b) => a.pos.line - b.pos.line || a.pos.col - b.pos.col || a.i - b.i)
    .map(({ p }) => p);
}

/** The index of the entry whose cost takes the running total past `max`, and that total; null if none. */
export function firstOver(costs: readonly number[], max: number): { at: number; reached: number } | null {
  let running = 0;
  for (let at = 0; at < costs.length; at++) {
    running += costs[at]!;
    if (running > max) return { at, reached: running };
  }
  return null;
}
