/**
 * `diemen table` through the real binary (`npm run build` first when run alone): lines piped in as
 * a script would, each roll shown as `diemen roll ... --seed SEED.N` shows it, the history written
 * as it goes, read back (`--show` rolls every roll again), resumed after a torn write, and a forged
 * or edited history refused. The table's own sessions read stdin, so they run the binary; the runs
 * that only read a history or answer from arguments (roll, odds, --show, completion, refusals) run
 * in-process through runMain (a Node start-up less each).
 */
import { lstatSync, mkdtempSync, readFileSync, readdirSync, writeFileSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { runCli } from '../helpers/runCli';
import { runMain } from '../helpers/runMain';
import { BIN } from '../helpers/pty';
import { sealLines } from '../../src/log/checksum';

/** The lock is a symbolic link to a pid, which existsSync would follow: lstat it. */
const locked = (log: string) => lstatSync(`${log}.lock`, { throwIfNoEntry: false }) !== undefined;
const tmp = mkdtempSync(join(tmpdir(), 'diemen-table-'));
const at = (name: string) => join(tmp, name);
const table = (args: string[], lines: string[]) =>
  runCli(['table', ...args], { input: `${lines.join('\n')}\n` });
/** What `diemen roll` prints for these words and seed, without its seed line (in-process: the
 * table's own runs, which read stdin, go through the binary). */
const rolled = async (args: string[], seed: string) =>
  (await runMain(['roll', ...args, '--seed', seed])).stdout.replace(`seed: ${seed}\n`, '');
const jsonLines = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);

