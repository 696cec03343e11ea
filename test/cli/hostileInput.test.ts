/**
 * Issue #11, hostile data through the real binary (`npm run build` first when run alone): deep
 * nesting in a scenario or in a log's header is one line and exit 2, never an internal error;
 * `__proto__` as a unit cell is "not a cell", and never reaches a log.
 * The deepest nesting (100,000 levels, where a stack could overflow) and the first `__proto__`
 * go through the real binary; the shallower nestings and the other names, which are the readers'
 * rules, run in-process through the same main() (runMain), and the battle whose log the header
 * tests edit is played once (24 starts of the binary, now 6).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sealHeader, sealLines, unsealed } from '../../src/log/checksum';
import { runCli } from '../helpers/runCli';
import { runMain } from '../helpers/runMain';

const tmp = mkdtempSync(join(tmpdir(), 'diemen-hostile-'));
const at = (name: string) => join(tmp, name);
const skirmish = readFileSync('scenarios/skirmish.yaml', 'utf8');
/** The 1-based line of the bundled file that holds `text` (so an edit to the file moves the test with it). */
const lineOf = (text: string): number => skirmish.split('\n').findIndex((l) => l.includes(text)) + 1;
const lastLine = skirmish.split('\n').length;

/** Through the binary for the deepest nesting, in-process for the rest. */
const runFor = async (n: number, args: string[]) => (n >= 100_000 ? runCli(args) : await runMain(args));

describe('deep nesting', () => {
  const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
  // One battle, whose log each header test copies and edits.
  let played = '';
  beforeAll(async () => {
    const log = at('played.jsonl');
    const made = await runMain([
      'play',
      'scenarios/skirmish.yaml',
      '--ai',
      'all',
      '--seed',
      'd',
      '--log',
      log,
    ]);
    expect(made.code).toBe(0);
    played = readFileSync(log, 'utf8');
  });

  it.each([150, 3000, 100_000])('%i levels in a scenario: one line at its line, exit 2', async (n) => {
    const file = at(`deep-${n}.yaml`);
    writeFileSync(file, `${skirmish}x: ${deep(n)}\n`);
    for (const cmd of ['validate', 'step']) {
      const r = await runFor(n, [cmd, file]);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(
        new RegExp(`^diemen: ${file}:${lastLine}: (x\\[0\\]\\[0\\]: )?nested more than 100 levels deep\\n$`),
      );
    }
  });

  it.each([150, 3000, 100_000])(
    '%i levels in a log header: replay --verify is one line, exit 2',
    async (n) => {
      const log = at(`log-${n}.jsonl`);
      const [head, ...rest] = played.split('\n');
      writeFileSync(log, [head!.replace('"options":{', `"x":${deep(n)},"options":{`), ...rest].join('\n'));
      for (const args of [
        ['replay', log, '--verify'],
        ['replay', log, '--json'],
        ['play', '--resume', log],
      ]) {
        const r = await runFor(n, args);
        expect({ code: r.code, stderr: r.stderr }).toEqual({
          code: 2,
          stderr: `diemen: ${log}:1: bad header (nested more than 100 levels deep)\n`,
        });
      }
    },
  );
});

describe('"__proto__" where a file names things', () => {
  it('as a unit cell: "not a cell", exit 2, and no battle (so no log) starts', async () => {
    const file = at('proto.yaml');
    writeFileSync(file, skirmish.replace('"1,1": 4', '__proto__: 4'));
    const r = runCli(['validate', file]);
    expect(r).toMatchObject({ code: 2, stdout: '' });
    expect(r.stderr).toBe(
      `diemen: ${file}:${lineOf('"1,1": 4')}: sides[0].units.__proto__: not a cell: write "col,row", e.g. "3,2" (got "__proto__")\n`,
    );
    const log = at('proto.jsonl');
    expect((await runMain(['play', file, '--ai', 'all', '--log', log])).code).toBe(2);
    expect(() => readFileSync(log)).toThrow(/ENOENT/);
  });

  it('anywhere else a mapping is read, in YAML or JSON: refused at its field', async () => {
    const file = at('proto-threat.yaml');
    writeFileSync(
      file,
      `${skirmish.replace('  maxRounds: 12', '  maxRounds: 12\n  complications: { unitTypes: true, threat: { __proto__: 3 } }')}`,
    );
    const r = await runMain(['validate', file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /:\d+: options\.complications\.threat\.__proto__: "__proto__" is not a name a file may use\n$/,
    );
  });

  it('a side id every object already has (constructor) is refused at its line', async () => {
    const file = at('constructor.yaml');
    writeFileSync(file, skirmish.replace('id: red', 'id: constructor'));
    const r = await runMain(['validate', file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `diemen: ${file}:${lineOf('id: red')}: sides[0].id: "constructor" can't be a side id: every object already has a field of that name; pick another\n`,
    );
  });

  it("a log's players naming an inherited field read back as words, not as a function", async () => {
    const log = at('players.jsonl');
    expect(
      (await runMain(['play', 'scenarios/skirmish.yaml', '--ai', 'all', '--seed', 'p', '--log', log])).code,
    ).toBe(0);
    const [head, ...rest] = readFileSync(log, 'utf8')
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as object);
    // Re-sealed as a whole, as diemen would have written it with those players.
    const header = sealHeader({ ...unsealed(head!), players: { red: 'constructor', blue: 'toString' } });
    const lines = sealLines(
      header.sum,
      rest.map((l) => unsealed(l)),
    ).lines;
    writeFileSync(log, [header, ...lines].map((l) => JSON.stringify(l)).join('\n') + '\n');
    const r = await runMain(['replay', log, '--all']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Red Company: you, Blue Levy: you');
    expect(r.stdout).not.toMatch(/function|native code/);
  });
});
