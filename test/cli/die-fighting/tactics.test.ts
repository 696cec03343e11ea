/**
 * Die Fighting's tactical actions and blocked fire from a scenario file, through `diemen step
 * --json`: the scripted dice decide each result, and the numbers asserted follow from them, the
 * default cards (DF1) and the fixture's header (which walks through every step).
 */
import { UNIT_TYPES } from '../../../src/rulesets/die-fighting/cards';
import type { Event } from '../../../src/rulesets/die-fighting/events';
import { runCli } from '../../helpers/runCli';

const FILE = 'test/fixtures/scenarios/die-fighting/tactics.yaml';

interface Doc {
  rounds: { round: number; events: Event[] }[];
  final: { units: { at: string; side: string; type: string; health: number }[] };
}

const doc = (): Doc => {
  const r = runCli(['step', FILE, '--json']);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout) as Doc;
};

const of = <T extends Event['type']>(events: readonly Event[], type: T) =>
  events.filter((e): e is Extract<Event, { type: T }> => e.type === type);

describe('Die Fighting tactics from a scenario file (step --json)', () => {
  const { rounds, final } = doc();
  const events = rounds[0]!.events;
  const healthAt = (at: string) => final.units.find((u) => u.at === at)?.health;

  it('caps a shot behind the wall at 1 and passes the rest to the conscripts beside the target (DF7)', () => {
    const shot = of(events, 'damage')[0]!;
    expect(shot.roll.faces).toEqual([4]);
    expect(shot.hurt.map((h) => [h.unit.at, h.damage])).toEqual([
      ['3,0', 1],
      ['3,1', 3],
    ]);
    expect(healthAt('3,0')).toBe(UNIT_TYPES['light-infantry'].die - 1);
    expect(healthAt('3,1')).toBe(UNIT_TYPES.conscripts.die - 3);
  });

  it('breaks away by beating the holder, and a mounted unit leaves foot without a roll (DF5)', () => {
    const [rolled, free] = of(events, 'brokeAway');
    expect(rolled).toMatchObject({ success: true, to: '6,2' });
    expect(rolled!.attack!.total).toBeGreaterThan(rolled!.holders[0]!.defence!.total);
    expect(free).toMatchObject({ attack: null, holders: [], success: true, to: '2,2' });
    expect(healthAt('6,2')).toBe(UNIT_TYPES.conscripts.die);
  });

  it('charges to the nearest square beside the target, then attacks from it (DF8)', () => {
    expect(of(events, 'charged')[0]).toMatchObject({ to: '8,3', target: '9,4' });
    const hit = of(events, 'attacked').find((e) => e.unit.at === '8,3')!;
    expect(hit.targets[0]!.hit).toBe(true);
    const dmg = of(events, 'damage').find((e) => e.unit.at === '8,3')!;
    expect(healthAt('9,4')).toBe(UNIT_TYPES['heavy-infantry'].die - dmg.roll.total);
  });

  it('regroups two light infantry, one point each, never above the die (DF12)', () => {
    expect(of(events, 'regrouped')[0]!.units.map((u) => [u.unit.at, u.health])).toEqual([
      ['2,5', 6],
      ['2,4', 8],
    ]);
  });

  it("divides the archers' one damage roll between two targets (DF6)", () => {
    const split = of(events, 'damage').find((e) => e.unit.at === '11,0')!;
    expect(split.hurt.map((h) => h.damage)).toEqual([2, 1]);
    expect(healthAt('8,1')).toBe(UNIT_TYPES.conscripts.die - 1);
  });
});
