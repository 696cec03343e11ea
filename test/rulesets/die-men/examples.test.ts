/** The rulebook's worked examples for the basic game (die-men.txt, "In Battle"). */
import { neighbours } from '../../../src/grid';
import { loadFile, play } from './complications/play';
import { drive, HEX, infantry, makeSetup, ofType, start } from './helpers';

describe('boxed "Encirclement": 15 royal units cut off, the duke in three adjacent hexes (5, 3, 3)', () => {
  // Royal reserve in 2,2; the duke holds 2,1 (five units), 1,1 and 3,1 (three each), all touching 2,2.
  const setup = makeSetup(
    { '2,2': ['royal', 15], '2,1': ['duke', 5], '1,1': ['duke', 3], '3,1': ['duke', 3] },
    {
      sides: [
        { id: 'royal', name: 'Royal Army' },
        { id: 'duke', name: "Duke's Insurgents" },
      ],
    },
  );
  const declare = {
    royal: { strategy: 'hold' as const },
    duke: { strategy: 'seize' as const, goal: { kind: 'cell' as const, at: '2,2' } },
  };
  // Royal rolls sets it passes on (the default); it never attacks, so the duke loses no dice.
  const royalFaces = [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 1];

  it('puts the three duke hexes on three faces of the royal hex', () => {
    for (const k of ['2,1', '1,1', '3,1']) expect(neighbours(HEX, '2,2')).toContain(k);
  });

  it('a 2x9 from the five-unit hex kills four: width two plus two extra faces', () => {
    const { events, state } = drive(start(setup).state, {
      declare,
      faces: { royal: royalFaces, duke: [9, 9, 1, 2, 3, 4, 5, 6, 7, 8, 10] },
      assign: { 'duke.2x9': { type: 'attack', from: '2,1', to: '2,2' } },
    });
    const [attack] = ofType(events, 'attacked');
    expect(attack).toMatchObject({ width: 2, encirclement: 2, damage: 4, cap: 5, kills: 4 });
    expect(infantry(state, '2,2')).toBe(11);
  });

  it('the three-unit hexes kill no more than three each: at most eleven in all', () => {
    // 4x10 and 4x9 from the three-unit hexes would do 6 each with encirclement; the 3x8 from
    // the five-unit hex does 3 + 2 = 5. Total 3 + 3 + 5 = 11, the duke's whole strength.
    const { events, state } = drive(start(setup).state, {
      declare,
      faces: { royal: royalFaces, duke: [10, 10, 10, 10, 9, 9, 9, 9, 8, 8, 8] },
      assign: {
        'duke.4x10': { type: 'attack', from: '1,1', to: '2,2' },
        'duke.4x9': { type: 'attack', from: '3,1', to: '2,2' },
        'duke.3x8': { type: 'attack', from: '2,1', to: '2,2' },
      },
    });
    const attacks = ofType(events, 'attacked');
    expect(attacks.map((a) => [a.from, a.damage, a.cap, a.kills])).toEqual([
      ['1,1', 6, 3, 3],
      ['3,1', 6, 3, 3],
      ['2,1', 5, 5, 5],
    ]);
    expect(infantry(state, '2,2')).toBe(15 - 11);
  });
});

describe('the cavalry example, second round, basic game (gobble dice)', () => {
  // Seizing attacker on two faces of the holder's hex: 2,1 and 1,1 around 2,2. The holder's 4x10
  // resolves with the attacker's 4x10 (same width and height): its gobble dice act on both attacks.
  const setup = makeSetup(
    { '2,1': ['me', 5], '1,1': ['me', 5], '2,2': ['him', 10] },
    {
      sides: [
        { id: 'me', name: 'Me' },
        { id: 'him', name: 'Him' },
      ],
    },
  );
  const script = {
    declare: {
      me: { strategy: 'seize' as const, goal: { kind: 'cell' as const, at: '2,2' } },
      him: { strategy: 'hold' as const },
    },
    faces: { me: [10, 10, 10, 10, 9, 9, 9, 1, 2, 3], him: [10, 10, 10, 10, 1, 2, 3, 4, 5, 6] },
    assign: {
      'me.4x10': { type: 'attack' as const, from: '2,1', to: '2,2' },
      'him.4x10': { type: 'defend' as const, at: '2,2' },
      'me.3x9': { type: 'attack' as const, from: '1,1', to: '2,2' },
    },
  };

  it('three gobble dice wreck the 4x10; the last cuts the 3x9 to a 2x9, which still gets through', () => {
    const { events, state } = drive(start(setup).state, script);
    const queue = ofType(events, 'queue')[0]!;
    expect(queue.groups[0]).toEqual(['me.4x10', 'him.4x10']);
    expect(ofType(events, 'defended')[0]).toMatchObject({ at: '2,2', dice: [10, 10, 10, 10] });
    const [big, small] = ofType(events, 'attacked');
    expect(big).toMatchObject({ gobbled: [10, 10, 10], widthAfter: 1, spoiled: true, kills: 0 });
    // The book has width + 2 (cavalry +1, encirclement +1) = 4; without cavalry it is 2 + 1.
    expect(small).toMatchObject({ gobbled: [10], widthAfter: 2, spoiled: false, encirclement: 1, kills: 3 });
    expect(infantry(state, '2,2')).toBe(7);
    // His only set is spent: there is nothing left to knock a die out of.
    expect(ofType(events, 'knocked')).toEqual([
      expect.objectContaining({ side: 'him', set: null, by: 'me.3x9' }),
    ]);
  });
});

