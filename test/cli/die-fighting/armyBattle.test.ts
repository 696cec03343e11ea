/**
 * Armies in Die Fighting battles, as the README tells a new user (run `npm run build` first when
 * running this file alone): write an army file, cost it, fight it against a ready-made army on a
 * bundled map with no scenario written, verify the log, and simulate it against two other lists in
 * one command; a scenario side naming an army file; problems said at the lines they stand on.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../helpers/runCli';

const dir = mkdtempSync(join(tmpdir(), 'diemen-df-army-battle-'));
const inDir = (args: string[]) => runCli(args, { cwd: dir, timeout: 120_000 });

// The README's army, as written there.
const MY_ARMY = `ruleset: die-fighting
name: My Lancers
mode: skirmish
units:
  - { type: light-cavalry, commander: captain }
  - { type: light-infantry, count: 2 }
  - { type: archers, commander: lieutenant }
  - archers
`;
writeFileSync(join(dir, 'my-army.yaml'), MY_ARMY);

interface SimJson {
  variants: {
    label: string;
    armies: Record<string, string>;
    trials: number;
    sides: { id: string; name: string }[];
  }[];
  differences: { side: string; plan: string; against: string; difference: number; ci95: [number, number] }[];
}

describe('a Die Fighting army of my own, from file to battle to simulation', () => {
  it('df army costs it against a skirmish', () => {
    const r = inDir(['df', 'army', 'my-army.yaml']);
    expect(r.code).toBe(0);
    // 12 + 6 for the captain, two light infantry at 8, archers 4 + 4 for the lieutenant, archers 4.
    expect(r.stdout).toContain("46 of a Skirmish's 50 points, 5 units: 4 left");
  });

  it('play fights it against a ready-made army on a bundled map, set up by default; the log verifies', () => {
    const args = ['play', 'df-open-field', '--army', 'red=my-army.yaml', '--army', 'blue=df-hill-clans'];
    const r = inDir([...args, '--ai', 'all', '--seed', 's1', '--no-map', '--log', 'battle.jsonl']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('My Lancers (5 units, 46 points) vs Hill Clans (7 units, 50 points)');
    const v = inDir(['replay', 'battle.jsonl', '--verify']);
    expect(v.code).toBe(0);
    expect(v.stdout).toMatch(/^ok: .*every roll and round matches/);
    // The log holds the army's units on their squares, not the file's name: it replays without it.
    const header = JSON.parse(readFileSync(join(dir, 'battle.jsonl'), 'utf8').split('\n')[0]!) as {
      scenario: { sides: { name: string; units: Record<string, unknown>; army?: string }[] };
    };
    const red = header.scenario.sides[0]!;
    expect(red.name).toBe('My Lancers');
    expect(red.army).toBeUndefined();
    // The default set-up (DF21) on the 12-wide map's north edge: archers on row 0 from the middle,
    // the light infantry in front of them from the middle, the horse at the west end of that line.
    expect(red.units).toEqual({
      '4,1': { type: 'light-cavalry', commander: 'captain' },
      '5,1': 'light-infantry',
      '6,1': 'light-infantry',
      '5,0': { type: 'archers', commander: 'lieutenant' },
      '6,0': 'archers',
    });
  }, 120_000);

  it('sim compares it with two other lists in one command: win rates, intervals, differences', () => {
    const r = inDir([
      'sim',
      'df-open-field',
      '--army',
      'red=my-army.yaml,df-border-patrol,df-iron-riders',
      '--army',
      'blue=df-hill-clans',
      '--trials',
      '20',
      '--seed',
      's1',
      '--workers',
      '1',
      '--json',
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout) as SimJson;
    expect(doc.variants.map((v) => v.label)).toEqual([
      'red=my-army',
      'red=df-border-patrol',
      'red=df-iron-riders',
    ]);
    expect(doc.variants.map((v) => v.armies.blue)).toEqual([
      'df-hill-clans',
      'df-hill-clans',
      'df-hill-clans',
    ]);
    expect(doc.variants.map((v) => v.sides[0]!.name)).toEqual(['My Lancers', 'Border Patrol', 'Iron Riders']);
    expect(doc.variants.every((v) => v.trials === 20)).toBe(true);
    expect(doc.differences.map((d) => [d.side, d.plan, d.against])).toEqual([
      ['red', 'red=df-border-patrol', 'red=my-army'],
      ['red', 'red=df-iron-riders', 'red=my-army'],
    ]);
    for (const d of doc.differences) {
      expect(d.ci95[0]).toBeLessThanOrEqual(d.difference);
      expect(d.ci95[1]).toBeGreaterThanOrEqual(d.difference);
    }
  }, 120_000);
});

describe('a scenario side that names an army', () => {
  const scenario = (side: string) => `ruleset: die-fighting
name: Mine against theirs
mode: skirmish
map: { cols: 8, rows: 8 }
sides:
${side}
  - id: blue
    edge: south
    units: { "3,7": conscripts }
`;

  beforeAll(() =>
    writeFileSync(join(dir, 'near.yaml'), scenario('  - id: red\n    edge: north\n    army: my-army.yaml')),
  );

  it('reads the army from beside the scenario and sets it up; step runs it', () => {
    const v = inDir(['validate', 'near.yaml']);
    expect(v.stderr).toBe('');
    expect(v.stdout).toContain('2 sides, 6 units, skirmish 50 points');
    const s = inDir(['step', 'near.yaml', '--all', '--rounds', '1', '--seed', 'x', '--no-map']);
    expect(s.code).toBe(0);
    expect(s.stdout).toContain('My Lancers (5 units, 46 points)');
  });

  it('says each mistake at its line: both units and army, an army over the battle, no room', () => {
    writeFileSync(
      join(dir, 'both.yaml'),
      scenario('  - id: red\n    edge: north\n    army: my-army.yaml\n    units: { "0,0": archers }'),
    );
    const both = inDir(['validate', 'both.yaml']);
    expect(both.code).toBe(2);
    expect(both.stderr).toBe('diemen: both.yaml:8: sides[0].army: red: give units or army, not both\n');
    const over = inDir(['validate', 'df-open-field', '--army', 'red=df-red-army']);
    expect(over.code).toBe(2);
    expect(over.stderr).toMatch(
      /df-open-field\.yaml:\d+: sides\[0\]\.units: red's army costs 150 points, over the 50 allowed\n$/,
    );
    writeFileSync(
      join(dir, 'big.yaml'),
      'ruleset: die-fighting\nname: Big\nmode: war\nunits:\n  - { type: archers, count: 20 }\n',
    );
    const room = inDir(['validate', 'near.yaml', '--army', 'red=big.yaml']);
    expect(room.code).toBe(2);
    const unknown = inDir(['validate', 'near.yaml', '--army', 'red=df-no-such-army']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toBe(
      'diemen: df-no-such-army: no such file, nor a ready-made die-fighting army of that name (they are in armies/die-fighting/)\n',
    );
    // An army given with --army is named by its whole path.
    expect(room.stderr).toBe(
      `diemen: ${join(dir, 'big.yaml')}:4: units: Big: 20 units, but only 16 free squares within 2 squares of the north edge on this 8x8 map\n`,
    );
  });
});
