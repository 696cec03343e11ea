/**
 * What ends a question besides an answer. At a terminal, Ctrl+D is EOF to readline, which closed
 * the question and so ended the battle (resumable, but one key ended the session): while a
 * question waits it is dropped, like any key that is not an answer, and Ctrl+C stays the way to
 * stop. An input that really ends (a pipe at its end, a terminal gone) still ends the question at
 * once, so a prompt never waits on input that can't come.
 */

/** What of stdin this needs (a tty.ReadStream, or a pipe). */
export interface EndingInput {
  readonly isTTY?: boolean;
  readonly readableEnded?: boolean;
  emit(event: string | symbol, ...args: unknown[]): boolean;
  once(event: 'end' | 'close', listener: () => void): unknown;
  off(event: 'end' | 'close', listener: () => void): unknown;
}

interface Key {
  readonly name?: string;
  readonly ctrl?: boolean;
}

const isCtrlD = (event: string | symbol, key: unknown): boolean =>
  event === 'keypress' && (key as Key | undefined)?.ctrl === true && (key as Key).name === 'd';

/**
 * Until the returned function is called: Ctrl+D at a terminal never reaches the question (readline
 * decodes keys into `keypress` events on the input, which is where it is held back), and `onEnd`
 * is called when the input ends or closes (at once if it already has). From a pipe the byte is EOF
 * as before, and ends the question: readline, closed by it, stops reading, so the pipe's own end
 * would never come.
 */
export function guardInputEnd(input: EndingInput, onEnd: () => void): () => void {
  const own = Object.prototype.hasOwnProperty.call(input, 'emit');
  const emit = input.emit;
  input.emit = function (this: unknown, event, ...args) {
    if (!isCtrlD(event, args[1])) return emit.call(this, event, ...args);
    if (input.isTTY) return true;
    onEnd();
    return emit.call(this, event, ...args);
  };
  input.once('end', onEnd);
  input.once('close', onEnd);
  if (input.readableEnded) onEnd();
  return () => {
    input.off('end', onEnd);
    input.off('close', onEnd);
    if (own) input.emit = emit;
    else delete (input as { emit?: unknown }).emit;
  };
}
