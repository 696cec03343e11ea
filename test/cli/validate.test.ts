/**
 * `diemen validate` and `diemen schema` (run `npm run build` first when running this file alone).
 * What a file's problems say is the scenario reader's work, so the files are read in-process
 * through the same main() the binary runs (runMain); the real binary reads several files with one
 * bad (exit 2), a missing file and a folder, a call without a file, and shows what it loads
 * (27 starts of the binary, now 7; scenarios.test.ts and validateDice.test.ts in npm test
 * run it too).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dieMenJsonSchema } from '../../src/rulesets/die-men/scenario';
import { runCli } from '../helpers/runCli';
import { runMain } from '../helpers/runMain';

const fx = (name: string) => `test/fixtures/scenarios/${name}`;

/** stderr lines, which must all be one-line problems: no stack traces. */
function problemLines(stderr: string): string[] {
  const lines = stderr.trimEnd().split('\n');
  for (const line of lines) expect(line).toMatch(/^diemen: /);
  expect(stderr).not.toMatch(/\n\s+at /);
  return lines;
}

describe('diemen validate: good files', () => {
  it.each([
    ['scenarios/reserve-cut-off.yaml', 'ok: Reserve cut off (7x5 hex, 2 sides, 26 units, 1 scripted round)'],
    ['scenarios/skirmish.yaml', 'ok: Skirmish at the ford (7x5 hex, 2 sides, 18 units, 0 scripted rounds)'],
    [
      'scenarios/square-skirmish.yaml',
      'ok: Square skirmish at the farm (6x6 square, 2 sides, 18 units, 0 scripted rounds)',
    ],
    [fx('brief-example.yaml'), 'ok: Reserve cut off (7x5 hex, 2 sides, 12 units, 1 scripted round)'],
    [fx('ok.json'), 'ok: JSON skirmish (4x4 square, 2 sides, 4 units, 1 scripted round)'],
  ])('%s', async (file, line) => {
    const r = await runMain(['validate', file]);
    expect(r).toMatchObject({ stderr: '', code: 0 });
    expect(r.stdout).toMatch(new RegExp(`^${line.replace(/[()]/g, '\\$&')}\n  sides: [^\n]+\n$`));
  });

  it("lists the sides' ids under the ok line, as --ai and --army take them (a player guessed them)", async () => {
    const r = await runMain(['validate', 'scenarios/harrow-down.yaml']);
    expect(r.stdout.split('\n')[1]).toBe('  sides: grey (The Greycloaks), red (The Red Banners)');
    const json = JSON.parse((await runMain(['validate', '--json', 'scenarios/skirmish.yaml'])).stdout) as {
      sides: unknown;
    };
    expect(json.sides).toEqual([
      { id: 'red', name: 'Red Company' },
      { id: 'blue', name: 'Blue Levy' },
    ]);
  });

  it('names each file when given several', async () => {
    const r = await runMain(['validate', 'scenarios/skirmish.yaml', fx('ok.json')]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      'ok: scenarios/skirmish.yaml: Skirmish at the ford (7x5 hex, 2 sides, 18 units, 0 scripted rounds)\n' +
        '  sides: red (Red Company), blue (Blue Levy)\n' +
        `ok: ${fx('ok.json')}: JSON skirmish (4x4 square, 2 sides, 4 units, 1 scripted round)\n` +
        '  sides: a, b\n',
    );
  });
});

