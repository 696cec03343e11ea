/**
 * Every limit of "Statting up Units" and "Squads", and the army's size ("Game Sizes"), refused in
 * a file with its stable code, the unit's name, the limit, the field and the line.
 */
import type { Problem } from '../../../src/core/problem';
import { loadArmyText } from '../../../src/rulesets/dice-wars/army/load';
import { yaml } from './helpers';

const FILE = 'army.yaml';

/** A file whose first unit, at line 5, has `fields` (one per line from line 6). */
const oneUnit = (...fields: string[]) =>
  yaml(
    'ruleset: dice-wars',
    'size: epic',
    'units:',
    '  # the unit under test',
    '  - name: Tester',
    ...fields.map((f) => `    ${f}`),
  );

function problemsOf(text: string): Problem[] {
  const r = loadArmyText(text, FILE);
  if (r.ok) throw new Error('expected problems');
  return r.error;
}

describe('card limits', () => {
  it.each([
    [
      'a unit with 0 Core dice',
      ['core: 0'],
      'dice-wars.core',
      6,
      'units[0].core',
      { core: 0, min: 1, max: 4 },
    ],
    ['a unit with 5 Core dice', ['core: 5'], 'dice-wars.core', 6, 'units[0].core', { core: 5, max: 4 }],
    [
      'a squad with 3 Core dice',
      ['members: 5', 'core: 3'],
      'dice-wars.squad-core',
      7,
      'units[0].core',
      { core: 3, max: 2 },
    ],
    [
      'a squad of 6',
      ['members: 6', 'core: 1'],
      'dice-wars.members',
      6,
      'units[0].members',
      { members: 6, max: 5 },
    ],
    [
      'a card of 0 members',
      ['members: 0', 'core: 1'],
      'dice-wars.members',
      6,
      'units[0].members',
      { members: 0, min: 1 },
    ],
    [
      'a unit with 5 Armor dice',
      ['core: 1', 'armor: 5'],
      'dice-wars.passive',
      7,
      'units[0].armor',
      { kind: 'armor', max: 4 },
    ],
    [
      'a squad with 3 Speed dice',
      ['members: 3', 'core: 1', 'speed: 3'],
      'dice-wars.squad-passive',
      8,
      'units[0].speed',
      { dice: 3, max: 2 },
    ],
    [
      'Armor and Speed dice both',
      ['core: 1', 'armor: 1', 'speed: 1'],
      'dice-wars.passive-kinds',
      8,
      'units[0].speed',
      { armor: 1, speed: 1 },
    ],
    [
      'more equipment than Core dice',
      ['core: 1', 'melee: 1', 'ranged: 1'],
      'dice-wars.equipment-count',
      8,
      'units[0].ranged',
      { pieces: 2, max: 1 },
    ],
    [
      'two of a kind past the Core dice',
      ['core: 1', 'ranged: [1, 2]'],
      'dice-wars.equipment-count',
      7,
      'units[0].ranged',
      { pieces: 2, max: 1 },
    ],
    [
      'an equipment of 5 dice',
      ['core: 2', 'indirect: 5'],
      'dice-wars.equipment-dice',
      7,
      'units[0].indirect',
      { dice: 5, max: 4 },
    ],
    [
      'a squad equipment over its Core',
      ['members: 5', 'core: 1', 'melee: 2'],
      'dice-wars.squad-equipment-dice',
      8,
      'units[0].melee',
      { dice: 2, max: 1 },
    ],
  ])('%s', (_what, fields, code, line, field, facts) => {
    const problems = problemsOf(oneUnit(...fields));
    const p = problems.find((q) => q.code === code);
    expect(p).toMatchObject({ code, file: FILE, line, facts: { unit: 'Tester', ...facts } });
    expect(p!.message).toMatch(/^Tester: /);
    expect(p!.path?.join('.').replace(/\.(\d+)/, '[$1]')).toBe(field);
  });

  it('an equipment of a list points at its entry', () => {
    const problems = problemsOf(oneUnit('core: 2', 'ranged:', '  - 1', '  - 5'));
    expect(problems).toEqual([
      expect.objectContaining({ code: 'dice-wars.equipment-dice', line: 9, path: ['units', 0, 'ranged', 1] }),
    ]);
  });

  it('a card past 24 dice is refused as such, besides the limit that let it', () => {
    const problems = problemsOf(oneUnit('core: 4', 'armor: 4', 'melee: [4, 4, 4]', 'ranged: [4, 4]'));
    expect(problems.map((p) => p.code)).toEqual(['dice-wars.card-dice', 'dice-wars.equipment-count']);
    expect(problems[0]).toMatchObject({ line: 5, facts: { dice: 28, max: 24 } });
  });

  it('reports every broken limit of every card in one pass, by line', () => {
    const text = yaml(
      'ruleset: dice-wars',
      'size: epic',
      'units:',
      '  - name: A',
      '    core: 9',
      '  - name: B',
      '    members: 5',
      '    core: 2',
      '    armor: 3',
      '    melee: 3',
    );
    expect(problemsOf(text).map((p) => [p.line, p.code])).toEqual([
      [5, 'dice-wars.core'],
      [9, 'dice-wars.squad-passive'],
      [10, 'dice-wars.squad-equipment-dice'],
    ]);
  });

  it('a 0-dice equipment or passive is a blank line on the card: allowed, costs nothing', () => {
    const r = loadArmyText(oneUnit('core: 1', 'armor: 0', 'speed: 2', 'melee: 0', 'ranged: 1'), FILE);
    expect(r.ok && r.value.army.units[0]).toEqual({
      name: 'Tester',
      members: 1,
      core: 1,
      passive: { kind: 'speed', dice: 2 },
      equipment: { melee: [], ranged: [1], indirect: [] },
    });
  });
});

