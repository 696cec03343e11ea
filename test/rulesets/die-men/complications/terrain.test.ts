/**
 * The terrain complications (die-men.txt, "Terrain"; the reference card's terrain box; rulings 17
 * to 24 in docs/rules.md). Column 2 runs 2,0 - 2,1 - 2,2 - 2,3 down the map; a holds 2,1 and
 * attacks b in 2,2 unless a test says otherwise.
 */
import { dieMen, legalFreeMoves } from '../../../../src/rulesets/die-men';
import { loadText, ofType, play, playDuel, unitsAt } from './play';

const attack = (from: string, to: string, set = '2x7', by = '') =>
  `{ set: ${set}, attack: { from: "${from}", to: "${to}"${by ? `, by: ${by}` : ''} } }`;
const NO_SETS = [1, 2, 3, 4, 5, 6];

describe('hills and mountains: attacks ("Hill", "Mountain"; ruling 19)', () => {
  const hit = (terrain: string, b = '"2,2": 6', comp = 'terrain: true, unitTypes: true') =>
    ofType(
      playDuel({
        terrain,
        comp,
        a: '"2,1": 4',
        b,
        aDice: [7, 7, 1, 2],
        bDice: NO_SETS,
        aOrders: attack('2,1', '2,2'),
      }).events,
      'attacked',
    )[0]!;

  it('an attack from a hill does +1 damage against troops on open ground', () => {
    expect(hit('hill: ["2,1"]')).toMatchObject({
      bonuses: [{ source: 'terrain', amount: 1, terrain: 'hill' }],
      damage: 3,
      kills: 3,
    });
  });
  it('not against troops on a hill or a mountain, nor against fliers', () => {
    expect(hit('hill: ["2,1", "2,2"]')).toMatchObject({ bonuses: [], damage: 2 });
    expect(hit('hill: ["2,1"], mountain: ["2,2"]')).toMatchObject({ bonuses: [], damage: 2 });
    expect(hit('hill: ["2,1"]', '"2,2": { flier: 6 }')).toMatchObject({ bonuses: [], damage: 2 });
  });
  it('a stack with any troops on the ground is not "fliers" (ruling 22)', () => {
    expect(hit('hill: ["2,1"]', '"2,2": { flier: 5, infantry: 1 }')).toMatchObject({ damage: 3 });
  });
  it('a mountain works against a hill, not against an adjoining mountain', () => {
    expect(hit('mountain: ["2,1"], hill: ["2,2"]')).toMatchObject({ damage: 3 });
    expect(hit('mountain: ["2,1", "2,2"]')).toMatchObject({ bonuses: [], damage: 2 });
  });
  it('a castle tower is a mountain', () => {
    expect(hit('tower: ["2,1"]')).toMatchObject({
      bonuses: [{ source: 'terrain', amount: 1, terrain: 'tower' }],
    });
  });
  it('a siege engine on a mountain keeps the advantage over a mountain two hexes away', () => {
    const { events } = playDuel({
      terrain: 'mountain: ["2,0", "2,2"]',
      comp: 'terrain: true, unitTypes: true',
      a: '"2,0": { siege: 1, infantry: 3 }',
      b: '"2,2": 6',
      aDice: [7, 7, 1, 2],
      bDice: NO_SETS,
      aOrders: attack('2,0', '2,2'),
    });
    expect(ofType(events, 'attacked')[0]).toMatchObject({ by: 'siege', damage: 3 });
  });
});

describe('hills, mountains and forests: defence ("Hill", "Mountain", "Forest"; ruling 18)', () => {
  // b defends 2,2 with a 3x7 (acts first); a attacks it with a 2x8 from 2,1.
  const defend = (terrain: string, a = '"2,1": 4') =>
    playDuel({
      terrain,
      comp: 'terrain: true, unitTypes: true',
      a,
      b: '"2,2": 6',
      aDice: [8, 8, 1, 2],
      bDice: [7, 7, 7, 1, 2, 3],
      aOrders: attack('2,1', '2,2', '2x8'),
      bOrders: '{ set: 3x7, defend: "2,2" }',
    }).events;

  it('on a hill the gobble dice are a point higher: 7s become 8s and stop an 8', () => {
    const events = defend('hill: ["2,2"]');
    expect(ofType(events, 'defended')[0]).toMatchObject({ dice: [8, 8, 8], raise: 1, free: [] });
    expect(ofType(events, 'attacked')[0]).toMatchObject({ gobbled: [8], spoiled: true });
  });
  it('the extra height does not change timing: the 3x7 still acts before the 2x8', () => {
    const events = defend('hill: ["2,2"]');
    expect(ofType(events, 'queue')[0]!.queue.map((s) => s.id)).toEqual(['b.3x7', 'a.2x8']);
  });
  it('without the advantage (attacker on a hill too) the 7s stay 7s', () => {
    expect(ofType(defend('hill: ["2,2", "2,1"]'), 'attacked')[0]).toMatchObject({ gobbled: [], kills: 2 });
  });
  it("against fliers neither the extra height nor a mountain's free die works", () => {
    const events = defend('mountain: ["2,2"]', '"2,1": { flier: 4 }');
    expect(ofType(events, 'attacked')[0]).toMatchObject({ gobbled: [], kills: 2 });
  });
  it('a mountain adds a free gobble 10 to the Defense set', () => {
    const events = defend('mountain: ["2,2"]');
    expect(ofType(events, 'defended')[0]).toMatchObject({ dice: [8, 8, 8, 10], free: ['mountain'] });
  });
  it("a forest's free gobble 10 works even against fliers (ruling 18)", () => {
    const events = defend('forest: ["2,2"]', '"2,1": { flier: 4 }');
    expect(ofType(events, 'defended')[0]).toMatchObject({ dice: [7, 7, 7, 10], raise: 0, free: ['forest'] });
    expect(ofType(events, 'attacked')[0]).toMatchObject({ gobbled: [10], spoiled: true });
  });
});

