/**
 * Dice Wars attacks from a scenario file, through `diemen step --json` (run `npm run build` first
 * when running this file alone): each equipment table line that changes an attack, the Speed
 * penalty, squads rolling one die per member in reach, and cover. The fixture's header walks
 * through every attack; the needs, ranges and damage asserted come from `weapons.ts` (the rules'
 * tables) and the fixture's squares and dice. Out-of-range refusals are the fixture with one line
 * changed, written to a temporary file.
 */
import type { EquipmentKind } from '../../../src/rulesets/dice-wars/army';
import type { Event } from '../../../src/rulesets/dice-wars/events';
import { gap } from '../../../src/rulesets/dice-wars/geometry';
import { hitDamage, needAgainst, profileOf, type Profile } from '../../../src/rulesets/dice-wars/weapons';
import { fixtureVariants } from '../../helpers/fixtureVariant';
import { runCli } from '../../helpers/runCli';

const FILE = 'test/fixtures/scenarios/dice-wars/weapons.yaml';
const { variant } = fixtureVariants(FILE);

const r = runCli(['step', FILE, '--json']);
const doc = JSON.parse(r.stdout || '{}') as {
  rounds: { events: Event[] }[];
  final: { units: { id: string; models: string[]; dice: Record<string, number> }[]; winner: string };
};
type Attacked = Extract<Event, { type: 'attacked' }>;
const attacks = (): Attacked[] => doc.rounds[0]!.events.filter((e): e is Attacked => e.type === 'attacked');
const attackBy = (id: string, n = 0): Attacked => attacks().filter((a) => a.unit.id === id)[n]!;
const profile = (kind: EquipmentKind, dice: number): Profile => profileOf(kind, dice)!;

const OGRE = '20,20';
const MOB = ['24,24', '25,24', '26,24', '27,24', '28,24'];
const nearest = (from: string, to: readonly string[]) => Math.min(...to.map((t) => gap(from, t)));

/** An attack's expected hits and damage from its faces and the weapon's profile. */
function expectResult(a: Attacked, p: Profile, targetSpeed = 0, squad = false): void {
  const need = needAgainst(p, targetSpeed);
  expect(a.need).toBe(need);
  const hits = a.hitFaces.filter((f) => f >= need).length;
  expect(a.hits).toBe(hits);
  const per = squad ? p.vsSquad : p.vsUnit;
  expect(a.damageFaces).toHaveLength(per === 1 ? 0 : hits);
  const damage = per === 1 ? hits : a.damageFaces.reduce((n, f) => n + hitDamage(per, f), 0);
  expect(a.damage).toBe(damage);
}

