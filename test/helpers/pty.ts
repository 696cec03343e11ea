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
 * The built binary run as a script would, without blocking: a terminal test running beside another
 * in the same file (it.concurrent) must keep reading its own terminal meanwhile. (spawnSync held the
 * event loop for the seconds a battle took to finish; a timer set before it then fired on a screen
 * read only in part, and typed at a question already answered.)
 */
export function diemen(
  ...args: string[]
): Promise<{ stdout: string; stderr: string; status: number | null }> {
  const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve) => child.on('close', (status) => resolve({ stdout, stderr, status })));
}

/**
 * A question waiting: inquirer's `? ` at the start of a line (after a newline, a carriage return or
 * a cursor move). Not any `? ` in the text: an answered question is drawn as `✔ question? answer`,
 * and some questions hold a `? ` of their own; taken for the question waiting, they had keys typed
 * at the wrong time, which a question asked a moment later could take.
 */
const QUESTION = /(?:^|[\r\n]|\x1b\[[0-9;?]*[A-Za-z])\? ([^\n]*)/g;
/** inquirer ends every drawing of a question by moving the cursor to its column (ESC [ n G). */
const DRAWN = /\x1b\[\d+G$/;
/** ...and a question answered by showing the cursor again (ESC [ ? 25 h). */
const ANSWERED = '\x1b[?25h';
/**
 * How long the screen must stay still before the test types. A question drawn whole, after the last
 * one was answered, is waiting for keys: a short settle suffices. Anything else (a question asked
 * again after a refused answer, or keys still being drawn) waits the old, long quiet.
 */
const SETTLED_MS = 30;
const QUIET_MS = 300;

/**
 * Runs diemen at an 80x24 pseudo-terminal. At each pause, the first rule matching the question
 * waiting types its next keys (Enter once its keys run out, or with no rule). Once `stopAt` has
 * been written and a question waits, Ctrl+C stops the battle. The test waits on what the program
 * writes (each write restarts a timer), never polls: it types once a question has been drawn.
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
  let timer: NodeJS.Timeout | undefined;
  const typed: string[] = [];
  /** The question waiting, if one was drawn since the test last typed. */
  const waiting = () => [...out.slice(seen).matchAll(QUESTION)].pop();
  const answer = () => {
    const question = waiting()?.[1];
    if (question === undefined) return;
    const stop = stopAt?.test(out) ?? false;
    const rule = stop ? undefined : rules.find(([re]) => re.test(question));
    const keys = stop ? '\x03' : (rule?.[1].shift() ?? ENTER);
    typed.push(`${question.trim().slice(0, 50)} <- ${JSON.stringify(keys)}`);
    seen = out.length;
    child.stdin.write(keys);
  };
  /** Drawn whole, and (after the first) the last question was answered before it was asked. */
  const drawn = (): boolean => {
    const question = waiting();
    if (!question || !DRAWN.test(out)) return false;
    return typed.length === 0 || out.lastIndexOf(ANSWERED, seen + question.index) >= seen;
  };
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
    clearTimeout(timer);
    timer = setTimeout(answer, drawn() ? SETTLED_MS : QUIET_MS);
  });
  return new Promise<{ out: string; code: number | null; typed: string[] }>((resolve) => {
    const limit = setTimeout(() => child.kill(), limitMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      clearTimeout(limit);
      resolve({ out, code, typed });
    });
  });
}
