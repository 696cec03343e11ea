import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  describeSummary,
  loadDieMenScenario,
  toBattleSetup,
  type LoadedDieMenScenario,
} from '../../../../src/rulesets/die-men/scenario';

const root = join(__dirname, '../../../..');
const read = (rel: string) => readFileSync(join(root, rel), 'utf8');

function load(text: string, file = 'x.yaml'): LoadedDieMenScenario {
  const r = loadDieMenScenario(text, file);
  if (!r.ok) throw new Error(r.error.map((p) => `${p.line}: ${p.message}`).join('\n'));
  return r.value;
}

describe('the format from the issue', () => {
  const loaded = load(read('test/fixtures/scenarios/brief-example.yaml'), 'brief.yaml');

  it('loads with defaults filled in', () => {
    expect(loaded.scenario.scale).toBe(10);
    expect(loaded.scenario.options).toEqual({ maxRounds: 20, damageCap: 'per-hex' });
    expect(describeSummary(loaded.summary)).toBe('7x5 hex, 2 sides, 12 units, 1 scripted round');
  });

  it('converts to a BattleSetup', () => {
    expect(toBattleSetup(loaded.scenario, { defaultSeed: 'rnd' })).toEqual({
      name: 'Reserve cut off',
      scale: 10,
      grid: { kind: 'hex', cols: 7, rows: 5 },
      terrain: { '2,3': 'rough', '0,0': 'impassable' },
      sides: [
        { id: 'royal', name: 'Royal Army' },
        { id: 'duke', name: 'duke' },
      ],
      occupants: {
        '3,2': { side: 'royal', units: { infantry: 4 } },
        '3,1': { side: 'duke', units: { infantry: 5 } },
        '4,1': { side: 'duke', units: { infantry: 3 } },
      },
      options: { maxRounds: 20, damageCap: 'per-hex' },
      seed: 'rnd',
    });
  });

  it('turns the scripted round into decisions per side', () => {
    const [round] = loaded.script.rounds;
    expect(loaded.script.file).toBe('brief.yaml');
    expect(round?.round).toBe(1);
    const duke = round?.sides.duke;
    const royal = round?.sides.royal;
    expect(royal?.declare).toEqual({ kind: 'declare', side: 'royal', declaration: { strategy: 'hold' } });
    expect(duke?.declare).toEqual({
      kind: 'declare',
      side: 'duke',
      declaration: { strategy: 'seize', goal: { kind: 'cell', at: '3,2' } },
    });
    expect(royal?.roll).toEqual({ kind: 'roll', side: 'royal', faces: [10, 10, 2, 5] });
    expect(duke?.splits).toEqual([
      {
        set: '5x10',
        width: 5,
        height: 10,
        index: 0,
        into: [2, 3],
        path: ['rounds', 0, 'split', 'duke', 0],
        line: 18,
      },
    ]);
    expect(duke?.orders).toEqual([
      {
        set: '2x9',
        width: 2,
        height: 9,
        index: 0,
        tactic: { type: 'attack', from: '3,1', to: '3,2' },
        path: ['rounds', 0, 'orders', 'duke', 0],
        line: 20,
      },
    ]);
    expect(royal?.orders.map((o) => o.tactic)).toEqual([{ type: 'defend', at: '3,2' }]);
    expect(duke?.free).toEqual({ kind: 'free', side: 'duke', moves: [{ from: '4,1', to: '5,1' }] });
    expect(royal?.free).toBeUndefined();
  });
});

describe('seeds', () => {
  const base =
    'name: s\nmap: { cols: 2, rows: 1 }\nsides:\n  - { id: a, units: { "0,0": 1 } }\n  - { id: b, units: { "1,0": 1 } }\n';
  it('--seed beats the scenario seed, which beats the default', () => {
    const withSeed = load(`${base}options: { seed: 42 }\n`).scenario;
    expect(toBattleSetup(withSeed, { defaultSeed: 'd' }).seed).toBe('42');
    expect(toBattleSetup(withSeed, { seed: 'cli', defaultSeed: 'd' }).seed).toBe('cli');
    expect(toBattleSetup(load(base).scenario, { defaultSeed: 'd' }).seed).toBe('d');
  });
});

