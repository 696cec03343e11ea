/**
 * The game round (dice-wars-intro.txt, "Roll Off and Taking Turns", "Core Actions", "Move Action",
 * "Speed Dice in Moves", "Deployment"): roll-offs, alternating activations, what one activation
 * may spend, and how far units move.
 */
import { diceWars } from '../../../src/rulesets/dice-wars/ruleset';
import { GAME_RULES } from '../../../src/rulesets/registry';
import {
  act,
  activate,
  begin,
  end,
  first,
  lose,
  melee,
  ofType,
  play,
  refused,
  setupOf,
  shoot,
  unit,
  unitOf,
} from './battle';

const captain = unit('captain', 'red', ['10,10'], {
  core: 2,
  passive: { kind: 'armor', dice: 3 },
  equipment: { melee: [3], ranged: [1], indirect: [] },
});
const orc = (at = '10,20') => unit('orc', 'blue', [at], { core: 1 });

describe('roll-offs', () => {
  it('the higher d6 activates first; a tie is rolled again', () => {
    const s = begin(setupOf([captain, orc()])).state;
    expect(s.awaiting).toEqual({ kind: 'roll', side: 'red', round: 1, purpose: 'first' });
    const tied = play(s, ...first(3, 3));
    expect(ofType(tied.events, 'firstRolled')).toEqual([
      { type: 'firstRolled', round: 1, rolls: { red: 3, blue: 3 }, first: null },
    ]);
    expect(tied.state.awaiting).toMatchObject({ kind: 'roll', side: 'red', purpose: 'first' });
    const won = play(tied.state, ...first(2, 5));
    expect(ofType(won.events, 'firstRolled')[0]!.first).toBe('blue');
    expect(won.state.awaiting).toEqual({ kind: 'activate', side: 'blue', round: 1 });
  });

  it('the roll-off for edges is shown before round 1 when the set-up asks for it', () => {
    const s = begin(setupOf([captain, orc()], { setupRoll: true })).state;
    expect(s.awaiting).toMatchObject({ kind: 'roll', purpose: 'edges' });
    const r = play(s, { kind: 'roll', side: 'red', faces: [4] }, { kind: 'roll', side: 'blue', faces: [6] });
    expect(ofType(r.events, 'edgesRolled')).toEqual([
      { type: 'edgesRolled', rolls: { red: 4, blue: 6 }, winner: 'blue' },
    ]);
    expect(ofType(r.events, 'roundStarted')).toEqual([{ type: 'roundStarted', round: 1 }]);
    expect(r.state.awaiting).toMatchObject({ kind: 'roll', purpose: 'first', round: 1 });
  });
});

describe('taking turns', () => {
  it('sides alternate one unit at a time; a side that has finished passes and the other goes on', () => {
    const s = begin(setupOf([captain, unit('scout', 'red', ['20,10']), orc()])).state;
    const a = play(s, ...first(6, 1), activate('red', 'captain'), end('red'));
    expect(a.state.awaiting).toEqual({ kind: 'activate', side: 'blue', round: 1 });
    const b = play(a.state, activate('blue', 'orc'), end('blue'));
    expect(b.state.awaiting).toEqual({ kind: 'activate', side: 'red', round: 1 });
    const c = play(b.state, activate('red', 'scout'), end('red'));
    expect(ofType(c.events, 'damagePhase')).toHaveLength(1);
    expect(c.state.round).toBe(2);
  });

  it('a unit activates once a round, and only its own side activates it', () => {
    const s = play(
      begin(setupOf([captain, unit('scout', 'red', ['20,10']), orc()])).state,
      ...first(6, 1),
    ).state;
    expect(refused(s, activate('red', 'orc')).code).toBe('activate.not-yours');
    const again = play(s, activate('red', 'captain'), end('red'), activate('blue', 'orc'), end('blue')).state;
    expect(refused(again, activate('red', 'captain')).code).toBe('activate.twice');
  });

  it('null lets every unit left do nothing this round', () => {
    const s = play(
      begin(setupOf([captain, unit('scout', 'red', ['20,10']), orc()])).state,
      ...first(6, 1),
    ).state;
    const r = play(s, activate('red', null));
    expect(ofType(r.events, 'restIdle')).toEqual([{ type: 'restIdle', round: 1, side: 'red', units: 2 }]);
    expect(r.state.awaiting).toEqual({ kind: 'activate', side: 'blue', round: 1 });
  });
});

