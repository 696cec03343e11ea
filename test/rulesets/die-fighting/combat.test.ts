/**
 * "Attack Action", "Attack Roll", "Defense Roll", "Damage Roll" and ranged units against
 * "Terrain": Blocking. Every roll is given, so each number below follows from the dice and the
 * default cards (ruling DF1): light infantry d8, conscripts d6, archers d4 (range 4, two targets),
 * heavy cavalry d20 with +1 attack and +1 defence.
 */
import { unitById } from '../../../src/rulesets/die-fighting/board';
import { UNIT_TYPES } from '../../../src/rulesets/die-fighting/cards';
import type { Decision, UnitSetup } from '../../../src/rulesets/die-fighting/types';
import { begin, ofType, play, refused, setupOf, toCombat } from './helpers';

const OPEN = ['........', '........', '........', '........', '........', '........'];

const atCombat = (units: Record<string, UnitSetup>, map = OPEN, extra = {}) =>
  toCombat(begin(setupOf(map, units, extra)).state).state;

const attack = (
  unit: string,
  targets: string[],
  dice: Decision extends infer D ? (D extends { kind: 'combat'; dice?: infer X } ? X : never) : never,
): Decision => ({
  kind: 'combat',
  side: 'red',
  unit,
  action: { type: 'attack', targets },
  dice,
});

const duel = {
  '0,0': { side: 'red', type: 'light-infantry' },
  '1,0': { side: 'blue', type: 'light-infantry' },
} as const;

