/** The bundled scenario files (scenarios/) of one game: a file without `ruleset:` is Die, Men!'s. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseScenarioText } from '../../src/scenario';

export const SCENARIOS_DIR = join(__dirname, '..', '..', 'scenarios');

export function rulesetOf(file: string): string {
  const doc = parseScenarioText(readFileSync(join(SCENARIOS_DIR, file), 'utf8'), file);
  if (!doc.ok) throw new Error(`${file}: ${doc.error.map((p) => p.message).join('; ')}`);
  return (doc.value.data as { ruleset?: string }).ruleset ?? 'die-men';
}

/** The file names (not paths) of the game's bundled scenarios, sorted. */
export const bundledFiles = (ruleset: string): string[] =>
  readdirSync(SCENARIOS_DIR)
    .filter((f) => /\.(ya?ml|json)$/.test(f))
    .sort()
    .filter((f) => rulesetOf(f) === ruleset);
