/** Resolve: damage caps, simultaneous groups, knocks, skips, gobble dice (rulings 2 and 4-8). */
import { dieMen, defaultKnock } from '../../../src/rulesets/diemen';
import type { QueuedSet, Request } from '../../../src/rulesets/diemen';
import { drive, infantry, makeSetup, ofType, start, untilAssign } from './helpers';

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

describe('knocks (rulings 2, 4 and 8)', () => {
  // a: 3x8 then 2x9. b: 3x4 and 2x2. Queue: a.3x8, b.3x4, a.2x9, b.2x2.
  const setup = makeSetup({ '2,1': ['a', 5], '2,2': ['b', 6], '5,5': ['b', 1] });
  const script = () => ({
    declare: { a: seizeSouth, b: hold },
    faces: { a: [8, 8, 8, 9, 9], b: [4, 4, 4, 2, 2, 1, 3] },
    assign: { 'a.3x8': { type: 'attack' as const, from: '2,1', to: '2,2' } },
  });
  it('asks the defender when it has a choice; the default costs least (a 3-wide set survives)', () => {
    const { state } = drive(start(setup).state, script(), (req) => req.kind === 'knock');
    const req = dieMen.pending(state) as Extract<Request, { kind: 'knock' }>;
    expect(req).toMatchObject({ kind: 'knock', side: 'b' });
    expect(req.candidates.map((s) => s.id)).toEqual(['b.3x4', 'b.2x2']);
    expect(dieMen.defaultDecision(state, req)).toEqual({ kind: 'knock', side: 'b', set: 'b.3x4' });
  });
  it('a knocked set keeps its place in the queue with one die fewer', () => {
    const { state, events } = drive(start(setup).state, script(), untilAssign('b.3x4'));
    expect(ofType(events, 'knocked')[0]).toMatchObject({ set: { id: 'b.3x4', width: 2, rolledWidth: 3 } });
    // Still ahead of a's 2x9, though now only two dice wide.
    expect(state.queue.map((s) => `${s.id}:${s.width}`)).toEqual([
      'a.3x8:3',
      'b.3x4:2',
      'a.2x9:2',
      'b.2x2:2',
    ]);
    expect(dieMen.pending(state)).toMatchObject({ kind: 'assign', set: { id: 'b.3x4', width: 2 } });
  });
  it('a set knocked down to one die is spoiled and leaves the queue', () => {
    const s = { ...script(), knock: { b: ['b.2x2'] } };
    const { events, state } = drive(start(setup).state, s, untilAssign('b.3x4'));
    expect(ofType(events, 'spoiled').map((e) => e.set.id)).toEqual(['b.2x2']);
    expect(state.queue.map((q) => q.id)).toEqual(['a.3x8', 'b.3x4', 'a.2x9']);
  });
  it('refuses a knock on a set that is not a candidate', () => {
    const { state } = drive(start(setup).state, script(), (req) => req.kind === 'knock');
    const r = dieMen.apply(state, { kind: 'knock', side: 'b', set: 'a.2x9' });
    expect(!r.ok && r.error.code).toBe('knock.not-a-candidate');
  });
  describe('defaultKnock', () => {
    const q = (id: string, width: number, height: number): QueuedSet => ({
      id,
      side: 'b',
      width,
      height,
      rolledWidth: width,
    });
    it('prefers the narrowest, then lowest, set of width 3 or more', () => {
      expect(defaultKnock([q('x', 4, 2), q('y', 3, 4), q('z', 2, 9), q('w', 3, 2)])?.id).toBe('w');
    });
    it('with only pairs, spoils the last in the queue', () => {
      expect(defaultKnock([q('x', 2, 9), q('y', 2, 3)])?.id).toBe('y');
    });
    it('has nothing to knock in an empty list', () => {
      expect(defaultKnock([])).toBeNull();
    });
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

describe('gobble dice', () => {
  // b defends 2,2 with a 3x6; a attacks with a 2x7 (too high) then a 2x5 (can be cancelled).
  const setup = makeSetup({ '2,1': ['a', 6], '2,2': ['b', 6] });
  const script = {
    declare: { a: seizeSouth, b: hold },
    faces: { a: [7, 7, 5, 5, 1, 2], b: [6, 6, 6, 1, 2, 3] },
    assign: {
      'b.3x6': { type: 'defend' as const, at: '2,2' },
      'a.2x7': { type: 'attack' as const, from: '2,1', to: '2,2' },
      'a.2x5': { type: 'attack' as const, from: '2,1', to: '2,2' },
    },
  };
  it('cancel only dice of equal or lower face; one is enough to spoil a pair (the default)', () => {
    const { events } = drive(start(setup).state, script);
    const [high, low] = ofType(events, 'attacked');
    expect(high).toMatchObject({ gobbled: [], kills: 2, spoiled: false });
    expect(low).toMatchObject({ gobbled: [6], widthAfter: 1, spoiled: true, kills: 0 });
  });
  it('the request lists the eligible dice and how many spoil the attack; more is refused', () => {
    const { state } = drive(start(setup).state, script, (req) => req.kind === 'gobble');
    const req = dieMen.pending(state);
    expect(req).toMatchObject({ kind: 'gobble', side: 'b', at: '2,2', eligible: [6, 6, 6], toSpoil: 1 });
    const r = dieMen.apply(state, { kind: 'gobble', side: 'b', dice: 2 });
    expect(!r.ok && r.error.code).toBe('gobble.bad-count');
  });
});

describe('gobble dice belong to the hex', () => {
  it('are lost when its units leave, even if they come back', () => {
    // b (deploying east: moves along a column keep the distance) defends 2,2 with its 3x6, moves
    // everyone out to 2,3 with its 3x4, then two units back with its 2x3; a's 2x2 attack on 2,2
    // then meets no gobble dice.
    const { events, state } = drive(
      start(makeSetup({ '2,1': ['a', 5], '2,2': ['b', 4], '2,3': ['b', 4] })).state,
      {
        declare: { a: seizeSouth, b: { strategy: 'deploy', goal: { kind: 'edge', edge: 'east' } } },
        faces: { a: [2, 2, 1, 3, 4], b: [6, 6, 6, 4, 4, 4, 3, 3] },
        assign: {
          'b.3x6': { type: 'defend', at: '2,2' },
          'b.3x4': { type: 'move', from: '2,2', to: '2,3' },
          'b.2x3': { type: 'move', from: '2,3', to: '2,2', units: { infantry: 2 } },
          'a.2x2': { type: 'attack', from: '2,1', to: '2,2' },
        },
      },
    );
    expect(ofType(events, 'defended')).toHaveLength(1);
    expect(ofType(events, 'moved')).toHaveLength(2);
    expect(ofType(events, 'attacked')[0]).toMatchObject({ gobbled: [], spoiled: false, kills: 2 });
    // And every gobble die is gone when the round ends.
    expect(state.gobble).toEqual({});
  });
});

describe('roll and split (ruling 1)', () => {
  const setup = makeSetup({ '2,1': ['a', 5], '5,5': ['b', 5] });
  const toSplit = (state = start(setup).state) =>
    drive(state, { faces: { a: [10, 10, 10, 10, 10], b: [9, 9, 9, 7, 7] } }, (req) => req.kind === 'split');
  it('offers the split right after the roll; the parts take their own places in the queue', () => {
    const { state } = toSplit();
    expect(dieMen.pending(state)).toMatchObject({ kind: 'split', side: 'a', splittable: [{ id: 'a.5x10' }] });
    const { events } = drive(
      state,
      { split: { a: [{ set: 'a.5x10', into: [2, 3] }] } },
      untilAssign('a.3x10'),
    );
    expect(ofType(events, 'split')[0]!.into.map((s) => s.id)).toEqual(['a.3x10', 'a.2x10']);
    expect(ofType(events, 'queue')[0]!.queue.map((s) => s.id)).toEqual([
      'a.3x10',
      'b.3x9',
      'a.2x10',
      'b.2x7',
    ]);
  });
  it.each([
    [[4, 1], 'split.part-too-narrow'],
    [[2, 2], 'split.bad-sum'],
    [[5], 'split.too-few-parts'],
  ])('refuses a split into %j (%s)', (into, code) => {
    const { state } = toSplit();
    const r = dieMen.apply(state, { kind: 'split', side: 'a', splits: [{ set: 'a.5x10', into }] });
    expect(!r.ok && r.error.code).toBe(code);
  });
  it('refuses to split a set that is not wide enough or not there', () => {
    const { state } = toSplit();
    const r = dieMen.apply(state, { kind: 'split', side: 'a', splits: [{ set: 'b.3x9', into: [2, 1] }] });
    expect(!r.ok && r.error.code).toBe('split.unknown-set');
  });
  it('rolls 1d10 per unit, at most 15, from the RNG in the state when no faces are given', () => {
    const big = start(makeSetup({ '2,1': ['a', 20], '5,5': ['b', 3] })).state;
    const { state, events } = drive(big, {}, (req) => req.kind === 'split' || req.kind === 'assign');
    const rolled = ofType(events, 'rolled');
    expect(rolled.map((r) => [r.side, r.faces.length, r.source])).toEqual([
      ['a', 15, 'rng'],
      ['b', 3, 'rng'],
    ]);
    expect(state.rng).not.toEqual(big.rng);
    for (const f of rolled.flatMap((r) => r.faces))
      expect(f >= 1 && f <= 10 && Number.isInteger(f)).toBe(true);
  });
  it.each([
    [[1, 2, 3, 4], 'roll.wrong-count'],
    [[1, 2, 3, 4, 11], 'roll.bad-face'],
    [[0, 2, 3, 4, 5], 'roll.bad-face'],
    [[1.5, 2, 3, 4, 5], 'roll.bad-face'],
  ])('refuses faces %j (%s)', (faces, code) => {
    const { state } = drive(start(setup).state, {}, (req) => req.kind === 'roll');
    const r = dieMen.apply(state, { kind: 'roll', side: 'a', faces });
    expect(!r.ok && r.error.code).toBe(code);
  });
});
