/** The scale chart, the terrain table, and the small legal-choice helpers. */
import {
  legalCasualties,
  legalGobbleCounts,
  legalGoals,
  legalKnocks,
  legalSplits,
  SCALE_TABLE,
  SCALES,
  TERRAIN_RULES,
} from '../../../src/rulesets/die-men';
import type { QueuedSet } from '../../../src/rulesets/die-men';
import { makeSetup, start } from './helpers';

describe('scale chart ("Defining the Scale", reference card)', () => {
  it('has a row for each step of the scale', () => {
    expect(SCALES).toEqual([1, 2, 5, 10, 20, 50, 100]);
    for (const s of SCALES) expect(SCALE_TABLE[s].soldiersPerUnit).toBe(s);
  });
  it('reads the chart: hex size, command interference, command lag, round length', () => {
    expect(SCALE_TABLE[1]).toEqual({
      soldiersPerUnit: 1,
      hexFeet: 15,
      commandInterference: [{ skill: 'Tactics', difficulty: 0 }],
      commandLag: 0,
      roundMinutes: 5,
    });
    expect(SCALE_TABLE[10].commandInterference).toEqual([
      { skill: 'Tactics', difficulty: 5 },
      { skill: 'Strategy', difficulty: 0 },
    ]);
    expect(SCALE_TABLE[100]).toMatchObject({ hexFeet: 200, commandLag: 3, roundMinutes: 60 });
    // Bigger units never mean smaller hexes, less lag or shorter rounds.
    for (let i = 1; i < SCALES.length; i++) {
      const [a, b] = [SCALE_TABLE[SCALES[i - 1]!], SCALE_TABLE[SCALES[i]!]];
      expect(b.hexFeet).toBeGreaterThanOrEqual(a.hexFeet);
      expect(b.commandLag).toBeGreaterThanOrEqual(a.commandLag);
      expect(b.roundMinutes).toBeGreaterThanOrEqual(a.roundMinutes);
    }
  });
});

describe('terrain ("The Map")', () => {
  it('open is free, rough cannot be entered or left in Free Movement, impassable keeps everyone out', () => {
    expect(TERRAIN_RULES.open).toEqual({ enterable: true, freeEnter: true });
    expect(TERRAIN_RULES.rough).toEqual({ enterable: true, freeEnter: false, freeLeave: false });
    expect(TERRAIN_RULES.impassable).toEqual({ enterable: false, freeEnter: false });
  });
});

describe('legal-choice helpers', () => {
  const set = (id: string, width: number, height: number): QueuedSet => ({
    id,
    side: 'a',
    width,
    height,
    rolledWidth: width,
  });
  it('lists goals: four edges and every cell', () => {
    const { state } = start(makeSetup({ '0,0': ['a', 1], '1,1': ['b', 1] }));
    const goals = legalGoals(state);
    expect(goals.slice(0, 4).map((g) => g.kind === 'edge' && g.edge)).toEqual([
      'north',
      'south',
      'east',
      'west',
    ]);
    expect(goals).toHaveLength(4 + 49);
  });
  it('lists the ways to split each wide set', () => {
    const splits = legalSplits({
      kind: 'split',
      side: 'a',
      round: 1,
      splittable: [set('a.4x9', 4, 9), set('a.6x2', 6, 2)],
    });
    expect(splits[0]).toEqual({ set: 'a.4x9', into: [[2, 2]] });
    expect(splits[1]!.into).toEqual(
      expect.arrayContaining([
        [4, 2],
        [3, 3],
        [2, 2, 2],
      ]),
    );
    expect(splits[1]!.into).toHaveLength(3);
  });
  it('lists gobble counts from none to enough to spoil', () => {
    const req = {
      kind: 'gobble' as const,
      side: 'b',
      round: 1,
      at: '2,2',
      attack: { set: set('a.3x5', 3, 5), from: '2,1' },
      eligible: [5, 6, 9],
      toSpoil: 2,
    };
    expect(legalGobbleCounts(req)).toEqual([0, 1, 2]);
    expect(legalGobbleCounts({ ...req, eligible: [9] })).toEqual([0, 1]);
  });
  it('lists knock candidates and casualty choices', () => {
    expect(
      legalKnocks({ kind: 'knock', side: 'a', round: 1, candidates: [set('x', 2, 3), set('y', 3, 1)] }),
    ).toEqual(['x', 'y']);
    expect(
      legalCasualties({
        kind: 'casualties',
        side: 'a',
        round: 1,
        at: '1,1',
        count: 2,
        units: { infantry: 5 },
      }),
    ).toEqual([{ infantry: 2 }]);
    expect(
      legalCasualties({
        kind: 'casualties',
        side: 'a',
        round: 1,
        at: '1,1',
        count: 6,
        units: { infantry: 5 },
      }),
    ).toEqual([]);
  });
});
