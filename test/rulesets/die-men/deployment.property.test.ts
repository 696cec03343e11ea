/**
 * Deployment played (ruling 33) over random maps, armies and zones, placed by the random general
 * and by the default (the computer's): it always ends in round 1 with every unit either standing
 * in an empty hex of its side's zone (chariots off high ground and forest) or reported not
 * deployed, and the count of units is kept.
 */
import fc from 'fast-check';
import { gridFor } from '../../../src/grid/grid';
import type { Edge } from '../../../src/grid/types';
import { randomGeneral } from '../../../src/rulesets/die-men/ai';
import { inZone } from '../../../src/rulesets/die-men/deployment';
import {
  dieMen,
  type BattleSetup,
  type Event,
  type Terrain,
  type UnitCounts,
} from '../../../src/rulesets/die-men';
import { totalUnits } from '../../../src/rulesets/die-men/units';
import { apply, start } from './helpers';

const EDGES: Edge[] = ['west', 'east', 'north', 'south'];
const GROUND: Terrain[] = ['open', 'open', 'open', 'rough', 'impassable', 'forest', 'hill'];

const arb = fc.record({
  cols: fc.integer({ min: 1, max: 9 }),
  rows: fc.integer({ min: 1, max: 7 }),
  grid: fc.constantFrom('hex' as const, 'square' as const),
  ground: fc.array(fc.integer({ min: 0, max: GROUND.length - 1 }), { minLength: 63, maxLength: 63 }),
  armies: fc.array(
    fc.record({
      infantry: fc.integer({ min: 0, max: 12 }),
      chariot: fc.integer({ min: 0, max: 3 }),
      archer: fc.integer({ min: 0, max: 3 }),
    }),
    { minLength: 2, maxLength: 3 },
  ),
  zones: fc.array(fc.constantFrom(...EDGES), { minLength: 3, maxLength: 3 }),
  byComputer: fc.boolean(),
  seed: fc.integer({ min: 1, max: 1e9 }),
});

describe('Die, Men! deployment over random set-ups (ruling 33)', () => {
  it('ends in round 1 with every unit in its zone or reported not deployed', () => {
    fc.assert(
      fc.property(arb, (c) => {
        const spec = { kind: c.grid, cols: c.cols, rows: c.rows };
        const cells = gridFor(spec).cells;
        const terrain: Record<string, Terrain> = {};
        cells.forEach((k, i) => {
          const t = GROUND[c.ground[i % c.ground.length]!]!;
          if (t !== 'open') terrain[k] = t;
        });
        const sides = c.armies.map((_, i) => ({ id: `s${i}`, name: `S${i}` }));
        const deploy: Record<string, UnitCounts> = {};
        c.armies.forEach((a, i) => {
          const u: Record<string, number> = {};
          for (const [t, n] of Object.entries(a)) if (n > 0) u[t] = n;
          deploy[`s${i}`] = totalUnits(u) > 0 ? u : { infantry: 1 };
        });
        const zones = Object.fromEntries(sides.map((s, i) => [s.id, c.zones[i]!]));
        const setup: BattleSetup = {
          name: 'random',
          scale: 10,
          grid: spec,
          terrain,
          sides,
          occupants: {},
          options: {
            maxRounds: 3,
            damageCap: 'per-hex',
            complications: { unitTypes: ['chariot', 'archer'], terrain: ['forest', 'hill'] },
          },
          deploy,
          zones,
          seed: `d${c.seed}`,
        };
        const opened = start(setup);
        let state = opened.state;
        // A side with no hex at all keeps its units out before anyone is asked.
        const events: Event[] = [...opened.events];
        const general = randomGeneral(`r${c.seed}`);
        for (let steps = 0; state.phase === 'deploy'; steps++) {
          expect(steps).toBeLessThan(200);
          const req = dieMen.pending(state)!;
          const d = c.byComputer ? dieMen.defaultDecision(state, req) : general.decide(req, state);
          const r = apply(state, d);
          state = r.state;
          events.push(...r.events);
        }
        expect(state.round).toBe(1);
        for (const e of events) {
          if (e.type !== 'deployed') continue;
          expect(inZone(state.rules, zones[e.side]!, e.at)).toBe(true);
          const t = terrain[e.at];
          expect(t).not.toBe('impassable');
          if (t === 'forest' || t === 'hill') expect(e.units.chariot ?? 0).toBe(0);
        }
        for (const s of sides) {
          const placed = events
            .filter((e) => e.type === 'deployed' && e.side === s.id)
            .reduce((n, e) => n + totalUnits((e as { units: UnitCounts }).units), 0);
          const out = events
            .filter((e) => e.type === 'notDeployed' && e.side === s.id)
            .reduce((n, e) => n + totalUnits((e as { units: UnitCounts }).units), 0);
          expect(placed + out).toBe(totalUnits(deploy[s.id]));
        }
      }),
      { numRuns: 80 },
    );
  });
});
