/**
 * The rulebook's worked examples for the complications, as scenario files played through the
 * rules core (test/fixtures/scenarios/rulebook/).
 */
import { inRound, loadFile, loadText, ofType, play, unitsAt } from './play';

const fixture = (name: string) => `test/fixtures/scenarios/rulebook/${name}.yaml`;

describe('the Mountain example: Joe and Shannon ("Mountain")', () => {
  const { events, state, source } = play(loadFile(fixture('mountain')), 1);

  it("Shannon's 3x1 goes first and kills three; the die it knocks out comes off Joe's spare set", () => {
    const [first] = ofType(events, 'attacked');
    expect(first).toMatchObject({ set: { id: 'shannon.3x1' }, width: 3, bonuses: [], damage: 3, kills: 3 });
    expect(ofType(events, 'knocked')[0]).toMatchObject({ side: 'joe', set: { id: 'joe.2x2', width: 1 } });
    expect(ofType(events, 'spoiled').map((e) => e.set.id)).toEqual(['joe.2x2']);
  });

  it("Joe's 2x8 defends with two gobble 9s and a free gobble 10", () => {
    expect(ofType(events, 'defended')).toEqual([
      expect.objectContaining({ at: '2,2', dice: [9, 9, 10], raise: 1, free: ['mountain'] }),
    ]);
  });

  it('that is easily enough to spoil her 2x8 and 2x3', () => {
    const [, pair8, pair3] = ofType(events, 'attacked');
    expect(pair8).toMatchObject({ set: { id: 'shannon.2x8' }, gobbled: [9], spoiled: true, kills: 0 });
    expect(pair3).toMatchObject({ set: { id: 'shannon.2x3' }, gobbled: [9], spoiled: true, kills: 0 });
    expect(unitsAt(state, '2,2')).toBe(3);
    expect(source.unused(1)).toEqual([]);
  });
});

describe('the cavalry example: Seize against Hold, two rounds ("Attack")', () => {
  const { events, state, source } = play(loadFile(fixture('cavalry')), 2);

  it('round 1: his 3x8 is faster and its gobble dice wreck my 2x8; I do no damage', () => {
    const r1 = inRound(events, 1);
    expect(ofType(r1, 'queue')[0]!.queue.map((s) => s.id)).toEqual(['him.3x8', 'me.2x8']);
    expect(ofType(r1, 'attacked')).toEqual([
      expect.objectContaining({ set: expect.objectContaining({ id: 'me.2x8' }), spoiled: true, kills: 0 }),
    ]);
  });

  it('round 2: three gobble 10s cancel my 4x10; the last cuts my 3x9 to a 2x9, which kills four', () => {
    const r2 = inRound(events, 2);
    const [big, small] = ofType(r2, 'attacked');
    expect(big).toMatchObject({ set: { id: 'me.4x10' }, gobbled: [10, 10, 10], spoiled: true });
    expect(small).toMatchObject({
      set: { id: 'me.3x9' },
      gobbled: [10],
      widthAfter: 2,
      encirclement: 1,
      bonuses: [{ source: 'cavalry', amount: 1 }],
      damage: 4,
      kills: 4,
    });
    expect(unitsAt(state, '2,2')).toBe(6);
    expect(source.unused(2)).toEqual([]);
  });
});

describe('the siege engine on a hill ("Siege Engines")', () => {
  it('an unblocked 2x8 from a single engine on a hill kills three: width 2 + hill 1, no cap', () => {
    const { events, state } = play(loadFile(fixture('siege-hill')), 1);
    expect(ofType(events, 'attacked')).toEqual([
      expect.objectContaining({
        by: 'siege',
        from: '2,0',
        to: '2,2',
        width: 2,
        encirclement: 0,
        bonuses: [{ source: 'terrain', amount: 1, terrain: 'hill' }],
        damage: 3,
        kills: 3,
      }),
    ]);
    expect(unitsAt(state, '2,2')).toBe(3);
  });
});

describe('"Damage is limited" (after the cavalry example): two units kill two, whatever the set', () => {
  it('two cavalry on one of six faces of a surrounded hex assign a 4x10: it would do 10, they kill 2', () => {
    // My two cavalry in 2,1; one infantry on each of the five other faces of his hex 2,2. He rolls
    // 1 to 10, no set, so nothing is gobbled.
    const loaded = loadText(`name: cap
map: { cols: 5, rows: 5 }
options:
  complications: { unitTypes: [cavalry] }
sides:
  - id: me
    units: { "2,1": { cavalry: 2 }, "3,1": 1, "3,2": 1, "2,3": 1, "1,2": 1, "1,1": 1 }
  - id: him
    units: { "2,2": 10 }
rounds:
  - declare:
      me: { strategy: seize, goal: "2,2" }
      him: hold
    dice:
      me: [10, 10, 10, 10, 1, 2, 3]
      him: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
    orders:
      me:
        - { set: 4x10, attack: { from: "2,1", to: "2,2" } }
`);
    const { events, state } = play(loaded, 1);
    expect(ofType(events, 'attacked')[0]).toMatchObject({
      set: { id: 'me.4x10' },
      encirclement: 5,
      bonuses: [{ source: 'cavalry', amount: 1 }],
      damage: 10,
      cap: 2,
      kills: 2,
    });
    expect(unitsAt(state, '2,2')).toBe(8);
  });
});
