/** The body of `diemen cards [SCENARIO]`: the default cards, or a scenario's with its changes. */
import { loadDieFightingScenario } from '../../rulesets/die-fighting/scenario';
import { scenarioPath } from '../bundled';
import { EXIT_OK, type Io } from '../io';
import { readScenarioFile } from '../readFile';
import { reportProblems } from '../report';
import { styleFor } from '../style';
import { cardsJson, renderCards } from './render/renderCards';

export function runCards(io: Io, file: string | undefined, o: { json?: boolean }): number {
  if (file === undefined) {
    io.out(o.json ? JSON.stringify(cardsJson()) : renderCards(styleFor(io)));
    return EXIT_OK;
  }
  const path = scenarioPath(file);
  const text = readScenarioFile(path);
  if (!text.ok) return reportProblems(io, [text.error]);
  const loaded = loadDieFightingScenario(text.value, path);
  if (!loaded.ok) return reportProblems(io, loaded.error);
  const { cards } = loaded.value.setup({ fallback: 'cards' });
  io.out(o.json ? JSON.stringify(cardsJson(cards)) : renderCards(styleFor(io), cards, file));
  return EXIT_OK;
}
