/** An Io for running a command in-process: collects what it prints; a terminal or not, as asked. */
import type { Io } from '../../src/cli/io';

export interface FakeIo extends Io {
  readonly stdout: () => string;
  readonly stderr: () => string;
}

export function fakeIo(terminal = false): FakeIo {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out: (t) => out.push(t.endsWith('\n') ? t : `${t}\n`),
    err: (t) => err.push(t.endsWith('\n') ? t : `${t}\n`),
    stdinIsTTY: terminal,
    stdoutIsTTY: terminal,
    env: { NO_COLOR: '1' },
    stdout: () => out.join(''),
    stderr: () => err.join(''),
  };
}
