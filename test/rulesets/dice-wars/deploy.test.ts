/**
 * Deployment played ("Deployment", "Pre-Game Set-up"; ruling DW1) at the rules: the roll-off's
 * winner chooses its edge, the sides alternate, each placement is checked (its side's unit, one
 * square a model, free squares, a squad together, inside the zone); the computer general deploys
 * shooters behind fighters, fast units out on a flank, and into cover when there is some; the
 * random general's deployments are always lawful (property).
 */
import fc from 'fast-check';
import { computerGeneral } from '../../../src/rulesets/dice-wars/ai/computer';
import { diceWarsGame } from '../../../src/rulesets/dice-wars/game';
import { inZone, terrainSays } from '../../../src/rulesets/dice-wars/geometry';
import { coherent } from '../../../src/rulesets/dice-wars/geometry';
import { diceWars } from '../../../src/rulesets/dice-wars/ruleset';
import type { BattleState } from '../../../src/rulesets/dice-wars/state';
import type { Decision, UnitSetup } from '../../../src/rulesets/dice-wars/types';
import type { SyncDecisionSource } from '../../../src/engine/decisionSource';
import type { Request } from '../../../src/rulesets/dice-wars/types';
import { begin, ofType, play, refused, setupOf, unit } from './battle';

const kit = (melee: number[], ranged: number[] = []) => ({ equipment: { melee, ranged, indirect: [] } });

const toPlace = (
  id: string,
  side: string,
  over: Parameters<typeof unit>[3] = {},
  members = 1,
): UnitSetup => ({
  ...unit(
    id,
    side,
    Array.from({ length: members }, (_, i) => `${i},0`),
    over,
  ),
  at: [],
});

const edges = (red: number, blue: number): Decision[] => [
  { kind: 'roll', side: 'red', faces: [red] },
  { kind: 'roll', side: 'blue', faces: [blue] },
];

const TABLE = { cols: 48, rows: 36, pieces: [] };

/** Deploys with `source` until round 1's roll-off; the state then. */
function deployAll(s: BattleState, source: SyncDecisionSource<BattleState, Request, Decision>): BattleState {
  let state = s;
  for (let i = 0; i < 100 && state.phase !== 'first'; i++) {
    const req = diceWars.pending(state)!;
    const r = diceWars.apply(state, source.decide(req, state));
    if (!r.ok) throw new Error(r.error.message);
    state = r.value.state;
  }
  return state;
}

