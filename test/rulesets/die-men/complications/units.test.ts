/**
 * The unit types (die-men.txt, "Unit Type"; the reference card's unit box; rulings 18 to 22 in
 * docs/rules.md). a holds 2,1 and b holds 2,2 unless a test says otherwise; b rolls no sets.
 */
import { dieMen, legalFreeMoves, legalTactics, type Request } from '../../../../src/rulesets/die-men';
import { duel, loadText, ofType, play, playDuel, unitsAt, type Duel } from './play';

const NO_SETS = [1, 2, 3, 4, 5, 6];
const ALL = 'unitTypes: true';
const attack = (from: string, to: string, set = '2x7', by = '') =>
  `{ set: ${set}, attack: { from: "${from}", to: "${to}"${by ? `, by: ${by}` : ''} } }`;
const move = (from: string, to: string, set = '2x7', units = '') =>
  `{ set: ${set}, move: { from: "${from}", to: "${to}"${units ? `, units: ${units}` : ''} } }`;
const base = (d: Partial<Duel>): Duel => ({
  comp: ALL,
  a: '"2,1": 4',
  b: '"2,2": 6',
  aDice: [7, 7, 1, 2],
  bDice: NO_SETS,
  ...d,
});

describe('mixed stacks (ruling 28)', () => {
  it('the pool counts every unit, whatever its type', () => {
    const { events } = playDuel(base({ a: '"2,1": { cavalry: 2, archer: 1, infantry: 1 }' }));
    expect(ofType(events, 'rolled')[0]).toMatchObject({ side: 'a', faces: [7, 7, 1, 2] });
  });
  it('the defender chooses which types die; the default takes the cheapest', () => {
    const d = base({
      b: '"2,2": { infantry: 2, cavalry: 2, pc: 1 }',
      bDice: [1, 2, 3, 4, 5],
      aOrders: attack('2,1', '2,2', '2x7'),
    });
    const asked = play(loadText(duel(d)), 1, (req) => req.kind === 'casualties');
    expect(dieMen.pending(asked.state)).toEqual({
      kind: 'casualties',
      side: 'b',
      round: 1,
      at: '2,2',
      count: 2,
      units: { infantry: 2, cavalry: 2, pc: 1 },
    });
    expect(ofType(playDuel(d).events, 'casualties')[0]).toMatchObject({ losses: { infantry: 2 } });
    const chosen = playDuel({
      ...d,
      round: '    casualties: { b: [ { at: "2,2", losses: { pc: 1, cavalry: 1 } } ] }',
    });
    expect(ofType(chosen.events, 'casualties')[0]).toMatchObject({ losses: { pc: 1, cavalry: 1 } });
    expect(chosen.source.unused(1)).toEqual([]);
  });
});

describe('cavalry ("Cavalry"; ruling 20)', () => {
  it('attacks do +1 damage', () => {
    const { events } = playDuel(base({ a: '"2,1": { cavalry: 4 }', aOrders: attack('2,1', '2,2') }));
    expect(ofType(events, 'attacked')[0]).toMatchObject({
      bonuses: [{ source: 'cavalry', amount: 1 }],
      damage: 3,
    });
  });
  it('a Move set carries them up to its width, along a path free of enemies', () => {
    // 0,0 to 0,3 is three hexes; a 3x7 may carry cavalry that far.
    const d = base({
      a: '"0,0": { cavalry: 4 }',
      aDice: [7, 7, 7, 1],
      aDeclare: '{ strategy: deploy, goal: south }',
      aOrders: move('0,0', '0,3', '3x7'),
    });
    expect(unitsAt(playDuel(d).state, '0,3')).toBe(4);
    // A pair only goes two hexes.
    expect(() => playDuel({ ...d, aDice: [7, 7, 1, 2], aOrders: move('0,0', '0,3', '2x7') })).toThrow(
      /order\.too-far/,
    );
    // Enemies on the only ways through: b in 0,1 and 1,1 (and 1,0 is impassable).
    const blocked = {
      ...d,
      b: '"0,1": 3, "1,1": 3',
      terrain: 'impassable: ["1,0"]',
      aOrders: move('0,0', '0,2', '3x7'),
    };
    expect(() => playDuel(blocked)).toThrow(/order\.no-path/);
  });
  it('with other troops in the group the move is one hex', () => {
    const d = base({
      a: '"0,0": { cavalry: 2, infantry: 2 }',
      aDice: [7, 7, 7, 1],
      aDeclare: '{ strategy: deploy, goal: south }',
      aOrders: move('0,0', '0,2', '3x7'),
    });
    expect(() => playDuel(d)).toThrow(/order\.not-adjacent/);
    const fast = playDuel({ ...d, aOrders: move('0,0', '0,2', '3x7', '{ cavalry: 2 }') });
    expect(fast.state.occupants['0,2']?.units).toEqual({ cavalry: 2 });
  });
  it('legalTactics offers the long moves, with only the fast units when others share the hex', () => {
    const d = base({
      a: '"0,0": { cavalry: 2, infantry: 2 }',
      aDice: [7, 7, 7, 1],
      aDeclare: '{ strategy: deploy, goal: south }',
    });
    const { state } = play(loadText(duel(d)), 1, (req) => req.kind === 'assign');
    const req = dieMen.pending(state) as Extract<Request, { kind: 'assign' }>;
    const moves = legalTactics(state, req).filter((t) => t.type === 'move');
    expect(moves).toContainEqual({ type: 'move', from: '0,0', to: '0,1' });
    expect(moves).toContainEqual({ type: 'move', from: '0,0', to: '0,3', units: { cavalry: 2 } });
    expect(moves).not.toContainEqual(expect.objectContaining({ to: '0,4' }));
  });
  it('in Free Movement they take Rough as Open; infantry does not', () => {
    const text = (units: string) =>
      loadText(`name: f
map: { cols: 5, rows: 5, terrain: { rough: ["1,2"] } }
options: { complications: { unitTypes: true } }
sides:
  - { id: a, units: { "1,1": ${units} } }
  - { id: b, units: { "4,4": 1 } }
rounds:
  - declare: { a: hold, b: hold }
    dice: { b: [1] }
`);
    const { state } = play(text('{ cavalry: 2, infantry: 1 }'), 0);
    expect(legalFreeMoves(state, 'a').find((m) => m.to === '1,2')?.units).toEqual({ cavalry: 2 });
    expect(legalFreeMoves(play(text('{ infantry: 3 }'), 0).state, 'a').some((m) => m.to === '1,2')).toBe(
      false,
    );
  });
});

