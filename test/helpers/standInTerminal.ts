/**
 * A stand-in terminal for driving inquirer for real in a test: an input stream that says it is a
 * TTY (or a pipe), an output whose drawing is kept, and how a question came out.
 */
import { PassThrough } from 'node:stream';
import { isPromptCancelled } from '../../src/cli/prompts/prompter';

export function standInTerminal(tty: boolean) {
  const input = new PassThrough() as PassThrough & { isTTY?: boolean; setRawMode?: () => void };
  if (tty) Object.assign(input, { isTTY: true, setRawMode: () => undefined });
  const output = new PassThrough();
  let screen = '';
  output.on('data', (d: Buffer) => (screen += d.toString()));
  /** Resolves once `text` has been drawn. */
  const drawn = (text: string) =>
    new Promise<void>((resolve) => {
      const look = () => (screen.includes(text) ? resolve() : setTimeout(look, 5));
      look();
    });
  return { input, output, drawn, screen: () => screen };
}

/** What the question came to, or 'waiting' if it neither answered nor stopped within `ms`. */
export async function outcome<T>(asked: Promise<T>, ms = 3000): Promise<T | 'stopped' | 'waiting'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'waiting'>((r) => (timer = setTimeout(() => r('waiting'), ms)));
  const settled = asked.then(
    (v) => v,
    (e: unknown) => {
      if (isPromptCancelled(e)) return 'stopped' as const;
      throw e;
    },
  );
  try {
    return await Promise.race([settled, late]);
  } finally {
    clearTimeout(timer);
  }
}
