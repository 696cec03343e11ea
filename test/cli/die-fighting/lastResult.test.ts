/**
 * Die Fighting's `last:` line (src/cli/die-fighting/prompts/lastResult.ts, packed by
 * src/cli/prompts/lastLine.ts): the initiative, moves, attacks and losses since the player was
 * last asked, kept in sight above "Move which unit?" and the combat's "Activate which unit?".
 */
import { lastResult } from '../../../src/cli/die-fighting/prompts/lastResult';
import { visibleWidth } from '../../../src/cli/layout/wrap';
import { sideNames } from '../../../src/cli/render/sideNames';
import { plainStyle } from '../../../src/cli/style';
import type { Event, UnitRef } from '../../../src/rulesets/die-fighting/events';

const names = sideNames(
  [
    { id: 'red', name: 'Red Army' },
    { id: 'blue', name: 'Blue Host' },
  ],
  plainStyle,
);
const lc: UnitRef = { id: 'b1', side: 'blue', type: 'light-cavalry', commander: null, at: '21,22' };
const hi: UnitRef = { id: 'r1', side: 'red', type: 'heavy-infantry', commander: 'captain', at: '9,1' };
const roll = (a: number, b: number) => ({ faces: [a, b], bonus: 0, total: a + b });
const events: Event[] = [
  {
    type: 'initiative',
    round: 1,
    rolls: { red: roll(2, 2), blue: roll(5, 6) },
    first: 'blue',
    reason: 'higher',
  },
  { type: 'phase', round: 1, phase: 'movement' },
  { type: 'moved', round: 1, unit: lc, to: '23,17', cost: 5 },
  {
    type: 'attacked',
    round: 1,
    unit: lc,
    attack: roll(6, 5),
    targets: [{ unit: hi, defence: roll(1, 2), hit: true }],
  },
  {
    type: 'damage',
    round: 1,
    unit: lc,
    roll: { faces: [3], bonus: 0, total: 3 },
    hurt: [{ unit: hi, damage: 3, health: 7 }],
  },
];

describe("Die Fighting's last: line", () => {
  it('says the initiative, each move, attack and loss, in order; a phase says nothing', () => {
    const text = lastResult(events, names, plainStyle, 80)!;
    expect(text.replace('\n', ' ')).toBe(
      'last: initiative to Blue Host (11 to 4); light cavalry 21,22 → 23,17; light cavalry 21,22 attacked: 9,1 hit; heavy infantry +captain 9,1 lost 3',
    );
    for (const line of text.split('\n')) expect(visibleWidth(line)).toBeLessThanOrEqual(80);
  });

  it('says the set-up roll, the edge taken and each unit placed, for the deployment questions', () => {
    const deployment: Event[] = [
      { type: 'setupRolled', rolls: { red: roll(3, 3), blue: roll(6, 4) }, winner: 'blue', reason: 'higher' },
      { type: 'edgeChosen', side: 'red', edge: 'south', other: 'north' },
      { type: 'deployed', unit: { ...lc, at: '3,1' } },
    ];
    expect(lastResult(deployment, names, plainStyle, 80)).toBe(
      'last: set-up roll to Blue Host (10 to 6); the south edge to Red Army;\nlight cavalry 3,1 placed',
    );
    const tied: Event = {
      type: 'setupRolled',
      rolls: { red: roll(3, 3), blue: roll(2, 4) },
      winner: null,
      reason: 'tied',
    };
    expect(lastResult([tied], names, plainStyle, 80)).toBe('last: set-up roll tied (6 to 6)');
  });

  it('a roll won on a tie says why: more units', () => {
    const tie: Event = {
      type: 'initiative',
      round: 2,
      rolls: { red: roll(3, 4), blue: roll(5, 2) },
      first: 'blue',
      reason: 'more units',
    };
    // Played on df-stream: 'last: Hill Clans goes first (7 to 7)' read as a mistake.
    expect(lastResult([tie], names, plainStyle, 80)).toBe(
      'last: initiative to Blue Host (7 to 7, more units)',
    );
    const setup: Event = { type: 'setupRolled', rolls: tie.rolls, winner: 'red', reason: 'more units' };
    expect(lastResult([setup], names, plainStyle, 80)).toBe(
      'last: set-up roll to Red Army (7 to 7, more units)',
    );
  });

  it('is null with nothing rolled or moved', () => {
    expect(lastResult(events.slice(1, 2), names, plainStyle, 80)).toBeNull();
  });
});