describe('rivers ("River"; ruling 23)', () => {
  const river = (units: string, extra = '') =>
    loadText(`name: r
map: { cols: 5, rows: 5, terrain: { river: ["2,2"], rough: ["4,4"] } }
options: { complications: { terrain: [river], unitTypes: [flier] } }
sides:
  - { id: a, units: { ${units} } }
  - { id: b, units: { "0,4": 1 } }
rounds:
  - declare: { a: hold, b: hold }
    dice: { b: [1] }
${extra}`);

  it('no free move into a river, nor out of one', () => {
    const into = river('"2,1": 2', '    free: { a: [ { from: "2,1", to: "2,2" } ] }');
    expect(() => play(into, 1)).toThrow(/free\.terrain.*2,2 is river/);
    // (0,0 has a free move of its own, so a is asked.)
    const out = river('"2,2": 2, "0,0": 1', '    free: { a: [ { from: "2,2", to: "2,1" } ] }');
    expect(() => play(out, 1)).toThrow(/free\.threatened-origin.*2,2 is a river, or next to units in one/);
    const { state } = play(river('"2,2": 2, "0,0": 1'), 0);
    expect(legalFreeMoves(state, 'a').filter((m) => m.from === '2,2')).toEqual([]);
  });
  it('units in a river threaten the hexes around them, for every side', () => {
    const next = river('"2,2": 2, "3,3": 2', '    free: { a: [ { from: "3,3", to: "3,2" } ] }');
    // 3,2 adjoins the river hex 2,2, which holds units: threatened, even for their own side.
    expect(() => play(next, 1)).toThrow(/free\.threatened-target/);
  });
  it('an empty river threatens only itself', () => {
    const { events } = play(river('"3,3": 2', '    free: { a: [ { from: "3,3", to: "3,2" } ] }'), 1);
    expect(ofType(events, 'freeMoved')).toHaveLength(1);
  });
  it('fliers ignore it: they fly in and out freely (ruling 22)', () => {
    const { events } = play(
      river('"2,1": { flier: 2 }, "2,3": { flier: 2 }', '    free: { a: [ { from: "2,1", to: "2,2" } ] }'),
      1,
    );
    expect(ofType(events, 'freeMoved')[0]).toMatchObject({ to: '2,2', units: { flier: 2 } });
  });
});

describe('free movement onto high ground and into forests (ruling 17)', () => {
  it('hills, mountains and forests take free moves; rough does not', () => {
    const text = (to: string, terrain: string) => `name: f
map: { cols: 5, rows: 5, terrain: { ${terrain} } }
options: { complications: { terrain: true } }
sides:
  - { id: a, units: { "1,1": 2 } }
  - { id: b, units: { "4,4": 1 } }
rounds:
  - declare: { a: hold, b: hold }
    dice: { a: [1, 2], b: [1] }
    free: { a: [ { from: "1,1", to: "${to}" } ] }
`;
    for (const t of ['hill', 'mountain', 'forest']) {
      const { events } = play(loadText(text('1,2', `${t}: ["1,2"]`)), 1);
      expect(ofType(events, 'freeMoved')).toHaveLength(1);
    }
    expect(() => play(loadText(text('1,2', 'rough: ["1,2"]')), 1)).toThrow(/free\.terrain/);
  });
});

