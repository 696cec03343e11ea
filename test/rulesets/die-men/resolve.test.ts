/** Resolve: damage caps, simultaneous groups and skipped orders (rulings 5-7). */
import { drive, infantry, makeSetup, ofType, start } from './helpers';

const hold = { strategy: 'hold' as const };
const seizeSouth = { strategy: 'seize' as const, goal: { kind: 'edge' as const, edge: 'south' as const } };
describe('damage cap (ruling 6)', () => {
  // a: 5 units in 2,1 and 1 in 1,1, both touching b's 2,2 (encirclement +1). a rolls 3x8 and 2x9,
  // both spent from 2,1: 3 + 1 = 4 kills, then 2 + 1 = 3 more wanted.
  const occupants = { '2,1': ['a', 5], '1,1': ['a', 1], '2,2': ['b', 20] } as const;
  const script = {
    declare: { a: seizeSouth, b: hold },
    faces: { a: [8, 8, 8, 9, 9, 1], b: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 1, 2, 3, 4, 5] },
    assign: {
      'a.3x8': { type: 'attack' as const, from: '2,1', to: '2,2' },
      'a.2x9': { type: 'attack' as const, from: '2,1', to: '2,2' },
    },
  };
  it('per hex (default): a hex kills no more over the round than it has units', () => {
    const { events } = drive(start(makeSetup({ ...occupants })).state, script);
    const attacks = ofType(events, 'attacked');
    expect(attacks.map((a) => [a.damage, a.cap, a.kills])).toEqual([
      [4, 5, 4],
      [3, 1, 1],
    ]);
  });
  it("per attack: each attack is capped by the hex's units alone", () => {
    const setup = makeSetup({ ...occupants }, { options: { damageCap: 'per-attack' } });
    const { events } = drive(start(setup).state, script);
    expect(ofType(events, 'attacked').map((a) => [a.damage, a.cap, a.kills])).toEqual([
      [4, 5, 4],
      [3, 5, 3],
    ]);
  });
  it('an attack capped to no kills still got through: it still knocks', () => {
    // 2,1 holds 2 units: its 2x9 kills 2, its 2x8 may kill no more, yet b's set loses a die.
    const { events } = drive(start(makeSetup({ '2,1': ['a', 2], '6,6': ['a', 2], '2,2': ['b', 9] })).state, {
      declare: { a: seizeSouth, b: hold },
      faces: { a: [9, 9, 8, 8], b: [3, 3, 3, 4, 4, 4, 1, 2, 5] },
      assign: {
        'a.2x9': { type: 'attack', from: '2,1', to: '2,2' },
        'a.2x8': { type: 'attack', from: '2,1', to: '2,2' },
      },
    });
    expect(ofType(events, 'attacked').map((a) => [a.cap, a.kills])).toEqual([
      [2, 2],
      [0, 0],
    ]);
    expect(ofType(events, 'knocked').map((k) => k.by)).toEqual(['a.2x9', 'a.2x8']);
  });
  it('kills never exceed the units in the target', () => {
    const { events, state } = drive(
      start(makeSetup({ '2,1': ['a', 5], '2,2': ['b', 2], '6,6': ['b', 1] })).state,
      {
        declare: { a: seizeSouth },
        faces: { a: [8, 8, 8, 8, 1], b: [1, 2, 3] },
        assign: { 'a.4x8': { type: 'attack', from: '2,1', to: '2,2' } },
      },
    );
    expect(ofType(events, 'attacked')[0]).toMatchObject({ damage: 4, targetUnits: 2, kills: 2 });
    expect(state.occupants['2,2']).toBeUndefined();
  });
});
describe('simultaneous sets (ruling 5)', () => {
  it('opposing attacks of equal width and height both land: a destroyed hex still attacks', () => {
    const { events, state } = drive(start(makeSetup({ '2,1': ['a', 2], '2,2': ['b', 2] })).state, {
      declare: { a: hold, b: hold },
      faces: { a: [5, 5], b: [5, 5] },
      assign: {
        'a.2x5': { type: 'attack', from: '2,1', to: '2,2' },
        'b.2x5': { type: 'attack', from: '2,2', to: '2,1' },
      },
    });
    expect(ofType(events, 'queue')[0]!.groups).toEqual([['a.2x5', 'b.2x5']]);
    expect(ofType(events, 'attacked').map((a) => a.kills)).toEqual([2, 2]);
    // Both attacks are worked out before any casualty is removed.
    const kinds = events.map((e) => e.type).filter((t) => t === 'attacked' || t === 'casualties');
    expect(kinds).toEqual(['attacked', 'attacked', 'casualties', 'casualties']);
    expect(state.outcome).toEqual({ winner: null, reason: expect.any(String) });
  });
  it('moves come after the attacks: a move whose units died is skipped', () => {
    const { events, state } = drive(
      start(makeSetup({ '2,1': ['a', 2], '6,6': ['a', 1], '2,2': ['b', 3] })).state,
      {
        declare: { a: { strategy: 'deploy', goal: { kind: 'edge', edge: 'north' } }, b: hold },
        faces: { a: [5, 5, 1], b: [5, 5, 1] },
        assign: {
          'a.2x5': { type: 'move', from: '2,1', to: '2,0' },
          'b.2x5': { type: 'attack', from: '2,2', to: '2,1' },
        },
      },
    );
    expect(ofType(events, 'attacked')[0]).toMatchObject({ from: '2,2', to: '2,1', kills: 2 });
    expect(ofType(events, 'skipped')[0]).toMatchObject({ set: { id: 'a.2x5' }, reason: 'no-units' });
    expect(state.occupants['2,0']).toBeUndefined();
  });
  it('a move carries whatever survives of the units it named', () => {
    const { events, state } = drive(
      start(makeSetup({ '2,1': ['a', 3], '6,6': ['a', 1], '2,2': ['b', 3] })).state,
      {
        declare: { a: { strategy: 'deploy', goal: { kind: 'edge', edge: 'north' } }, b: hold },
        faces: { a: [5, 5, 1, 2], b: [5, 5, 1] },
        assign: {
          'a.2x5': { type: 'move', from: '2,1', to: '2,0' },
          'b.2x5': { type: 'attack', from: '2,2', to: '2,1' },
        },
      },
    );
    expect(ofType(events, 'moved')[0]).toMatchObject({ from: '2,1', to: '2,0', units: { infantry: 1 } });
    expect(state.occupants['2,0']).toEqual({ side: 'a', units: { infantry: 1 } });
    expect(state.occupants['2,1']).toBeUndefined();
  });
  it('two sides moving into one hex together: the first in the queue gets there, the other is skipped', () => {
    const { events, state } = drive(start(makeSetup({ '2,2': ['a', 2], '2,0': ['b', 2] })).state, {
      declare: {
        a: { strategy: 'deploy', goal: { kind: 'edge', edge: 'north' } },
        b: { strategy: 'deploy', goal: { kind: 'edge', edge: 'south' } },
      },
      faces: { a: [5, 5], b: [5, 5] },
      assign: {
        'a.2x5': { type: 'move', from: '2,2', to: '2,1' },
        'b.2x5': { type: 'move', from: '2,0', to: '2,1' },
      },
    });
    expect(ofType(events, 'moved').map((e) => e.set.id)).toEqual(['a.2x5']);
    expect(ofType(events, 'skipped')[0]).toMatchObject({ set: { id: 'b.2x5' }, reason: 'enemy-in-target' });
    expect(state.occupants['2,1']).toEqual({ side: 'a', units: { infantry: 2 } });
  });
});
describe('skipped orders (ruling 7)', () => {
  it('a set whose hex was wiped out earlier in the round is skipped, not refused', () => {
    // a's 3x7 empties 2,2 and knocks b's 3x4 to a 2x4, which b then orders to attack from 2,2.
    const { events } = drive(start(makeSetup({ '2,1': ['a', 3], '2,2': ['b', 2], '5,5': ['b', 1] })).state, {
      declare: { a: seizeSouth, b: hold },
      faces: { a: [7, 7, 7], b: [4, 4, 4] },
      assign: {
        'a.3x7': { type: 'attack', from: '2,1', to: '2,2' },
        'b.3x4': { type: 'attack', from: '2,2', to: '2,1' },
      },
    });
    expect(ofType(events, 'skipped')).toEqual([
      expect.objectContaining({ set: expect.objectContaining({ id: 'b.3x4' }), reason: 'no-units' }),
    ]);
  });
  it('an attack on a hex emptied earlier in the round is skipped', () => {
    const { events, state } = drive(
      start(makeSetup({ '2,1': ['a', 4], '2,2': ['b', 2], '5,5': ['b', 1] })).state,
      {
        declare: { a: seizeSouth, b: hold },
        faces: { a: [7, 7, 6, 6], b: [1, 2, 3] },
        assign: {
          'a.2x7': { type: 'attack', from: '2,1', to: '2,2' },
          'a.2x6': { type: 'attack', from: '2,1', to: '2,2' },
        },
      },
    );
    expect(ofType(events, 'skipped')[0]).toMatchObject({ set: { id: 'a.2x6' }, reason: 'target-empty' });
    expect(infantry(state, '2,2')).toBe(0);
  });
  it('a Hold move into a hex whose own units died this round is skipped', () => {
    // a's 3x7 wipes out b's 2,3 (and knocks b's 3x4 to two dice); that set was to move 2,2 -> 2,3,
    // lawful for Hold while b held 2,3.
    const { events } = drive(start(makeSetup({ '3,3': ['a', 3], '2,3': ['b', 2], '2,2': ['b', 2] })).state, {
      declare: { a: { strategy: 'seize', goal: { kind: 'edge', edge: 'west' } }, b: hold },
      faces: { a: [7, 7, 7], b: [4, 4, 4, 1] },
      assign: {
        'a.3x7': { type: 'attack', from: '3,3', to: '2,3' },
        'b.3x4': { type: 'move', from: '2,2', to: '2,3' },
      },
    });
    expect(ofType(events, 'skipped')[0]).toMatchObject({
      set: { id: 'b.3x4' },
      reason: 'no-own-units-in-target',
    });
  });
});
