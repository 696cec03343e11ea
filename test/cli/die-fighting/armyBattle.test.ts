/**
 * Armies in Die Fighting battles, as the README tells a new user (run `npm run build` first when
 * running this file alone): write an army file, cost it, fight it against a ready-made army on a
 * bundled map with no scenario written, verify the log, and simulate it against two other lists in
 * one command; the armies deployed in play (ruling DF21) and a battle cut during that deployment
 * resumed to the same bytes; a scenario side naming an army file; problems said at their lines.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { armyWorkspace, verifiedHeader, type ArmySimJson } from '../../helpers/armyWorkspace';

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
const ws = armyWorkspace('diemen-df-army-battle-', MY_ARMY);
const { dir, inDir, inProc } = ws;

describe('a Die Fighting army of my own, from file to battle to simulation', () => {
  it('df army costs it against a skirmish', async () => {
    const r = await inProc(['df', 'army', 'my-army.yaml']);
    expect(r.code).toBe(0);
    // 12 + 6 for the captain, two light infantry at 8, archers 4 + 4 for the lieutenant, archers 4.
    expect(r.stdout).toContain("46 of a Skirmish's 50 points, 5 units: 4 left");
  });

  it('play fights it against a ready-made army on a bundled map, both deployed in play; the log verifies', () => {
    const args = ['play', 'df-open-field', '--army', 'red=my-army.yaml', '--army', 'blue=df-hill-clans'];
    const r = inDir([...args, '--ai', 'all', '--seed', 's1', '--no-map', '--log', 'battle.jsonl']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('My Lancers (5 units, 46 points) vs Hill Clans (7 units, 50 points)');
    // Ruling DF21: the armies are placed in play (DF16), the set-up roll first, then a unit each.
    expect(r.stdout).toMatch(/Set-up roll: My Lancers 2d6 .* Hill Clans 2d6 /);
    const deployed = [...r.stdout.matchAll(/^(My Lancers|Hill Clans) .* at (\d+),(\d+) deployed$/gm)];
    expect(deployed).toHaveLength(12);
    // Each within two squares of its own edge: the set-up roll's loser chose one.
    const rows = (army: string) =>
      new Set(deployed.filter((m) => m[1] === army).map((m) => Number(m[3]) < 2));
    expect([...rows('My Lancers')]).toHaveLength(1);
    expect([...rows('Hill Clans')]).toHaveLength(1);
    expect(rows('My Lancers')).not.toEqual(rows('Hill Clans'));
    // The log holds the army's units as a list, not the file's name: it replays without it.
    const header = verifiedHeader<{
      scenario: { sides: { name: string; units: unknown; army?: string }[] };
    }>(ws, 'battle.jsonl');
    const red = header.scenario.sides[0]!;
    expect(red.name).toBe('My Lancers');
    expect(red.army).toBeUndefined();
    expect(red.units).toEqual([
      { type: 'light-cavalry', commander: 'captain' },
      'light-infantry',
      'light-infantry',
      { type: 'archers', commander: 'lieutenant' },
      'archers',
    ]);
  }, 120_000);

  it('an --army battle cut during its deployment resumes to the same bytes', () => {
    const full = readFileSync(join(dir, 'battle.jsonl'), 'utf8');
    const lines = full.split('\n').filter(Boolean);
    const deploys = lines.flatMap((l, i) => (l.includes('"kind":"deploy"') ? [i] : []));
    // The loser's choice of edge, then twelve units.
    expect(deploys).toHaveLength(13);
    for (const n of [deploys[1]!, deploys[7]! + 1]) {
      const cut = `cut-${n}.jsonl`;
      writeFileSync(join(dir, cut), lines.slice(0, n).join('\n') + '\n');
      const resumed = inDir(['play', '--resume', cut, '--no-map']);
      expect(resumed.stderr).toBe('');
      expect(resumed.code).toBe(0);
      expect(readFileSync(join(dir, cut), 'utf8')).toBe(full);
    }
  }, 120_000);

  it('sim compares it with two other lists in one command: win rates, intervals, differences', () => {
    const r = inDir([
      'sim',
      'df-open-field',
      '--army',
      'red=my-army.yaml,df-border-patrol,df-iron-riders',
      '--army',
      'blue=df-hill-clans',
      // Five battles a list: what is checked is the report's shape (labels, armies, trials, an
      // interval around each difference), which 20 trials checked no better at four times the CPU.
      '--trials',
      '5',
      '--seed',
      's1',
      '--workers',
      '1',
      '--json',
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout) as ArmySimJson;
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
    expect(doc.variants.every((v) => v.trials === 5)).toBe(true);
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

  it('reads the army from beside the scenario and sets it up; step runs it', async () => {
    const v = await inProc(['validate', 'near.yaml']);
    expect(v.stderr).toBe('');
    expect(v.stdout).toContain('2 sides, 6 units, skirmish 50 points');
    const s = await inProc(['step', 'near.yaml', '--all', '--rounds', '1', '--seed', 'x', '--no-map']);
    expect(s.code).toBe(0);
    expect(s.stdout).toContain('My Lancers (5 units, 46 points)');
    // The army deploys in play (DF21); blue's conscripts keep the file's square, so the edges
    // are fixed (no choice of side) and only red places units.
    expect(s.stdout).not.toMatch(/edge to /);
    expect([...s.stdout.matchAll(/^(\S+) .* deployed$/gm)].map((m) => m[1])).toEqual(Array(5).fill('My'));
    expect(s.stdout).toContain('vs blue (1 unit, 6 points)');
  });

  it("a scenario's deploy: entries place an army side's units, refused at their line when outside the zone", async () => {
    const deploy = (at: string) => `rounds:
  - setup: { red: [6, 6], blue: [1, 1] }
    deploy:
      - { side: red, unit: light-cavalry+captain, at: "0,1" }
      - { side: red, unit: archers+lieutenant, at: "${at}" }
`;
    const file = scenario('  - id: red\n    edge: north\n    army: my-army.yaml');
    writeFileSync(join(dir, 'scripted.yaml'), file + deploy('4,0'));
    const ok = await inProc(['step', 'scripted.yaml', '--json', '--seed', 'x']);
    expect(ok.stderr).toBe('');
    expect(ok.code).toBe(0);
    const start = (JSON.parse(ok.stdout) as { start: { type: string; unit?: { at: string } }[] }).start;
    expect(
      start
        .filter((e) => e.type === 'deployed')
        .map((e) => e.unit!.at)
        .slice(0, 2),
    ).toEqual(['0,1', '4,0']);
    writeFileSync(join(dir, 'outside.yaml'), file + deploy('4,2'));
    // The entry's line in the file as written, though the battle is read with the army written in.
    const step = await inProc(['step', 'outside.yaml', '--all', '--seed', 'x', '--no-map']);
    expect(step.code).toBe(2);
    expect(step.stderr).toMatch(
      /^diemen: outside\.yaml:16: rounds\[0\]\.deploy\[1\]\.at: .*more than 2 squares in from red's north edge/,
    );
  });

  it('says each mistake at its line: both units and army, an army over the battle, no room', async () => {
    writeFileSync(
      join(dir, 'both.yaml'),
      scenario('  - id: red\n    edge: north\n    army: my-army.yaml\n    units: { "0,0": archers }'),
    );
    const both = await inProc(['validate', 'both.yaml']);
    expect(both.code).toBe(2);
    expect(both.stderr).toBe('diemen: both.yaml:8: sides[0].army: red: give units or army, not both\n');
    const over = await inProc(['validate', 'df-open-field', '--army', 'red=df-red-army']);
    expect(over.code).toBe(2);
    expect(over.stderr).toMatch(
      /df-open-field\.yaml:\d+: sides\[0\]\.units: red's army costs 150 points, over the 50 allowed \(army of side 'red', given as --army red=df-red-army\)\n$/,
    );
    writeFileSync(
      join(dir, 'big.yaml'),
      'ruleset: die-fighting\nname: Big\nmode: war\nunits:\n  - { type: archers, count: 20 }\n',
    );
    const room = await inProc(['validate', 'near.yaml', '--army', 'red=big.yaml']);
    expect(room.code).toBe(2);
    const unknown = await inProc(['validate', 'near.yaml', '--army', 'red=df-no-such-army']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toBe(
      "diemen: df-no-such-army: no such file, nor a ready-made die-fighting army of that name (they are in armies/die-fighting/) (army of side 'red', given as --army red=df-no-such-army)\n",
    );
    // An army given with --army is named as typed, and the option with it.
    expect(room.stderr).toBe(
      "diemen: big.yaml:4: units: Big: 20 units, but only 16 free squares within 2 squares of the north edge on this 8x8 map (army of side 'red', given as --army red=big.yaml)\n",
    );
  });
});
