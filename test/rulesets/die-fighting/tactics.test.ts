/** "Tactical Action": Break Away, Charge and Regroup, each with the conditions of its section. */
import { unitById, unitAt } from '../../../src/rulesets/die-fighting/board';
import type { Action, CombatDice, Decision, UnitSetup } from '../../../src/rulesets/die-fighting/types';
import { begin, ofType, play, refused, setupOf, toCombat } from './helpers';

const OPEN = ['........', '........', '........', '........', '........', '........'];

const atCombat = (units: Record<string, UnitSetup>) => toCombat(begin(setupOf(OPEN, units)).state).state;

const act = (unit: string, action: Action, dice?: CombatDice): Decision => ({
  kind: 'combat',
  side: 'red',
  unit,
  action,
  ...(dice ? { dice } : {}),
});

describe('Break Away', () => {
  const held = {
    '0,0': { side: 'red', type: 'light-infantry' },
    '1,0': { side: 'blue', type: 'conscripts' },
  } as const;

  it('a foot unit rolls an attack against the holder and, beating it, moves up to its speed', () => {
    const r = play(
      atCombat(held),
      act('0,0', { type: 'breakAway', to: '0,3' }, { attack: [6, 5], defence: [[1, 1]] }),
    );
    expect(ofType(r.events, 'brokeAway')[0]).toMatchObject({ success: true, to: '0,3' });
    expect(unitAt(r.state, '0,3')?.id).toBe('0,0');
  });

  it('a roll that does not beat the holder leaves it where it is', () => {
    const r = play(
      atCombat(held),
      act('0,0', { type: 'breakAway', to: '0,3' }, { attack: [1, 1], defence: [[6, 6]] }),
    );
    expect(ofType(r.events, 'brokeAway')[0]).toMatchObject({ success: false, to: null });
    expect(unitAt(r.state, '0,0')?.id).toBe('0,0');
  });

  it('a sergeant adds +1 to a foot unit\'s break away ("Commanders")', () => {
    const led = { ...held, '0,0': { side: 'red', type: 'light-infantry', commander: 'sergeant' } } as const;
    const r = play(
      atCombat(led),
      act('0,0', { type: 'breakAway', to: '0,3' }, { attack: [3, 3], defence: [[3, 3]] }),
    );
    expect(ofType(r.events, 'brokeAway')[0]!.attack!.total).toBe(7);
    expect(ofType(r.events, 'brokeAway')[0]!.success).toBe(true);
  });

  it('a mounted unit leaves foot without a roll, but rolls against enemy mounted units', () => {
    const amongFoot = {
      '0,0': { side: 'red', type: 'light-cavalry' },
      '1,0': { side: 'blue', type: 'conscripts' },
    } as const;
    const free = play(atCombat(amongFoot), act('0,0', { type: 'breakAway', to: '0,4' }));
    expect(ofType(free.events, 'brokeAway')[0]).toMatchObject({ attack: null, holders: [], success: true });
    expect(
      refused(atCombat(amongFoot), act('0,0', { type: 'breakAway', to: '0,4' }, { attack: [6, 6] })).code,
    ).toBe('dice.no-break-away-roll');
    const amongHorse = {
      '0,0': { side: 'red', type: 'light-cavalry' },
      '1,0': { side: 'blue', type: 'heavy-cavalry' },
    } as const;
    const rolled = play(
      atCombat(amongHorse),
      act('0,0', { type: 'breakAway', to: '0,4' }, { attack: [5, 5], defence: [[2, 2]] }),
    );
    expect(ofType(rolled.events, 'brokeAway')[0]!.holders).toHaveLength(1);
  });

  it('ranged units may not break away, and a unit with no enemy beside it has nothing to break from', () => {
    const archers = {
      '0,0': { side: 'red', type: 'archers' },
      '1,0': { side: 'blue', type: 'conscripts' },
    } as const;
    expect(refused(atCombat(archers), act('0,0', { type: 'breakAway', to: '0,2' })).code).toBe(
      'breakAway.ranged',
    );
    const alone = {
      '0,0': { side: 'red', type: 'light-infantry' },
      '5,5': { side: 'blue', type: 'conscripts' },
    } as const;
    expect(refused(atCombat(alone), act('0,0', { type: 'breakAway', to: '0,2' })).code).toBe(
      'breakAway.not-engaged',
    );
  });

  it('archers beside a foot unit do not hold it: it leaves without a roll', () => {
    const units = {
      '0,0': { side: 'red', type: 'light-infantry' },
      '1,0': { side: 'blue', type: 'archers' },
    } as const;
    const r = play(atCombat(units), act('0,0', { type: 'breakAway', to: '0,3' }));
    expect(ofType(r.events, 'brokeAway')[0]).toMatchObject({ attack: null, success: true });
  });
});

