/**
 * Attacks (dice-wars-intro.txt, "Basic Melee Action", "Speed Dice in Attacks", "Use Equipment
 * Action", "Melee Dice", "Ranged Dice", "Indirect Dice", "Rolling Dice"): range, the face to hit,
 * the damage per hit, squads rolling per eligible member. Distances are straight down a column of
 * the open table, clear of every range's edge, or worked out through the geometry module.
 */
import type { Card } from '../../../src/rulesets/dice-wars/army';
import { gap } from '../../../src/rulesets/dice-wars/geometry';
import type { BattleState } from '../../../src/rulesets/dice-wars/state';
import { hitDamage } from '../../../src/rulesets/dice-wars/weapons';
import { activate, begin, first, melee, ofType, play, refused, setupOf, shoot, unit, unitOf } from './battle';

/** Red's attacker at 10,10 (or its squad's squares), activated; blue's target at `at`. */
function duel(attacker: Partial<Card>, target: Partial<Card>, at: string[], from = ['10,10']): BattleState {
  const s = begin(
    setupOf([unit('a', 'red', from, { core: 2, ...attacker }), unit('t', 'blue', at, target)]),
  ).state;
  return play(s, ...first(6, 1), activate('red', 'a')).state;
}

const gear = (kind: 'melee' | 'ranged' | 'indirect', dice: number): Partial<Card> => ({
  equipment: { melee: [], ranged: [], indirect: [], [kind]: [dice] },
});

const attacked = (s: BattleState, ...d: Parameters<typeof play>[1][]) =>
  ofType(play(s, ...d).events, 'attacked')[0]!;

describe('Basic Melee', () => {
  it('reaches 1", hits on 4+ for 1 damage', () => {
    const s = duel({}, {}, ['10,11']);
    expect(attacked(s, melee('red', 't', { hit: [4] }))).toMatchObject({
      need: 4,
      hits: 1,
      damage: 1,
      markers: 1,
    });
    expect(attacked(s, melee('red', 't', { hit: [3] }))).toMatchObject({ hits: 0, markers: 0 });
    expect(refused(duel({}, {}, ['10,14']), melee('red', 't')).code).toBe('attack.out-of-range');
  });

  it('-1 to hit a target with 2 Speed dice (and more), not with 1', () => {
    expect(
      attacked(duel({}, { passive: { kind: 'speed', dice: 2 } }, ['10,11']), melee('red', 't', { hit: [4] })),
    ).toMatchObject({ need: 5, hits: 0 });
    expect(
      attacked(duel({}, { passive: { kind: 'speed', dice: 4 } }, ['10,11']), melee('red', 't', { hit: [5] })),
    ).toMatchObject({ need: 5, hits: 1 });
    expect(
      attacked(duel({}, { passive: { kind: 'speed', dice: 1 } }, ['10,11']), melee('red', 't', { hit: [4] })),
    ).toMatchObject({ need: 4, hits: 1 });
  });

  it('a unit with a Melee Equipment may still make a Basic Melee (the Captain example)', () => {
    const s = duel(gear('melee', 3), {}, ['10,11']);
    expect(attacked(s, melee('red', 't', { hit: [6] })).weapon).toEqual({ type: 'melee' });
  });
});

