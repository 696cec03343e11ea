/**
 * Runs a diemen command in-process, through the same `main(argv, io)` the binary runs, and answers
 * as runCli does ({ stdout, stderr, code }) with the same surroundings: no terminal, CI=true, no
 * colour unless the env asks for it, COLUMNS=1000, and the text made terminal-safe as the real
 * output is. Starting the binary costs a Node start-up each time (about a third of a second, more
 * on the loaded CI machine); tests that check what a command says about rules and scenarios use
 * this, and each command keeps smoke tests through the real binary (runCli.ts).
 *
 * A `cwd` is entered for the run and left after it (jest runs a file's tests one at a time). Not
 * for commands that read stdin or start sim's worker threads (which run the built bundle): those
 * go through runCli. (`timeout` is taken and ignored, so a call reads as runCli's.)
 */
import { main } from '../../src/cli/main';
import { internalErrorText } from '../../src/cli/internalError';
import { terminalWidth } from '../../src/cli/layout/width';
import type { Io } from '../../src/cli/io';
import { terminalSafe } from '../../src/cli/terminalText';
import type { CliResult } from './runCli';

const INTERNAL = 70;

export async function runMain(
  args: string[],
  opts: { env?: Record<string, string>; cwd?: string; timeout?: number } = {},
): Promise<CliResult> {
  const env: Record<string, string | undefined> = { ...process.env, CI: 'true' };
  delete env.FORCE_COLOR;
  delete env.NO_COLOR;
  env.COLUMNS = '1000';
  const out: string[] = [];
  const err: string[] = [];
  const line = (text: string): string => terminalSafe(text.endsWith('\n') ? text : `${text}\n`);
  const io: Io = {
    out: (text) => void out.push(line(text)),
    err: (text) => void err.push(line(text)),
    stdinIsTTY: false,
    stdoutIsTTY: false,
    env: { ...env, ...opts.env },
  };
  let code: number;
  const home = process.cwd();
  try {
    if (opts.cwd) process.chdir(opts.cwd);
    code = await main(args, io);
  } catch (e) {
    // As the binary's run(): its words, exit 70.
    io.err(internalErrorText(e, terminalWidth(io)));
    code = INTERNAL;
  } finally {
    process.chdir(home);
  }
  return { stdout: out.join(''), stderr: err.join(''), code };
}
