/**
 * Dice Wars' Damage Phase, Round End and Game End from scenario files, through `diemen step
 * --json` (run `npm run build` first when running this file alone): Armor saves by the dice, the
 * losses the script names, a 2-Core squad's odd damage carried over, a unit at zero Core destroyed,
 * markers and lost cover cleared at the round's end, and the winner by dice left. The fixtures'
 * headers walk through every step; what is asserted follows from their dice and `weapons.ts`.
 */
import type { Event } from '../../../src/rulesets/dice-wars/events';
import { hitDamage, profileOf, saveOf } from '../../../src/rulesets/dice-wars/weapons';
import { runCli } from '../../helpers/runCli';

interface FinalUnit {
  id: string;
  side: string;
  models: string[];
  dice: Record<string, number>;
  damage: number;
  carried: number;
}
interface Doc {
  /** Events with no round; `step --json` files battleEnded here too. */
  start: Event[];
  rounds: { round: number; events: Event[] }[];
  final: { round: number; units: FinalUnit[]; winner: string | null; ended: boolean };
}

const step = (name: string): Doc => {
  const r = runCli(['step', `test/fixtures/scenarios/dice-wars/${name}`, '--json']);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout) as Doc;
};
const eventsOf = <T extends Event['type']>(doc: Doc, type: T, round?: number) =>
  doc.rounds
    .filter((r) => round === undefined || r.round === round)
    .flatMap((r) => r.events)
    .filter((e): e is Extract<Event, { type: T }> => e.type === type);
const about = <E extends { unit: { id: string } }>(list: E[], id: string): E[] =>
  list.filter((e) => e.unit.id === id);

/** "Game End": each member's Core dice, then the card's Passive and Equipment dice once. */
const diceLeft = (u: FinalUnit): number =>
  Object.entries(u.dice).reduce((n, [kind, d]) => n + (kind === 'core' ? d * u.models.length : d), 0);
const sideDice = (doc: Doc, side: string): number =>
  doc.final.units.filter((u) => u.side === side).reduce((n, u) => n + diceLeft(u), 0);

/** Markers put on `id` in `round`. */
const markersOn = (doc: Doc, id: string, round: number): number =>
  eventsOf(doc, 'attacked', round)
    .filter((a) => a.target.id === id)
    .reduce((n, a) => n + a.markers, 0);

/** The unsaved markers `saveOf` gives for these faces. */
function unsaved(armor: number, markers: number, faces: readonly number[]): number {
  const s = saveOf(armor)!;
  return markers - s.automatic - faces.filter((f) => f >= s.need).length;
}

/** The events of the battle's last round: where its end is, with the round it ended in. */
const lastRoundEvents = (d: { rounds: { events: Event[] }[] }): Event[] =>
  d.rounds[d.rounds.length - 1]!.events;

