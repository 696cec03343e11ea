/**
 * `diemen replay` at a real terminal (script(1) gives it a pseudo-terminal): one key per round,
 * forward (Enter, →) and back (b, ←), q to stop (issue 20). `diemen step` waits for the same keys
 * before each round. Run `npm run build` first.
 */
import { spawn, spawnSync } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readStep, stepOf } from '../../src/cli/battle/stepKey';
import { runCli } from '../helpers/runCli';

const ROOT = join(__dirname, '..', '..');
const hasScript = spawnSync('sh', ['-c', 'command -v script'], { encoding: 'utf8' }).status === 0;

/**
 * Runs diemen at a pseudo-terminal and types `keys` one at a time, one for each new `prompt` drawn
 * (replay's `q stops: `, by default).
 */
function diemenAt(
  args: string[],
  keys: string[],
  prompt = /q stops: /g,
): Promise<{ out: string; code: number | null }> {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', TERM: 'xterm' };
  delete env.CI;
  delete env.FORCE_COLOR;
  const cmd = [process.execPath, join(ROOT, 'bin', 'diemen.js'), ...args].map((a) => `'${a}'`).join(' ');
  const child = spawn('script', ['-qfec', cmd, '/dev/null'], { cwd: ROOT, env });
  let out = '';
  let prompts = 0;
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
    const now = (out.match(prompt) ?? []).length;
    // A key for each new prompt, never ahead of it.
    if (now > prompts && keys.length > 0) {
      prompts = now;
      setTimeout(() => child.stdin.write(keys.shift()!), 100);
    }
  });
  return new Promise((resolve) => {
    const limit = setTimeout(() => child.kill(), 20000);
    child.on('exit', (code) => {
      clearTimeout(limit);
      resolve({ out, code });
    });
  });
}

(hasScript ? describe : describe.skip)('replay steps forward and back at a terminal', () => {
  const log = join(mkdtempSync(join(tmpdir(), 'diemen-replay-')), 'battle.jsonl');
  beforeAll(() => {
    const r = runCli(['play', 'two-units-surround', '--ai', 'all', '--seed', 'x1', '--log', log]);
    expect(r.code).toBe(0);
  });

  test('Enter, → forward; b, ← back a round; q stops', async () => {
    const r = await diemenAt(['replay', log], ['\r', '\x1b[C', 'b', '\x1b[D', 'q']);
    expect(r.code).toBe(0);
    const heads = [...r.out.matchAll(/── Round (\d+) ──|\(back to round (\d+)\)/g)].map((m) => m[0]);
    expect(heads).toEqual([
      '── Round 1 ──',
      '── Round 2 ──',
      '── Round 3 ──',
      '(back to round 2)',
      '── Round 2 ──',
      '(back to round 1)',
      '── Round 1 ──',
    ]);
    expect(r.out).toMatch(/Enter\/→ round 2, q stops: /);
    expect(r.out).toMatch(/Enter\/→ round 3, b\/← round 1, q stops: /);
  }, 30000);
});

(hasScript ? describe : describe.skip)('step waits for a key before each round at a terminal', () => {
  const step = ['step', 'scenarios/skirmish.yaml', '--rounds', '4', '--seed', '1'];
  const rounds = (out: string) => [...out.matchAll(/── Round (\d+) ──/g)].map((m) => Number(m[1]));

  // step read a line with readline, which took Ctrl+D and Ctrl+C for an internal error (exit 70).
  test('a stray Ctrl+D or a back key is ignored; Enter goes on, q stops', async () => {
    const r = await diemenAt(step, ['\x04b\r', 'q'], /q to stop: /g);
    expect(r.out).not.toContain('internal error');
    expect(r.code).toBe(0);
    expect(rounds(r.out)).toEqual([1, 2, 3]);
  }, 30000);

  test('Ctrl+C stops it cleanly', async () => {
    const r = await diemenAt(step, ['\x03'], /q to stop: /g);
    expect(r.out).not.toContain('internal error');
    expect(r.code).toBe(0);
    expect(rounds(r.out)).toEqual([1, 2]);
  }, 30000);
});

test('readStep: an input that ends stops at once, a Ctrl+D before it is ignored', async () => {
  const input = new PassThrough() as PassThrough & NodeJS.ReadStream;
  const read = readStep(input);
  input.end('\x04');
  expect(await read).toBe('quit');
});

test('stepOf: which keys step which way', () => {
  expect(stepOf({ name: 'return' }, '\r')).toBe('next');
  expect(stepOf({ name: 'right' }, undefined)).toBe('next');
  expect(stepOf({ name: 'b' }, 'b')).toBe('back');
  expect(stepOf({ name: 'left' }, undefined)).toBe('back');
  expect(stepOf({ name: 'q' }, 'q')).toBe('quit');
  expect(stepOf({ name: 'c', ctrl: true }, '\x03')).toBe('quit');
  expect(stepOf({ name: 'x' }, 'x')).toBeNull();
  expect(stepOf({ name: 'd', ctrl: true }, '\x04')).toBeNull();
});