describe('defensive blocs ("Defensive Bloc"; ruling 18)', () => {
  it('their hex has a free gobble 10 every round, from the start, under any strategy', () => {
    const { events } = playDuel(
      base({
        a: '"2,1": { bloc: 1, infantry: 3 }',
        b: '"2,2": 6',
        aDice: [1, 2, 3, 4],
        bDice: [9, 9, 9, 1, 2, 3],
        aDeclare: '{ strategy: seize, goal: "2,2" }',
        bDeclare: '{ strategy: seize, goal: "2,1" }',
        bOrders: attack('2,2', '2,1', '3x9'),
      }),
    );
    expect(ofType(events, 'freeGobble')[0]).toMatchObject({ side: 'a', at: '2,1', kind: 'bloc', pool: [10] });
    // b's 3x9 is the first set of the round: the bloc's die still cuts it to a 2x9.
    expect(ofType(events, 'attacked')[0]).toMatchObject({ gobbled: [10], widthAfter: 2, kills: 2 });
  });
});

describe('archers ("Archers"; ruling 21)', () => {
  it('spend an Attack set to remove exactly one enemy unit within two hexes, no bonuses', () => {
    const { events } = playDuel(
      base({
        a: '"2,0": { archer: 2 }, "1,1": 1, "3,1": 1',
        aDice: [7, 7, 1, 2],
        aOrders: attack('2,0', '2,2'),
      }),
    );
    expect(ofType(events, 'attacked')[0]).toMatchObject({
      by: 'archers',
      from: '2,0',
      encirclement: 0,
      bonuses: [],
      damage: 1,
      kills: 1,
    });
  });
  it("can't make normal attacks", () => {
    const d = base({ a: '"2,1": { archer: 4 }', aOrders: attack('2,1', '2,2', '2x7', 'troops') });
    expect(() => playDuel(d)).toThrow(/order\.no-attackers/);
    // Without `by`, an archers-only hex next door shoots: one unit.
    const { events } = playDuel({ ...d, aOrders: attack('2,1', '2,2') });
    expect(ofType(events, 'attacked')[0]).toMatchObject({ by: 'archers', kills: 1 });
  });
  it('give +1 to normal attacks from their hex or next to it; a round total of one per archer', () => {
    const { events } = playDuel(
      base({
        a: '"2,0": { archer: 1 }, "2,1": 4, "1,1": 4',
        aDice: [7, 7, 5, 5, 1, 2, 3, 4, 6],
        b: '"2,2": 9',
        bDice: [1, 2, 3, 4, 5, 6, 7, 8, 9],
        aOrders: `${attack('2,1', '2,2')}, ${attack('1,1', '2,2', '2x5')}`,
      }),
    );
    const [first, second] = ofType(events, 'attacked');
    expect(first!.bonuses).toEqual([{ source: 'archers', amount: 1, at: '2,0' }]);
    expect(second!.bonuses).toEqual([]); // one archer: one bonus this round
  });
});

