/**
 * "Set Up", "Sequence of Events", "Initiative Phase" and "Winning the Game": who goes first, how
 * activations alternate, and how a battle ends.
 */
import { unitById } from '../../../src/rulesets/die-fighting/board';
import { dieFighting } from '../../../src/rulesets/die-fighting/ruleset';
import type { UnitSetup } from '../../../src/rulesets/die-fighting/types';
import { begin, initiative, move, ofType, play, restHold, setupOf, toCombat } from './helpers';

const OPEN = ['......', '......', '......', '......', '......', '......'];
const oneEach: Record<string, UnitSetup> = {
  '0,0': { side: 'red', type: 'conscripts' },
  '5,5': { side: 'blue', type: 'conscripts' },
};

describe('initiative ("Initiative Phase")', () => {
  it('the higher 2d6 activates first', () => {
    const { state, events } = play(begin(setupOf(OPEN, oneEach)).state, ...initiative([1, 2], [3, 4]));
    expect(ofType(events, 'initiative')[0]).toMatchObject({ first: 'blue', reason: 'higher' });
    expect(state.awaiting).toMatchObject({ kind: 'move', side: 'blue' });
  });

  it('a tie goes to the side with more units', () => {
    const units = { ...oneEach, '1,0': { side: 'red', type: 'conscripts' } } as const;
    const { events } = play(begin(setupOf(OPEN, units)).state, ...initiative([3, 4], [5, 2]));
    expect(ofType(events, 'initiative')[0]).toMatchObject({ first: 'red', reason: 'more units' });
  });

  it('a tie on units too is rolled again', () => {
    const { state, events } = play(begin(setupOf(OPEN, oneEach)).state, ...initiative([3, 4], [5, 2]));
    expect(ofType(events, 'initiative')[0]).toMatchObject({ first: null, reason: 'tied' });
    expect(state.awaiting).toMatchObject({ kind: 'roll', side: 'red', purpose: 'initiative' });
  });

  it('the set-up roll, when asked for, says who chooses the map before round 1 ("Set Up")', () => {
    const start = begin(setupOf(OPEN, oneEach, { setupRoll: true })).state;
    expect(start.awaiting).toMatchObject({ kind: 'roll', purpose: 'setup', round: 0 });
    const { state, events } = play(start, ...initiative([6, 5], [1, 1]));
    expect(ofType(events, 'setupRolled')[0]).toMatchObject({ winner: 'red', reason: 'higher' });
    expect(state.awaiting).toMatchObject({ kind: 'roll', purpose: 'initiative', round: 1 });
  });
});

describe('activations ("Sequence of Events")', () => {
  it('alternate one unit at a time, the winner first; a side that has run out passes its turns', () => {
    const units = {
      '0,0': { side: 'red', type: 'conscripts' },
      '3,5': { side: 'blue', type: 'conscripts' },
      '4,5': { side: 'blue', type: 'conscripts' },
      '5,5': { side: 'blue', type: 'conscripts' },
    } as const;
    let s = play(begin(setupOf(OPEN, units)).state, ...initiative([6, 6], [1, 1])).state;
    const asked: string[] = [];
    for (const d of [
      move('red', '0,0', '0,0'),
      move('blue', '3,5', '3,5'),
      move('blue', '4,5', '4,5'),
      move('blue', '5,5', '5,5'),
    ]) {
      asked.push(s.awaiting!.side);
      s = play(s, d).state;
    }
    expect(asked).toEqual(['red', 'blue', 'blue', 'blue']);
    expect(s.phase).toBe('combat');
    expect(s.awaiting).toMatchObject({ kind: 'combat', side: 'red' });
  });

  it('rolls initiative again once every unit has had its combat activation', () => {
    const s = toCombat(begin(setupOf(OPEN, oneEach)).state).state;
    const { state, events } = play(s, restHold('red'), restHold('blue'));
    expect(ofType(events, 'roundEnded')[0]!.round).toBe(1);
    expect(state.round).toBe(2);
    expect(state.awaiting).toMatchObject({ kind: 'roll', purpose: 'initiative', round: 2 });
  });
});

