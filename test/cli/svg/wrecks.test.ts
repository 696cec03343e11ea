/**
 * What fell in a round stays drawn for that round: Die Fighting's destroyed units where the event
 * says they stood, Die, Men!'s hexes whose troops all fell (and not those with some left).
 * Dice Wars' are in test/cli/dice-wars/picture.test.ts.
 */
import { wrecks as dieFightingWrecks } from '../../../src/cli/die-fighting/svg/dieFightingPicture';
import { wrecks as dieMenWrecks } from '../../../src/cli/die-men/svg/dieMenPicture';
import type { Event as DfEvent } from '../../../src/rulesets/die-fighting/events';
import type { Event as DmEvent } from '../../../src/rulesets/die-men';

describe('wrecks', () => {
  it('Die Fighting: each unit destroyed, where it stood, with its type and rank', () => {
    const unit = { id: 'arch', side: 'red', type: 'archers', commander: 'sergeant', at: '1,3' } as const;
    const events = [
      { type: 'roundStarted', round: 3 },
      { type: 'destroyed', round: 3, unit, points: 6, by: 'blue' },
    ] as unknown as DfEvent[];
    expect(dieFightingWrecks(events)).toEqual([
      { at: '1,3', side: 'red', count: 0, detail: 'A sgt', wreck: true },
    ]);
    expect(dieFightingWrecks([events[0]!])).toEqual([]);
  });

  it('Die, Men!: a hex whose troops all fell; one with some left is no wreck', () => {
    const events = [
      {
        type: 'casualties',
        round: 2,
        side: 'host',
        at: '4,2',
        losses: { infantry: 1 },
        left: { infantry: 0 },
      },
      {
        type: 'casualties',
        round: 2,
        side: 'host',
        at: '5,2',
        losses: { infantry: 1 },
        left: { infantry: 2 },
      },
    ] as unknown as DmEvent[];
    expect(dieMenWrecks(events)).toEqual([{ at: '4,2', side: 'host', count: 0, wreck: true }]);
  });
});
