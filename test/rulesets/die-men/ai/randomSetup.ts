/** Random small battles for the computer general's tests: any map, terrain, armies and options. */
import { gridFor } from '../../../../src/grid';
import type { GridSpec } from '../../../../src/grid/types';
import type { BattleSetup } from '../../../../src/rulesets/die-men';
import { basicTerrain, chooser, placeInfantry } from '../../../helpers/randomBattle';

export { chooser } from '../../../helpers/randomBattle';

export function randomSetup(seed: number): BattleSetup {
  const c = chooser(seed);
  const grid: GridSpec = { kind: c.chance(0.7) ? 'hex' : 'square', cols: 3 + c.int(8), rows: 3 + c.int(8) };
  const cells = [...gridFor(grid).cells];
  const terrain = basicTerrain(c, cells);
  const free = cells.filter((k) => terrain[k] !== 'impassable');
  const sides = c.chance(0.8) ? ['a', 'b'] : ['a', 'b', 'c'];
  const occupants = placeInfantry(c, free, sides, 5, 12);
  // A side the map had no room for is dropped, so the setup stays lawful.
  const present = sides.filter((s) => Object.values(occupants).some((o) => o.side === s));
  return {
    name: `random ${seed}`,
    scale: 10,
    grid,
    terrain,
    sides: present.map((id) => ({ id, name: id.toUpperCase() })),
    occupants,
    options: { maxRounds: 1 + c.int(12), damageCap: c.chance(0.5) ? 'per-hex' : 'per-attack' },
    seed: `s${seed}`,
  };
}
