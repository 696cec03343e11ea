/**
 * Random battles with every complication on: random terrain of every kind, gates with owners,
 * mixed stacks of every unit type, Command Lag, Threat ratings, Command Interference.
 */
import { gridFor } from '../../../../src/grid';
import type { CellKey, GridSpec } from '../../../../src/grid/types';
import {
  TERRAIN_RULES,
  UNIT_TYPES,
  type BattleSetup,
  type Occupant,
  type Terrain,
  type UnitType,
} from '../../../../src/rulesets/die-men';
import { allComplications, chooser, TERRAIN_KINDS, unitOn } from '../../../helpers/randomBattle';

export function randomSetup(seed: number): BattleSetup {
  const c = chooser(seed);
  const grid: GridSpec = { kind: c.chance(0.7) ? 'hex' : 'square', cols: 4 + c.int(5), rows: 4 + c.int(5) };
  const cells = [...gridFor(grid).cells];
  const terrain: Record<CellKey, Terrain> = {};
  for (const k of cells) if (c.chance(0.35)) terrain[k] = c.pick(TERRAIN_KINDS);
  const free = cells.filter((k) => !terrain[k] || TERRAIN_RULES[terrain[k]].enterable);
  const occupants: Record<CellKey, Occupant> = {};
  for (const side of ['a', 'b']) {
    const hexes = 1 + c.int(4);
    for (let i = 0; i < hexes && free.length > 0; i++) {
      const at = free.splice(c.int(free.length), 1)[0]!;
      const units: Partial<Record<UnitType, number>> = {};
      for (let j = 0; j < 1 + c.int(3); j++) {
        const t2 = unitOn(c.pick(UNIT_TYPES), terrain[at]);
        units[t2] = (units[t2] ?? 0) + 1 + c.int(4);
      }
      occupants[at] = { side, units };
    }
  }
  const gates: Record<CellKey, string> = {};
  for (const [k, t] of Object.entries(terrain))
    if (TERRAIN_RULES[t].gate && c.chance(0.7)) gates[k] = c.pick(['a', 'b']);
  const threat: Partial<Record<UnitType, number>> = {};
  for (const t of UNIT_TYPES) if (c.chance(0.3)) threat[t] = c.int(6);
  const skills = () => ({ tactics: c.int(6), strategy: c.int(6), inspire: c.int(4) });
  return {
    name: `random ${seed}`,
    scale: c.pick([1, 2, 5, 10, 20, 50, 100] as const),
    grid,
    terrain,
    sides: [
      { id: 'a', name: 'A', pcSkills: skills() },
      { id: 'b', name: 'B', pcSkills: skills() },
    ],
    occupants,
    options: {
      maxRounds: 1 + c.int(6),
      damageCap: c.chance(0.5) ? 'per-hex' : 'per-attack',
      complications: allComplications(c.int(3), c.chance(0.5) ? threat : null),
    },
    gates,
    seed: `s${seed}`,
  };
}
