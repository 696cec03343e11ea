/** The battles the fast path's lockstep tests play: every bundled Die, Men! scenario it covers, and the bench's. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BattleSetup } from '../../../../src/rulesets/die-men';
import { fastSupports } from '../../../../src/rulesets/die-men/fast/trial';
import { loadDieMenScenario, toBattleSetup } from '../../../../src/rulesets/die-men/scenario';
import { bundledFiles, SCENARIOS_DIR } from '../../../helpers/bundledFiles';

export const BENCH = join(__dirname, '..', '..', '..', 'fixtures', 'scenarios', 'bench-15v15.yaml');

export interface Covered {
  readonly name: string;
  /** The battle reseeded: the simulator's trial `seed`. */
  readonly setup: (seed: string) => BattleSetup;
  readonly covered: boolean;
}

function load(path: string): Covered {
  const name = path.split('/').pop()!;
  const loaded = loadDieMenScenario(readFileSync(path, 'utf8'), name);
  if (!loaded.ok) throw new Error(`${name}: ${JSON.stringify(loaded.error)}`);
  const base = toBattleSetup(loaded.value.scenario, { seed: 'x', defaultSeed: 'x' });
  return { name, setup: (seed) => ({ ...base, seed }), covered: fastSupports(base, null) };
}

export const dieMenBattles = (): Covered[] => [
  ...bundledFiles('die-men').map((f) => load(join(SCENARIOS_DIR, f))),
  load(BENCH),
];
