/**
 * Cover (dice-wars-intro.txt, "Being in Cover", "But I Was in Cover!", "Armor Dice and Cover").
 * Whether a unit stands in cover is the geometry module's question; here it is answered by a list
 * of covered squares, so the rules around it are tested on their own.
 */
import * as geometry from '../../../src/rulesets/dice-wars/geometry';
import { diceWarsGame } from '../../../src/rulesets/dice-wars/game';
import type { BattleState } from '../../../src/rulesets/dice-wars/state';
import { act, activate, begin, first, melee, ofType, play, setupOf, shoot, unit, unitOf } from './battle';

jest.mock('../../../src/rulesets/dice-wars/geometry', () => {
  const actual = jest.requireActual('../../../src/rulesets/dice-wars/geometry');
  return { ...actual, inCover: jest.fn() };
});

const inCover = geometry.inCover as jest.MockedFunction<typeof geometry.inCover>;
let covered = new Set<string>();

beforeEach(() => {
  covered = new Set(['10,20', '10,21', '11,20', '20,20']);
  inCover.mockReset();
  inCover.mockImplementation((_t, members) => members.every((m) => covered.has(m.at)));
});

/** Red's attacker at 10,19 (Melee 3 and Ranged 4, 3 Core), activated; blue's target at `at`. */
function setup(at: string[], target = {}): BattleState {
  const s = begin(
    setupOf([
      unit('a', 'red', ['10,19'], { core: 3, equipment: { melee: [3], ranged: [4], indirect: [] } }),
      unit('t', 'blue', at, { core: 4, ...target }),
    ]),
  ).state;
  return play(s, ...first(6, 1), activate('red', 'a')).state;
}

const attacks = (s: BattleState, ...d: Parameters<typeof play>[1][]) =>
  ofType(play(s, ...d).events, 'attacked');

it('the first single damage to a unit in cover is ignored, then its cover is gone for the round', () => {
  const s = setup(['10,20']);
  const [one, two] = attacks(
    s,
    melee('red', 't', { hit: [6] }),
    shoot('red', 1, 't', { hit: [6], damage: [6] }),
  );
  expect(one).toMatchObject({ damage: 1, cover: 'used', markers: 0 });
  expect(two).toMatchObject({ damage: 3, cover: 'none', markers: 3 });
});

it('a D3 hit on a covered unit loses one point to cover, the rest are markers', () => {
  const [a] = attacks(setup(['10,20']), shoot('red', 1, 't', { hit: [6], damage: [5] }));
  expect(a).toMatchObject({ damage: 3, cover: 'used', markers: 2 });
});

it('a miss leaves cover as it was', () => {
  const s = play(setup(['10,20']), melee('red', 't', { hit: [1] })).state;
  expect(unitOf(s, 't')!.coverLost).toBe(false);
});

it('ignore-cover attacks (Melee 3) put every damage on and do not use the cover up', () => {
  const [sword, punch] = attacks(
    setup(['10,20']),
    shoot('red', 0, 't', { hit: [6] }),
    melee('red', 't', { hit: [6] }),
  );
  expect(sword).toMatchObject({ cover: 'ignored', markers: 1 });
  expect(punch).toMatchObject({ cover: 'used', markers: 0 });
});

it('a squad is in cover only if all its members are', () => {
  const [inside] = attacks(setup(['10,20', '11,20'], { core: 1 }), melee('red', 't', { hit: [6] }));
  expect(inside!.cover).toBe('used');
  const [half] = attacks(setup(['10,20', '9,20'], { core: 1 }), melee('red', 't', { hit: [6] }));
  expect(half!.cover).toBe('none');
});

it('a unit that moves out of cover has none for the round, even back in cover ("But I Was in Cover!")', () => {
  const s = begin(
    setupOf([
      unit('a', 'red', ['10,19'], { core: 1 }),
      unit('t', 'blue', ['20,20'], { core: 2, passive: { kind: 'speed', dice: 1 } }),
    ]),
  ).state;
  const moved = play(
    s,
    ...first(1, 6),
    activate('blue', 't'),
    act('blue', { type: 'freeMove', to: ['20,24'] }),
    act('blue', { type: 'move', to: ['10,20'] }),
  );
  expect(ofType(moved.events, 'moved').map((e) => e.leftCover)).toEqual([true, false]);
  const [hit] = attacks(
    play(moved.state, act('blue', { type: 'end' }), activate('red', 'a')).state,
    melee('red', 't', { hit: [6] }),
  );
  expect(hit).toMatchObject({ cover: 'none', markers: 1 });
});

it('friends with 2 Armor dice are offered as cover pieces, the unit itself never', () => {
  const s = begin(
    setupOf([
      unit('a', 'red', ['10,19'], { core: 1 }),
      unit('t', 'blue', ['10,20'], { core: 2, passive: { kind: 'armor', dice: 2 } }),
      unit('shield', 'blue', ['11,21'], { core: 1, passive: { kind: 'armor', dice: 2 } }),
      unit('light', 'blue', ['12,21'], { core: 1, passive: { kind: 'armor', dice: 1 } }),
    ]),
  ).state;
  play(s, ...first(6, 1), activate('red', 'a'), melee('red', 't', { hit: [6] }));
  const extra = inCover.mock.calls.at(-1)![2]!;
  expect(extra.map((p) => p.id)).toEqual(['unit:shield']);
  expect(extra[0]).toEqual({ id: 'unit:shield', cells: ['11,21'], height: 1.5 });
});

it('the computer general takes its free move into cover when it can do no harm from anywhere', () => {
  covered = new Set(['5,5']);
  const s = begin(
    setupOf([unit('a', 'red', ['5,8'], { core: 1 }), unit('far', 'blue', ['40,40'], { core: 1 })]),
  ).state;
  const active = play(s, ...first(6, 1), activate('red', 'a')).state;
  const d = diceWarsGame.computer('x').decide(active.awaiting!, active);
  expect(d).toEqual({ kind: 'act', side: 'red', action: { type: 'freeMove', to: ['5,5'] } });
});
