/** Free Movement (die-men.txt "Free Movement", end of "Move"; "The Map" for Rough). */
import { gridFor } from '../../../src/grid';
import { dieMen, legalFreeMoves } from '../../../src/rulesets/die-men';
import type { BattleSetup, BattleState, FreeMove } from '../../../src/rulesets/die-men';
import { drive, HEX, makeSetup, ofType, start } from './helpers';

/** All faces differ, so nobody has a set and the round goes straight to Free Movement. */
function atFree(setup: BattleSetup): BattleState {
  const distinct = (side: string) =>
    Array.from({ length: Math.min(15, poolOf(setup, side)) }, (_, i) => (i % 10) + 1);
  const { state } = drive(
    start(setup).state,
    { faces: { a: distinct('a'), b: distinct('b') } },
    (req) => req.kind === 'free',
  );
  expect(dieMen.pending(state)).toEqual({ kind: 'free', side: 'a', round: 1 });
  return state;
}
const poolOf = (setup: BattleSetup, side: string) =>
  Object.values(setup.occupants)
    .filter((o) => o.side === side)
    .reduce((n, o) => n + (o.units.infantry ?? 0), 0);

const verdict = (state: BattleState, moves: FreeMove[]): string => {
  const r = dieMen.apply(state, { kind: 'free', side: 'a', moves });
  return r.ok ? 'ok' : r.error.code;
};

describe('free moves', () => {
  // a: 4 units in 1,1 (far from b) and 1 in 4,3, which touches b's 5,3. 2,2 rough, 0,2 impassable.
  // Around 1,1 (odd column): 1,0 2,1 2,2 1,2 0,2 0,1.
  const s = atFree(
    makeSetup(
      { '1,1': ['a', 4], '4,3': ['a', 1], '5,3': ['b', 2] },
      { terrain: { '2,2': 'rough', '0,2': 'impassable' } },
    ),
  );
  it('the position is as the comments say', () => {
    const g = gridFor(HEX);
    expect(g.adjacent('4,3', '5,3')).toBe(true);
    expect(g.neighbours('1,1')).toEqual(expect.arrayContaining(['1,0', '2,1', '2,2', '1,2', '0,2', '0,1']));
  });
  it.each<[string, FreeMove[], string]>([
    ['into an open, unthreatened hex', [{ from: '1,1', to: '1,0' }], 'ok'],
    ['from a threatened hex', [{ from: '4,3', to: '3,3' }], 'free.threatened-origin'],
    ['into rough terrain', [{ from: '1,1', to: '2,2' }], 'free.terrain'],
    ['into impassable terrain', [{ from: '1,1', to: '0,2' }], 'free.terrain'],
    ['more than one step', [{ from: '1,1', to: '1,3' }], 'free.not-adjacent'],
    ['from a hex without units', [{ from: '3,0', to: '3,1' }], 'free.no-units'],
    [
      'a group split two ways',
      [
        { from: '1,1', to: '1,0', units: { infantry: 2 } },
        { from: '1,1', to: '0,1', units: { infantry: 2 } },
      ],
      'ok',
    ],
    [
      'more units than the hex holds, across moves',
      [
        { from: '1,1', to: '1,0', units: { infantry: 3 } },
        { from: '1,1', to: '0,1', units: { infantry: 2 } },
      ],
      'free.too-many-units',
    ],
    [
      'moving units on from the hex they moved into',
      [
        { from: '1,1', to: '1,0' },
        { from: '1,0', to: '2,0' },
      ],
      'free.no-units',
    ],
  ])('%s', (_name, moves, expected) => {
    expect(verdict(s, moves)).toBe(expected);
  });

  it('a split group moves, each part one step', () => {
    const { state, events } = drive(s, {
      free: {
        a: [
          { from: '1,1', to: '2,1', units: { infantry: 3 } },
          { from: '1,1', to: '1,0', units: { infantry: 1 } },
        ],
      },
    });
    expect(ofType(events, 'freeMoved').map((e) => [e.from, e.to, e.units.infantry])).toEqual([
      ['1,1', '2,1', 3],
      ['1,1', '1,0', 1],
    ]);
    expect(state.occupants['1,1']).toBeUndefined();
    expect(state.round).toBe(2);
  });

  it('does not ask a side that has no free move to make', () => {
    // b's only hex touches a's 4,3: threatened, so b can't move freely and isn't asked.
    expect(legalFreeMoves(s, 'b')).toEqual([]);
    const r = dieMen.apply(s, { kind: 'free', side: 'a', moves: [] });
    expect(r.ok && r.value.state.round).toBe(2);
  });

  it('lists the legal (from, to) pairs', () => {
    const listed = legalFreeMoves(s, 'a');
    expect(listed.map((m) => `${m.from}>${m.to}`).sort()).toEqual([
      '1,1>0,1',
      '1,1>1,0',
      '1,1>1,2',
      '1,1>2,1',
    ]);
    for (const m of listed) expect(verdict(s, [{ from: m.from, to: m.to }])).toBe('ok');
  });
});

describe('rough terrain', () => {
  it('can be neither entered nor left in Free Movement (ruling 13: "The Map")', () => {
    const state = atFree(
      makeSetup(
        { '1,1': ['a', 2], '3,3': ['a', 1], '5,5': ['b', 2] },
        { terrain: { '1,1': 'rough', '1,2': 'rough' } },
      ),
    );
    expect(verdict(state, [{ from: '1,1', to: '1,0' }])).toBe('free.terrain');
    expect(verdict(state, [{ from: '1,1', to: '1,2' }])).toBe('free.terrain');
    expect(verdict(state, [{ from: '3,3', to: '3,4' }])).toBe('ok');
  });
});

describe('threat and simultaneity', () => {
  it('refuses a target next to an enemy', () => {
    // 3,3 touches both a's 2,3 and b's 4,3; 1,3 is clear of b.
    const state = atFree(makeSetup({ '2,3': ['a', 2], '4,3': ['b', 2] }));
    expect(verdict(state, [{ from: '2,3', to: '3,3' }])).toBe('free.threatened-target');
    expect(verdict(state, [{ from: '2,3', to: '1,3' }])).toBe('ok');
  });
  it("judges threat on the starting positions: both sides' moves happen together", () => {
    // a 1,1 -> 2,1 and b 4,1 -> 3,1 are each fine at the start, though they end side by side.
    const state = atFree(makeSetup({ '1,1': ['a', 2], '4,1': ['b', 2] }));
    const { events, state: after } = drive(state, {
      free: { a: [{ from: '1,1', to: '2,1' }], b: [{ from: '4,1', to: '3,1' }] },
    });
    expect(ofType(events, 'freeMoved').map((e) => `${e.side}:${e.from}>${e.to}`)).toEqual([
      'a:1,1>2,1',
      'b:4,1>3,1',
    ]);
    expect(gridFor(HEX).adjacent('2,1', '3,1')).toBe(true);
    expect(after.occupants['3,1']?.side).toBe('b');
  });
});
