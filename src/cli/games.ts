/**
 * The registry of games the battle commands play: the built-in ones, and plug-ins named in
 * DIEMEN_PLUGINS (module files, separated like PATH). A scenario's `ruleset:` picks the game;
 * without one it is Die, Men!. Loaded only by the battle commands.
 */
import { delimiter, resolve } from 'node:path';
import { fail, ok, problem, type Problem, type Result } from '../core/problem';
import type { AnyGameFace } from './battle/face';
import { faceOf } from './battle/defaultFace';
import { dieMenFace } from './die-men/face';
import { dieFightingFace } from './die-fighting/face';
import { loadPlugin } from './plugin';
import { diceWarsFace } from './dice-wars/face';

/** The game of a scenario that doesn't say. */
export const DEFAULT_RULESET = 'die-men';

const BUILT_IN: readonly AnyGameFace[] = [dieMenFace, dieFightingFace, diceWarsFace];

export interface Games {
  readonly faces: readonly AnyGameFace[];
  /** Plug-in files by game id, for the simulator's workers. */
  readonly plugins: ReadonlyMap<string, string>;
}

/** The built-in games and the plug-ins DIEMEN_PLUGINS names. */
export function loadGames(env: Readonly<Record<string, string | undefined>>): Result<Games, Problem[]> {
  const faces = [...BUILT_IN];
  const plugins = new Map<string, string>();
  const problems: Problem[] = [];
  for (const file of (env.DIEMEN_PLUGINS ?? '').split(delimiter).filter(Boolean)) {
    const p = loadPlugin(file);
    if (!p.ok) {
      problems.push({ ...p.error, message: `DIEMEN_PLUGINS: ${p.error.message}` });
      continue;
    }
    const id = p.value.rules.meta.id;
    if (faces.some((f) => f.rules.meta.id === id)) {
      problems.push(
        problem('plugin.duplicate', `DIEMEN_PLUGINS: a game called ${id} is already loaded`, { file }),
      );
      continue;
    }
    faces.push(faceOf(p.value));
    plugins.set(id, resolve(file));
  }
  return problems.length > 0 ? fail(problems) : ok({ faces, plugins });
}

/** The game called `id`, or a Problem naming the ones there are. */
export function findFace(games: Games, id: string): Result<AnyGameFace> {
  const face = games.faces.find((f) => f.rules.meta.id === id);
  if (face) return ok(face);
  const known = games.faces.map((f) => f.rules.meta.id).join(', ');
  return fail(
    problem('ruleset.unknown', `no game is called ${id} (games: ${known})`, { facts: { id, known } }),
  );
}
