/** The completer's sources: bundled names, games, and the sides of a scenario (read only for --ai). */
import { bundledArmies, bundledScenarios } from '../bundled';
import type { Io } from '../io';
import { complete, type CommandShape, type Completions } from './candidates';

export async function completeFor(
  program: readonly CommandShape[],
  words: readonly string[],
  io: Io,
): Promise<Completions> {
  return complete(program, words, {
    scenarioNames: () => bundledScenarios().map((b) => b.name),
    armyNames: () => bundledArmies().map((b) => b.name),
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