describe('an activation', () => {
  const start = (...units: Parameters<typeof setupOf>[0]) =>
    play(begin(setupOf(units)).state, ...first(6, 1), activate('red', units[0]!.id)).state;

  it('the Captain: free move, a Move action, then the Power Sword; the activation then ends by itself', () => {
    const s = start(captain, orc());
    const moved = play(
      s,
      act('red', { type: 'freeMove', to: ['10,16'] }),
      act('red', { type: 'move', to: ['10,19'] }),
    );
    expect(ofType(moved.events, 'moved').map((e) => [e.free, e.to])).toEqual([
      [true, ['10,16']],
      [false, ['10,19']],
    ]);
    const sword = play(moved.state, shoot('red', 0, 'orc', { hit: [1] }));
    expect(ofType(sword.events, 'attacked')[0]).toMatchObject({
      weapon: { type: 'equipment', kind: 'melee', dice: 3 },
      need: 3,
    });
    expect(ofType(sword.events, 'activationEnded')).toEqual([
      { type: 'activationEnded', round: 1, unit: { id: 'captain', side: 'red', name: 'captain' }, unused: 0 },
    ]);
    expect(sword.state.awaiting).toEqual({ kind: 'activate', side: 'blue', round: 1 });
  });

  it('the same equipment is used once; a third Core action is not there; Basic Melee is separate from the sword', () => {
    const near = start(captain, orc('10,11'));
    const s = play(near, shoot('red', 0, 'orc', { hit: [1] })).state;
    expect(refused(s, shoot('red', 0, 'orc')).code).toBe('act.equipment-used');
    const m = play(s, melee('red', 'orc', { hit: [1] }));
    expect(ofType(m.events, 'attacked')[0]!.weapon).toEqual({ type: 'melee' });
    expect(m.state.activation).toMatchObject({ unit: 'captain', actions: 0, freeMove: false });
    expect(refused(m.state, act('red', { type: 'move', to: ['10,9'] })).code).toBe('act.no-actions');
    expect(play(m.state, act('red', { type: 'freeMove', to: ['10,9'] })).state.activation).toBeNull();
  });

  it('one Basic Melee and one Move action an activation', () => {
    const s = start(unit('brute', 'red', ['10,10'], { core: 4 }), orc('10,11'));
    const once = play(s, melee('red', 'orc', { hit: [1] })).state;
    expect(refused(once, melee('red', 'orc')).code).toBe('act.melee-used');
    const moved = play(once, act('red', { type: 'move', to: ['9,9'] })).state;
    expect(refused(moved, act('red', { type: 'move', to: ['9,8'] })).code).toBe('act.move-used');
  });

  it('a free move and a Move action are 6" each; 12" with a Speed die; 18" with three', () => {
    for (const [speed, inches] of [
      [0, 6],
      [1, 12],
      [2, 12],
      [3, 18],
    ] as const) {
      const passive = speed > 0 ? { kind: 'speed' as const, dice: speed } : null;
      const s = start(unit('runner', 'red', ['5,5'], { core: 1, passive }), orc('40,40'));
      expect(
        play(s, act('red', { type: 'freeMove', to: [`5,${5 + inches}`] })).state.units[0]!.models,
      ).toEqual([`5,${5 + inches}`]);
      expect(refused(s, act('red', { type: 'freeMove', to: [`5,${6 + inches}`] })).code).toBe(
        'move.out-of-reach',
      );
    }
  });

  it('4 Speed dice: up to two Move actions, so three 18" moves with the free move', () => {
    const s = start(
      unit('jet', 'red', ['0,0'], { core: 3, passive: { kind: 'speed', dice: 4 } }),
      orc('47,47'),
    );
    const r = play(
      s,
      act('red', { type: 'freeMove', to: ['0,18'] }),
      act('red', { type: 'move', to: ['0,36'] }),
      act('red', { type: 'move', to: ['18,36'] }),
    );
    expect(unitOf(r.state, 'jet')!.models).toEqual(['18,36']);
    expect(refused(r.state, act('red', { type: 'move', to: ['18,37'] })).code).toBe('act.move-used');
  });

  it('no move ends on another model, and a squad ends its move coherent, one square a member', () => {
    const s = start(unit('squad', 'red', ['10,10', '11,10', '12,10']), orc('10,14'));
    expect(refused(s, act('red', { type: 'freeMove', to: ['10,14', '11,14', '12,14'] })).code).toBe(
      'move.out-of-reach',
    );
    expect(refused(s, act('red', { type: 'freeMove', to: ['10,13', '11,13'] })).code).toBe('move.models');
    expect(refused(s, act('red', { type: 'freeMove', to: ['10,13', '10,13', '12,13'] })).code).toBe(
      'move.same-square',
    );
    expect(refused(s, act('red', { type: 'freeMove', to: ['5,10', '11,10', '16,10'] })).code).toBe(
      'move.incoherent',
    );
    const r = play(s, act('red', { type: 'freeMove', to: ['9,15', '10,15', '11,15'] }));
    expect(unitOf(r.state, 'squad')!.models).toEqual(['9,15', '10,15', '11,15']);
  });

  it('damage markers do not stop a unit acting in the round it took them ("Not Out of the Fight Yet!")', () => {
    const guns = unit('guns', 'red', ['10,10'], {
      core: 2,
      equipment: { melee: [], ranged: [1, 1], indirect: [] },
    });
    const s = start(
      guns,
      unit('orc', 'blue', ['10,15'], { core: 1, equipment: { melee: [], ranged: [1], indirect: [] } }),
    );
    const shot = play(
      s,
      shoot('red', 0, 'orc', { hit: [6] }),
      shoot('red', 1, 'orc', { hit: [6] }),
      end('red'),
    ).state;
    expect(unitOf(shot, 'orc')!.damage).toBe(2);
    const back = play(shot, activate('blue', 'orc'), shoot('blue', 0, 'guns', { hit: [6] }));
    expect(ofType(back.events, 'attacked')[0]).toMatchObject({ unit: { id: 'orc' }, hits: 1, markers: 1 });
    const phase = play(back.state, end('blue')).state; // red's guns are done too: the Damage Phase
    expect(phase.awaiting).toEqual({
      kind: 'damage',
      side: 'red',
      round: 1,
      unit: 'guns',
      count: 1,
      squad: false,
    });
    const after = play(phase, lose('red', [1]));
    expect(ofType(after.events, 'destroyed').map((e) => e.unit.id)).toEqual(['orc']);
    expect(after.state.outcome).toEqual({ winner: 'red', reason: 'the other side has no units left' });
  });
});

it('the simulator lists Dice Wars', () => {
  expect(GAME_RULES.map((g) => g.meta.id)).toContain(diceWars.id);
});
