/** Knocks and gobble dice (die-men.txt "Attack", "Defend"; rulings 2, 4, 8 and 10). */
import { dieMen, defaultKnock } from '../../../src/rulesets/die-men';
import type { QueuedSet, Request } from '../../../src/rulesets/die-men';
import { drive, makeSetup, ofType, start, untilAssign } from './helpers';

const hold = { strategy: 'hold' as const };
const seizeSouth = { strategy: 'seize' as const, goal: { kind: 'edge' as const, edge: 'south' as const } };
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