describe('a session piped in', () => {
  const file = at('evening.jsonl');
  const lines = [
    '2d6+3',
    'save attack 2d6+3',
    'as Anna: attack',
    '',
    'player Bo',
    '6d -d 3',
    'parry',
    '2d6 --frob',
    '2d6 --vs',
    "'5d10>=7'",
    'history',
    'odds attack --vs 8',
    'quit',
    'd20',
  ];
  let r: ReturnType<typeof runCli>;
  beforeAll(() => {
    r = table(['--seed', 's1', '--log', file], lines);
  });

  it('shows each roll as diemen roll shows it from seed SEED.N, labelled with its number, player and name', async () => {
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('diemen table: seed s1');
    expect(r.stdout).toContain(`${await rolled(['2d6+3'], 's1.1')}#1 · seed s1.1\n`);
    expect(r.stdout).toContain(`${await rolled(['2d6+3'], 's1.2')}#2 · Anna · attack · seed s1.2\n`);
    // The blank line rolls the last roll again, for nobody in particular.
    expect(r.stdout).toContain(`${await rolled(['2d6+3'], 's1.3')}#3 · attack · seed s1.3\n`);
    expect(r.stdout).toContain(`${await rolled(['6d', '-d', '3'], 's1.4')}#4 · Bo · seed s1.4\n`);
    expect(r.stdout).toContain(`${await rolled(['5d10>=7'], 's1.5')}#5 · Bo · seed s1.5\n`);
    expect(r.stdout).toContain((await runMain(['odds', '2d6+3', '--vs', '8'])).stdout);
  });

  it('says what is wrong with a line in one line and goes on; quit ends it', () => {
    expect(r.stderr.split('\n').filter(Boolean)).toEqual([
      'diemen: no roll is saved as parry (saved lists them, help the rest)',
      "diemen: unknown option '--frob'",
      "diemen: option '--vs <pool>' argument missing",
    ]);
    expect(r.stdout).not.toContain('#6');
    expect(r.stdout).toMatch(
      /5 rolls at this table, 1 saved; to go on later:\n {2}diemen table --resume .*evening\.jsonl\n$/,
    );
  });

  it('lists the history, one line a roll', async () => {
    const first = (await rolled(['2d6+3'], 's1.1')).trim();
    expect(r.stdout).toMatch(
      new RegExp(
        `\\n5 rolls, seed s1, history in .*evening.jsonl\\n#1 \\d\\d:\\d\\d ${first.replace(/[[\]+]/g, '\\$&')}\\n#2 \\d\\d:\\d\\d Anna: \\(attack\\) 2d6\\+3: `,
      ),
    );
    expect(r.stdout).toMatch(/\n#4 \d\d:\d\d Bo: 6d: (\d+ ){5}\d+ → /);
    expect(r.stdout).toMatch(/\n#5 \d\d:\d\d Bo: 5d10>=7: \[/);
  });

  it('writes a line per roll and saved roll, and --show finds every roll as written', async () => {
    const written = jsonLines(file);
    expect(written.map((l) => l.roll ?? l.save ?? l.diemen)).toEqual(['table', 1, 'attack', 2, 3, 4, 5]);
    expect(written[3]).toMatchObject({ seed: 's1.2', args: ['2d6+3'], name: 'attack', player: 'Anna' });
    const shown = await runMain(['table', '--show', file]);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain('all 5 rolls come out as written from seed s1');
  });
});

describe('a history read back', () => {
  it('is resumed where it stopped: numbers and saved rolls go on, a torn last line is dropped', async () => {
    const file = at('resumed.jsonl');
    expect(table(['--seed', 'r', '--log', file], ['save hit d20+5', 'hit']).code).toBe(0);
    appendFileSync(file, '{"roll":2,"seed":"r.2","ar');
    const r = table(['--resume', file], ['hit', 'history']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('going on with');
    expect(r.stdout).toContain('\n1 roll so far, saved hit; seed r, next is #2\n');
    expect(r.stdout).toContain(`${await rolled(['d20+5'], 'r.2')}#2 · hit · seed r.2\n`);
    expect(jsonLines(file).map((l) => l.roll ?? l.save ?? l.diemen)).toEqual(['table', 'hit', 1, 2]);
    expect((await runMain(['table', '--show', file])).stdout).toContain(
      'all 2 rolls come out as written from seed r',
    );
  });

  it('survives a kill: every roll shown is in the history, and a resume takes over the stale lock', async () => {
    const file = at('killed.jsonl');
    const child = spawn(process.execPath, [BIN, 'table', '--seed', 'k', '--log', file], {
      env: { ...process.env, CI: 'true' },
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stdin.write('3d6\n');
    for (let waited = 0; !out.includes('#1 ·') && waited < 10000; waited += 25) {
      await new Promise((r) => setTimeout(r, 25));
    }
    child.kill('SIGKILL');
    await new Promise((r) => child.on('exit', r));
    expect(out).toContain('#1 · seed k.1');
    expect(locked(file)).toBe(true);
    const r = table(['--resume', file], ['d4']);
    expect(r.stdout).toContain('#2 · seed k.2');
    expect(locked(file)).toBe(false);
    expect((await runMain(['table', '--show', file])).stdout).toContain(
      'all 2 rolls come out as written from seed k',
    );
  });

  it('refuses a roll whose result was changed, even with its checksums made again', async () => {
    const file = at('forged.jsonl');
    table(['--seed', 'f', '--log', file], ['3d6', '3d6']);
    const [header, ...rest] = jsonLines(file);
    const second = rest[1] as { result: { rolls: { total: number }[] } };
    second.result.rolls[0]!.total += 1;
    const resealed = sealLines(header!.sum as string, rest).lines;
    writeFileSync(file, [header, ...resealed].map((l) => `${JSON.stringify(l)}\n`).join(''));
    const r = await runMain(['table', '--show', file]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /^diemen: .*forged\.jsonl: roll #2 does not come out as written: the history says 3d6: /,
    );
  });

  it('names the line of an edit, and refuses a roll taken out', async () => {
    const file = at('edited.jsonl');
    table(['--seed', 'e', '--log', file], ['d6', 'd8', 'd10']);
    const text = readFileSync(file, 'utf8').split('\n');
    writeFileSync(file, text.map((l, i) => (i === 2 ? l.replace('"d8"', '"d4"') : l)).join('\n'));
    expect((await runMain(['table', '--show', file])).stderr).toMatch(
      /edited\.jsonl:3: the history was edited here/,
    );
    writeFileSync(file, text.filter((_, i) => i !== 2).join('\n'));
    const r = await runMain(['table', '--show', file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/edited\.jsonl:3: roll 3 where 2 was due/);
  });
});

describe('options', () => {
  it('are completed by the shell, files after --log, --resume and --show', async () => {
    const complete = async (words: string[]) =>
      (await runMain(['__complete', '--', ...words])).stdout.split('\n').filter(Boolean);
    expect(await complete(['ta'])).toEqual(['table']);
    expect(await complete(['table', '--s'])).toEqual(['--seed', '--show']);
    expect(await complete(['table', '--resume', ''])).toEqual(['@files']);
  });

  it('--no-log writes nothing; the default file is diemen-logs/table-SEED.jsonl', () => {
    const dir = mkdtempSync(join(tmpdir(), 'diemen-table-cwd-'));
    const r = runCli(['table', '--no-log', '--seed', 'n'], { input: 'd6\n', cwd: dir });
    expect(r.stdout).toContain('no history file (--no-log)');
    expect(r.stdout).toMatch(/\n1 roll at this table, not written down \(--no-log\)\n$/);
    expect(readdirSync(dir)).toEqual([]);
    runCli(['table', '--seed', 'n'], { input: 'd6\n', cwd: dir });
    expect(jsonLines(join(dir, 'diemen-logs', 'table-n.jsonl'))).toHaveLength(2);
  });

  it('refuses to write over a history, and --resume with a seed, in one line', async () => {
    const file = at('once.jsonl');
    table(['--seed', 'o', '--log', file], ['d6']);
    const again = await runMain(['table', '--log', file]);
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(
      /^diemen: .*once\.jsonl: cannot create the table history: it already exists/,
    );
    expect((await runMain(['table', '--resume', file, '--seed', 'x'])).stderr).toBe(
      'diemen: --resume goes on with the history it reads, and its seed: no --seed or --log\n',
    );
    expect(locked(file)).toBe(false);
  });
});
