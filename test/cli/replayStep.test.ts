/**
 * `diemen replay` at a real terminal (script(1) gives it a pseudo-terminal): one key per round,
 * forward (Enter, →) and back (b, ←), q to stop (issue 20). Run `npm run build` first.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stepOf } from '../../src/cli/battle/stepKey';
import { runCli } from '../helpers/runCli';

const ROOT = join(__dirname, '..', '..');
const hasScript = spawnSync('sh', ['-c', 'command -v script'], { encoding: 'utf8' }).status === 0;

/** Runs replay at a pseudo-terminal and types `keys` one at a time, each once the screen is idle. */
function replayAt(log: string, keys: string[]): Promise<{ out: string; code: number | null }> {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', TERM: 'xterm' };
  delete env.CI;
  delete env.FORCE_COLOR;
  const cmd = [process.execPath, join(ROOT, 'bin', 'diemen.js'), 'replay', log]
    .map((a) => `'${a}'`)
    .join(' ');
  const child = spawn('script', ['-qfec', cmd, '/dev/null'], { cwd: ROOT, env });
  let out = '';
  let prompts = 0;
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
    const now = (out.match(/q stops: /g) ?? []).length;
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
    const r = await replayAt(log, ['\r', '\x1b[C', 'b', '\x1b[D', 'q']);
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

test('stepOf: which keys step which way', () => {
  expect(stepOf({ name: 'return' }, '\r')).toBe('next');
  expect(stepOf({ name: 'right' }, undefined)).toBe('next');
  expect(stepOf({ name: 'b' }, 'b')).toBe('back');
  expect(stepOf({ name: 'left' }, undefined)).toBe('back');
  expect(stepOf({ name: 'q' }, 'q')).toBe('quit');
  expect(stepOf({ name: 'c', ctrl: true }, '\x03')).toBe('quit');
  expect(stepOf({ name: 'x' }, 'x')).toBeNull();
});
