/**
 * Who played each round (issue 21): a change of players counts from the round of the first event
 * after it, "partway" only when a decision of that round came before it (not for the events the
 * rules produce as a round opens), and reads as people say it.
 */
import { describeTurns, placeChanges, turnsBySide, type EventPlace } from '../../../src/cli/battle/playedBy';

const word = (p: string) => (p === 'ai' ? 'computer' : 'a player');
/** Setup (step 0), round 1 over two decisions, round 2 opening with the last decision of round 1. */
const events: EventPlace[] = [
  { round: null, ended: null, step: 0 },
  { round: 1, ended: null, step: 0 },
  { round: 1, ended: null, step: 1 },
  { round: 1, ended: 1, step: 2 },
  { round: 2, ended: null, step: 2 },
  { round: 2, ended: null, step: 3 },
  { round: 2, ended: 2, step: 4 },
];
const ai = { red: 'ai', blue: 'ai' };

describe('placeChanges', () => {
  it('after a round ended: from the next round, not partway, though that round has opened', () => {
    expect(placeChanges([{ players: ai, at: 5 }], events)).toEqual([
      { players: ai, at: 5, round: 2, partway: false },
    ]);
  });
  it('after a decision of the round: partway', () => {
    expect(placeChanges([{ players: ai, at: 6 }], events)[0]).toMatchObject({ round: 2, partway: true });
  });
  it('before the first decision: round 1, not partway', () => {
    expect(placeChanges([{ players: ai, at: 2 }], events)[0]).toMatchObject({ round: 1, partway: false });
  });
  it('with nothing after it: no round', () => {
    expect(placeChanges([{ players: ai, at: 7 }], events)[0]).toMatchObject({ round: null });
  });
});

describe('describeTurns', () => {
  const header = { red: 'human', blue: 'ai' };
  it("names each side's players with their rounds; a side the change leaves alone keeps one", () => {
    const turns = turnsBySide(['red', 'blue'], header, placeChanges([{ players: ai, at: 5 }], events));
    expect(describeTurns(turns.get('red')!, word)).toBe(
      'a player (to round 1), computer (from round 2, after a resume)',
    );
    expect(describeTurns(turns.get('blue')!, word)).toBe('computer');
  });
  it('mid-round', () => {
    const turns = turnsBySide(['red', 'blue'], header, placeChanges([{ players: ai, at: 6 }], events));
    expect(describeTurns(turns.get('red')!, word)).toBe(
      'a player (to partway through round 2), computer (from partway through round 2, after a resume)',
    );
  });
  it('a change before round 1 names only the new players', () => {
    const turns = turnsBySide(['red', 'blue'], header, placeChanges([{ players: ai, at: 2 }], events));
    expect(describeTurns(turns.get('red')!, word)).toBe('computer (from round 1, after a resume)');
  });
  it('no header players: a player', () => {
    expect(describeTurns(turnsBySide(['red'], undefined, []).get('red')!, word)).toBe('a player');
  });
});
