/**
 * `diemen df army` and `diemen df schema` through the real binary (run `npm run build` first when
 * running this file alone): the ready-made armies (armies/die-fighting/) are valid and within
 * their mode's points, a file's mistakes come back as file:line: field with exit 2.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { armyJsonSchema } from '../../../src/rulesets/die-fighting/army/schema';
import { MODES } from '../../../src/rulesets/die-fighting/cards';
import { runCli } from '../../helpers/runCli';
import { runMain } from '../../helpers/runMain';

const ROOT = join(__dirname, '../../..');
const dir = mkdtempSync(join(tmpdir(), 'diemen-df-army-'));
const SHIPPED = readdirSync(join(ROOT, 'armies/die-fighting')).filter((f) => f.endsWith('.yaml'));

describe('diemen df army', () => {
  it.each(SHIPPED)(
    'the ready-made army armies/die-fighting/%s is valid and within its points',
    async (name) => {
      const r = runCli(['df', 'army', `armies/die-fighting/${name}`, '--json']);
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      const json = JSON.parse(r.stdout);
      expect(json.points).toBe(MODES[json.mode as keyof typeof MODES].points);
      expect(json.left).toBeGreaterThanOrEqual(0);
      expect(json.total).toBe(json.units.reduce((n: number, u: { cost: number }) => n + u.cost, 0));
    },
  );

  it('finds a ready-made army by name from anywhere, and lists them all with no argument', async () => {
    const r = await runMain(['df', 'army', 'df-hill-clans'], { cwd: tmpdir() });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Hill Clans');
    expect(r.stdout).toMatch(/│ Heavy Infantry │ foot +│ d10 │ captain +│ +1 │ +16 │ +16 │/);
    expect(r.stdout).toContain("50 of a Skirmish's 50 points, 7 units: 0 left");
    const list = await runMain(['df', 'army'], { cwd: tmpdir() });
    expect(list.code).toBe(0);
    for (const f of SHIPPED) expect(list.stdout).toContain(f.replace(/\.yaml$/, ''));
  });

  it('costs a file of my own against its mode', async () => {
    writeFileSync(
      join(dir, 'mine.yaml'),
      'ruleset: die-fighting\nname: Mine\nmode: skirmish\nunits:\n  - { type: light-cavalry, commander: lieutenant }\n  - { type: archers, count: 2 }\n',
    );
    const r = await runMain(['df', 'army', 'mine.yaml'], { cwd: dir });
    expect(r.code).toBe(0);
    // 12 + 4 for the lieutenant, two archers at 4.
    expect(r.stdout).toContain("24 of a Skirmish's 50 points, 3 units: 26 left");
  });

  it('the smallest army, one unit, is "1 unit"', () => {
    writeFileSync(
      join(dir, 'one.yaml'),
      'ruleset: die-fighting\nname: A Single Bowman\nmode: skirmish\nunits: [archers]\n',
    );
    const r = runCli(['df', 'army', 'one.yaml'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("4 of a Skirmish's 50 points, 1 unit: 46 left");
  });

  it('says problems as file:line: field, exit 2, and refuses a Dice Wars army by name', async () => {
    writeFileSync(
      join(dir, 'over.yaml'),
      'ruleset: die-fighting\nmode: skirmish\nunits:\n  - heavy-cavalry\n  - heavy-cavalry\n  - { type: archers, commander: marshal }\n  - archers\n',
    );
    const r = await runMain(['df', 'army', 'over.yaml'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr.trimEnd().split('\n')).toEqual([
      'diemen: over.yaml:6: units[2].commander: not a commander: expected one of sergeant, lieutenant, captain (got "marshal")',
    ]);
    writeFileSync(
      join(dir, 'over2.yaml'),
      'ruleset: die-fighting\nmode: skirmish\nunits:\n  - heavy-cavalry\n  - light-cavalry\n  - heavy-cavalry\n',
    );
    const over = await runMain(['df', 'army', 'over2.yaml', '--json'], { cwd: dir });
    expect(over.code).toBe(2);
    expect(over.stderr).toBe(
      "diemen: over2.yaml:6: units[2]: Heavy Cavalry: the army costs 52 points, 2 over a skirmish's 50; this 20-point entry takes it to 52\n",
    );
    expect(JSON.parse(over.stdout).problems[0].code).toBe('die-fighting.over-points');
    const dw = await runMain(['df', 'army', 'skirmish-warband']);
    expect(dw.code).toBe(2);
    expect(dw.stderr).toMatch(
      /skirmish-warband:\d+: ruleset: not a Die Fighting army: its ruleset is "dice-wars"/,
    );
  });
});

describe('diemen df schema', () => {
  it('prints the JSON Schema, and docs/die-fighting-army.schema.json is up to date', () => {
    // Through the real binary: df schema's smoke test.
    const r = runCli(['df', 'schema']);
    expect(r.code).toBe(0);
    const printed = JSON.parse(r.stdout);
    expect(printed).toMatchObject({ title: 'Die Fighting army', type: 'object' });
    const shipped = JSON.parse(readFileSync(join(ROOT, 'docs/die-fighting-army.schema.json'), 'utf8'));
    // If this fails: node bin/diemen.js df schema > docs/die-fighting-army.schema.json && npx prettier --write docs
    expect(shipped).toEqual(printed);
    expect(shipped).toEqual(armyJsonSchema());
  });
});
