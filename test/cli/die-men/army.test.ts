/**
 * `diemen dm army` and `diemen dm schema` through the real binary (run `npm run build` first when
 * running this file alone): the ready-made armies (armies/die-men/) are valid, a file's mistakes
 * come back as file:line: field with exit 2.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { armyJsonSchema } from '../../../src/rulesets/die-men/army/schema';
import { runCli } from '../../helpers/runCli';
import { runMain } from '../../helpers/runMain';

const ROOT = join(__dirname, '../../..');
const dir = mkdtempSync(join(tmpdir(), 'diemen-dm-army-'));
const SHIPPED = readdirSync(join(ROOT, 'armies/die-men')).filter((f) => f.endsWith('.yaml'));

describe('diemen dm army', () => {
  it('has ready-made armies, each valid, their counts adding up', async () => {
    expect(SHIPPED.length).toBeGreaterThanOrEqual(3);
    for (const name of SHIPPED) {
      const r = await runMain(['dm', 'army', `armies/die-men/${name}`, '--json'], { cwd: ROOT });
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      const json = JSON.parse(r.stdout);
      expect(json.count).toBe(Object.values(json.units as Record<string, number>).reduce((a, b) => a + b, 0));
    }
  });

  it('finds a ready-made army by name from anywhere, and lists them all with no argument', async () => {
    const r = runCli(['dm', 'army', 'dm-knights-host'], { cwd: tmpdir() });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("The Knights' Host");
    expect(r.stdout).toMatch(/│ cavalry +│ +4 │ \+1 damage/);
    expect(r.stdout).toMatch(/│ total +│ +11 │/);
    expect(r.stdout).toContain('options.complications unitTypes: [cavalry, bloc]');
    const list = await runMain(['dm', 'army'], { cwd: tmpdir() });
    expect(list.code).toBe(0);
    for (const f of SHIPPED) expect(list.stdout).toContain(f.replace(/\.yaml$/, ''));
  });

  it('says problems as file:line: field, exit 2, and refuses a Die Fighting army by name', async () => {
    writeFileSync(join(dir, 'bad.yaml'), 'ruleset: die-men\nname: Mine\nunits:\n  infantry: 4\n  horse: 2\n');
    const r = await runMain(['dm', 'army', 'bad.yaml', '--json'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'diemen: bad.yaml:5: units.horse: unknown field "horse" (allowed here: infantry, cavalry, bloc, flier, archer, chariot, pc, siege, ram)\n',
    );
    expect(JSON.parse(r.stdout).ok).toBe(false);
    const df = await runMain(['dm', 'army', 'df-border-patrol']);
    expect(df.code).toBe(2);
    expect(df.stderr).toMatch(
      /df-border-patrol:\d+: ruleset: not a Die, Men! army: its ruleset is "die-fighting"/,
    );
  });
});

describe('diemen dm schema', () => {
  it('prints the JSON Schema, and docs/die-men-army.schema.json is up to date', () => {
    const r = runCli(['dm', 'schema']);
    expect(r.code).toBe(0);
    const printed = JSON.parse(r.stdout);
    expect(printed).toMatchObject({ title: 'Die, Men! army', type: 'object' });
    const shipped = JSON.parse(readFileSync(join(ROOT, 'docs/die-men-army.schema.json'), 'utf8'));
    // If this fails: node bin/diemen.js dm schema > docs/die-men-army.schema.json && npx prettier --write docs
    expect(shipped).toEqual(printed);
    expect(shipped).toEqual(armyJsonSchema());
  });
});