describe('more of the format', () => {
  it('takes JSON with a $schema key', () => {
    const json = JSON.stringify({
      $schema: '../docs/scenario.schema.json',
      name: 'j',
      grid: 'square',
      map: { cols: 3, rows: 3 },
      sides: [
        { id: 'a', units: { '0,0': 2 } },
        { id: 'b', units: { '2,2': { infantry: 1 } } },
      ],
    });
    const loaded = load(json, 'x.json');
    expect(loaded.summary).toMatchObject({ grid: 'square', units: 3, rounds: 0 });
  });

  it('reads every order form, × in set names, edge goals, knock and gobble', () => {
    const loaded = load(`
name: forms
map: { cols: 5, rows: 5 }
sides:
  - { id: a, units: { "1,1": 6 } }
  - { id: b, units: { "3,3": 2 } }
rounds:
  - declare: { a: { strategy: deploy, goal: north }, b: retreat }
    orders:
      a:
        - { set: 2×9, move: { from: "1,1", to: "1,0", units: 2 } }
        - { set: 3X4, move: { from: "1,1", to: "2,1", units: { infantry: 1 } } }
        - { set: 2x1, move: { from: "1,1", to: "1,2" } }
        - { set: 2x2, pass: true }
    knock: { b: [2x5] }
    gobble: { b: [1, 0] }
  - {}
`);
    const a = loaded.script.rounds[0]?.sides.a;
    expect(a?.declare?.declaration).toEqual({ strategy: 'deploy', goal: { kind: 'edge', edge: 'north' } });
    expect(a?.orders.map((o) => [o.set, o.tactic])).toEqual([
      ['2x9', { type: 'move', from: '1,1', to: '1,0', units: { infantry: 2 } }],
      ['3x4', { type: 'move', from: '1,1', to: '2,1', units: { infantry: 1 } }],
      ['2x1', { type: 'move', from: '1,1', to: '1,2' }],
      ['2x2', { type: 'pass' }],
    ]);
    const b = loaded.script.rounds[0]?.sides.b;
    expect(b?.declare?.declaration).toEqual({ strategy: 'retreat' });
    expect(b?.knocks.map((k) => k.set)).toEqual(['2x5']);
    expect(b?.gobbles.map((g) => g.dice)).toEqual([1, 0]);
    expect(loaded.script.rounds[1]).toEqual({ round: 2, sides: {} });
  });
});

describe('the shipped scenarios', () => {
  it.each(['reserve-cut-off', 'skirmish', 'square-skirmish'])('%s.yaml loads', (name) => {
    const loaded = load(read(`scenarios/${name}.yaml`), `scenarios/${name}.yaml`);
    expect(loaded.summary.sides).toHaveLength(2);
  });

  it('reserve-cut-off is the rulebook example: 15 royal units, duke 5 + 3 + 3 around them', () => {
    const { scenario, summary } = load(read('scenarios/reserve-cut-off.yaml'));
    expect(summary.sides.map((s) => s.units)).toEqual([15, 11]);
    const duke = scenario.sides.find((s) => s.id === 'duke');
    expect(Object.values(duke?.units ?? {}).sort()).toEqual([3, 3, 5]);
    expect(scenario.rounds[0]?.orders?.duke?.[0]).toEqual({ set: '2x9', attack: { from: '3,1', to: '3,2' } });
  });

  it('skirmish has rough and impassable terrain and no script; square-skirmish is square', () => {
    const skirmish = load(read('scenarios/skirmish.yaml')).scenario;
    expect(skirmish.map.terrain.rough?.length).toBeGreaterThan(0);
    expect(skirmish.map.terrain.impassable?.length).toBeGreaterThan(0);
    expect(skirmish.rounds).toEqual([]);
    expect(load(read('scenarios/square-skirmish.yaml')).scenario.grid).toBe('square');
  });
});