describe('chariots ("Chariots")', () => {
  it('go the width of a Move set but never onto a forest, hill or mountain', () => {
    const d = base({
      a: '"0,0": { chariot: 4 }',
      aDice: [7, 7, 7, 1],
      aDeclare: '{ strategy: deploy, goal: south }',
      aOrders: move('0,0', '0,3', '3x7'),
    });
    expect(unitsAt(playDuel(d).state, '0,3')).toBe(4);
    expect(() =>
      playDuel({ ...d, terrain: 'hill: ["0,3"]', comp: 'terrain: true, unitTypes: true' }),
    ).toThrow(/order\.chariots/);
    // Nor through one: the only way to 0,2 is by 0,1, a forest (1,0 and 1,1 are impassable).
    const around = {
      ...d,
      comp: 'terrain: true, unitTypes: true',
      terrain: 'forest: ["0,1"], impassable: ["1,0", "1,1"]',
      aOrders: move('0,0', '0,2', '3x7'),
    };
    expect(() => playDuel(around)).toThrow(/order\.no-path/);
  });
});

describe('player characters ("Player Characters"; ruling 29)', () => {
  it('+1 damage per PC in the attacking hex; they are units and can die', () => {
    const { events } = playDuel(
      base({
        a: '"2,1": { pc: 2, infantry: 2 }',
        b: '"2,2": { pc: 1 }',
        bDice: [1],
        aOrders: attack('2,1', '2,2'),
      }),
    );
    expect(ofType(events, 'attacked')[0]).toMatchObject({
      bonuses: [{ source: 'pc', amount: 2 }],
      damage: 4,
      kills: 1,
    });
    expect(ofType(events, 'casualties')[0]).toMatchObject({ side: 'b', losses: { pc: 1 } });
  });
});

describe('siege engines ("Siege Engines"; ruling 21)', () => {
  const siege = (d: Partial<Duel>) =>
    base({ a: '"2,0": { siege: 1, infantry: 3 }', aDice: [7, 7, 1, 2], ...d });

  it('attack exactly two hexes away, never one', () => {
    // Written in the file, it is a load error; given to the rules core, a refused order.
    const near = siege({ a: '"2,1": { siege: 1 }, "0,4": 3', aOrders: attack('2,1', '2,2', '2x7', 'siege') });
    expect(() => playDuel(near)).toThrow(
      /2,2 is 1 hex from 2,1: siege engines attack exactly two hexes away/,
    );
    expect(() => playDuel({ ...near, aOrders: attack('2,1', '2,2') })).toThrow(/order\.siege-range/);
    const { events } = playDuel(siege({ aOrders: attack('2,0', '2,2') }));
    expect(ofType(events, 'attacked')[0]).toMatchObject({ by: 'siege', kills: 2 });
  });
  it('their damage is not capped by their units', () => {
    const { events } = playDuel(
      siege({
        a: '"2,0": { siege: 1 }, "0,4": 4',
        aDice: [7, 7, 7, 7, 1],
        aOrders: attack('2,0', '2,2', '4x7'),
      }),
    );
    expect(ofType(events, 'attacked')[0]).toMatchObject({ damage: 4, cap: 4, kills: 4 });
  });
  it('threaten hexes two away: no free move into them', () => {
    const text = loadText(`name: t
map: { cols: 5, rows: 5 }
options: { complications: { unitTypes: true } }
sides:
  - { id: a, units: { "2,4": 2 } }
  - { id: b, units: { "2,0": { siege: 1, infantry: 1 } } }
rounds:
  - declare: { a: hold, b: hold }
    dice: { a: [1, 2], b: [1, 2] }
`);
    const moves = legalFreeMoves(play(text, 0).state, 'a').map((m) => m.to);
    expect(moves).toContain('2,3');
    // 2,2 is two hexes from the engine at 2,0.
    expect(moves).not.toContain('2,2');
  });
  it('move only with an escort of another type, and never in Free Movement', () => {
    const d = siege({
      a: '"2,0": { siege: 1, infantry: 3 }',
      aDeclare: '{ strategy: deploy, goal: south }',
      aOrders: move('2,0', '2,1', '2x7', '{ siege: 1 }'),
    });
    expect(() => playDuel(d)).toThrow(/order\.needs-escort/);
    expect(
      playDuel({ ...d, aOrders: move('2,0', '2,1', '2x7', '{ siege: 1, infantry: 1 }') }).state.occupants[
        '2,1'
      ]?.units,
    ).toEqual({
      siege: 1,
      infantry: 1,
    });
    const state = playDuel({ ...d, aOrders: '', b: '"4,4": 1', bDice: [1] }, 0).state;
    expect(legalFreeMoves(state, 'a').every((m) => m.units.siege === undefined)).toBe(true);
  });
});