describe('winning ("Winning the Game")', () => {
  it('an elimination game ends when one side has no units left', () => {
    const units = {
      '0,0': { side: 'red', type: 'heavy-cavalry' },
      '1,0': { side: 'blue', type: 'conscripts' },
    } as const;
    const s = toCombat(begin(setupOf(OPEN, units)).state).state;
    const r = play(s, {
      kind: 'combat',
      side: 'red',
      unit: '0,0',
      action: { type: 'attack', targets: ['1,0'] },
      dice: { attack: [6, 6], defence: [[1, 1]], damage: [12] },
    });
    expect(dieFighting.outcome(r.state)).toEqual({
      winner: 'red',
      reason: 'the other side has no units left',
    });
    expect(dieFighting.pending(r.state)).toBeNull();
  });

  it('a timed game is won on points destroyed, commanders included, when the clock (round limit) runs out', () => {
    const units = {
      '0,0': { side: 'red', type: 'heavy-cavalry' },
      '1,0': { side: 'blue', type: 'conscripts', commander: 'lieutenant' },
      '5,5': { side: 'blue', type: 'heavy-infantry' },
    } as const;
    const setup = setupOf(OPEN, units, { options: { game: 'timed', maxRounds: 1, deployment: 'free' } });
    const s = toCombat(begin(setup).state).state;
    const r = play(
      s,
      {
        kind: 'combat',
        side: 'red',
        unit: '0,0',
        action: { type: 'attack', targets: ['1,0'] },
        dice: { attack: [6, 6], defence: [[1, 1]], damage: [12] },
      },
      restHold('blue'),
    );
    const ended = ofType(r.events, 'battleEnded')[0]!;
    expect(ended.destroyed).toEqual({ red: 6 + 4, blue: 0 });
    expect(ended.outcome.winner).toBe('red');
  });

  it('equal points when the clock runs out is a draw', () => {
    const setup = setupOf(OPEN, oneEach, { options: { game: 'timed', maxRounds: 1, deployment: 'free' } });
    const r = play(toCombat(begin(setup).state).state, restHold('red'), restHold('blue'));
    expect(dieFighting.outcome(r.state)!.winner).toBeNull();
  });
});

describe('set-up checks ("Building Your Army", "Set Up")', () => {
  const edge = { options: { game: 'elimination' as const, maxRounds: 6, deployment: 'edge' as const } };
  const codes = (units: Record<string, UnitSetup>, extra = {}) => {
    const r = dieFighting.init(setupOf(OPEN, units, { ...edge, ...extra }));
    return r.ok ? [] : r.error.map((p) => p.code);
  };

  it("deploys up to two squares in from the side's own edge", () => {
    expect(
      codes({ '0,1': { side: 'red', type: 'conscripts' }, '0,4': { side: 'blue', type: 'conscripts' } }),
    ).toEqual([]);
    expect(
      codes({ '0,2': { side: 'red', type: 'conscripts' }, '0,4': { side: 'blue', type: 'conscripts' } }),
    ).toEqual(['setup.outside-deployment']);
  });

  it('refuses an army over its points, a unit on blocking ground and a health above the die', () => {
    const big = {
      '0,0': { side: 'red', type: 'heavy-cavalry' },
      '1,0': { side: 'red', type: 'heavy-cavalry' },
      '0,5': { side: 'blue', type: 'conscripts' },
    } as const;
    expect(codes(big, { points: 39 })).toEqual(['setup.over-points']);
    expect(codes(big, { points: 40 })).toEqual([]);
    const blocked = dieFighting.init(
      setupOf(['B.....', ...OPEN.slice(1)], {
        '0,0': { side: 'red', type: 'conscripts' },
        '0,5': { side: 'blue', type: 'conscripts' },
      }),
    );
    expect(!blocked.ok && blocked.error.map((p) => p.code)).toEqual(['setup.on-blocking']);
    expect(
      codes({
        '0,0': { side: 'red', type: 'conscripts', health: 7 },
        '0,5': { side: 'blue', type: 'conscripts' },
      }),
    ).toEqual(['setup.bad-health']);
  });

  it('starts every unit at its die\'s maximum ("Types of Units")', () => {
    const s = begin(
      setupOf(OPEN, {
        '0,0': { side: 'red', type: 'light-cavalry' },
        '5,5': { side: 'blue', type: 'archers' },
      }),
    ).state;
    expect(unitById(s, '0,0')!.health).toBe(12);
    expect(unitById(s, '5,5')!.health).toBe(4);
  });
});
