/**
 * The Damage Phase, Round End and Game End (dice-wars-intro.txt, "Damage Phase", "Armor Dice in
 * the Damage Phase" with the Tiger tank example, "Round End", "Game End").
 */
import type { Card } from '../../../src/rulesets/dice-wars/army';
import { sensibleLoss } from '../../../src/rulesets/dice-wars/allocate';
import { diceWarsGame } from '../../../src/rulesets/dice-wars/game';
import type { BattleState } from '../../../src/rulesets/dice-wars/state';
import type { Decision } from '../../../src/rulesets/dice-wars/types';
import {
  activate,
  begin,
  end,
  first,
  lose,
  loseMembers,
  ofType,
  play,
  refused,
  save,
  setupOf,
  shoot,
  unit,
  unitOf,
} from './battle';

/** Blue's guns (4 Core, four 4-dice Ranged) 10" from red's target; red's target does nothing. */
const gunsCard: Partial<Card> = { core: 4, equipment: { melee: [], ranged: [4, 4, 4, 4], indirect: [] } };

/** Blue shoots `shots` (hit face, damage face or none) at red's `t`; both end; the Damage Phase begins. */
function batteredStep(target: Partial<Card>, at: string[], shots: [number, number | null][], maxRounds = 5) {
  const s = begin(
    setupOf([unit('t', 'red', at, target), unit('guns', 'blue', ['10,20'], gunsCard)], { maxRounds }),
  ).state;
  const fire: Decision[] = shots.map(([h, d], i) =>
    shoot('blue', i, 't', { hit: [h], ...(d !== null ? { damage: [d] } : {}) }),
  );
  return play(
    s,
    ...first(1, 6),
    activate('blue', 'guns'),
    ...fire,
    end('blue'),
    activate('red', 't'),
    end('red'),
  );
}

const battered = (
  target: Partial<Card>,
  at: string[],
  shots: [number, number | null][],
  maxRounds = 5,
): BattleState => batteredStep(target, at, shots, maxRounds).state;

describe('armour saves', () => {
  it('the Tiger tank: 4 Armor, 5 markers; the first passes, 6,3,1,1 saves one more, 3 dice go', () => {
    const tiger: Partial<Card> = {
      core: 3,
      passive: { kind: 'armor', dice: 4 },
      equipment: { melee: [], ranged: [3, 2], indirect: [] },
    };
    const s = battered(
      tiger,
      ['10,10'],
      [
        [6, 6],
        [6, 4],
      ],
    );
    expect(unitOf(s, 't')!.damage).toBe(5);
    expect(s.awaiting).toEqual({ kind: 'save', side: 'red', round: 1, unit: 't', dice: 4, need: 4 });
    const saved = play(s, save('red', [6, 3, 1, 1]));
    expect(ofType(saved.events, 'saved')[0]).toMatchObject({
      markers: 5,
      automatic: 1,
      need: 4,
      faces: [6, 3, 1, 1],
      unsaved: 3,
    });
    expect(saved.state.awaiting).toEqual({
      kind: 'damage',
      side: 'red',
      round: 1,
      unit: 't',
      count: 3,
      squad: false,
    });
    const lost = play(saved.state, lose('red', ['passive', 1, 1]));
    const t = unitOf(lost.state, 't')!;
    expect([t.core, t.passive, t.equipment.map((p) => p.dice)]).toEqual([
      3,
      { kind: 'armor', dice: 3 },
      [3, 0],
    ]);
  });

  it.each([
    [1, 5],
    [2, 5],
    [3, 4],
  ])('%i Armor dice save on %i+', (armor, need) => {
    const s = battered(
      { core: 4, passive: { kind: 'armor', dice: armor } },
      ['10,10'],
      [
        [6, 3],
        [6, 1],
      ],
    );
    expect(s.awaiting).toMatchObject({ kind: 'save', dice: 3, need });
    const r = play(s, save('red', [need, need - 1, 6]));
    expect(ofType(r.events, 'saved')[0]!.unsaved).toBe(1);
  });

  it('4 Armor with one marker passes it without a roll', () => {
    const r = batteredStep({ core: 2, passive: { kind: 'armor', dice: 4 } }, ['10,10'], [[6, 1]]);
    expect(ofType(r.events, 'saved')).toEqual([
      {
        type: 'saved',
        round: 1,
        unit: { id: 't', side: 'red', name: 't' },
        markers: 1,
        automatic: 1,
        need: 4,
        faces: [],
        unsaved: 0,
      },
    ]);
    expect(r.state.awaiting).toMatchObject({ kind: 'roll', round: 2 });
    expect(unitOf(r.state, 't')).toMatchObject({ core: 2, passive: { kind: 'armor', dice: 4 } });
  });
});

