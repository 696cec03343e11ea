/**
 * The first five minutes (issue 20) through the real binary: one `diemen:` error style, commander's
 * own errors included; `-v`; no `(default: [])` in help; the `>=` dice form always quoted in docs
 * and help, `5d6 --target 4` shown first; plain plurals and side names in sentences.
 */
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../helpers/runCli';
import { runMain } from '../helpers/runMain';

const ROOT = join(__dirname, '..', '..');

describe('errors: one line, diemen: first, exit 2', () => {
  test.each([
    [['roll', '5d', '--bogus'], /^diemen: unknown option '--bogus'\n$/],
    [['roll', '5d', '--vss', '3d'], /^diemen: unknown option '--vss' \(Did you mean --vs\?\)\n$/],
    [['rol'], /^diemen: unknown command 'rol' \(Did you mean roll\?\)\n$/],
    [['odds'], /^diemen: missing required argument 'pool'\n$/],
    [
      ['sim'],
      /^diemen: missing required argument 'file': a scenario file, or a bundled one by name \(diemen scenarios lists them\)\n$/,
    ],
    [
      ['replay'],
      /^diemen: missing required argument 'log': a battle log \(play writes them to diemen-logs\/\)\n$/,
    ],
    [['new'], /^diemen: missing required argument 'file'\n$/],
    [
      ['roll', '2d6', '+', '1'],
      /^diemen: roll: got 3 words; write the dice as one word, 2d6\+1, or quote them\n$/,
    ],
    [
      ['odds', '3d6', '3d6'],
      /^diemen: odds: got 2 words; write the dice as one word, 2d6\+1, or quote them\n$/,
    ],
    [['roll', '--difficulty'], /^diemen: option '-d, --difficulty <n>' argument missing\n$/],
    [['odds', '5d', '--difficulty', 'x'], /^diemen: --difficulty: "x" is not a whole number\n$/],
    [['roll', '5d', '--split', 'nonsense'], /^diemen: --split: "nonsense" should look like/],
  ])('%j', (args, expected) => {
    const r = runCli(args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(expected);
    expect(r.stderr).not.toMatch(/\["|error:/);
  });

  test('a field name in a game error reads plainly, not as ["target-armor"]', async () => {
    const r = await runMain(['dw', 'attack', 'unit', '1', 'ranged', '1', 'vs', 'armor', '9']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^diemen: /);
    expect(r.stderr).not.toMatch(/\["/);
  });
});

test.each([['-v'], ['--version'], ['-V']])('%s prints the version', async (flag) => {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  expect(await runMain([flag])).toMatchObject({ code: 0, stdout: `${pkg.version}\n`, stderr: '' });
});

/** Every command's help, subcommands included, as listed by the top-level help. */
async function allHelp(): Promise<string[]> {
  const out: string[] = [(await runMain(['--help'])).stdout];
  const names = (help: string) =>
    [...help.matchAll(/^ {2}([a-z][\w-]*) /gm)].map((m) => m[1]!).filter((n) => n !== 'help');
  const section = (help: string) => help.slice(help.indexOf('Commands:'));
  for (const cmd of names(section(out[0]!))) {
    const help = (await runMain([cmd, '--help'])).stdout;
    out.push(help);
    if (help.includes('Commands:'))
      for (const sub of names(section(help))) out.push((await runMain([cmd, sub, '--help'])).stdout);
  }
  return out;
}

test('help never shows (default: []), and quotes every dice comparison', async () => {
  const helps = await allHelp();
  expect(helps.length).toBeGreaterThan(15);
  for (const h of helps) {
    const flat = h.replace(/\s+/g, ' ');
    expect(flat).not.toMatch(/default: \[\]/);
    // A `5d6>=4` the shell would read as a redirect must sit inside quotes.
    for (const m of flat.matchAll(/\S*\dd\d+\s*[<>]=?\s*\d\S*/g)) expect(m[0]).toMatch(/^'.*'[,;.)]*$/);
  }
  const roll = (await runMain(['roll', '--help'])).stdout.replace(/\s+/g, ' ');
  expect(roll.indexOf('5d6 --target 4')).toBeGreaterThan(-1);
  expect(roll.indexOf('5d6 --target 4')).toBeLessThan(roll.indexOf("'5d6>=4'"));
});

test('README and docs quote every dice comparison in commands and inline code', async () => {
  const files = [
    'README.md',
    ...readdirSync(join(ROOT, 'docs'))
      .filter((f) => f.endsWith('.md'))
      .map((f) => `docs/${f}`),
  ];
  for (const f of files) {
    const text = readFileSync(join(ROOT, f), 'utf8');
    const spans = [
      ...[...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!),
      ...text.split('\n').filter((l) => /^\s*\$?\s*diemen /.test(l)),
    ];
    for (const span of spans) {
      for (const m of span.matchAll(/\S*\dd\d+\s*[<>]=?\s*\d\S*/g)) {
        if (!/^['"].*['"]/.test(m[0])) throw new Error(`${f}: unquoted dice comparison ${m[0]} in: ${span}`);
      }
    }
  }
});

describe('plain plurals and side names', () => {
  const log = join(mkdtempSync(join(tmpdir(), 'diemen-first-')), 'battle.jsonl');
  test('play and replay --verify: "N rounds", and the winner by its name', async () => {
    const played = await runMain(['play', 'two-units-surround', '--ai', 'all', '--seed', 'x1', '--log', log]);
    expect(played.code).toBe(0);
    expect(played.stdout).not.toMatch(/\(s\)/);
    expect(played.stdout).toMatch(/Victory for Red Company after 5 rounds/);
    const v = await runMain(['replay', log, '--verify']);
    expect(v.stdout).toMatch(/33 decisions and 5 rounds replayed; winner: Red Company\n/);
  });
  test('dw attack: "1 Armor die", "1 Speed die"', async () => {
    expect((await runMain(['dw', 'attack', 'unit', '1', 'ranged', '1', 'vs', 'armor', '1'])).stdout).toMatch(
      /1 Armor die\b/,
    );
    expect((await runMain(['dw', 'attack', 'unit', '1', 'ranged', '1', 'vs', 'speed', '1'])).stdout).toMatch(
      /1 Speed die\b/,
    );
  });
});
