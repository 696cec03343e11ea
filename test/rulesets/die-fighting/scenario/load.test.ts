/**
 * Die Fighting scenario files in-process: what a good file becomes (defaults, shorthand, a drawn
 * map, card changes) and every kind of mistake, each at its file line and field. Lines are found
 * in the fixture's text, not counted by hand.
 */
import { unitById } from '../../../../src/rulesets/die-fighting/board';
import { readFileSync } from 'node:fs';
import type { Problem } from '../../../../src/core/problem';
import { formatPath } from '../../../../src/core/problem';
import { DEFAULT_CARDS, MODES } from '../../../../src/rulesets/die-fighting/cards';
import { ELIMINATION_ROUNDS } from '../../../../src/rulesets/die-fighting/outcome';
import { dieFighting } from '../../../../src/rulesets/die-fighting';
import { loadDieFightingScenario } from '../../../../src/rulesets/die-fighting/scenario';

const fixture = (name: string) => `test/fixtures/scenarios/die-fighting/${name}`;
const text = (name: string) => readFileSync(fixture(name), 'utf8');
/** The 1-based line of the first line of `file` containing `needle`. */
const lineOf = (name: string, needle: string): number => {
  const i = text(name)
    .split('\n')
    .findIndex((l) => l.includes(needle));
  if (i < 0) throw new Error(`${needle} not in ${name}`);
  return i + 1;
};
const problems = (name: string): Problem[] => {
  const r = loadDieFightingScenario(text(name), name);
  if (r.ok) throw new Error(`${name} loaded`);
  return r.error;
};
const at = (p: Problem) => `${p.line}: ${formatPath(p.path ?? [])}: ${p.code}`;

const BASE = `ruleset: die-fighting
name: t
map: { cols: 6, rows: 4 }
sides:
  - { id: red, edge: west, units: { "0,0": archers } }
  - { id: blue, edge: east, units: { "5,3": conscripts } }
`;
const load = (extra: string) => loadDieFightingScenario(BASE + extra, 't.yaml');

describe('a game in progress', () => {
  const IN_PROGRESS = `ruleset: die-fighting
name: t
map: { cols: 6, rows: 6 }
mode: skirmish
options: { deployment: free }
sides:
  - { id: red, edge: north, units: { "2,3": { type: archers, health: 2, uses: 1 } } }
  - { id: blue, edge: south, units: { "3,2": { type: conscripts, health: HEALTH } } }
`;
  it('places units anywhere with deployment: free, hurt and with uses spent', () => {
    const r = loadDieFightingScenario(IN_PROGRESS.replace('HEALTH', '5'), 'p.yaml');
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const start = dieFighting.init(r.value.setup({ fallback: 's' }));
    if (!start.ok) throw new Error('init');
    expect(unitById(start.value.state, '2,3')!).toMatchObject({ health: 2, uses: 1 });
    expect(unitById(start.value.state, '3,2')!).toMatchObject({ health: 5 });
  });

  it('refuses a health above the die at its line, and the same position without deployment: free', () => {
    const bad = loadDieFightingScenario(IN_PROGRESS.replace('HEALTH', '7'), 'p.yaml');
    expect(!bad.ok && bad.error.map((p) => [p.line, p.code])).toEqual([[8, 'scenario.bad-health']]);
    const edge = loadDieFightingScenario(
      IN_PROGRESS.replace('HEALTH', '5').replace('options: { deployment: free }\n', ''),
      'p.yaml',
    );
    expect(!edge.ok && edge.error.map((p) => p.code)).toEqual([
      'scenario.outside-deployment',
      'scenario.outside-deployment',
    ]);
  });
});