describe('deployment played', () => {
  const setup = setupOf(
    [
      toPlace('archers', 'red', kit([], [1]), 3),
      toPlace('knights', 'red', { core: 3, ...kit([3]) }),
      toPlace('riders', 'red', { core: 2, passive: { kind: 'speed', dice: 3 }, ...kit([2]) }),
      toPlace('orcs', 'blue', { core: 2, ...kit([2]) }),
    ],
    { deployment: 'edge', table: TABLE },
  );

  it('the winner of the roll-off chooses an edge; the sides then place a unit each, the winner first', () => {
    const s = play(begin(setup).state, ...edges(2, 5)).state;
    expect(diceWars.pending(s)).toEqual({ kind: 'deploy', side: 'blue', round: 0, choose: 'edge' });
    const e = play(s, { kind: 'deploy', side: 'blue', edge: 'north' });
    expect(ofType(e.events, 'edgeChosen')).toEqual([
      { type: 'edgeChosen', side: 'blue', edge: 'north', other: 'south' },
    ]);
    expect(e.state.rules.sides.map((x) => x.edge)).toEqual(['south', 'north']);
    expect(diceWars.pending(e.state)).toMatchObject({ side: 'blue', choose: 'unit' });
    const one = play(e.state, { kind: 'deploy', side: 'blue', unit: 'orcs', at: ['10,5'] });
    expect(diceWars.pending(one.state)).toMatchObject({ side: 'red', choose: 'unit' });
    // Blue has placed all it has: red places the rest in a row, then round 1's roll-off.
    const rest = play(
      one.state,
      { kind: 'deploy', side: 'red', unit: 'knights', at: ['10,30'] },
      { kind: 'deploy', side: 'red', unit: 'riders', at: ['40,30'] },
      { kind: 'deploy', side: 'red', unit: 'archers', at: ['20,35', '21,35', '22,35'] },
    );
    expect(rest.state.phase).toBe('first');
    expect(rest.state.round).toBe(1);
    expect(ofType(rest.events, 'roundStarted')).toEqual([{ type: 'roundStarted', round: 1 }]);
  });

  it('refuses a placement that is not lawful, with its code and field', () => {
    const s = play(begin(setup).state, ...edges(5, 2), { kind: 'deploy', side: 'red', edge: 'north' }).state;
    const code = (d: Decision) => [refused(s, d).code, refused(s, d).path];
    expect(code({ kind: 'deploy', side: 'red', unit: 'orcs', at: ['1,1'] })).toEqual([
      'deploy.not-yours',
      ['unit'],
    ]);
    expect(code({ kind: 'deploy', side: 'red', unit: 'archers', at: ['1,1', '2,1'] })).toEqual([
      'deploy.models',
      ['at'],
    ]);
    expect(refused(s, { kind: 'deploy', side: 'red', unit: 'archers', at: ['1,1', '2,1'] }).message).toBe(
      'archers: 3 models, 2 squares given',
    );
    expect(code({ kind: 'deploy', side: 'red', unit: 'archers', at: ['1,1', '2,1', '9,1'] })).toEqual([
      'deploy.incoherent',
      ['at'],
    ]);
    expect(code({ kind: 'deploy', side: 'red', unit: 'knights', at: ['1,6'] })).toEqual([
      'deploy.outside-zone',
      ['at'],
    ]);
    expect(inZone(TABLE, ['1,5'], 'north', 6)).toBe(true);
    expect(code({ kind: 'deploy', side: 'red', unit: 'knights', at: ['48,1'] })).toEqual([
      'deploy.off-table',
      ['at', 0],
    ]);
    const placed = play(s, { kind: 'deploy', side: 'red', unit: 'knights', at: ['1,5'] }).state;
    expect(refused(placed, { kind: 'deploy', side: 'blue', unit: 'orcs', at: ['2,5'] }).code).toBe(
      'deploy.outside-zone',
    );
    const e = play(begin(setup).state, ...edges(5, 2)).state;
    expect(refused(e, { kind: 'deploy', side: 'red', edge: 'east' }).code).toBe('deploy.edge');
  });

  it('the computer puts shooters behind fighters and a fast unit out on a flank', () => {
    const s = deployAll(play(begin(setup).state, ...edges(5, 2)).state, computerGeneral());
    const red = s.rules.sides[0]!.edge;
    const depth = (id: string) => {
      const u = s.units.find((x) => x.id === id)!;
      const rows = u.models.map((c) => Number(c.split(',')[1]));
      const mean = rows.reduce((a, b) => a + b, 0) / rows.length;
      return red === 'north' ? mean : 35 - mean;
    };
    const wing = (id: string) =>
      Math.abs(Number(s.units.find((x) => x.id === id)!.models[0]!.split(',')[0]) - 23.5);
    expect(depth('archers')).toBeLessThan(depth('knights'));
    expect(wing('riders')).toBeGreaterThan(wing('knights'));
    expect(wing('riders')).toBeGreaterThan(20);
    for (const u of s.units)
      expect(inZone(TABLE, u.models, s.rules.sides.find((x) => x.id === u.side)!.edge, 6)).toBe(true);
  });

  it('the computer takes cover when its zone has some', () => {
    const walled = setupOf([toPlace('gunner', 'red', kit([], [2])), toPlace('orcs', 'blue')], {
      deployment: 'edge',
      table: { cols: 48, rows: 36, pieces: [{ id: 'wall', cells: ['30,3', '31,3', '32,3'], height: 2 }] },
    });
    const s = deployAll(play(begin(walled).state, ...edges(5, 2)).state, computerGeneral());
    const gunner = s.units.find((u) => u.id === 'gunner')!;
    expect(terrainSays(s.rules.table, gunner.models, gunner.height)).toBe(2);
  });

  it('property: the random general deploys any armies lawfully, every unit within its zone', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 6 }),
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 6 }),
        fc.string(),
        (reds, blues, seed) => {
          const units = [
            ...reds.map((n, i) => toPlace(`r${i}`, 'red', { core: 1 }, n)),
            ...blues.map((n, i) => toPlace(`b${i}`, 'blue', { core: 1 }, n)),
          ];
          const s0 = begin(
            setupOf(units, { deployment: 'edge', table: { cols: 24, rows: 24, pieces: [] }, seed }),
          ).state;
          const s = deployAll(s0, diceWarsGame.random(seed));
          expect(s.reserve).toEqual([]);
          expect(s.units).toHaveLength(units.length);
          const seen = new Set<string>();
          for (const u of s.units) {
            const edge = s.rules.sides.find((x) => x.id === u.side)!.edge;
            expect(inZone(s.rules.table, u.models, edge, 6)).toBe(true);
            expect(coherent(u.models)).toBe(true);
            for (const m of u.models) {
              expect(seen.has(m)).toBe(false);
              seen.add(m);
            }
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
