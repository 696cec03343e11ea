/**
 * `diemen table` at a real 80x24 terminal (script(1) gives it a pseudo-terminal; `npm run build`
 * first when run alone): the prompt names the player, Ctrl+C clears a half-typed line without
 * rolling it, Ctrl+C on an empty line leaves cleanly, Ctrl+D too; the history is whole and unlocked.
 */
import { spawn } from 'node:child_process';
import { lstatSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIN, hasScript, ROOT } from '../helpers/pty';

/** The table at a terminal: `type` waits until `after` has been printed, then types `keys`. */
function atTable(args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', TERM: 'xterm' };
  delete env.CI;
  delete env.FORCE_COLOR;
  const command = [process.execPath, BIN, 'table', ...args].map((a) => `'${a}'`).join(' ');
  const child = spawn('script', ['-qfec', `stty cols 80 rows 24; ${command}`, '/dev/null'], {
    cwd: ROOT,
    env,
  });
  let out = '';
  /** The one wait under way: what it waits for, and how it ends. */
  let wanted: { after: RegExp; done: () => void } | null = null;
  // Without readline's cursor moves (ESC [ 7 G after the prompt): the text a person reads.
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString().replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '');
    if (wanted?.after.test(out)) wanted.done();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  /** Waits on what is printed (each write is checked as it comes), never on a clock but the limit. */
  const type = async (after: RegExp, keys: string) => {
    await new Promise<void>((resolve, reject) => {
      const limit = setTimeout(() => {
        child.kill();
        reject(new Error(`waited for ${after} in:\n${out}`));
      }, 10000);
      wanted = {
        after,
        done: () => {
          clearTimeout(limit);
          wanted = null;
          resolve();
        },
      };
      if (after.test(out)) wanted.done();
    });
    child.stdin.write(keys);
  };
  return { type, exited, out: () => out };
}

/** The lock is a symbolic link to a pid, which existsSync would follow: lstat it. */
const locked = (log: string) => lstatSync(`${log}.lock`, { throwIfNoEntry: false }) !== undefined;

(hasScript ? describe : describe.skip)('the table at a real terminal', () => {
  const dir = mkdtempSync(join(tmpdir(), 'diemen-table-pty-'));

  it('Ctrl+C clears a half-typed line, and on an empty line leaves; the history is whole', async () => {
    const log = join(dir, 'c.jsonl');
    const t = atTable(['--seed', 'pty', '--log', log, '--player', 'Anna']);
    await t.type(/Anna> $/, '2d6+3\r');
    await t.type(/#1 · Anna · seed pty\.1\r?\nAnna> $/, '3d6 half');
    await t.type(/3d6 half$/, '\x03');
    await t.type(/\^C\r?\nAnna> $/, '\x03');
    expect(await t.exited).toBe(0);
    expect(t.out()).toMatch(/1 roll at this table; to go on later:\r?\n {2}diemen table --resume /);
    const lines = readFileSync(log, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(locked(log)).toBe(false);
  }, 20000);

  it('Ctrl+D leaves, the last line printed starts a line of its own and says how to go on', async () => {
    const log = join(dir, 'd.jsonl');
    const t = atTable(['--seed', 'pty', '--log', log]);
    await t.type(/table> $/, 'd20\r');
    await t.type(/#1 · seed pty\.1\r?\ntable> $/, '\x04');
    expect(await t.exited).toBe(0);
    expect(t.out()).toMatch(
      /table> \r?\n1 roll at this table; to go on later:\r?\n {2}diemen table --resume .*d\.jsonl/,
    );
    expect(t.out()).not.toContain('--show');
    expect(locked(log)).toBe(false);
  }, 20000);
});