describe('Dice Wars Damage Phase from a scenario file (damage.yaml)', () => {
  const doc = step('damage.yaml');
  const unit = (id: string) => doc.final.units.find((u) => u.id === id);
  const saved = (id: string) => about(eventsOf(doc, 'saved', 1), id)[0]!;

  it('"Not Out of the Fight Yet!": a unit with markers on it still activates with every Core action', () => {
    const activated = eventsOf(doc, 'activated', 1);
    const a3 = activated.findIndex((e) => e.unit.id === 'a3');
    const hit = eventsOf(doc, 'attacked', 1).find((a) => a.target.id === 'a3')!;
    expect(hit.markers).toBe(2);
    expect(doc.rounds[0]!.events.indexOf(hit)).toBeLessThan(doc.rounds[0]!.events.indexOf(activated[a3]!));
    expect(activated[a3]!.actions).toBe(3);
    expect(about(eventsOf(doc, 'activationEnded', 1), 'a3')[0]!.unused).toBe(3);
  });

  it.each([
    ['a1', 1, 5],
    ['a2', 2, 5],
    ['a3', 3, 4],
  ])(
    '"Armor Dice in the Damage Phase": %s with %i Armor dice saves on %i+, one die per marker',
    (id, armor, need) => {
      const s = saved(id);
      expect(saveOf(armor)!.need).toBe(need);
      expect(s).toMatchObject({ need, automatic: 0, markers: markersOn(doc, id, 1) });
      expect(s.faces).toHaveLength(s.markers);
      expect(s.unsaved).toBe(unsaved(armor, s.markers, s.faces));
    },
  );

  it('"Damage Phase": each unsaved marker takes the die the owner names', () => {
    expect(about(eventsOf(doc, 'diceLost', 1), 'a1')[0]!.dice).toEqual([0]);
    expect(unit('a1')!.dice).toEqual({ core: 3, armor: 1 });
    expect(about(eventsOf(doc, 'diceLost', 1), 'a2')[0]!.dice).toEqual(['passive']);
    expect(unit('a2')!.dice).toEqual({ core: 3, armor: 2 - saved('a2').unsaved });
    expect(unit('a3')!.dice).toEqual({ core: 3, armor: 3, ranged: 2 - saved('a3').unsaved });
  });

  it('"Damage Phase": a unit at zero Core dice is destroyed, whatever else it has left', () => {
    expect(about(eventsOf(doc, 'diceLost', 1), 'frail')[0]!.dice).toEqual(['core']);
    expect(about(eventsOf(doc, 'destroyed', 1), 'frail')).toHaveLength(1);
    expect(unit('frail')).toBeUndefined();
  });

  it('"Damage Phase": a 2-Core squad loses a member per 2 damage, the odd one carried to the next round', () => {
    const first = markersOn(doc, 'duo', 1);
    const r1 = about(eventsOf(doc, 'diceLost', 1), 'duo')[0]!;
    expect(r1.members).toHaveLength(Math.floor(first / 2));
    expect(r1.carried).toBe(first % 2);
    const second = markersOn(doc, 'duo', 2) + r1.carried;
    const r2 = about(eventsOf(doc, 'diceLost', 2), 'duo')[0]!;
    expect(r2.members).toHaveLength(Math.floor(second / 2));
    expect(r2.carried).toBe(second % 2);
    expect(r1.members.concat(r2.members)).toEqual(['16,8', '15,8']);
    expect(unit('duo')).toMatchObject({ models: ['14,8'], carried: 0 });
  });

  it('"Round End": markers and lost cover are cleared; the cover works again next round', () => {
    const hider = (round: number) => eventsOf(doc, 'attacked', round).filter((a) => a.target.id === 'hider');
    expect(hider(1).map((a) => [a.cover, a.markers])).toEqual([
      ['used', 0],
      ['none', 1],
    ]);
    expect(hider(2).map((a) => [a.cover, a.markers])).toEqual([['used', 0]]);
    expect(doc.final.units.every((u) => u.damage === 0)).toBe(true);
    expect(unit('hider')!.dice).toEqual({
      core: 2 - markersOn(doc, 'hider', 1) - markersOn(doc, 'hider', 2),
    });
  });

  it('"Game End": after the round limit the side with more dice left wins', () => {
    const red = sideDice(doc, 'red');
    const blue = sideDice(doc, 'blue');
    const ended = lastRoundEvents(doc).find((e) => e.type === 'battleEnded') as Extract<
      Event,
      { type: 'battleEnded' }
    >;
    expect(ended.dice).toEqual({ red, blue });
    expect(red).toBeGreaterThan(blue);
    expect(doc.final).toMatchObject({ round: 2, ended: true, winner: 'red' });
  });
});

