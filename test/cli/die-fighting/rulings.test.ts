/**
 * Die Fighting rulings on what the text leaves open (docs/rules.md DF7, DF14, DF15), from
 * test/fixtures/scenarios/die-fighting/rulings.yaml through `diemen step --json`; its header
 * works out each number from the scripted dice and the default cards (DF1).
 */
import { ofType as of, stepJson } from './stepJson';

describe('Die Fighting rulings from a scenario file (step --json)', () => {
  const { run: r, doc, events } = stepJson('test/fixtures/scenarios/die-fighting/rulings.yaml');
  const shotBy = (at: string) => of(events, 'damage').find((e) => e.unit.at === at)!;

  it('runs the script through', () => {
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  it('a Break Away may end beside the same enemy it broke from (DF15)', () => {
    expect(of(events, 'brokeAway')).toEqual([
      expect.objectContaining({ unit: expect.objectContaining({ at: '0,0' }), success: true, to: '0,1' }),
    ]);
    const beside = doc.final.units.find((u) => u.at === '1,0')!;
    expect(beside).toMatchObject({ side: 'blue', type: 'conscripts' });
  });

  it('units of either side do not block a shot (DF7)', () => {
    expect(shotBy('0,3').hurt).toEqual([
      expect.objectContaining({ unit: expect.objectContaining({ at: '3,3' }), damage: 4, health: 4 }),
    ]);
    expect(shotBy('0,3').hurt[0]).not.toHaveProperty('blocked');
  });

  it('archers shoot the enemy beside them, and a unit left on exactly 0 is destroyed (DF7, DF14)', () => {
    expect(shotBy('0,5').hurt).toEqual([
      expect.objectContaining({ unit: expect.objectContaining({ at: '1,5' }), damage: 2, health: 0 }),
    ]);
    expect(of(events, 'destroyed').map((e) => e.unit.at)).toEqual(['1,5']);
    expect(doc.final.units.some((u) => u.at === '1,5')).toBe(false);
  });

  it("damage passed on past a wall reaches a unit beyond the shooter's range (DF7)", () => {
    expect(shotBy('0,7').hurt.map((h) => [h.unit.at, h.damage, h.passedFrom ?? null])).toEqual([
      ['4,7', 1, null],
      ['5,6', 3, '4,7'],
    ]);
  });
});
