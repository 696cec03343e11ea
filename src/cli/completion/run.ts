/** The completer's sources: bundled names, games, and the sides of a scenario (read only for --ai). */
import { bundledArmies, bundledScenarios } from '../bundled';
import type { Io } from '../io';
import { complete, type CommandShape, type Completions } from './candidates';

/** The game a scenario names (`ruleset:`, else the default), read without checking the rest. */
async function gameOf(file: string): Promise<string | undefined> {
  const { scenarioPath } = await import('../bundled');
  const { readScenarioFile } = await import('../readFile');
  const { parseScenarioText } = await import('../../scenario');
  const { DEFAULT_RULESET } = await import('../games');
  const read = readScenarioFile(scenarioPath(file));
  const text = read.ok ? parseScenarioText(read.value, file) : null;
  if (!text?.ok) return undefined;
  const data = text.value.data as { ruleset?: unknown } | null;
  const id = typeof data === 'object' && data !== null ? data.ruleset : undefined;
  return typeof id === 'string' ? id : id === undefined ? DEFAULT_RULESET : undefined;
}

export async function completeFor(
  program: readonly CommandShape[],
  words: readonly string[],
  io: Io,
): Promise<Completions> {
  return complete(program, words, {
    scenarioNames: () => bundledScenarios().map((b) => b.name),
    async armyNames({ file, command }) {
      const game =
        file !== undefined
          ? await gameOf(file)
          : command !== undefined
            ? (await import('../gameCommands')).GAME_COMMAND_RULESETS[command]
            : undefined;
      return bundledArmies(game).map((b) => b.name);
    },
    async games() {
      const { loadGames } = await import('../games');
      const games = loadGames(io.env);
      return games.ok ? games.value.faces.map((f) => f.rules.meta.id) : [];
    },
    async sides(file) {
      const { loadGames } = await import('../games');
      const { openScenario } = await import('../battle/openScenario');
      const games = loadGames(io.env);
      if (!games.ok) return [];
      const opened = openScenario(file, games.value);
      if (!opened.ok) return [];
      const { face, loaded } = opened.value;
      return face.rules
        .sides(loaded.setup({ seed: 'complete', fallback: 'complete' }))
        .map((s: { id: string }) => s.id);
    },
  });
}
