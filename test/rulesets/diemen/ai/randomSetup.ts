/** Random small battles for the computer general's tests: any map, terrain, armies and options. */
import { gridFor } from '../../../../src/grid';
import type { CellKey, GridSpec } from '../../../../src/grid/types';
import type { BattleSetup, Occupant, Terrain } from '../../../../src/rulesets/diemen';

/** xorshift32: a tiny generator, so each case replays exactly. */
export function chooser(seed: number) {
  let x = seed >>> 0 || 1;
  const next = () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
  return {
    int: (n: number) => Math.floor(next() * n),
    chance: (p: number) => next() < p,
  };
}

export function randomSetup(seed: number): BattleSetup {
  const c = chooser(seed);
  const grid: GridSpec = { kind: c.chance(0.7) ? 'hex' : 'square', cols: 3 + c.int(8), rows: 3 + c.int(8) };
  const cells = [...gridFor(grid).cells];
  const terrain: Record<CellKey, Terrain> = {};
  for (const k of cells) {
    const r = c.int(10);
    if (r === 0) terrain[k] = 'impassable';
    else if (r === 1) terrain[k] = 'rough';
  }
  const free = cells.filter((k) => terrain[k] !== 'impassable');
  const sides = c.chance(0.8) ? ['a', 'b'] : ['a', 'b', 'c'];
  const occupants: Record<CellKey, Occupant> = {};
  for (const side of sides) {
    const hexes = 1 + c.int(5);
    for (let i = 0; i < hexes && free.length > 0; i++) {
      const at = free.splice(c.int(free.length), 1)[0]!;
      occupants[at] = { side, units: { infantry: 1 + c.int(12) } };
    }
  }
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
