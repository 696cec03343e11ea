/**
 * diemen at a real 80x24 terminal for tests: script(1) gives it a pseudo-terminal (stty sets its
 * size), and the test answers like a player: it waits until the program is idle at a prompt, then
 * types keys. Run `npm run build` first: this drives the built binary.
 */
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..');
export const BIN = join(ROOT, 'bin', 'diemen.js');
export const hasScript = spawnSync('sh', ['-c', 'command -v script'], { encoding: 'utf8' }).status === 0;
export const DOWN = '\x1b[B';
export const UP = '\x1b[A';
export const ENTER = '\r';

export type Rule = [RegExp, string[]];

/**
 * Runs diemen at an 80x24 pseudo-terminal. At each pause, the first rule matching the question
 * waiting types its next keys (Enter once its keys run out, or with no rule). Once `stopAt` has
 * been written and a question waits, Ctrl+C stops the battle.
 */
export function atTerminal(args: string[], rules: Rule[], stopAt: RegExp | null, limitMs: number) {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', TERM: 'xterm' };
  delete env.CI;
  delete env.FORCE_COLOR;
  const command = [process.execPath, BIN, ...args].map((a) => `'${a}'`).join(' ');
  const child = spawn('script', ['-qfec', `stty cols 80 rows 24; ${command}`, '/dev/null'], {
    cwd: ROOT,
    env,
  });
  let out = '';
  let seen = 0;
  let quiet = Date.now();
  const typed: string[] = [];
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
    quiet = Date.now();
  });
  return new Promise<{ out: string; code: number | null; typed: string[] }>((resolve) => {
    const tick = setInterval(() => {
      if (Date.now() - quiet < 300) return;
      const question = [...out.slice(seen).matchAll(/\? ([^\n]*)/g)].pop()?.[1];
      if (question === undefined) return;
      const rule = stopAt?.test(out) ? undefined : rules.find(([re]) => re.test(question));
      const keys = stopAt?.test(out) ? '\x03' : (rule?.[1].shift() ?? ENTER);
      typed.push(`${question.trim().slice(0, 50)} <- ${JSON.stringify(keys)}`);
      seen = out.length;
      child.stdin.write(keys);
      quiet = Date.now();
    }, 50);
    const limit = setTimeout(() => child.kill(), limitMs);
    child.on('exit', (code) => {
      clearInterval(tick);
      clearTimeout(limit);
      resolve({ out, code, typed });
    });
  });
}