describe('a good file', () => {
  it('takes its points from the mode; a timed game its clock from the mode, or points alone (DF9, DF11)', () => {
    for (const mode of ['skirmish', 'battle', 'war'] as const) {
      const r = load(`mode: ${mode}\n`);
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      const setup = r.value.setup({ fallback: 's' });
      expect([setup.points, setup.options.maxRounds, setup.mode]).toEqual([
        MODES[mode].points,
        ELIMINATION_ROUNDS,
        mode,
      ]);
      expect(setup.options.game).toBe('elimination');
      const timed = load(`mode: ${mode}\noptions: { game: timed }\n`);
      if (!timed.ok) throw new Error(JSON.stringify(timed.error));
      expect(timed.value.setup({ fallback: 's' }).options.maxRounds).toBe(MODES[mode].rounds);
    }
    const custom = load('points: 120\noptions: { game: timed }\n');
    if (!custom.ok) throw new Error('custom');
    const s = custom.value.setup({ fallback: 's' });
    expect([s.points, s.options.maxRounds, s.mode]).toEqual([120, MODES.battle.rounds, null]);
    const both = load('mode: war\npoints: 30\noptions: { game: timed, maxRounds: 3 }\n');
    if (!both.ok) throw new Error('both');
    const b = both.value.setup({ fallback: 's' });
    expect([b.points, b.options, b.mode]).toEqual([
      30,
      { game: 'timed', maxRounds: 3, deployment: 'edge' },
      'war',
    ]);
  });

  it('reads a drawn map, shorthand and full units, card changes and the seed', () => {
    const r = loadDieFightingScenario(
      `ruleset: die-fighting
name: drawn
seed: 42
points: 50
map:
  terrain: ["..S.", "B...", ". .S."]
  slow: ["3,0"]
sides:
  - { id: red, name: Reds, edge: north, units: { "0,0": archers, "1,0": { type: heavy-cavalry, commander: captain } } }
  - { id: blue, edge: south, units: { "3,2": light-cavalry } }
cards:
  archers: { uses: 6, range: 5 }
`,
      'd.yaml',
    );
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const s = r.value.setup({ fallback: 'x' });
    expect(s.grid).toEqual({ kind: 'square', cols: 4, rows: 3 });
    expect([...s.slow].sort()).toEqual(['2,0', '3,0', '2,2'].sort());
    expect(s.blocking).toEqual(['0,1']);
    expect(s.units).toEqual({
      '0,0': { side: 'red', type: 'archers' },
      '1,0': { side: 'red', type: 'heavy-cavalry', commander: 'captain' },
      '3,2': { side: 'blue', type: 'light-cavalry' },
    });
    expect(s.cards.archers).toEqual({ ...DEFAULT_CARDS.archers, uses: 6, range: 5 });
    expect(s.cards.conscripts).toEqual(DEFAULT_CARDS.conscripts);
    expect(s.sides.map((x) => x.name)).toEqual(['Reds', 'blue']);
    expect(s.seed).toBe('42');
    expect(r.value.setup({ seed: 'given', fallback: 'x' }).seed).toBe('given');
    expect(dieFighting.init(s).ok).toBe(true);
  });
});

