/**
 * One keystroke at a terminal for stepping through rounds (`replay`): forward, back or stop, with
 * no Enter needed for the arrows or letters. Enter, Space, → and n go forward; b, ←, p go back;
 * q, Esc and Ctrl+C stop; Ctrl+D means nothing (a stray key never ends the run), and an input that
 * ends stops at once.
 */
import { emitKeypressEvents } from 'node:readline';

export type Step = 'next' | 'back' | 'quit';

interface Key {
  readonly name?: string;
  readonly ctrl?: boolean;
}

/** What a key means, or null for a key that means nothing here (it is ignored). */
export function stepOf(key: Key | undefined, text: string | undefined): Step | null {
  const name = key?.name ?? text ?? '';
  if (key?.ctrl && name === 'c') return 'quit';
  if (['return', 'enter', 'space', 'right', 'n', 'down'].includes(name)) return 'next';
  if (['b', 'left', 'p', 'up'].includes(name)) return 'back';
  if (['q', 'escape'].includes(name)) return 'quit';
  return null;
}

/** The next key that means one of `steps` (others are ignored), or 'quit' once the input ends. */
export function readStep(
  input: NodeJS.ReadStream,
  steps: readonly Step[] = ['next', 'back', 'quit'],
): Promise<Step> {
  emitKeypressEvents(input);
  const raw = input.isTTY === true;
  if (raw) input.setRawMode(true);
  input.resume();
  return new Promise((resolve) => {
    const done = (step: Step): void => {
      input.removeListener('keypress', onKey);
      input.removeListener('end', onEnd);
      if (raw) input.setRawMode(false);
      input.pause();
      resolve(step);
    };
    const onKey = (text: string | undefined, key: Key | undefined): void => {
      const step = stepOf(key, text);
      if (step !== null && steps.includes(step)) done(step);
    };
    const onEnd = (): void => done('quit');
    input.on('keypress', onKey);
    input.once('end', onEnd);
    if (input.readableEnded) onEnd();
  });
}
