/**
 * Games from outside the build: a plug-in is a CommonJS module exporting a game's rules and
 * scenario kit (and a face if it has one), named in DIEMEN_PLUGINS. The battle commands and the
 * simulator's workers load it with this one function.
 */
import { resolve } from 'node:path';
import { fail, ok, problem, type Result } from '../core/problem';
import type { GamePlugin } from './battle/face';

function isPlugin(x: unknown): x is GamePlugin {
  const p = x as GamePlugin | null;
  return (
    typeof p === 'object' &&
    p !== null &&
    typeof p.rules?.meta?.id === 'string' &&
    typeof p.rules.ruleset?.apply === 'function' &&
    typeof p.scenario?.load === 'function'
  );
}

/** Loads a plug-in module: its `plugin` export, its default export, or the module itself. */
export function loadPlugin(file: string): Result<GamePlugin> {
  let mod: unknown;
  try {
    // A path from the user's environment: a real require at run time, not bundled.
    mod = module.require(resolve(file));
  } catch (e) {
    return fail(
      problem('plugin.unloadable', `cannot load the plug-in: ${e instanceof Error ? e.message : String(e)}`, {
        file,
      }),
    );
  }
  const m = mod as { plugin?: unknown; default?: unknown };
  const found = [m.plugin, m.default, mod].find(isPlugin);
  if (!found) {
    return fail(
      problem('plugin.not-a-game', 'not a diemen plug-in: it exports no { rules, scenario } of a game', {
        file,
      }),
    );
  }
  return ok(found);
}