describe('full rulebook dice', () => {
  it.each(['transport', 'boost', 'weaken'])('%s dice are refused, saying why', (kind) => {
    const problems = problemsOf(oneUnit('core: 2', `${kind}: 1`));
    expect(problems).toEqual([
      expect.objectContaining({
        code: 'dice-wars.full-rules',
        line: 7,
        path: ['units', 0, kind],
        facts: { kind, unit: 'Tester' },
      }),
    ]);
    expect(problems[0]!.message).toMatch(/full Dice Wars rulebook only/);
  });

  it('the rest of that card is still checked', () => {
    const problems = problemsOf(oneUnit('core: 7', 'boost: 1'));
    expect(problems.map((p) => p.code)).toEqual(['dice-wars.core', 'dice-wars.full-rules']);
  });
});

describe('army size', () => {
  const army = (size: string[], ...costs: number[]) =>
    yaml(
      'ruleset: dice-wars',
      ...size,
      'units:',
      // Squads of 5 with 2 Core each and Armor dice: 10 + armor, the cost wanted (10 to 12).
      ...costs.flatMap((c, i) => [
        `  - name: U${i}`,
        '    members: 5',
        '    core: 2',
        `    armor: ${c - 10}`,
      ]),
    );

  it.each([
    ['skirmish', [12, 12, 12], 36, 40],
    ['battle', [12, 12, 12, 12, 12, 12], 72, 80],
    ['epic', Array.from({ length: 12 }, () => 12), 144, 200],
  ])('%s: the pool is the top of its range', (size, costs, total, max) => {
    const ok = loadArmyText(army([`size: ${size}`], ...costs), FILE);
    expect(ok.ok).toBe(true);
    const over = problemsOf(
      army([`size: ${size}`], ...costs, ...Array.from({ length: (max - total) / 10 + 1 }, () => 10)),
    );
    expect(over).toEqual([
      expect.objectContaining({ code: 'dice-wars.over-total', facts: expect.objectContaining({ max }) }),
    ]);
  });

  it('over the agreed total: names the card that carries it past, with its line', () => {
    const problems = problemsOf(army(['points: 30'], 12, 12, 12));
    expect(problems).toEqual([
      expect.objectContaining({
        code: 'dice-wars.over-total',
        line: 12,
        path: ['units', 2],
        facts: { unit: 'U2', total: 36, max: 30, reachedAt: 36 },
      }),
    ]);
    expect(problems[0]!.message).toBe(
      'U2: the army costs 36 dice, 6 over the agreed 30; this 12-dice card takes it to 36',
    );
  });

  it('an agreed total must lie in the named size', () => {
    expect(problemsOf(army(['size: battle', 'points: 50'], 12))).toEqual([
      expect.objectContaining({
        code: 'dice-wars.points-outside-size',
        line: 3,
        facts: { points: 50, min: 60, max: 80 },
      }),
    ]);
  });

  it("another game's file is refused in one line", () => {
    const problems = problemsOf(yaml('ruleset: die-men', 'name: A battle', 'map: { cols: 3, rows: 3 }'));
    expect(problems).toEqual([
      expect.objectContaining({
        code: 'dice-wars.not-an-army',
        line: 1,
        path: ['ruleset'],
        facts: { ruleset: 'die-men' },
      }),
    ]);
    expect(problems[0]!.message).toBe(
      'not a Dice Wars army: its ruleset is "die-men"; an army file starts with ruleset: dice-wars',
    );
  });

  it('a file without size or points is refused', () => {
    expect(problemsOf(army([], 12))).toEqual([
      expect.objectContaining({ code: 'dice-wars.no-size', line: 1 }),
    ]);
  });

  it('an unknown size is a shape problem naming the sizes', () => {
    const [p] = problemsOf(army(['size: huge'], 12));
    expect(p).toMatchObject({ line: 2, path: ['size'] });
    expect(p!.message).toBe('expected one of skirmish, battle, or epic, got "huge"');
  });
});