describe('losing dice', () => {
  it('the owner chooses; a choice of dice it does not have is refused', () => {
    const s = battered({ core: 2, passive: { kind: 'speed', dice: 1 } }, ['10,10'], [[6, 1]]);
    expect(s.awaiting).toMatchObject({ kind: 'damage', count: 1 });
    expect(refused(s, lose('red', ['passive', 'passive'])).code).toBe('damage.count');
    expect(refused(s, lose('red', [0])).code).toBe('damage.no-such-die');
    const t = unitOf(play(s, lose('red', ['passive'])).state, 't')!;
    expect([t.core, t.passive]).toEqual([2, null]);
  });

  it('a unit with only Core dice loses them without being asked; at zero Core it is destroyed', () => {
    const two = battered({ core: 3 }, ['10,10'], [[6, 3]]);
    expect(unitOf(two, 't')!.core).toBe(1);
    const gone = battered({ core: 2, passive: { kind: 'armor', dice: 1 } }, ['10,10'], [[6, 3]]);
    const r = play(gone, save('red', [1, 1]), lose('red', ['core', 'core']));
    expect(ofType(r.events, 'destroyed').map((e) => e.unit.id)).toEqual(['t']);
    expect(r.state.outcome?.winner).toBe('blue');
  });

  it('damage at least the dice left destroys the unit with no question', () => {
    const s = battered({ core: 1, equipment: { melee: [1], ranged: [], indirect: [] } }, ['10,10'], [[6, 3]]);
    expect(s.outcome).toEqual({ winner: 'blue', reason: 'the other side has no units left' });
  });

  it('a 4-dice Melee that loses a die works as a 3-dice one: 1 damage, no longer a D3, on a single unit', () => {
    const s = battered({ core: 2, equipment: { melee: [4], ranged: [], indirect: [] } }, ['10,10'], [[6, 1]]);
    const next = play(s, lose('red', [0]), ...first(6, 1), activate('red', 't')).state;
    const far = play(
      next,
      { kind: 'act', side: 'red', action: { type: 'freeMove', to: ['10,16'] } },
      { kind: 'act', side: 'red', action: { type: 'move', to: ['10,17'] } },
    ).state;
    expect(refused(far, shoot('red', 0, 'guns', { hit: [6], damage: [6] })).code).toBe(
      'attack.no-damage-roll',
    );
    expect(ofType(play(far, shoot('red', 0, 'guns', { hit: [6] })).events, 'attacked')[0]).toMatchObject({
      weapon: { dice: 3 },
      damage: 1,
    });
  });

  it('sensible losses: Passive and Equipment dice before Core, never the last Core die while others are left', () => {
    const u = unitOf(
      battered(
        { core: 2, passive: { kind: 'armor', dice: 1 }, equipment: { melee: [], ranged: [2], indirect: [] } },
        ['10,10'],
        [],
      ),
      't',
    )!;
    const loss = sensibleLoss(u, 4);
    expect(loss.slice(0, 3).sort()).toEqual([0, 0, 'passive'].sort());
    expect(loss[3]).toBe('core');
    expect(sensibleLoss({ ...u, core: 1 }, 4)).toEqual(expect.arrayContaining(['core']));
    expect(sensibleLoss({ ...u, core: 1 }, 3)).not.toContain('core');
  });
});

