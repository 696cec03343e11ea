/**
 * One keystroke at a terminal for stepping through rounds (`replay`): forward, back or stop, with
 * no Enter needed for the arrows or letters. Enter, Space, → and n go forward; b, ←, p go back;
 * q, Esc and Ctrl+C stop.
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

export function readStep(input: NodeJS.ReadStream): Promise<Step> {
  emitKeypressEvents(input);
  const raw = input.isTTY === true;
  if (raw) input.setRawMode(true);
  input.resume();
  return new Promise((resolve) => {
    const onKey = (text: string | undefined, key: Key | undefined): void => {
      const step = stepOf(key, text);
      if (step === null) return;
      input.removeListener('keypress', onKey);
      if (raw) input.setRawMode(false);
      input.pause();
      resolve(step);
    };
    input.on('keypress', onKey);
  });
}