describe('Charge', () => {
  it('moves to the nearest square beside the target (then map order) and attacks from there', () => {
    const units = {
      '0,0': { side: 'red', type: 'light-infantry' },
      '4,0': { side: 'blue', type: 'conscripts' },
    } as const;
    const r = play(
      atCombat(units),
      act('0,0', { type: 'charge', target: '4,0' }, { attack: [6, 6], defence: [[1, 1]], damage: [2] }),
    );
    expect(ofType(r.events, 'charged')[0]!.to).toBe('3,0');
    expect(ofType(r.events, 'attacked')[0]!.unit.at).toBe('3,0');
    expect(unitById(r.state, '4,0')!.health).toBe(4);
  });

  it('is refused to a unit that began the combat phase next to an enemy, and out of reach', () => {
    const engaged = {
      '0,0': { side: 'red', type: 'light-infantry' },
      '1,0': { side: 'blue', type: 'conscripts' },
      '3,0': { side: 'blue', type: 'conscripts' },
    } as const;
    expect(refused(atCombat(engaged), act('0,0', { type: 'charge', target: '3,0' })).code).toBe(
      'charge.engaged',
    );
    const far = {
      '0,0': { side: 'red', type: 'conscripts' },
      '6,0': { side: 'blue', type: 'conscripts' },
    } as const;
    expect(refused(atCombat(far), act('0,0', { type: 'charge', target: '6,0' })).code).toBe(
      'charge.out-of-reach',
    );
  });

  it('is open to ranged units with a shot left, not to those out of shots', () => {
    const archers = (uses: number) =>
      atCombat({
        '0,0': { side: 'red', type: 'archers', uses },
        '3,0': { side: 'blue', type: 'conscripts' },
      });
    const r = play(archers(1), act('0,0', { type: 'charge', target: '3,0' }, { damage: [3] }));
    expect(ofType(r.events, 'charged')[0]!.to).toBe('2,0');
    expect(unitById(r.state, '3,0')!.health).toBe(3);
    expect(refused(archers(0), act('0,0', { type: 'charge', target: '3,0' })).code).toBe('charge.no-uses');
  });
});

describe('Regroup', () => {
  const pair = {
    '0,0': { side: 'red', type: 'light-infantry', health: 5 },
    '1,0': { side: 'red', type: 'light-infantry' },
    '7,5': { side: 'blue', type: 'conscripts' },
  } as const;

  it('heals two adjacent units of one type by one each, never above the die, as one activation', () => {
    const r = play(atCombat(pair), act('0,0', { type: 'regroup', with: '1,0' }));
    expect(ofType(r.events, 'regrouped')[0]!.units.map((u) => u.health)).toEqual([6, 8]);
    expect(unitById(r.state, '0,0')!.health).toBe(6);
    expect(unitById(r.state, '1,0')!.health).toBe(8);
    expect(r.state.activated).toEqual(expect.arrayContaining(['0,0', '1,0']));
    expect(r.state.awaiting).toMatchObject({ kind: 'combat', side: 'blue' });
  });

  it('is refused next to an enemy, with another type, or apart', () => {
    const near = { ...pair, '2,1': { side: 'blue', type: 'conscripts' } } as const;
    expect(refused(atCombat(near), act('0,0', { type: 'regroup', with: '1,0' })).code).toBe(
      'regroup.engaged',
    );
    const mixed = { ...pair, '1,0': { side: 'red', type: 'conscripts' } } as const;
    expect(refused(atCombat(mixed), act('0,0', { type: 'regroup', with: '1,0' })).code).toBe(
      'regroup.other-type',
    );
    const apart = { '0,0': pair['0,0'], '2,0': pair['1,0'], '7,5': pair['7,5'] } as const;
    expect(refused(atCombat(apart), act('0,0', { type: 'regroup', with: '2,0' })).code).toBe('regroup.apart');
  });
});
