/**
 * The heaviest Ranged and Indirect lines, Indirect's "ignores cover" and 4 Armor's free save, from
 * a scenario file through `diemen step --json` (run `npm run build` first when running this file
 * alone). The fixture's header walks through every attack; the needs, ranges and damage asserted
 * come from `weapons.ts` (the rules' tables) and the fixture's squares and dice.
 */
import type { EquipmentKind } from '../../../src/rulesets/dice-wars/army';
import type { Event } from '../../../src/rulesets/dice-wars/events';
import { gap } from '../../../src/rulesets/dice-wars/geometry';
import { hitDamage, profileOf, saveOf, type Profile } from '../../../src/rulesets/dice-wars/weapons';
import { runCli } from '../../helpers/runCli';

const r = runCli(['step', 'test/fixtures/scenarios/dice-wars/heavy.yaml', '--json']);
const doc = JSON.parse(r.stdout || '{}') as {
  rounds: { round: number; events: Event[] }[];
  final: { units: { id: string; dice: Record<string, number> }[]; winner: string | null };
};
type Attacked = Extract<Event, { type: 'attacked' }>;
const inRound = <T extends Event['type']>(round: number, type: T) =>
  doc.rounds[round - 1]!.events.filter((e): e is Extract<Event, { type: T }> => e.type === type);
const attacksBy = (id: string): Attacked[] => inRound(1, 'attacked').filter((a) => a.unit.id === id);
const attacksOn = (id: string, round = 1): Attacked[] =>
  inRound(round, 'attacked').filter((a) => a.target.id === id);
const profile = (kind: EquipmentKind, dice: number): Profile => profileOf(kind, dice)!;
const MOB = ['24,24', '25,24', '26,24', '27,24', '28,24'];
const nearest = (from: string, to: readonly string[]) => Math.min(...to.map((t) => gap(from, t)));

describe('Dice Wars heavy weapons, cover and 4 Armor from a scenario file (heavy.yaml)', () => {
  it('the file steps cleanly', () => {
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  it('"Ranged Dice": 4 dice hit on 3+ to 18", a D3 a hit on a unit, a D6 on a squad', () => {
    const p = profile('ranged', 4);
    expect([p.need, p.max, p.vsUnit, p.vsSquad]).toEqual([3, 18, 'd3', 'd6']);
    expect(gap('22,8', '20,20')).toBeLessThanOrEqual(p.max);
    expect(nearest('22,8', MOB)).toBeLessThanOrEqual(p.max);
    const [unit, squad] = attacksBy('r4');
    expect(unit).toMatchObject({ target: { id: 'hulk' }, need: 3, hitFaces: [3], hits: 1, damageFaces: [6] });
    expect(unit!.damage).toBe(Math.ceil(6 / 2));
    expect(unit!.damage).toBe(hitDamage(p.vsUnit, 6));
    expect(squad).toMatchObject({ target: { id: 'mob' }, need: 3, hitFaces: [5], hits: 1, damageFaces: [5] });
    expect(squad!.damage).toBe(5);
    expect(squad!.damage).toBe(hitDamage(p.vsSquad, 5));
  });

  it('"Indirect Dice": 4 dice reach 12"-36" on 4+, a D3 a hit on a unit, a D6 on a squad', () => {
    const p = profile('indirect', 4);
    expect([p.need, p.min, p.max, p.vsUnit, p.vsSquad]).toEqual([4, 12, 36, 'd3', 'd6']);
    for (const g of [gap('0,0', '20,20'), nearest('0,0', MOB)]) {
      expect(g).toBeGreaterThan(profile('indirect', 2).max);
      expect(g).toBeLessThanOrEqual(p.max);
    }
    const [unit, squad] = attacksBy('i4');
    expect(unit).toMatchObject({ target: { id: 'hulk' }, need: 4, hitFaces: [4], damageFaces: [4] });
    expect(unit!.damage).toBe(Math.ceil(4 / 2));
    expect(squad).toMatchObject({ target: { id: 'mob' }, need: 4, hitFaces: [4], damageFaces: [3] });
    expect(squad!.damage).toBe(3);
  });

  it('"Damage Phase": markers at least the dice left destroy a unit and a squad', () => {
    const markers = (id: string) => attacksOn(id).reduce((n, a) => n + a.markers, 0);
    expect(markers('hulk')).toBe(3 + 2);
    expect(markers('mob')).toBe(5 + 3);
    expect(inRound(1, 'destroyed').map((e) => e.unit.id)).toEqual(['hulk', 'mob']);
  });

  it('"Being in Cover": Indirect 2 ignores cover and leaves it for the next attack', () => {
    expect(gap('5,10', '5,25')).toBeGreaterThanOrEqual(profile('indirect', 2).min);
    expect(profile('indirect', 2).ignoresCover).toBe(true);
    expect(profile('ranged', 1).ignoresCover).toBe(false);
    const seq = attacksOn('hunker');
    expect(seq.map((a) => [a.unit.id, a.damage, a.cover, a.markers])).toEqual([
      ['i2', 1, 'ignored', 1],
      ['ra', 1, 'used', 0],
      ['rb', 1, 'none', 1],
    ]);
    expect(doc.final.units.find((u) => u.id === 'hunker')!.dice).toEqual({ core: 4 - 2 });
  });

  it('"Armor Dice in the Damage Phase": 4 Armor pass the first save once a round, however many attacks', () => {
    const save = saveOf(4)!;
    expect(save).toMatchObject({ automatic: 1, need: 4 });
    for (const [round, attacks] of [
      [1, 3],
      [2, 2],
    ] as const) {
      const on = attacksOn('bastion', round);
      expect(on).toHaveLength(attacks);
      const markers = on.reduce((n, a) => n + a.markers, 0);
      expect(markers).toBe(attacks);
      const [s] = inRound(round, 'saved');
      expect(s).toMatchObject({ unit: { id: 'bastion' }, markers, automatic: save.automatic });
      expect(s!.faces).toHaveLength(markers - save.automatic);
      expect(s!.unsaved).toBe(s!.faces.filter((f) => f < save.need).length);
    }
    expect(inRound(1, 'saved')[0]!.faces).toEqual([1, 2]);
    expect(inRound(2, 'saved')[0]!.faces).toEqual([3]);
    expect(doc.final.units.find((u) => u.id === 'bastion')!.dice).toEqual({ core: 4 - 2 - 1, armor: 4 });
  });

  it('"Game End": red wins on dice left', () => {
    expect(doc.final.winner).toBe('red');
  });
});
