/**
 * Die, Men! ruling 7 as one rule, from scenario files through the real binary (run `npm run build`
 * first when running this file alone): an order lawful on the position the round began with, and
 * unlawful now only because of what happened since, is skipped (one `skipped` event, exit 0), never
 * refused. Each fixture's header works the position out.
 */
import type { Event } from '../../../src/rulesets/die-men/events';
import { runCli } from '../../helpers/runCli';

const fx = (name: string) => `test/fixtures/scenarios/ruling7/${name}.yaml`;
type Skipped = Extract<Event, { type: 'skipped' }>;

/** The battle's events, after checking it stepped cleanly. */
function events(name: string): Event[] {
  const r = runCli(['step', fx(name), '--json']);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return (JSON.parse(r.stdout) as { rounds: { events: Event[] }[] }).rounds[0]!.events;
}

const skipsOf = (ev: Event[], side: string) =>
  ev
    .filter((e): e is Skipped => e.type === 'skipped' && e.set.side === side)
    .map((e) => [e.tactic.type, e.reason]);

describe('ruling 7: overtaken orders are skipped, whatever the check', () => {
  it("Retreat's move: an enemy moving away makes it a move toward the other one", () => {
    const ev = events('retreat-move');
    expect(ev.some((e) => e.type === 'moved' && e.set.side === 'b' && e.to === '0,1')).toBe(true);
    expect(skipsOf(ev, 'a')).toEqual([['move', 'toward-enemy']]);
  });

  it("Retreat's Defend: the enemy that surrounded the hex has moved off", () => {
    expect(skipsOf(events('retreat-defend'), 'a')).toEqual([['defend', 'not-surrounded']]);
  });

  it('ruling 12: a move naming units partly killed carries the survivors', () => {
    const ev = events('partly-killed');
    expect(skipsOf(ev, 'a')).toEqual([]);
    const moved = ev.find((e): e is Extract<Event, { type: 'moved' }> => e.type === 'moved');
    expect(moved).toMatchObject({ from: '3,1', to: '4,1', units: { infantry: 2 } });
  });

  it('ruling 21: a siege engine whose escort died stays put, the set skipped', () => {
    const ev = events('escort-died');
    expect(skipsOf(ev, 'a')).toEqual([['move', 'no-escort']]);
    expect(ev.some((e) => e.type === 'moved')).toBe(false);
  });

  it('an attack without `by` is the one ordered: its siege engine lost, it is skipped', () => {
    expect(skipsOf(events('siege-lost'), 'a')).toEqual([['attack', 'no-attackers']]);
  });
});