describe("Dice Wars' Tiger tank example and Game End from a scenario file (tiger.yaml)", () => {
  const r = runCli(['step', 'test/fixtures/scenarios/dice-wars/tiger.yaml', '--rounds', '5', '--json']);
  const doc = JSON.parse(r.stdout || '{}') as Doc;
  const tiger = () => doc.final.units.find((u) => u.id === 'tiger')!;

  it('the file steps cleanly for 5 rounds, and no further: 5 is the default limit', () => {
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(doc.rounds.map((x) => x.round)).toEqual([1, 2, 3, 4, 5]);
    const six = runCli(['step', 'test/fixtures/scenarios/dice-wars/tiger.yaml', '--rounds', '6', '--json']);
    expect(six.code).toBe(2);
    expect(six.stderr).toMatch(/--rounds must be a whole number from 1 to 5/);
  });

  it('"Roll Off and Taking Turns": a tie is rolled again', () => {
    expect(eventsOf(doc, 'firstRolled', 1).map((e) => [e.rolls, e.first])).toEqual([
      [{ red: 3, blue: 3 }, null],
      [{ red: 6, blue: 1 }, 'red'],
    ]);
  });

  it('"Armor Dice in the Damage Phase": 4 Armor dice pass the first of 5 markers, then roll 4 on 4+', () => {
    const s = eventsOf(doc, 'saved', 1)[0]!;
    expect(markersOn(doc, 'tiger', 1)).toBe(5);
    expect(s).toMatchObject({ markers: 5, automatic: saveOf(4)!.automatic, need: saveOf(4)!.need });
    expect(s.automatic).toBe(1);
    expect(s.faces).toEqual([6, 3, 1, 1]);
    expect(s.unsaved).toBe(unsaved(4, 5, s.faces));
    expect(s.unsaved).toBe(3);
    expect(eventsOf(doc, 'diceLost', 1)[0]!.dice).toEqual([0, 0, 'core']);
    expect(tiger().dice).toEqual({ core: 3 - 1, armor: 4, ranged: 3 - 2 + 2 });
  });

  it('"Game End": after round 5 the side with more dice left wins, counted as the cards read', () => {
    const started = doc.start.find((e) => e.type === 'battleStarted') as Extract<
      Event,
      { type: 'battleStarted' }
    >;
    const ended = lastRoundEvents(doc).find((e) => e.type === 'battleEnded') as Extract<
      Event,
      { type: 'battleEnded' }
    >;
    const before = Object.fromEntries(started.sides.map((s) => [s.id, s.dice]));
    expect(before.blue).toBeGreaterThan(before.red!);
    const red = sideDice(doc, 'red');
    const blue = sideDice(doc, 'blue');
    expect(red).toBe(5 * 1 + 1 + 4);
    expect(blue).toBe(before.blue! - eventsOf(doc, 'saved', 1)[0]!.unsaved);
    expect(ended.dice).toEqual({ red, blue });
    expect(doc.final).toMatchObject({ round: 5, ended: true, winner: red > blue ? 'red' : 'blue' });
  });
});

describe('Dice Wars losses that change a unit, and a side wiped out, from a scenario file (aftermath.yaml)', () => {
  const doc = step('aftermath.yaml');
  const byBrute = () => eventsOf(doc, 'attacked', 2).filter((a) => a.unit.id === 'brute');

  it('"Damage Phase": a piece of equipment that loses a die works at the dice it has left', () => {
    expect(about(eventsOf(doc, 'diceLost', 1), 'brute')[0]!.dice).toEqual([0]);
    const [melee] = byBrute();
    expect(melee!.weapon).toEqual({ type: 'equipment', piece: 0, kind: 'melee', dice: 4 - 1 });
    const three = profileOf('melee', 3)!;
    expect(three.vsSquad).not.toBe(profileOf('melee', 4)!.vsSquad);
    expect(melee).toMatchObject({ need: three.need, damageFaces: [6] });
    expect(melee!.damage).toBe(hitDamage(three.vsSquad, 6));
  });

  it('"Core Actions": the equipment and Basic Melee are separate actions, one per Core die', () => {
    expect(about(eventsOf(doc, 'activated', 2), 'brute')[0]!.actions).toBe(2);
    expect(byBrute().map((a) => a.weapon.type)).toEqual(['equipment', 'melee']);
  });

  it('"Game End": a side with no units left after the Damage Phase loses before the round limit', () => {
    const destroyed = eventsOf(doc, 'destroyed', 2).map((e) => e.unit.id);
    expect(destroyed).toEqual(['crew', 'lone']);
    const ended = lastRoundEvents(doc).find((e) => e.type === 'battleEnded') as Extract<
      Event,
      { type: 'battleEnded' }
    >;
    expect(ended.dice).toEqual({ red: 0, blue: sideDice(doc, 'blue') });
    expect(doc.final).toMatchObject({ round: 2, ended: true, winner: 'blue' });
  });
});