describe('diemen validate: bad files name file, line and field, exit 2', () => {
  const cases: [string, string[]][] = [
    ['off-map.yaml', ['off-map.yaml:12: sides[1].units["9,9"]: off the 7x5 map']],
    ['impassable.yaml', ['impassable.yaml:10: sides[0].units["2,2"]: 2,2 is impassable terrain']],
    [
      'shared-hex.yaml',
      ['shared-hex.yaml:10: sides[1].units["2,2"]: 2,2 is already held by a: two sides can\'t share a hex'],
    ],
    [
      'unknown-side.yaml',
      [
        'unknown-side.yaml:12: rounds[0].orders.dkue: unknown side "dkue" (did you mean "duke"?)',
        'unknown-side.yaml:13: rounds[0].orders.rebels: unknown side "rebels" (sides: royal, duke)',
      ],
    ],
    [
      'bad-set.yaml',
      [
        'bad-set.yaml:12: rounds[0].orders.royal[0].set: not a set name: write width x height, e.g. "2x9" (got "2y9")',
        'bad-set.yaml:13: rounds[0].orders.royal[1].set: 1x9 is not a set: a set is 2 or more matching dice',
        'bad-set.yaml:14: rounds[0].orders.royal[2].set: 2x11: the height is a d10 face, 1 to 10',
      ],
    ],
    ['face-11.yaml', ['face-11.yaml:11: rounds[0].dice.royal[2]: a d10 face is 1 to 10, got 11']],
    [
      'bad-yaml.yaml',
      [
        'bad-yaml.yaml:6: bad YAML: Flow sequence in block collection must be sufficiently indented and end with a ]',
      ],
    ],
    [
      'schema-errors.yaml',
      [
        'schema-errors.yaml:2: name: missing: expected a string',
        'schema-errors.yaml:2: scale: scale is soldiers per unit, one of 1, 2, 5, 10, 20, 50, 100 (got "ten")',
        'schema-errors.yaml:7: map.colour: unknown field "colour" (allowed here: cols, rows, terrain)',
        'schema-errors.yaml:10: sides[0].units["1,1"]: expected a number or a mapping (key: value), got "four"',
        'schema-errors.yaml:13: optons: unknown field "optons" (did you mean "options"?)',
      ],
    ],
    [
      'missing-sides.yaml',
      [
        'missing-sides.yaml:2: name: missing: expected a string',
        'missing-sides.yaml:2: sides: missing: expected a list',
      ],
    ],
    [
      'many.yaml',
      [
        'many.yaml:3: scale: scale is soldiers per unit, one of 1, 2, 5, 10, 20, 50, 100 (got 3)',
        'many.yaml:10: sides[0].units["0,0"]: 0,0 is impassable terrain',
        'many.yaml:12: sides[1].units["9,9"]: off the 7x5 map',
        'many.yaml:14: sides[2].units["3,2"]: 3,2 is already held by duke: two sides can\'t share a hex',
        'many.yaml:16: rounds[0].dice.royal[0]: a d10 face is 1 to 10, got 11',
        'many.yaml:18: rounds[0].orders.dook: unknown side "dook" (sides: royal, duke, rebels)',
        'many.yaml:19: rounds[0].orders.duke[0].set: not a set name: write width x height, e.g. "2x9" (got "2z9")',
      ],
    ],
    [
      'bad.json',
      [
        'bad.json:6: sides[1].units["4,4"]: off the 4x4 map',
        'bad.json:8: optons: unknown field "optons" (did you mean "options"?)',
      ],
    ],
  ];

  it.each(cases)('%s', async (name, expected) => {
    const r = await runMain(['validate', fx(name)]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(problemLines(r.stderr)).toEqual(expected.map((e) => `diemen: test/fixtures/scenarios/${e}`));
  });

  it('an unreadable file is one line', () => {
    const missing = runCli(['validate', 'no/such/file.yaml']);
    expect(missing).toEqual({
      stdout: '',
      stderr: 'diemen: no/such/file.yaml: cannot read: no such file\n',
      code: 2,
    });
    const dir = runCli(['validate', 'scenarios']);
    expect(dir).toEqual({
      stdout: '',
      stderr: 'diemen: scenarios: cannot read: is a directory, not a file\n',
      code: 2,
    });
  });

  it('a binary file is one line', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'diemen-')), 'x.yaml');
    writeFileSync(file, Buffer.from([0xff, 0xfe, 0x00, 0x81]));
    expect(await runMain(['validate', file])).toEqual({
      stdout: '',
      stderr: `diemen: ${file}: not a text file (not UTF-8)\n`,
      code: 2,
    });
  });

  it('checks every file and exits 2 if any is bad', () => {
    const r = runCli(['validate', fx('face-11.yaml'), 'scenarios/skirmish.yaml']);
    expect(r.code).toBe(2);
    expect(r.stdout).toMatch(/^ok: scenarios\/skirmish.yaml: Skirmish at the ford/);
    expect(problemLines(r.stderr)).toHaveLength(1);
  });

  it('needs a file', () => {
    const r = runCli(['validate']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/missing required argument/);
  });
});

