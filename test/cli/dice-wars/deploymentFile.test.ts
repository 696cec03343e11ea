/**
 * Dice Wars deployment and the pre-game roll-offs from a scenario file, through the real binary
 * (run `npm run build` first when running this file alone): an Epic game's 12" zones, a unit one
 * square outside its zone refused at its file line and field (exit 2), the same file as a battle
 * refused at 6", the roll-off for edges and the round's roll-off each rolled again on a tie, and
 * level dice a draw. The fixture's header walks through it; the zones asserted are `inZone`'s.
 */
import type { Event } from '../../../src/rulesets/dice-wars/events';
import { inZone, type Table } from '../../../src/rulesets/dice-wars/geometry';
import { fixtureVariants } from '../../helpers/fixtureVariant';
import { runCli } from '../../helpers/runCli';

const FILE = 'test/fixtures/scenarios/dice-wars/deployment.yaml';
const { text: TEXT, variant } = fixtureVariants(FILE, ['validate', '{file}']);
const TABLE: Table = { cols: 60, rows: 20, pieces: [] };
/** "Deployment": 12" zones in an Epic game, 6" otherwise. */
const EPIC = 12;
const USUAL = 6;

const lineOf = (text: string, needle: string): number =>
  text.split('\n').findIndex((l) => l.includes(needle)) + 1;

const r = runCli(['step', FILE, '--json']);
const doc = JSON.parse(r.stdout || '{}') as {
  start: Event[];
  rounds: { events: Event[] }[];
  final: { winner: string | null; ended: boolean };
};
const ofType = <T extends Event['type']>(list: Event[], type: T) =>
  list.filter((e): e is Extract<Event, { type: T }> => e.type === type);

describe('Dice Wars deployment from a scenario file', () => {
  it('the file validates and steps cleanly: every unit within its 12" Epic zone', async () => {
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(inZone(TABLE, ['11,5'], 'west', EPIC)).toBe(true);
    expect(inZone(TABLE, ['10,8', '11,8'], 'west', EPIC)).toBe(true);
    expect(inZone(TABLE, ['48,5'], 'east', EPIC)).toBe(true);
  });

  it.each([
    ['deep', '{ id: deep, name: Deep, core: 1, at: "11,5" }', '"11,5"', '"12,5"', 0, 0, 'red', 'west'],
    ['pair', '["10,8", "11,8"]', '"11,8"', '"12,8"', 0, 1, 'red', 'west'],
    ['far', '{ id: far, name: Far, core: 3, at: "48,5" }', '"48,5"', '"47,5"', 1, 0, 'blue', 'east'],
  ])(
    '"Deployment": %s one square further in is refused at its line and field, exit 2',
    async (id, line, from, to, side, unit, sideId, edge) => {
      const moved = TEXT.split('\n')
        .find((l) => l.includes(line))!
        .replace(from, to);
      const squares = [...moved.matchAll(/"(\d+,\d+)"/g)].map((m) => m[1]!);
      expect(inZone(TABLE, squares, edge as 'west' | 'east', EPIC)).toBe(false);
      const v = await variant(`${id}-out`, line, line.replace(from, to));
      expect(v.code).toBe(2);
      expect(v.stderr).toBe(
        `diemen: ${v.file}:${lineOf(v.text, `id: ${id},`)}: sides[${side}].units[${unit}].at: ` +
          `${id}: not entirely within ${EPIC}" of ${sideId}'s ${edge} edge\n`,
      );
    },
  );

  it('"Deployment": outside an Epic game the zone is 6": the same squares are refused', async () => {
    expect(inZone(TABLE, ['11,5'], 'west', USUAL)).toBe(false);
    const v = await variant('battle', 'size: epic', 'size: battle');
    expect(v.code).toBe(2);
    const lines = v.stderr.trim().split('\n');
    expect(lines).toEqual([
      `diemen: ${v.file}:${lineOf(v.text, 'id: deep,')}: sides[0].units[0].at: deep: not entirely within ${USUAL}" of red's west edge`,
      `diemen: ${v.file}:${lineOf(v.text, 'id: pair,')}: sides[0].units[1].at: pair: not entirely within ${USUAL}" of red's west edge`,
      `diemen: ${v.file}:${lineOf(v.text, 'id: far,')}: sides[1].units[0].at: far: not entirely within ${USUAL}" of blue's east edge`,
    ]);
  });

  it('"Deployment": the roll-off for edges comes before round 1, a tie rolled again', async () => {
    expect(ofType(doc.start, 'edgesRolled').map((e) => [e.rolls, e.winner])).toEqual([
      [{ red: 4, blue: 4 }, null],
      [{ red: 2, blue: 5 }, 'blue'],
    ]);
  });

  it('"Roll Off and Taking Turns": round 1 rolls off again for the first activation; a tie is rolled again', async () => {
    const events = doc.rounds[0]!.events;
    expect(ofType(events, 'firstRolled').map((e) => [e.rolls, e.first])).toEqual([
      [{ red: 3, blue: 3 }, null],
      [{ red: 6, blue: 1 }, 'red'],
    ]);
    // The winner's turn comes first: red's units (idle) before blue's.
    expect(ofType(events, 'restIdle').map((e) => e.side)).toEqual(['red', 'blue']);
  });

  it('"Game End": level dice after the last round is a draw', async () => {
    const ended = ofType(doc.rounds[0]!.events, 'battleEnded')[0]!;
    expect(ended.dice).toEqual({ red: 1 + 2 * 1, blue: 3 });
    expect(doc.final).toMatchObject({ ended: true, winner: null });
  });
});