describe('mistakes, each at its line and field', () => {
  it('bad unit types and commanders', () => {
    const f = 'bad-units.yaml';
    expect(problems(f).map(at)).toEqual([
      `${lineOf(f, 'dragoons')}: sides[0].units["3,0"].type: scenario.invalid_value`,
      `${lineOf(f, 'general')}: sides[0].units["4,0"].commander: scenario.invalid_value`,
      `${lineOf(f, 'knights')}: sides[0].units["5,0"]: scenario.invalid_value`,
    ]);
    expect(problems(f)[0]!.message).toContain('light-cavalry');
  });

  it("the rules' set-up checks, moved to the file's fields; the script's own mistakes", () => {
    const f = 'bad-setup.yaml';
    const got = problems(f);
    expect(got.map(at)).toEqual([
      `${lineOf(f, 'blocking:')}: map.blocking[1]: scenario.cell-off-map`,
      `${lineOf(f, 'units:')}: sides[0].units: scenario.over-points`,
      `${lineOf(f, '"5,0": archers')}: sides[0].units["5,0"]: scenario.on-blocking`,
      `${lineOf(f, '"6,5"')}: sides[0].units["6,5"]: scenario.outside-deployment`,
      `${lineOf(f, '"13,1"')}: sides[0].units["13,1"]: scenario.cell-off-map`,
      `${lineOf(f, 'green')}: rounds[0].initiative.green: scenario.unknown-side`,
      `${lineOf(f, 'unit: "1,11" }')}: rounds[0].movement[0]: scenario.entry-shape`,
      `${lineOf(f, 'purple')}: rounds[0].movement[1].side: scenario.unknown-side`,
      `${lineOf(f, 'hold: true')}: rounds[0].combat[0]: scenario.entry-shape`,
      `${lineOf(f, '"1,12"')}: rounds[0].combat[1].attack: scenario.cell-off-map`,
    ]);
    // 20 + 26 + 4 + 6 + 6, from the types' and the captain's costs.
    expect(got[1]!.facts).toMatchObject({ side: 'red', cost: 62, points: 50 });
    expect(got.every((p) => p.file === f)).toBe(true);
  });

  it('a file without a mode or points, or with a map drawn unevenly', () => {
    const none = load('');
    expect(!none.ok && none.error.map((p) => p.code)).toEqual(['scenario.no-points']);
    const uneven = loadDieFightingScenario(
      BASE.replace('map: { cols: 6, rows: 4 }', 'map:\n  terrain: ["......", "....", "......", "......"]') +
        'points: 50\n',
      'u.yaml',
    );
    expect(!uneven.ok && uneven.error.map((p) => [p.code, p.line])).toEqual([['scenario.terrain-width', 4]]);
  });

  it('a set-up roll scripted where there is none, dice for a hold, more defences than targets', () => {
    const r = load(`points: 50
rounds:
  - setup: { red: [1, 2] }
    combat:
      - { side: red, unit: "0,0", hold: true, dice: { attack: [1, 1] } }
      - { side: red, unit: "0,0", attack: "5,3", dice: { defence: [[1, 1], [2, 2]] } }
`);
    expect(!r.ok && r.error.map((p) => [p.code, p.line])).toEqual([
      ['scenario.no-setup-roll', 9],
      ['scenario.dice-unused', 11],
      ['scenario.too-many-defences', 12],
    ]);
  });

  it('refuses __proto__ keys and two sides on one square', () => {
    const inCards = load('points: 50\ncards: { __proto__: { speed: 9 } }\n');
    expect(!inCards.ok && inCards.error.map((p) => [p.code, p.line])).toEqual([
      ['scenario.unrecognized_keys', 8],
    ]);
    const inUnits = loadDieFightingScenario(
      BASE.replace('"5,3": conscripts', '"5,3": conscripts, __proto__: archers') + 'points: 50\n',
      'p.yaml',
    );
    expect(!inUnits.ok && inUnits.error.map((p) => [p.code, p.line])).toEqual([['scenario.reserved-key', 6]]);
    const shared = loadDieFightingScenario(
      BASE.replace('"5,3": conscripts', '"0,0": conscripts') + 'points: 50\n',
      's.yaml',
    );
    expect(!shared.ok && shared.error.map((p) => p.code)).toContain('scenario.shared-cell');
  });
});

describe('docs/die-fighting.md', () => {
  it("'s complete example loads, and with its scripted rounds in place of rounds: [] too", () => {
    const blocks = [...readFileSync('docs/die-fighting.md', 'utf8').matchAll(/```yaml\n([\s\S]*?)```/g)].map(
      (m) => m[1]!,
    );
    const example = blocks[0]!;
    const scripted = example.replace('rounds: []', blocks[1]!).replace('setupRoll: false', 'setupRoll: true');
    const plain = loadDieFightingScenario(example, 'docs.yaml');
    const withRounds = loadDieFightingScenario(scripted, 'docs.yaml');
    expect(plain.ok && plain.value.scriptedRounds).toBe(0);
    expect(withRounds.ok && withRounds.value.scriptedRounds).toBe(2);
  });
});
