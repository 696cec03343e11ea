/**
 * Dice Wars' documented default losses (ruling DW13) from a scenario file that scripts the attacks
 * and saves but names no losses, through `diemen step --json` (run `npm run build` first when
 * running this file alone): Passive and Equipment dice go before Core dice, never the last Core die
 * while another die is left, and a squad loses its last members whose loss keeps the rest together.
 * The fixture's header walks through it; what is asserted follows from the cards and the rules.
 */
import type { Event } from '../../../src/rulesets/dice-wars/events';
import { coherent } from '../../../src/rulesets/dice-wars/geometry';
import { runCli } from '../../helpers/runCli';

const r = runCli(['step', 'test/fixtures/scenarios/dice-wars/defaults.yaml', '--json']);
const doc = JSON.parse(r.stdout || '{}') as {
  rounds: { events: Event[] }[];
  final: { units: { id: string; models: string[]; dice: Record<string, number> }[]; winner: string | null };
};
type Lost = Extract<Event, { type: 'diceLost' }>;
const lostBy = (id: string): Lost =>
  doc.rounds[0]!.events.find((e): e is Lost => e.type === 'diceLost' && e.unit.id === id)!;
const markersOn = (id: string): number =>
  doc.rounds[0]!.events.reduce(
    (n, e) => n + (e.type === 'attacked' && e.target.id === id ? e.markers : 0),
    0,
  );
const final = (id: string) => doc.final.units.find((u) => u.id === id)!;
/** Dice refs in a stable order, to compare the losses as a set. */
const sorted = (dice: readonly (string | number)[]) => dice.map(String).sort();

describe('Dice Wars default losses from a scenario file (defaults.yaml)', () => {
  it('the file steps cleanly with no losses scripted', () => {
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  it('"Damage Phase" (DW13): an Equipment die goes before a Core die', () => {
    expect(markersOn('gunner')).toBe(2);
    expect(lostBy('gunner').dice).toEqual([0, 'core']);
    expect(final('gunner').dice).toEqual({ core: 2 - 1 });
  });

  it('"Damage Phase" (DW13): never the last Core die while another die is left', () => {
    expect(markersOn('last')).toBe(2);
    expect(lostBy('last').dice).toEqual(['passive', 'passive']);
    expect(final('last').dice).toEqual({ core: 1 });
  });

  it('"Damage Phase" (DW13): Passive and Equipment dice all go before any Core die', () => {
    expect(markersOn('mixed')).toBe(1 + 2);
    expect(sorted(lostBy('mixed').dice)).toEqual(sorted(['passive', 0, 0]));
    expect(final('mixed').dice).toEqual({ core: 3 });
  });

  it('"Damage Phase" (DW13): a squad loses the last member whose loss keeps it together ("Squads never leave a man behind")', () => {
    const members = ['0,8', '4,8', '2,8'];
    expect(coherent(members)).toBe(true);
    expect(coherent(['0,8', '4,8'])).toBe(false);
    expect(coherent(['0,8', '2,8'])).toBe(true);
    expect(markersOn('line')).toBe(1);
    expect(lostBy('line')).toMatchObject({ members: ['4,8'], dice: [] });
    expect(final('line').models).toEqual(['0,8', '2,8']);
    // "Damage Phase": a squad gives up only Core dice, that is members; the card keeps the rest.
    expect(final('line').dice).toEqual({ core: 1, armor: 1, ranged: 1 });
  });

  it('"Game End": red wins on dice left', () => {
    expect(doc.final.winner).toBe('red');
  });
});