describe('squads', () => {
  const row = ['10,10', '11,10', '12,10', '13,10', '14,10'];

  it('a 1-Core squad loses a member per damage, the members its owner names', () => {
    const s = battered({ core: 1 }, row, [[6, 2]]);
    expect(s.awaiting).toEqual({ kind: 'damage', side: 'red', round: 1, unit: 't', count: 2, squad: true });
    expect(refused(s, loseMembers('red', ['10,10', '0,0'])).code).toBe('damage.no-such-member');
    const r = play(s, loseMembers('red', ['13,10', '14,10']));
    expect(unitOf(r.state, 't')!.models).toEqual(['10,10', '11,10', '12,10']);
  });

  it('a 2-Core squad loses a member per two damage; the odd one stays marked into the next round', () => {
    const s = battered({ core: 2 }, row, [[6, 3]]); // a D6 of 3 on a squad
    expect(s.awaiting).toMatchObject({ kind: 'damage', count: 1, squad: true });
    const r1 = play(s, loseMembers('red', ['14,10']));
    const t = unitOf(r1.state, 't')!;
    expect([t.models.length, t.carried, t.damage]).toEqual([4, 1, 0]);
    // Round 2: one more damage makes two with the odd one: a member goes.
    const r2 = play(
      r1.state,
      ...first(1, 6),
      activate('blue', 'guns'),
      shoot('blue', 0, 't', { hit: [6], damage: [1] }),
      end('blue'),
    );
    const phase = play(r2.state, activate('red', 't'), end('red')).state;
    expect(phase.awaiting).toMatchObject({ kind: 'damage', count: 1, squad: true });
    const after = unitOf(play(phase, loseMembers('red', ['13,10'])).state, 't')!;
    expect([after.models.length, after.carried]).toEqual([3, 0]);
  });

  it('a squad whose members are all lost is destroyed', () => {
    const s = battered({ core: 1 }, ['10,10', '11,10'], [[6, 3]]);
    expect(s.outcome?.winner).toBe('blue');
  });
});

describe('round end and game end', () => {
  it('markers come off at round end; cover is back', () => {
    const s = battered({ core: 4 }, ['10,10'], [[6, 1]]);
    expect(unitOf(s, 't')).toMatchObject({ core: 3, damage: 0, coverLost: false });
  });

  it('after the round limit the side with more dice left wins, squads counting Core per member', () => {
    const jump = unit('jump', 'red', ['2,2', '3,2', '4,2', '5,2', '6,2'], {
      core: 2,
      passive: { kind: 'speed', dice: 2 },
      equipment: { melee: [1], ranged: [1], indirect: [] },
    });
    const captain = unit('captain', 'blue', ['40,40'], {
      core: 2,
      passive: { kind: 'armor', dice: 3 },
      equipment: { melee: [3], ranged: [1], indirect: [] },
    });
    const setup = setupOf([jump, captain], { maxRounds: 2 });
    expect(diceWarsGame.sim.start(setup)).toEqual([14, 9]);
    const r = play(
      begin(setup).state,
      ...first(6, 1),
      activate('red', null),
      activate('blue', null),
      ...first(6, 1),
      activate('red', null),
      activate('blue', null),
    );
    expect(r.state.outcome).toEqual({ winner: 'red', reason: '14 dice left to 9 after 2 rounds' });
    expect(ofType(r.events, 'roundEnded').map((e) => e.round)).toEqual([1, 2]);
  });

  it('equal dice are a draw', () => {
    const setup = setupOf(
      [unit('a', 'red', ['1,1'], { core: 3 }), unit('b', 'blue', ['40,40'], { core: 3 })],
      { maxRounds: 1 },
    );
    const r = play(begin(setup).state, ...first(6, 1), activate('red', null), activate('blue', null));
    expect(r.state.outcome).toEqual({ winner: null, reason: 'level on dice left (3 each) after 1 rounds' });
  });
});