describe('the equipment tables', () => {
  it('Melee: 3" at 1 die (4+), 3+ at 2', () => {
    expect(attacked(duel(gear('melee', 1), {}, ['10,13']), shoot('red', 0, 't', { hit: [4] }))).toMatchObject(
      { need: 4, hits: 1 },
    );
    expect(refused(duel(gear('melee', 1), {}, ['10,16']), shoot('red', 0, 't')).code).toBe(
      'attack.out-of-range',
    );
    expect(attacked(duel(gear('melee', 2), {}, ['10,13']), shoot('red', 0, 't', { hit: [3] }))).toMatchObject(
      { need: 3, hits: 1 },
    );
  });

  it('Melee 3: D3 against squads, 1 against single units; Melee 4: D3 against units, D6 against squads', () => {
    const squad = ['10,12', '11,12'];
    expect(
      attacked(duel(gear('melee', 3), {}, squad), shoot('red', 0, 't', { hit: [5], damage: [5] })),
    ).toMatchObject({ damage: 3, markers: 3 });
    const unit1 = duel(gear('melee', 3), {}, ['10,12']);
    expect(refused(unit1, shoot('red', 0, 't', { hit: [5], damage: [5] })).code).toBe(
      'attack.no-damage-roll',
    );
    expect(attacked(unit1, shoot('red', 0, 't', { hit: [5] }))).toMatchObject({ damage: 1, damageFaces: [] });
    expect(
      attacked(duel(gear('melee', 4), {}, ['10,12']), shoot('red', 0, 't', { hit: [6], damage: [6] })),
    ).toMatchObject({ damage: 3 });
    expect(
      attacked(duel(gear('melee', 4), {}, squad), shoot('red', 0, 't', { hit: [6], damage: [6] })),
    ).toMatchObject({ damage: 6 });
  });

  it('Ranged: 12" at 1 and 2 dice (3+ at 2), 18" from 3 dice', () => {
    expect(
      attacked(duel(gear('ranged', 1), {}, ['10,20']), shoot('red', 0, 't', { hit: [4] })),
    ).toMatchObject({ need: 4, hits: 1 });
    expect(refused(duel(gear('ranged', 2), {}, ['10,25']), shoot('red', 0, 't')).code).toBe(
      'attack.out-of-range',
    );
    expect(
      attacked(duel(gear('ranged', 2), {}, ['10,20']), shoot('red', 0, 't', { hit: [3] })),
    ).toMatchObject({ need: 3 });
    expect(
      attacked(duel(gear('ranged', 3), {}, ['10,25']), shoot('red', 0, 't', { hit: [1] })),
    ).toMatchObject({ hits: 0 });
    expect(refused(duel(gear('ranged', 3), {}, ['10,31']), shoot('red', 0, 't')).code).toBe(
      'attack.out-of-range',
    );
  });

  it('Indirect: nothing within 12", 24" at 1 and 2 dice, 36" from 3; 4+ to hit throughout', () => {
    expect(refused(duel(gear('indirect', 1), {}, ['10,15']), shoot('red', 0, 't')).code).toBe(
      'attack.out-of-range',
    );
    expect(
      attacked(duel(gear('indirect', 1), {}, ['10,28']), shoot('red', 0, 't', { hit: [4] })),
    ).toMatchObject({ need: 4, hits: 1 });
    expect(refused(duel(gear('indirect', 2), {}, ['10,40']), shoot('red', 0, 't')).code).toBe(
      'attack.out-of-range',
    );
    expect(
      attacked(duel(gear('indirect', 3), {}, ['10,40']), shoot('red', 0, 't', { hit: [4] })),
    ).toMatchObject({ need: 4 });
    expect(refused(duel(gear('indirect', 3), {}, ['10,15']), shoot('red', 0, 't')).code).toBe(
      'attack.out-of-range',
    );
  });

  it('a D3 is a d6 halved, rounded up ("Rolling Dice")', () => {
    expect([1, 2, 3, 4, 5, 6].map((f) => hitDamage('d3', f))).toEqual([1, 1, 2, 2, 3, 3]);
    expect([1, 6].map((f) => hitDamage('d6', f))).toEqual([1, 6]);
  });

  it('refuses equipment the unit does not have, and a friendly target', () => {
    const s = duel({}, {}, ['10,11']);
    expect(refused(s, shoot('red', 0, 't')).code).toBe('act.no-equipment');
    expect(refused(s, melee('red', 'a')).code).toBe('attack.no-target');
  });
});

describe('squads attacking', () => {
  const row = ['10,10', '11,10', '12,10', '13,10', '14,10'];

  it('roll one die per member with the target in range, all at that target; the others still spend the action', () => {
    const target = '0,10';
    const eligible = row.filter((m) => gap(m, target) <= 12).length;
    expect(eligible).toBeGreaterThan(0);
    expect(eligible).toBeLessThan(row.length);
    const s = duel({ core: 1, ...gear('ranged', 1) }, {}, [target], row);
    const faces = Array<number>(eligible).fill(6);
    const r = play(s, shoot('red', 0, 't', { hit: faces }));
    expect(ofType(r.events, 'attacked')[0]).toMatchObject({
      attackers: eligible,
      hits: eligible,
      markers: eligible,
    });
    expect(r.state.activation).toMatchObject({ actions: 0 });
    expect(refused(s, shoot('red', 0, 't', { hit: [...faces, 6] })).code).toBe('dice.count-mismatch');
  });

  it('Basic Melee: only the members within 1" of the target roll', () => {
    const target = '12,11';
    const eligible = row.filter((m) => gap(m, target) <= 1).length;
    const s = duel({ core: 1 }, {}, [target], row);
    const r = play(s, melee('red', 't', { hit: Array<number>(eligible).fill(4) }));
    expect(ofType(r.events, 'attacked')[0]).toMatchObject({ attackers: eligible, hits: eligible });
    expect(unitOf(r.state, 't')!.damage).toBe(eligible);
  });

  it('faces not given are rolled by the seeded RNG, the same each time', () => {
    const s = duel({ core: 1, ...gear('ranged', 1) }, {}, ['12,16'], row);
    const a = attacked(s, shoot('red', 0, 't'));
    const b = attacked(s, shoot('red', 0, 't'));
    expect(a.hitFaces).toHaveLength(5);
    expect(b.hitFaces).toEqual(a.hitFaces);
    expect(a.hits).toBe(a.hitFaces.filter((f) => f >= 4).length);
  });
});