describe('Dice Wars attacks from a scenario file (step --json)', () => {
  it('the file steps cleanly', async () => {
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  it('"Melee Dice": 3" range; 4+ with 1 die, 3+ with 2; 1 damage a hit', async () => {
    expect(gap('16,20', OGRE)).toBe(profile('melee', 1).max);
    expectResult(attackBy('m1'), profile('melee', 1));
    expect(attackBy('m1')).toMatchObject({ need: 4, hits: 1, damage: 1 });
    expectResult(attackBy('m2'), profile('melee', 2));
    expect(attackBy('m2')).toMatchObject({ need: 3, hitFaces: [3], hits: 1, damage: 1 });
    const far = await variant('m1-far', 'at: "16,20"', 'at: "15,20"');
    expect(gap('15,20', OGRE)).toBeGreaterThan(profile('melee', 1).max);
    expect(far.code).toBe(2);
    expect(far.stderr).toMatch(/M1 has no model with Ogre in range \(0"-3"\) and sight/);
  });

  it('"Melee Dice": 3 dice do a D3 a hit against a squad and ignore cover', async () => {
    const squad = attackBy('m3b');
    expectResult(squad, profile('melee', 3), 0, true);
    expect(squad).toMatchObject({ damageFaces: [5], damage: Math.ceil(5 / 2) });
    const covered = attackBy('m3');
    expectResult(covered, profile('melee', 3));
    expect(profile('melee', 3).ignoresCover).toBe(true);
    expect(covered).toMatchObject({ cover: 'ignored', damage: 1, markers: 1 });
  });

  it('"Melee Dice": 4 dice do a D3 a hit against a unit, a D6 against a squad', async () => {
    const [unit, squad] = [attackBy('m4', 0), attackBy('m4', 1)];
    expect(unit.target.id).toBe('ogre');
    expectResult(unit, profile('melee', 4));
    expect(unit).toMatchObject({ damageFaces: [5], damage: Math.ceil(5 / 2) });
    expect(squad.target.id).toBe('mob');
    expect(nearest('24,20', MOB)).toBeLessThanOrEqual(profile('melee', 4).max);
    expectResult(squad, profile('melee', 4), 0, true);
    expect(squad).toMatchObject({ damageFaces: [2], damage: 2 });
  });

  it('"Ranged Dice": 12" with 1 or 2 dice (4+, then 3+), 18" with 3; a range includes its end', async () => {
    expect(gap('7,20', OGRE)).toBe(profile('ranged', 1).max);
    expect(gap('33,20', OGRE)).toBe(profile('ranged', 2).max);
    expect(gap('20,1', OGRE)).toBe(profile('ranged', 3).max);
    expectResult(attackBy('r1'), profile('ranged', 1));
    expectResult(attackBy('r2'), profile('ranged', 2));
    expectResult(attackBy('r3'), profile('ranged', 3));
    expect([attackBy('r1'), attackBy('r2'), attackBy('r3')].map((a) => a.need)).toEqual([4, 3, 3]);
    const r1 = await variant('r1-far', 'at: "7,20"', 'at: "6,20"');
    expect(r1.code).toBe(2);
    expect(r1.stderr).toMatch(/R1 has no model with Ogre in range \(0"-12"\) and sight/);
    const r3 = await variant('r3-far', 'at: "20,1"', 'at: "20,0"');
    expect(r3.code).toBe(2);
    expect(r3.stderr).toMatch(/R3 has no model with Ogre in range \(0"-18"\) and sight/);
  });

  it('"Indirect Dice": 12"-24" with 1 or 2 dice, 12"-36" with 3, hitting on 4+; nearer than 12" is refused', async () => {
    expect(gap('20,7', OGRE)).toBe(profile('indirect', 1).min);
    const long = gap('0,39', OGRE);
    expect(long).toBeGreaterThan(profile('indirect', 2).max);
    expect(long).toBeLessThanOrEqual(profile('indirect', 3).max);
    expectResult(attackBy('i1'), profile('indirect', 1));
    expectResult(attackBy('i3'), profile('indirect', 3));
    const near = await variant('i1-near', 'at: "20,7"', 'at: "20,8"');
    expect(near.code).toBe(2);
    expect(near.stderr).toMatch(/I1 has no model with Ogre in range \(12"-24"\) and sight/);
    const short = await variant('i3-2', 'indirect: 3, at: "0,39"', 'indirect: 2, at: "0,39"');
    expect(short.code).toBe(2);
    expect(short.stderr).toMatch(/I3 has no model with Ogre in range \(12"-24"\) and sight/);
  });

  it('"Speed Dice in Attacks": -1 to hit a target with 2 Speed dice (a 4 misses, a 5 hits)', async () => {
    const [miss, hit] = [attackBy('r1s'), attackBy('r1t')];
    expect(miss.need).toBe(profile('ranged', 1).need + 1);
    expectResult(miss, profile('ranged', 1), 2);
    expectResult(hit, profile('ranged', 1), 2);
    expect([miss.hits, hit.hits]).toEqual([0, 1]);
  });

  it('"Use Equipment Action": a squad rolls a die per member in range; one out of range spends the action', async () => {
    const s = attackBy('snipers');
    const members = ['5,22', '6,22', '7,22'];
    const inRange = members.filter((m) => gap(m, '5,35') <= profile('ranged', 1).max);
    expect(inRange).toEqual(['5,22', '6,22']);
    expect(s.attackers).toBe(inRange.length);
    expect(s.hitFaces).toHaveLength(inRange.length);
    // The squad's one action is spent, the member out of range included ("Core Actions").
    const ended = doc.rounds[0]!.events.find((e) => e.type === 'activationEnded' && e.unit.id === 'snipers');
    expect(ended).toMatchObject({ unused: 0 });
    expect(attackBy('pack')).toMatchObject({ attackers: 2, hitFaces: [3, 2] });
  });

  it('"Being in Cover": a miss leaves the cover, the first damage is ignored, then the cover is gone', async () => {
    const seq = ['m3', 'pack', 'snipers', 'gun'].map((id) => attackBy(id));
    expect(seq.map((a) => a.target.id)).toEqual(['hiding', 'hiding', 'hiding', 'hiding']);
    expect(seq.map((a) => a.cover)).toEqual(['ignored', 'none', 'used', 'none']);
    expect(seq.map((a) => a.markers)).toEqual(seq.map((a) => a.damage - (a.cover === 'used' ? 1 : 0)));
    expect(seq.map((a) => a.markers)).toEqual([1, 0, 1, 1]);
  });

  it('"Damage Phase": markers at least the dice left destroy; the rest come off as named', async () => {
    const markers = (id: string) =>
      attacks()
        .filter((a) => a.target.id === id)
        .reduce((n, a) => n + a.markers, 0);
    const destroyed = doc.rounds[0]!.events.filter((e) => e.type === 'destroyed').map(
      (e) => (e as { unit: { id: string } }).unit.id,
    );
    expect(markers('ogre')).toBeGreaterThanOrEqual(4);
    expect(markers('mob')).toBeGreaterThanOrEqual(MOB.length);
    expect(destroyed).toEqual(['ogre', 'mob']);
    expect(doc.final.units.find((u) => u.id === 'hiding')!.dice).toEqual({ core: 4 - markers('hiding') });
    expect(doc.final.units.find((u) => u.id === 'scout')!.dice).toEqual({
      core: 2,
      speed: 2 - markers('scout'),
    });
    expect(doc.final.winner).toBe('red');
  });
});