describe('Die Fighting attacks ("Attack Action")', () => {
  it('hits only when the attack total is strictly higher: a tie is a miss and needs no damage roll', () => {
    const tie = play(
      atCombat(duel),
      attack('0,0', ['1,0'], { attack: [3, 3], defence: [[2, 4]], damage: [5] }),
    );
    expect(ofType(tie.events, 'attacked')[0]!.targets[0]!.hit).toBe(false);
    expect(ofType(tie.events, 'damage')).toHaveLength(0);
    expect(ofType(tie.events, 'unusedDice')[0]!.dice).toBe('damage');
    expect(unitById(tie.state, '1,0')!.health).toBe(UNIT_TYPES['light-infantry'].die);

    const hit = play(
      atCombat(duel),
      attack('0,0', ['1,0'], { attack: [4, 3], defence: [[3, 3]], damage: [5] }),
    );
    expect(ofType(hit.events, 'attacked')[0]!.targets[0]!.hit).toBe(true);
    expect(unitById(hit.state, '1,0')!.health).toBe(UNIT_TYPES['light-infantry'].die - 5);
  });

  it('adds the card bonuses after the dice: heavy cavalry +1 attack beats an equal roll', () => {
    const units = {
      '0,0': { side: 'red', type: 'heavy-cavalry' },
      '1,0': { side: 'blue', type: 'light-infantry' },
    } as const;
    const r = play(
      atCombat(units),
      attack('0,0', ['1,0'], { attack: [3, 3], defence: [[3, 3]], damage: [2] }),
    );
    const a = ofType(r.events, 'attacked')[0]!;
    expect(a.attack).toEqual({ faces: [3, 3], bonus: 1, total: 7 });
    expect(a.targets[0]!.defence).toEqual({ faces: [3, 3], bonus: 0, total: 6 });
    expect(a.targets[0]!.hit).toBe(true);
  });

  it('a captain gives foot +1 defence ("Commanders")', () => {
    const units = {
      '0,0': { side: 'red', type: 'light-infantry' },
      '1,0': { side: 'blue', type: 'light-infantry', commander: 'captain' },
    } as const;
    const r = play(atCombat(units), attack('0,0', ['1,0'], { attack: [4, 3], defence: [[3, 3]] }));
    expect(ofType(r.events, 'attacked')[0]!.targets[0]!.defence!.total).toBe(7);
    expect(ofType(r.events, 'attacked')[0]!.targets[0]!.hit).toBe(false);
  });

  it('ignores damage beyond what the unit has, removes it at 0 and credits its points (commander included)', () => {
    const units = {
      '0,0': { side: 'red', type: 'heavy-cavalry' },
      '1,0': { side: 'blue', type: 'conscripts', commander: 'sergeant' },
      '5,5': { side: 'blue', type: 'archers' },
    } as const;
    const r = play(
      atCombat(units),
      attack('0,0', ['1,0'], { attack: [6, 6], defence: [[1, 1]], damage: [15] }),
    );
    const hurt = ofType(r.events, 'damage')[0]!.hurt[0]!;
    expect(hurt.damage).toBe(UNIT_TYPES.conscripts.die);
    expect(unitById(r.state, '1,0')!).toBeUndefined();
    expect(ofType(r.events, 'destroyed')[0]!.points).toBe(6 + 2);
    expect(r.state.destroyed.red).toBe(8);
  });

  it('removes a unit whose damage equals its health exactly (ruling DF14)', () => {
    const units = {
      '0,0': { side: 'red', type: 'heavy-cavalry' },
      '1,0': { side: 'blue', type: 'conscripts' },
      '5,5': { side: 'blue', type: 'archers' },
    } as const;
    const r = play(
      atCombat(units),
      attack('0,0', ['1,0'], { attack: [6, 6], defence: [[1, 1]], damage: [UNIT_TYPES.conscripts.die] }),
    );
    expect(ofType(r.events, 'damage')[0]!.hurt[0]).toMatchObject({ damage: 6, health: 0 });
    expect(unitById(r.state, '1,0')).toBeUndefined();
    expect(ofType(r.events, 'destroyed')).toHaveLength(1);
  });

  it('ranged units hit automatically, with no attack or defence roll, and spend a use', () => {
    const units = {
      '0,0': { side: 'red', type: 'archers' },
      '4,0': { side: 'blue', type: 'light-infantry' },
    } as const;
    const r = play(atCombat(units), attack('0,0', ['4,0'], { damage: [3] }));
    const a = ofType(r.events, 'attacked')[0]!;
    expect(a.attack).toBeNull();
    expect(a.targets[0]!.defence).toBeNull();
    expect(a.usesLeft).toBe(3);
    expect(unitById(r.state, '4,0')!.health).toBe(8 - 3);
    expect(refused(atCombat(units), attack('0,0', ['4,0'], { attack: [1, 1] })).code).toBe(
      'dice.no-attack-roll',
    );
  });

  it('ranged units make no defence roll: anything attacking them hits', () => {
    const units = {
      '0,0': { side: 'red', type: 'conscripts' },
      '1,0': { side: 'blue', type: 'archers' },
    } as const;
    const r = play(atCombat(units), attack('0,0', ['1,0'], { damage: [2] }));
    const a = ofType(r.events, 'attacked')[0]!;
    expect(a.attack).toBeNull();
    expect(a.targets[0]).toMatchObject({ defence: null, hit: true });
    expect(unitById(r.state, '1,0')!.health).toBe(2);
  });

  it('divides one damage roll among several targets (ruling DF6: the odd point to the first named)', () => {
    const units = {
      '0,0': { side: 'red', type: 'archers' },
      '3,0': { side: 'blue', type: 'light-infantry' },
      '3,2': { side: 'blue', type: 'conscripts' },
    } as const;
    const r = play(atCombat(units), attack('0,0', ['3,0', '3,2'], { damage: [3] }));
    expect(ofType(r.events, 'damage')[0]!.hurt.map((h) => [h.unit.at, h.damage])).toEqual([
      ['3,0', 2],
      ['3,2', 1],
    ]);
  });

  it('refuses targets out of range, too many targets, friends and a unit with no uses left', () => {
    const units = {
      '0,0': { side: 'red', type: 'archers', uses: 0 },
      '1,1': { side: 'red', type: 'light-infantry' },
      '5,0': { side: 'blue', type: 'light-infantry' },
      '2,2': { side: 'blue', type: 'conscripts' },
      '3,3': { side: 'blue', type: 'conscripts' },
    } as const;
    const spent = atCombat(units);
    expect(refused(spent, attack('0,0', ['2,2'], {})).code).toBe('attack.no-uses');
    const fresh = atCombat({ ...units, '0,0': { side: 'red', type: 'archers' } });
    expect(refused(fresh, attack('0,0', ['5,0'], {})).code).toBe('attack.out-of-range');
    expect(refused(fresh, attack('0,0', ['2,2', '3,3', '5,0'], {})).code).toBe('attack.too-many');
    expect(refused(fresh, attack('0,0', ['1,1'], {})).code).toBe('attack.not-an-enemy');
    expect(refused(fresh, attack('1,1', ['3,3'], {})).code).toBe('attack.out-of-range');
  });

  it('caps a ranged attack behind blocking terrain at 1 and gives the rest to a visible enemy beside the target', () => {
    const map = ['..B.....', ...OPEN.slice(1)];
    const units = {
      '0,0': { side: 'red', type: 'archers' },
      '3,0': { side: 'blue', type: 'light-infantry' },
      '3,1': { side: 'blue', type: 'conscripts' },
    } as const;
    const r = play(atCombat(units, map), attack('0,0', ['3,0'], { damage: [4] }));
    const hurt = ofType(r.events, 'damage')[0]!.hurt;
    expect(hurt[0]).toMatchObject({ damage: 1, blocked: true });
    expect(hurt[0]!.unit.at).toBe('3,0');
    expect(hurt[1]).toMatchObject({ damage: 3, passedFrom: '3,0' });
    expect(hurt[1]!.unit.at).toBe('3,1');
  });

  it('a passTo naming a unit destroyed earlier in the same attack is reported, and the default takes the rest', () => {
    const map = ['..B.....', ...OPEN.slice(1)];
    const units = {
      '0,0': { side: 'red', type: 'archers' },
      '3,0': { side: 'blue', type: 'light-infantry' },
      '3,1': { side: 'blue', type: 'conscripts', health: 2 },
      '2,1': { side: 'blue', type: 'conscripts' },
    } as const;
    // Targets 3,1 then 3,0: the d4's 4 is shared 2 and 2; 3,1 falls to its 2, then 3,0 takes 1
    // and its other 1 was named for 3,1, gone by then.
    const shot: Decision = {
      ...attack('0,0', ['3,1', '3,0'], { damage: [4] }),
      action: { type: 'attack', targets: ['3,1', '3,0'], passTo: { '3,0': '3,1' } },
    } as Decision;
    const r = play(atCombat(units, map), shot);
    const hurt = ofType(r.events, 'damage')[0]!.hurt;
    expect(hurt.map((h) => [h.unit.at, h.damage])).toEqual([
      ['3,1', 2],
      ['3,0', 1],
      ['2,1', 1],
    ]);
    expect(ofType(r.events, 'unusedChoice')).toEqual([
      expect.objectContaining({ choice: 'passTo', cell: '3,1', why: 'gone' }),
    ]);
  });

  it('lets no melee attack cross a corner between two blocking squares', () => {
    const map = ['.B......', 'B.......', ...OPEN.slice(2)];
    const units = {
      '0,0': { side: 'red', type: 'light-infantry' },
      '1,1': { side: 'blue', type: 'light-infantry' },
    } as const;
    expect(refused(atCombat(units, map), attack('0,0', ['1,1'], {})).code).toBe('attack.blocked');
  });
});
