/**
 * Dice Wars activations from a scenario file, through `diemen step --json` (run `npm run build`
 * first when running this file alone): the free move and one action per Core die, the Move
 * action's limit and length by Speed dice, and Basic Melee. The fixture's header walks through
 * every step; the numbers asserted come from its cards and the rules' tables (`weapons.ts`), and
 * each refusal is the fixture with one line changed, written to a temporary file.
 */
import { plural } from '../../../src/core/plural';
import { parseCell } from '../../../src/grid/cell';
import type { Event } from '../../../src/rulesets/dice-wars/events';
import { gap } from '../../../src/rulesets/dice-wars/geometry';
import { BASIC_MELEE, moveActions, moveInches } from '../../../src/rulesets/dice-wars/weapons';
import { fixtureVariants } from '../../helpers/fixtureVariant';
import { runCli } from '../../helpers/runCli';

const FILE = 'test/fixtures/scenarios/dice-wars/activations.yaml';
const { variant } = fixtureVariants(FILE);

const r = runCli(['step', FILE, '--json']);
const doc = JSON.parse(r.stdout || '{}') as {
  rounds: { events: Event[] }[];
  final: { units: { id: string; models: string[]; dice: Record<string, number> }[]; winner: string };
};
const events = (): Event[] => doc.rounds[0]!.events;
const of = <T extends Event['type']>(type: T, unit?: string) =>
  events().filter(
    (e): e is Extract<Event, { type: T }> =>
      e.type === type && (unit === undefined || ('unit' in e && e.unit.id === unit)),
  );
/** Squares a move covers along a row (the fixture moves only along empty rows). */
const across = (from: string, to: string): number => Math.abs(parseCell(to)!.col - parseCell(from)!.col);

/** The cards' Core and Speed dice, as the fixture gives them. */
const CARDS = { walker: [1, 0], rider: [2, 1], jet: [2, 3], flyer: [3, 4], brawler: [2, 0] } as const;

describe('Dice Wars activations from a scenario file (step --json)', () => {
  it('the file steps cleanly', async () => {
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  it('"Core Actions": each unit activates with one action per Core die', async () => {
    for (const [id, [core]] of Object.entries(CARDS))
      expect(of('activated', id).map((e) => e.actions)).toEqual([core]);
  });

  it('"Core Actions": the free move costs no action; one Move action, two with 4 Speed dice', async () => {
    for (const [id, [core, speed]] of Object.entries(CARDS)) {
      const moves = of('moved', id);
      if (moves.length === 0) continue;
      expect(moves.filter((m) => m.free)).toHaveLength(1);
      const spent = moves.filter((m) => !m.free).length;
      expect(spent).toBe(moveActions(speed));
      expect(of('activationEnded', id)[0]!.unused).toBe(core - spent);
    }
  });

  it('"Core Actions": a free move with no action left ends the activation by itself', async () => {
    // The walker's script ends after its one Move, but so would its activation without it: the
    // same script with one more move reports that move unused.
    expect(of('activationEnded', 'walker')[0]!.unused).toBe(0);
    const v = await variant(
      'walker-extra',
      `{ move: "12,0" } # walker's move`,
      `{ move: "12,0" }\n          - { move: "13,0" }`,
    );
    expect(v.code).toBe(2);
    expect(v.stderr).toMatch(
      /round 1, red's scripted action 3 of walker was not used: its activation had ended before it/,
    );
  });

  it('"Core Actions": a second Move action is refused, a third with 4 Speed dice', async () => {
    const rider = await variant(
      'rider-2',
      `{ move: "24,2" } # rider's move`,
      `{ move: "24,2" }\n          - { move: "30,2" }`,
    );
    expect(rider.code).toBe(2);
    expect(rider.stderr).toMatch(
      new RegExp(`Rider may spend ${plural(moveActions(CARDS.rider[1]), 'action')} on moves`),
    );
    const flyer = await variant(
      'flyer-3',
      `{ move: "18,6" } # flyer's second move`,
      `{ move: "18,6" }\n          - { move: "0,6" }`,
    );
    expect(flyer.code).toBe(2);
    expect(flyer.stderr).toMatch(
      new RegExp(`Flyer may spend ${plural(moveActions(CARDS.flyer[1]), 'action')} on moves`),
    );
  });

  it('"Speed Dice in Moves": 6" with no Speed die, 12" with one, 18" with three or four; not a square more', async () => {
    for (const [id, [, speed]] of Object.entries(CARDS))
      for (const m of of('moved', id)) expect(across(m.from[0]!, m.to[0]!)).toBe(moveInches(speed));
    const tooFar: [string, string, string, number][] = [
      ['walker', '0,0', '6,0', CARDS.walker[1]],
      ['rider', '0,2', '12,2', CARDS.rider[1]],
      ['jet', '0,4', '18,4', CARDS.jet[1]],
    ];
    for (const [id, from, to, speed] of tooFar) {
      const col = parseCell(to)!.col + 1;
      const far = `${col},${parseCell(to)!.row}`;
      const v = await variant(`${id}-far`, `{ freeMove: "${to}" }`, `{ freeMove: "${far}" }`);
      expect(v.code).toBe(2);
      expect(v.stderr).toContain(`${from} can't move to ${far}: the way there is`);
      expect(v.stderr).toContain(`more than its ${moveInches(speed)}" move`);
    }
  });

  it('"Basic Melee Action": 1" away, hits on 4+, 1 damage a hit; once an activation', async () => {
    const [hit] = of('attacked', 'brawler');
    expect(gap('10,10', '12,10')).toBeLessThanOrEqual(BASIC_MELEE.max);
    expect(hit).toMatchObject({
      weapon: { type: 'melee' },
      need: BASIC_MELEE.need,
      hitFaces: [4],
      attackers: 1,
    });
    expect(hit!.hits).toBe(1);
    expect(hit!.damage).toBe(hit!.hits * (BASIC_MELEE.vsUnit as number));
    expect(hit!.markers).toBe(hit!.damage);
    const twice = await variant(
      'melee-2',
      '{ melee: dummy, dice: { hit: [4] } }',
      '{ melee: dummy, dice: { hit: [4] } }\n          - { melee: dummy, dice: { hit: [1] } }',
    );
    expect(twice.code).toBe(2);
    expect(twice.stderr).toMatch(/Brawler has made its Basic Melee this activation/);
  });

  it('"Basic Melee Action": a target 2" away is out of reach', async () => {
    expect(gap('10,10', '13,10')).toBeGreaterThan(BASIC_MELEE.max);
    const v = await variant('melee-far', 'at: "12,10"', 'at: "13,10"');
    expect(v.code).toBe(2);
    expect(v.stderr).toMatch(/Brawler has no model with Dummy in range \(0"-1"\) and sight/);
  });

  it('"Damage Phase": one marker on a card of Core dice only takes a Core die, nobody asked', async () => {
    expect(of('diceLost', 'dummy')[0]).toMatchObject({ dice: ['core'], members: [] });
    expect(doc.final.units.find((u) => u.id === 'dummy')!.dice).toEqual({ core: 2 - 1 });
  });
});