describe('diemen validate --json', () => {
  it('prints one object per file on stdout', async () => {
    const r = await runMain(['validate', '--json', 'scenarios/skirmish.yaml', fx('face-11.yaml')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('');
    const [good, bad] = r.stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(good).toMatchObject({
      file: 'scenarios/skirmish.yaml',
      ok: true,
      summary: { name: 'Skirmish at the ford', grid: 'hex', cols: 7, rows: 5, units: 18, rounds: 0 },
    });
    expect(bad).toEqual({
      file: fx('face-11.yaml'),
      ok: false,
      problems: [
        {
          code: 'scenario.too_big',
          message: 'a d10 face is 1 to 10, got 11',
          path: ['rounds', 0, 'dice', 'royal', 2],
          file: fx('face-11.yaml'),
          line: 11,
        },
      ],
    });
  });
});

describe('diemen schema', () => {
  it('prints the JSON Schema, and docs/scenario.schema.json is up to date', async () => {
    const r = await runMain(['schema']);
    expect(r.code).toBe(0);
    const printed = JSON.parse(r.stdout);
    expect(printed).toMatchObject({ title: 'Die, Men! scenario', type: 'object' });
    const shipped = JSON.parse(readFileSync(join(__dirname, '../../docs/scenario.schema.json'), 'utf8'));
    // If this fails: node bin/diemen.js schema > docs/scenario.schema.json && npx prettier --write docs
    expect(shipped).toEqual(printed);
    expect(shipped).toEqual(dieMenJsonSchema());
  });
});

describe('start-up cost', () => {
  // Records every package the real binary loads, through a preload hook on require().
  const linesOf = (args: string[], prefix: string): string[] => {
    const hook = join(__dirname, '../helpers/recordLoads.js');
    const r = spawnSync(process.execPath, ['-r', hook, join(__dirname, '../../bin/diemen.js'), ...args], {
      encoding: 'utf8',
      env: { ...process.env, CI: 'true' },
    });
    expect(r.status).toBe(0);
    return r.stderr
      .split('\n')
      .filter((l) => l.startsWith(prefix))
      .map((l) => l.slice(prefix.length));
  };
  const loadedBy = (args: string[]): string[] => linesOf(args, 'loaded ');

  it('diemen roll loads neither zod, yaml nor inquirer; validate loads zod and yaml', () => {
    const roll = loadedBy(['roll', '12d']);
    expect(roll).not.toContain('zod');
    expect(roll).not.toContain('yaml');
    expect(roll).not.toContain('inquirer');
    const validate = loadedBy(['validate', join(__dirname, '../../scenarios/skirmish.yaml')]);
    expect(validate).toEqual(expect.arrayContaining(['zod', 'yaml']));
  });

  it('zod and yaml come from their bundles in dist/, not from the 167 files in node_modules', () => {
    // One file each, compiled from V8's code cache: a third of a one-battle `diemen sim`'s CPU (#23).
    const compiled = linesOf(['validate', join(__dirname, '../../scenarios/skirmish.yaml')], 'compiled ');
    expect(compiled).not.toContain('node_modules/zod');
    expect(compiled).not.toContain('node_modules/yaml');
    expect(existsSync(join(__dirname, '../../dist/vendor-zod.cjs'))).toBe(true);
  });
});
