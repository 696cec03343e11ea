/**
 * A stand-in terminal for driving inquirer for real in a test: an input stream that says it is a
 * TTY (or a pipe), an output whose drawing is kept, and how a question came out.
 */
import { PassThrough } from 'node:stream';
import { inquirerPrompter } from '../../src/cli/prompts/inquirerPrompter';
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

/** Writes `keys` one at a time, as a person types them: each is drawn before the next. */
export async function typeKeys(input: NodeJS.WritableStream, keys: readonly string[]): Promise<void> {
  for (const k of keys) {
    input.write(k);
    await new Promise((r) => setTimeout(r, 30));
  }
}

/**
 * A list question (`select`) asked for real on a stand-in terminal, `keys` typed once it is drawn:
 * what it came to within 400 ms, the terminal, and the question (for keys typed after).
 */
export async function selectTyping<T>(
  message: string,
  choices: readonly { name: string; value: T }[],
  initial: T | undefined,
  keys: readonly string[],
) {
  const t = standInTerminal(true);
  const asked = inquirerPrompter(() => undefined, t.input, t.output).select(message, choices, initial);
  await t.drawn(message);
  await typeKeys(t.input, keys);
  return { result: await outcome(asked, 400), t, asked };
}
