/**
 * "Movement Phase" and "Terrain": speed, diagonals, slow and blocking squares, the corner rule,
 * stopping next to enemies (mounted units only next to mounted ones), held units, friends passed.
 * Each battle is drawn: `S` slow, `B` blocking, `.` clear; cells are "col,row".
 */
import { unitById } from '../../../src/rulesets/die-fighting/board';
import { moveOptions } from '../../../src/rulesets/die-fighting/legal';
import type { UnitSetup } from '../../../src/rulesets/die-fighting/types';
import { begin, initiative, move, ofType, play, refused, setupOf } from './helpers';

const OPEN = ['........', '........', '........', '........', '........', '........', '........', '........'];
const FAR_BLUE: Record<string, UnitSetup> = { '7,7': { side: 'blue', type: 'conscripts' } };

/** Red has won the initiative: its first move is asked for. */
function redToMove(map: readonly string[], units: Record<string, UnitSetup>) {
  const { state } = begin(setupOf(map, { ...FAR_BLUE, ...units }));
  return play(state, ...initiative([6, 6], [1, 1])).state;
}

/** What the move to `to` cost, from its `moved` event. */
function costOf(map: readonly string[], units: Record<string, UnitSetup>, from: string, to: string): number {
  const { events } = play(redToMove(map, units), move('red', from, to));
  const moved = ofType(events, 'moved');
  expect(moved).toHaveLength(1);
  return moved[0]!.cost;
}

describe('Die Fighting movement ("Movement Phase")', () => {
  const li = { '0,0': { side: 'red', type: 'light-infantry' } } as const;

  it('moves up to its speed, a diagonal counting one square (light infantry: 3)', () => {
    expect(costOf(OPEN, li, '0,0', '3,3')).toBe(3);
    expect(costOf(OPEN, li, '0,0', '3,0')).toBe(3);
    expect(refused(redToMove(OPEN, li), move('red', '0,0', '4,0')).code).toBe('move.out-of-reach');
    expect(refused(redToMove(OPEN, li), move('red', '0,0', '4,4')).code).toBe('move.out-of-reach');
  });

  it('pays two for a slow square ("Terrain": Slow)', () => {
    const slowColumn = OPEN.map((r) => `.S${r.slice(2)}`);
    expect(costOf(slowColumn, li, '0,0', '2,0')).toBe(3);
    expect(refused(redToMove(slowColumn, li), move('red', '0,0', '3,0')).code).toBe('move.out-of-reach');
  });

  it('counts a diagonal between two slow squares as slow, between one slow and clear as clear', () => {
    const both = ['.S......', 'S.......', ...OPEN.slice(2)];
    const one = ['.S......', ...OPEN.slice(1)];
    expect(costOf(both, li, '0,0', '1,1')).toBe(2);
    expect(costOf(one, li, '0,0', '1,1')).toBe(1);
  });

  it('never enters a blocking square, nor steps diagonally between two ("Terrain": Blocking)', () => {
    const wall = ['........', '.B......', ...OPEN.slice(2)];
    expect(refused(redToMove(wall, li), move('red', '0,0', '1,1')).code).toBe('move.out-of-reach');
    const corner = ['.B......', 'B.......', ...OPEN.slice(2)];
    const c = { '0,0': { side: 'red', type: 'conscripts' } } as const;
    const s = redToMove(corner, c);
    expect(moveOptions(s, unitById(s, '0,0')!)).toEqual(['0,0']);
  });

  it('stops on coming next to an enemy: foot cannot pass beside it', () => {
    const units = { ...li, '2,0': { side: 'blue', type: 'conscripts' } } as const;
    expect(costOf(OPEN, units, '0,0', '1,0')).toBe(1);
    expect(costOf(OPEN, units, '0,0', '2,1')).toBe(3);
    expect(refused(redToMove(OPEN, units), move('red', '0,0', '3,0')).code).toBe('move.out-of-reach');
  });

  it('lets mounted units ride past foot, but stops them next to enemy mounted units', () => {
    const pastFoot = {
      '0,0': { side: 'red', type: 'light-cavalry' },
      '2,0': { side: 'blue', type: 'conscripts' },
    } as const;
    expect(costOf(OPEN, pastFoot, '0,0', '3,0')).toBe(3);
    const pastHorse = {
      '0,0': { side: 'red', type: 'light-cavalry' },
      '2,0': { side: 'blue', type: 'heavy-cavalry' },
    } as const;
    expect(refused(redToMove(OPEN, pastHorse), move('red', '0,0', '3,0')).code).toBe('move.out-of-reach');
  });

  it('keeps a foot unit beside an enemy where it is (only a Break Away moves it), not a mounted one beside foot', () => {
    const held = { ...li, '1,0': { side: 'blue', type: 'conscripts' } } as const;
    expect(refused(redToMove(OPEN, held), move('red', '0,0', '0,2')).code).toBe('move.held');
    const rider = {
      '0,0': { side: 'red', type: 'light-cavalry' },
      '1,0': { side: 'blue', type: 'conscripts' },
    } as const;
    expect(costOf(OPEN, rider, '0,0', '0,3')).toBe(3);
  });

  it('passes through a friend but never ends on one, nor on an enemy', () => {
    const corridor = ['........', 'BBBBBBBB', ...OPEN.slice(2)];
    const units = { ...li, '1,0': { side: 'red', type: 'conscripts' } } as const;
    expect(costOf(corridor, units, '0,0', '2,0')).toBe(2);
    expect(refused(redToMove(corridor, units), move('red', '0,0', '1,0')).code).toBe('move.out-of-reach');
  });
});
