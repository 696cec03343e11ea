/** The shared part of every game's final position, and the reading order of cells. */
import { finalOf } from '../../src/engine/finalPosition';
import { byReadingOrder } from '../../src/grid/cell';

describe('finalOf', () => {
  it('puts the last round ended first, the game pieces next, then how the battle ended', () => {
    const events = [{ type: 'roundEnded', round: 1 }, { type: 'moved' }, { type: 'roundEnded', round: 2 }];
    const final = finalOf({ winner: 'red', reason: 'blue fled' }, events, { units: ['a'] });
    expect(final).toEqual({ round: 2, units: ['a'], winner: 'red', ended: true, reason: 'blue fled' });
    expect(Object.keys(final)).toEqual(['round', 'units', 'winner', 'ended', 'reason']);
  });

  it('says round 0, no winner and not ended, with no reason, for a battle not begun', () => {
    expect(finalOf(null, [], { hexes: [] })).toEqual({ round: 0, hexes: [], winner: null, ended: false });
  });
});

describe('byReadingOrder', () => {
  it('sorts cell names row by row, then by column, as numbers', () => {
    expect(['10,0', '2,1', '1,1', '9,0', '0,10'].sort(byReadingOrder)).toEqual([
      '9,0',
      '10,0',
      '1,1',
      '2,1',
      '0,10',
    ]);
  });
});