describe('ruling 2: a knock whether or not the target defended (the mountain example overlooks it)', () => {
  it('an attack that gets past a defence still knocks a die out of a later defender set', () => {
    const setup = makeSetup({ '2,1': ['a', 6], '2,2': ['b', 8] });
    const { events, state } = drive(start(setup).state, {
      declare: { a: { strategy: 'seize', goal: { kind: 'edge', edge: 'south' } }, b: { strategy: 'hold' } },
      // a: 2x5. b: 3x1 (acts first) and 2x2 (acts after the 2x5).
      faces: { a: [5, 5, 1, 2, 3, 4], b: [1, 1, 1, 2, 2, 3, 4, 6] },
      assign: {
        'b.3x1': { type: 'defend', at: '2,2' },
        'a.2x5': { type: 'attack', from: '2,1', to: '2,2' },
      },
    });
    // The hex defended, but gobble dice showing 1 can't cancel 5s: the attack gets through.
    expect(ofType(events, 'defended')[0]).toMatchObject({ at: '2,2', dice: [1, 1, 1] });
    expect(ofType(events, 'attacked')[0]).toMatchObject({ gobbled: [], spoiled: false, kills: 2 });
    // b's only set still to come is the 2x2: knocked to one die, spoiled, gone from the queue.
    expect(ofType(events, 'knocked')[0]).toMatchObject({
      side: 'b',
      set: { id: 'b.2x2', width: 1 },
      by: 'a.2x5',
    });
    expect(ofType(events, 'spoiled').map((e) => e.set.id)).toEqual(['b.2x2']);
    const asked = events.filter((e) => e.type === 'passed' || e.type === 'skipped').map((e) => e.set.id);
    expect(asked).not.toContain('b.2x2');
    expect(infantry(state, '2,2')).toBe(6);
  });
});

describe('the Mountain example (under "Terrain")', () => {
  it('is played with the terrain complications in complications/examples.test.ts (Joe keeps a spare set)', () => {
    const { events } = play(loadFile('test/fixtures/scenarios/rulebook/mountain.yaml'), 1);
    expect(ofType(events, 'defended')[0]).toMatchObject({ dice: [9, 9, 10] });
  });
});

describe('boxed "Encirclement", the rule before the example: one face W, two W+1, six W+5', () => {
  // The target, 3,3, is b's: ten units rolling 1 to 10, no set, so nothing of a's is gobbled.
  // a's 2x9 comes from 3,2 (seven units, so the cap never bites); one unit stands on each other
  // face a holds. a's 2x1 is passed by the default.
  const faces = ['3,2', '4,3', '4,4', '3,4', '2,4', '2,3'];
  it.each([
    [1, 2],
    [2, 3],
    [6, 7],
  ])('with a on %i face(s) of the hex, a 2x9 kills %i', (held, kills) => {
    const occupants: Record<string, readonly [string, number]> = { '3,3': ['b', 10], '3,2': ['a', 7] };
    for (const k of faces.slice(1, held)) occupants[k] = ['a', 1];
    const units = 7 + held - 1;
    const aFaces = [9, 9, 1, 1, 2, 3, 4, 5, 6, 7, 8, 10].slice(0, units);
    const { events, state } = drive(start(makeSetup(occupants)).state, {
      declare: {
        a: { strategy: 'seize', goal: { kind: 'cell', at: '3,3' } },
        b: { strategy: 'hold' },
      },
      faces: { a: aFaces, b: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] },
      assign: { 'a.2x9': { type: 'attack', from: '3,2', to: '3,3' } },
    });
    for (const k of faces.slice(0, held)) expect(neighbours(HEX, '3,3')).toContain(k);
    const [attack] = ofType(events, 'attacked');
    expect(attack).toMatchObject({ width: 2, encirclement: held - 1, damage: kills, kills });
    expect(infantry(state, '3,3')).toBe(10 - kills);
  });
});

describe('"Defining the Scale": 120 men against 150', () => {
  // Ten men a unit: 12 units against 15, so 12d against 15d. Twenty a unit: 6 against 7 (the
  // text's 7d: 150 men make seven full units of twenty), so 6d against 7d. Five a unit: 24 and 30
  // units, and both roll the 15d most a pool may hold ("Roll").
  it.each([
    [10, 12, 15, 12, 15],
    [20, 6, 7, 6, 7],
    [5, 24, 30, 15, 15],
  ])('at %i men a unit, %i and %i units roll %id and %id', (_men, mine, his, myDice, hisDice) => {
    const setup = makeSetup({ '2,1': ['a', mine], '5,5': ['b', his] });
    const { events } = drive(start(setup).state, {}, (req) => req.kind === 'split' || req.kind === 'assign');
    expect(ofType(events, 'rolled').map((r) => [r.side, r.faces.length])).toEqual([
      ['a', myDice],
      ['b', hisDice],
    ]);
  });
});

describe('"Move": some of a hex may move and the rest stay', () => {
  it('a 2x5 moves two of five units to the next hex; three stay behind', () => {
    const setup = makeSetup({ '2,1': ['a', 5], '6,6': ['b', 3] });
    const { events, state } = drive(
      start(setup).state,
      {
        declare: {
          a: { strategy: 'deploy', goal: { kind: 'edge', edge: 'south' } },
          b: { strategy: 'hold' },
        },
        faces: { a: [5, 5, 1, 2, 3], b: [1, 2, 3] },
        assign: { 'a.2x5': { type: 'move', from: '2,1', to: '2,2', units: { infantry: 2 } } },
      },
      (req) => req.kind === 'free',
    );
    expect(ofType(events, 'moved')[0]).toMatchObject({ from: '2,1', to: '2,2', units: { infantry: 2 } });
    expect([infantry(state, '2,1'), infantry(state, '2,2')]).toEqual([3, 2]);
  });
});
