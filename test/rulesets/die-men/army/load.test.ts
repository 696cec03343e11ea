/**
 * The Die, Men! army file loader: good files come back as an army (units by type, a number being
 * infantry; the name from the file when it gives none), bad ones as every problem at its line.
 */
import { loadArmyText } from '../../../../src/rulesets/die-men/army/load';

const load = (text: string, file = 'mine.yaml') => loadArmyText(text, file);
const problemsOf = (text: string) => {
  const r = load(text);
  if (r.ok) throw new Error('expected problems');
  return r.error.map((p) => `${p.line}: ${(p.path ?? []).join('.')}: ${p.message}`);
};

describe('Die, Men! army files', () => {
  it('reads units by type, and a bare number as infantry', () => {
    const typed = load('ruleset: die-men\nname: Levy\nunits:\n  infantry: 9\n  archer: 3\n');
    expect(typed.ok && typed.value.army).toEqual({
      name: 'Levy',
      description: null,
      units: { infantry: 9, archer: 3 },
      pcSkills: null,
    });
    const bare = load('ruleset: die-men\nunits: 14\n', 'armies/muster.yaml');
    expect(bare.ok && bare.value.army.units).toEqual({ infantry: 14 });
    expect(bare.ok && bare.value.army.name).toBe('muster');
  });

  it("takes the player characters' pools, filling left-out ones with 0", () => {
    const r = load('ruleset: die-men\nunits: { infantry: 4, pc: 1 }\npcSkills: { tactics: 5, inspire: 2 }\n');
    expect(r.ok && r.value.army.pcSkills).toEqual({ tactics: 5, strategy: 0, inspire: 2 });
  });

  it('says every shape problem at its line, in file order', () => {
    expect(
      problemsOf('ruleset: die-men\nunits:\n  infantry: 0\n  horse: 2\npcSkills: { tactics: 99 }\n'),
    ).toEqual([
      '3: units.infantry: needs at least 1 unit, got 0',
      '4: units.horse: unknown field "horse" (allowed here: infantry, cavalry, bloc, flier, archer, chariot, pc, siege, ram)',
      '5: pcSkills.tactics: must be at most 15, got 99',
    ]);
  });

  it('refuses an army with no units, and the file of another game in one line', () => {
    expect(problemsOf('ruleset: die-men\nname: Empty\nunits: {}\n')).toEqual([
      '3: units: an army needs at least one unit: { infantry: 6 }, or a number',
    ]);
    expect(problemsOf('ruleset: die-fighting\nmode: skirmish\nunits: [archers]\n')).toEqual([
      '1: ruleset: not a Die, Men! army: its ruleset is "die-fighting"; an army file starts with ruleset: die-men',
    ]);
    expect(problemsOf('name: Nobody\nunits: 3\n')[0]).toMatch(
      /^1: : not a Die, Men! army: it has no ruleset: line/,
    );
  });
});
