/**
 * Die Fighting army lists in-process: each unit's points and the total against the mode's
 * ("Building Your Army", "Types of Units", "Commanders"), and every mistake at its file line and
 * field. Costs are worked from the text's tables (cards.ts), lines found in the text.
 */
import { formatPath, type Problem } from '../../../../src/core/problem';
import { armyTotals, checkArmy, type Army } from '../../../../src/rulesets/die-fighting/army';
import { loadArmyText } from '../../../../src/rulesets/die-fighting/army/load';
import { COMMANDERS, MODES, UNIT_TYPES } from '../../../../src/rulesets/die-fighting/cards';

const lineOf = (text: string, needle: string): number =>
  text.split('\n').findIndex((l) => l.includes(needle)) + 1;
const at = (p: Problem) => `${p.line}: ${formatPath(p.path ?? [])}: ${p.code}`;

function problems(text: string): Problem[] {
  const r = loadArmyText(text, 'mine.yaml');
  if (r.ok) throw new Error('the army loaded');
  return r.error;
}

describe('an army costs its units and their commanders', () => {
  it('adds the type and the commander, once a unit, counts multiplied', () => {
    const army: Army = {
      name: 'x',
      mode: 'skirmish',
      points: null,
      units: [
        { type: 'light-cavalry', commander: 'sergeant', count: 1 },
        { type: 'archers', commander: null, count: 3 },
        { type: 'conscripts', commander: 'captain', count: 2 },
      ],
    };
    const t = armyTotals(army);
    const lc = UNIT_TYPES['light-cavalry'].cost + COMMANDERS.sergeant.cost;
    const arch = 3 * UNIT_TYPES.archers.cost;
    const cons = 2 * (UNIT_TYPES.conscripts.cost + COMMANDERS.captain.cost);
    expect(t.entries.map((e) => e.cost)).toEqual([lc, arch, cons]);
    expect(t.total).toBe(lc + arch + cons);
    expect(t.units).toBe(6);
    expect(t.limit).toBe(MODES.skirmish.points);
    expect(t.left).toBe(MODES.skirmish.points - t.total);
    expect(checkArmy(army, 200)).toEqual([]);
  });

  it("agreed points stand in for the mode's", () => {
    const three = 3 * UNIT_TYPES['heavy-cavalry'].cost;
    const army = (points: number): Army => ({
      name: 'x',
      mode: 'war',
      points,
      units: [{ type: 'heavy-cavalry', commander: null, count: 3 }],
    });
    expect(checkArmy(army(three), 200)).toEqual([]);
    const p = checkArmy(army(three - 1), 200);
    expect(p.map((x) => x.code)).toEqual(['die-fighting.over-points']);
    expect(p[0]!.facts).toMatchObject({ total: three, max: three - 1 });
    expect(p[0]!.message).toContain(`1 over the agreed ${three - 1}`);
  });
});

describe('army files', () => {
  it('loads a file of type names and { type, commander, count } entries', () => {
    const r = loadArmyText(
      'ruleset: die-fighting\nmode: battle\nunits:\n  - archers\n  - { type: heavy-infantry, commander: captain, count: 2 }\n',
      'dir/my-list.yaml',
    );
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.army.name).toBe('my-list');
    expect(r.value.army.units).toEqual([
      { type: 'archers', commander: null, count: 1 },
      { type: 'heavy-infantry', commander: 'captain', count: 2 },
    ]);
    expect(armyTotals(r.value.army).total).toBe(4 + 2 * 16);
  });

  it('says an army over its points at the entry that carries it over', () => {
    const text = `ruleset: die-fighting
name: Too Much
mode: skirmish
units:
  - { type: heavy-cavalry, commander: captain }
  - light-cavalry
  - { type: conscripts, count: 3 }
  - archers
`;
    const p = problems(text);
    expect(p.map(at)).toEqual([`${lineOf(text, 'count: 3')}: units[2]: die-fighting.over-points`]);
    // 26 + 12 = 38, then three conscripts at 6 take it to 56 of a skirmish's 50; archers make 60.
    expect(p[0]!.message).toBe(
      "3 x Conscripts: the army costs 60 points, 10 over a skirmish's 50; this 18-point entry takes it to 56",
    );
  });

  it('says every shape mistake at its line, and a missing mode', () => {
    const text = `ruleset: die-fighting
units:
  - { type: dragons }
  - { type: archers, commander: general }
  - { type: archers, count: 0 }
  - { type: archers, helth: 3 }
`;
    expect(problems(text).map(at)).toEqual([
      `${lineOf(text, 'dragons')}: units[0].type: scenario.invalid_value`,
      `${lineOf(text, 'general')}: units[1].commander: scenario.invalid_value`,
      `${lineOf(text, 'count: 0')}: units[2].count: scenario.too_small`,
      `${lineOf(text, 'helth')}: units[3].helth: scenario.unrecognized_keys`,
    ]);
    const bare = 'ruleset: die-fighting\nunits: [archers]\n';
    expect(problems(bare).map(at)).toEqual(['1: mode: die-fighting.no-points']);
  });

  it('says a file of another game in one line, at its ruleset', () => {
    const p = problems('ruleset: dice-wars\nname: x\nsize: skirmish\nunits: []\n');
    expect(p.map(at)).toEqual(['1: ruleset: die-fighting.not-an-army']);
    expect(p[0]!.message).toContain('not a Die Fighting army: its ruleset is "dice-wars"');
  });

  it('refuses more units than an army may have, counts added up', () => {
    const p = problems(
      'ruleset: die-fighting\npoints: 5000\nunits:\n  - { type: archers, count: 150 }\n  - { type: archers, count: 60 }\n',
    );
    expect(p.map(at)).toEqual(['3: units: die-fighting.too-many-units']);
  });
});
