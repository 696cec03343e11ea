/**
 * The default set-up of an army nobody places (ruling DF21): inside the side's zone ("Set Up": up
 * to two squares in from its own edge), ranged units on the edge rank from the middle, foot in
 * front of them from the middle, mounted units at the ends of the foot line; a full rank sends a unit
 * to the other. Examples worked by hand on small maps, then properties on random ones.
 */
import * as fc from 'fast-check';
import {
  defaultPlacement,
  type PlacementField,
} from '../../../../src/rulesets/die-fighting/army/defaultPlacement';
import { UNIT_TYPE_NAMES } from '../../../../src/rulesets/die-fighting/cards';
import { edgeDistance } from '../../../../src/grid';
import type { Edge } from '../../../../src/grid/types';
import type { UnitType } from '../../../../src/rulesets/die-fighting/types';

const field = (cols: number, rows: number, closed: string[] = []): PlacementField => ({
  cols,
  rows,
  closed: new Set(closed),
});
const place = (f: PlacementField, edge: Edge, types: UnitType[]) => {
  const r = defaultPlacement(
    f,
    edge,
    types.map((type) => ({ type })),
  );
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('the default set-up', () => {
  it('puts archers on the edge rank, foot before them from the middle, horse at the ends of the foot', () => {
    // A 6-wide map, north edge: the middle is between columns 2 and 3 (2 first), then 1 and 4.
    // The foot take 2,1 and 3,1; the horse, placed after them, 1,1 and 4,1 either side.
    expect(
      place(field(6, 6), 'north', [
        'archers',
        'conscripts',
        'light-cavalry',
        'heavy-infantry',
        'heavy-cavalry',
        'archers',
      ]),
    ).toEqual(['2,0', '2,1', '1,1', '3,1', '4,1', '3,0']);
  });

  it('mirrors for the south edge and turns for the east and west edges', () => {
    expect(place(field(5, 4), 'south', ['archers', 'conscripts', 'light-cavalry'])).toEqual([
      '2,3',
      '2,2',
      '1,2',
    ]);
    expect(place(field(4, 5), 'west', ['archers', 'conscripts', 'light-cavalry'])).toEqual([
      '0,2',
      '1,2',
      '1,1',
    ]);
    expect(place(field(4, 5), 'east', ['archers', 'light-infantry'])).toEqual(['3,2', '2,2']);
  });

  it('puts horse in the middle when there is no foot, and archers in front when the edge rank is full', () => {
    // Two wide: the edge rank holds two archers, the third goes in front; the horse takes what is left.
    expect(place(field(2, 4), 'north', ['light-cavalry', 'archers', 'archers', 'archers'])).toEqual([
      '1,1',
      '0,0',
      '1,0',
      '0,1',
    ]);
  });

  it('passes over blocking or held squares, and a full rank sends a unit to the other', () => {
    // Front rank of a 3-wide map: 1,1 blocked; foot take 0,1 then 2,1, then go back to the edge rank.
    expect(place(field(3, 4, ['1,1']), 'north', ['conscripts', 'conscripts', 'conscripts'])).toEqual([
      '0,1',
      '2,1',
      '1,0',
    ]);
  });

  it('says when the zone has too few free squares', () => {
    const r = defaultPlacement(field(2, 5, ['0,0']), 'north', [
      { type: 'archers' },
      { type: 'archers' },
      { type: 'archers' },
      { type: 'archers' },
    ]);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('die-fighting.no-room');
      expect(r.error.facts).toEqual({ units: 4, free: 3, edge: 'north' });
    }
  });

  it('always places every unit on its own free square within two of the edge, the same way each time', () => {
    const edges: Edge[] = ['north', 'south', 'east', 'west'];
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 14 }),
        fc.integer({ min: 1, max: 14 }),
        fc.constantFrom(...edges),
        fc.array(fc.constantFrom(...UNIT_TYPE_NAMES), { maxLength: 30 }),
        fc.array(fc.tuple(fc.nat(13), fc.nat(13)), { maxLength: 10 }),
        (cols, rows, edge, types, blocked) => {
          const f = field(
            cols,
            rows,
            blocked.map(([c, r]) => `${c},${r}`),
          );
          const r = defaultPlacement(
            f,
            edge,
            types.map((type) => ({ type })),
          );
          const spec = { kind: 'square' as const, cols, rows };
          const zone = Array.from(
            { length: cols * rows },
            (_, i) => `${i % cols},${Math.floor(i / cols)}`,
          ).filter((c) => edgeDistance(spec, c, edge) < 2 && !f.closed.has(c));
          if (!r.ok) return zone.length < types.length && r.error.facts?.free === zone.length;
          const again = defaultPlacement(
            f,
            edge,
            types.map((type) => ({ type })),
          );
          return (
            r.value.length === types.length &&
            new Set(r.value).size === r.value.length &&
            r.value.every((c) => zone.includes(c)) &&
            JSON.stringify(again) === JSON.stringify(r)
          );
        },
      ),
    );
  });
});