describe('castles ("Castle", "Palisade, Drawbridge or Portcullis"; ruling 24)', () => {
  // The castle's wall runs along row 2; the drawbridge is 2,2, the palisade 3,2. Its owner, keep,
  // holds 2,3 inside; the besiegers hold 2,1 outside (with a ram) and 2,0 (a siege engine).
  const castle = (round: string, keep = '', besiegers = '"2,1": { infantry: 3, ram: 1 }') =>
    loadText(`name: c
map:
  cols: 6
  rows: 5
  terrain: { wall: ["0,2", "1,2", "4,2", "5,2"], drawbridge: ["2,2"], palisade: ["3,2"] }
options: { complications: { terrain: [castle], unitTypes: [siege] } }
sides:
  - id: keep
    units: { "2,3": 4, "2,4": 1 }
    gates: ["2,2", "3,2"]
${keep}
  - id: siege
    units: { ${besiegers}, "2,0": { siege: 1, infantry: 1 } }
rounds:
${round}`);

  it('walls and shut gates are impassable', () => {
    const text = castle(`  - declare: { keep: hold, siege: { strategy: seize, goal: south } }
    dice: { keep: [1, 2, 3, 4, 5], siege: [5, 5, 1, 2, 3, 4] }
    orders: { siege: [ { set: 2x5, move: { from: "2,1", to: "2,2" } } ] }`);
    expect(() => play(text, 1)).toThrow(/order\.impassable.*drawbridge/);
  });

  it('the owner is asked first each round and may open the drawbridge, not the palisade', () => {
    const text = castle(`  - gates: { keep: ["2,2"] }
    declare: { keep: { strategy: deploy, goal: north }, siege: hold }
    dice: { keep: [5, 5, 1, 2, 3], siege: [1, 2, 3, 4, 6, 7] }
    orders: { keep: [ { set: 2x5, move: { from: "2,3", to: "2,2" } } ] }`);
    const loaded = text;
    const setup = play(loaded, 0);
    const req = dieMen.pending(setup.state);
    expect(req).toEqual({
      kind: 'gates',
      side: 'keep',
      round: 1,
      gates: [{ at: '2,2', kind: 'drawbridge', open: false, canClose: true }],
    });
    const { events, state } = play(loaded, 1);
    expect(ofType(events, 'gate')[0]).toMatchObject({ at: '2,2', change: 'opened', side: 'keep' });
    expect(ofType(events, 'moved')[0]).toMatchObject({ to: '2,2' });
    expect(unitsAt(state, '2,2')).toBe(4);
  });

  it("a gate with units in it can't be shut", () => {
    const text = castle(`  - gates: { keep: ["2,2"] }
    declare: { keep: { strategy: deploy, goal: north }, siege: hold }
    dice: { keep: [5, 5, 1, 2, 3], siege: [1, 2, 3, 4, 6, 7] }
    orders: { keep: [ { set: 2x5, move: { from: "2,3", to: "2,2" } } ] }
  - gates: { keep: [] }`);
    expect(() => play(text, 2)).toThrow(/gates\.occupied/);
  });

  it('troops with a ram break a gate with an Attack: open ground for good', () => {
    const text = castle(`  - declare: { keep: hold, siege: { strategy: seize, goal: south } }
    dice: { keep: [1, 2, 3, 4, 6], siege: [5, 5, 1, 2, 3, 4] }
    orders: { siege: [ ${attack('2,1', '2,2', '2x5')} ] }`);
    const { events, state } = play(text, 1);
    expect(ofType(events, 'gate')[0]).toMatchObject({
      at: '2,2',
      gate: 'drawbridge',
      change: 'broken',
      side: 'siege',
      by: { from: '2,1', mode: 'troops' },
    });
    expect(ofType(events, 'attacked')).toEqual([]);
    expect(ofType(events, 'knocked')).toEqual([]);
    expect(state.gates['2,2']).toMatchObject({ status: 'broken' });
    // Broken gates are no longer the owner's to open or shut: round 2 asks nothing about gates.
    expect(dieMen.pending(state)).toMatchObject({ kind: 'declare', round: 2 });
  });

  it('troops without a ram cannot; archers cannot; a siege engine two hexes away can', () => {
    const noRam = castle(
      `  - declare: { keep: hold, siege: { strategy: seize, goal: south } }
    dice: { keep: [1, 2, 3, 4, 6], siege: [5, 5, 1, 2, 3, 4] }
    orders: { siege: [ ${attack('2,1', '2,2', '2x5')} ] }`,
      '',
      '"2,1": 4',
    );
    expect(() => play(noRam, 1)).toThrow(/order\.gate-needs-engine/);
    const engine = castle(`  - declare: { keep: hold, siege: { strategy: seize, goal: south } }
    dice: { keep: [1, 2, 3, 4, 6], siege: [5, 5, 1, 2, 3, 4] }
    orders: { siege: [ ${attack('2,0', '2,2', '2x5', 'siege')} ] }`);
    expect(ofType(play(engine, 1).events, 'gate')[0]).toMatchObject({
      change: 'broken',
      by: { mode: 'siege' },
    });
  });

  it("a side can't attack its own gate", () => {
    const own = castle(`  - declare: { keep: hold, siege: hold }
    dice: { keep: [5, 5, 1, 2, 3], siege: [1, 2, 3, 4, 6, 7] }
    orders: { keep: [ ${attack('2,3', '2,2', '2x5')} ] }`);
    expect(() => play(own, 1)).toThrow(/order\.own-gate/);
  });
});
