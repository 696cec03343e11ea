/**
 * `diemen new`: a starter scenario that validates as written (hex and square), with a `$schema`
 * line pointing at the schema shipped in docs/, never written over an existing file.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { runCli } from '../helpers/runCli';
import { runMain } from '../helpers/runMain';

const dir = mkdtempSync(join(tmpdir(), 'diemen-new-'));

describe('diemen new', () => {
  it.each(['hex', 'square'])(
    'writes a %s battle that validate accepts as written, and plays',
    async (grid) => {
      const file = join(dir, grid, 'battle.yaml');
      const r = runCli(['new', file, '--grid', grid]);
      expect(r).toMatchObject({ code: 0, stderr: '' });
      expect(r.stdout).toContain(`wrote ${file}: a Die, Men! battle`);
      expect((await runMain(['validate', file])).stdout).toBe(
        `ok: A new battle (7x5 ${grid}, 2 sides, 20 units, 0 scripted rounds)\n  sides: red (Red Company), blue (Blue Company)\n`,
      );
      const text = readFileSync(file, 'utf8');
      expect(text).toMatch(new RegExp(`^grid: ${grid} `, 'm'));
      const schema = /^# yaml-language-server: \$schema=(.+)$/m.exec(text)![1]!;
      const target = isAbsolute(schema) ? schema : resolve(dirname(file), schema);
      expect(existsSync(target)).toBe(true);
      expect(JSON.parse(readFileSync(target, 'utf8')).title).toBe('Die, Men! scenario');
      const log = join(dir, `${grid}.jsonl`);
      expect(
        (await runMain(['play', file, '--ai', 'all', '--seed', 'n', '--log', log, '--no-map'])).code,
      ).toBe(0);
    },
  );

  it('inside the checkout, the $schema line is relative, as the bundled scenarios have it', async () => {
    const folder = `tmp-new-${process.pid}`;
    const file = join(folder, 'mine.yaml');
    try {
      expect((await runMain(['new', file])).code).toBe(0);
      const text = readFileSync(join(__dirname, '..', '..', file), 'utf8');
      expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=../docs/scenario.schema.json');
    } finally {
      rmSync(join(__dirname, '..', '..', folder), { recursive: true, force: true });
    }
  });

  it('never overwrites a file; a bad --grid or game is one line', async () => {
    const file = join(dir, 'once.yaml');
    expect((await runMain(['new', file])).code).toBe(0);
    const before = readFileSync(file, 'utf8');
    expect(await runMain(['new', file])).toEqual({
      code: 2,
      stdout: '',
      stderr: `diemen: ${file}: cannot write the new scenario: it already exists (diemen new never overwrites a file)\n`,
    });
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect((await runMain(['new', join(dir, 'x.yaml'), '--grid', 'hexes'])).stderr).toBe(
      'diemen: --grid is hex or square, not hexes\n',
    );
    expect((await runMain(['new', join(dir, 'y.yaml'), '--ruleset', 'chess'])).stderr).toMatch(
      /^diemen: no game is called chess \(games: die-men/,
    );
  });

  it('says what to do next, one command a line (it was one 100-column line)', async () => {
    const file = join(dir, 'next.yaml');
    const r = await runMain(['new', file, '--ruleset', 'die-fighting']);
    expect(r).toEqual({
      code: 0,
      stderr: '',
      stdout: [
        `wrote ${file}: a Die Fighting battle`,
        `  check it: diemen validate ${file}`,
        `  play it:  diemen play ${file}`,
        '',
      ].join('\n'),
    });
  });

  it.each([
    ['die-fighting', 'hex', 'diemen: Die Fighting has one kind of map: leave --grid out\n'],
    ['dice-wars', 'square', 'diemen: Dice Wars has one kind of map: leave --grid out\n'],
  ])('%s refuses --grid %s rather than dropping it in silence', async (ruleset, grid, stderr) => {
    const file = join(dir, `${ruleset}-${grid}.yaml`);
    expect(await runMain(['new', file, '--ruleset', ruleset, '--grid', grid])).toEqual({
      code: 2,
      stdout: '',
      stderr,
    });
    expect(existsSync(file)).toBe(false);
  });
});

describe("diemen new: a side's army", () => {
  // The starter says how to bring an army instead of a side's units; taken at its word, it works.
  it.each([
    ['die-men', 'dm-border-levy'],
    ['die-fighting', 'df-hill-clans'],
    ['dice-wars', 'skirmish-scrap-gang'],
  ])('%s: the commented army: line, uncommented in place of the units, validates', async (game, army) => {
    const file = join(dir, `army-${game}.yaml`);
    expect((await runMain(['new', file, '--ruleset', game])).code).toBe(0);
    const text = readFileSync(file, 'utf8');
    expect(text).toMatch(
      new RegExp(`^    # army: ${army} +# instead of units: .*\\(diemen \\w+ army\\)$`, 'm'),
    );
    // Blue's units go (to the next top-level field), its army: line comes on.
    const blue = text.indexOf('  - id: blue');
    const units = text.indexOf('    units:', blue);
    const end = text.search(/^options:/m);
    const withArmy = (text.slice(0, units) + text.slice(end)).replace(`# army: ${army}`, `army: ${army}`);
    writeFileSync(file, withArmy);
    const r = await runMain(['validate', file]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^ok: A new/);
  });
});
