/**
 * Keys typed before a prompt is on screen are not answers to it. Between prompts (while the battle
 * resolves, the computer general thinks, or the next prompt is being drawn) whatever the terminal
 * sends is read and dropped, and a prompt is shown no sooner than `settleMs` after the last answer:
 * a quick second Enter meant for the last question can't answer the next one (issue 20).
 */

/** What of stdin the guard needs (a tty.ReadStream). */
export interface TypeAheadInput {
  readonly isTTY?: boolean;
  setRawMode?(raw: boolean): unknown;
  on(event: 'data', listener: (d: Buffer | string) => void): unknown;
  off(event: 'data', listener: (d: Buffer | string) => void): unknown;
  resume(): unknown;
  pause(): unknown;
  ref?(): unknown;
  unref?(): unknown;
}

export interface TypeAheadGuard {
  /** A prompt was answered: drop keys from now on. */
  answered(): void;
  /** A prompt is about to be shown: waits out the settle time, then lets keys through. */
  ready(): Promise<void>;
  /** How many key presses were dropped (for tests). */
  readonly dropped: () => number;
}

const CTRL_C = '\u0003';

export function typeAheadGuard(
  input: TypeAheadInput,
  settleMs = 200,
  onInterrupt: () => void = () => process.kill(process.pid, 'SIGINT'),
): TypeAheadGuard {
  let dropping = false;
  let since = 0;
  let dropped = 0;
  const drop = (d: Buffer | string): void => {
    dropped++;
    // Raw mode: Ctrl+C arrives as a key, not a signal; it still stops the battle.
    if (String(d).includes(CTRL_C)) onInterrupt();
  };
  return {
    answered() {
      if (!input.isTTY || dropping) return;
      dropping = true;
      since = Date.now();
      input.setRawMode?.(true);
      input.on('data', drop);
      input.resume();
      // Dropping keys must not keep the process alive once the battle is over.
      input.unref?.();
    },
    async ready() {
      if (!dropping) return;
      const wait = since + settleMs - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      input.off('data', drop);
      input.pause();
      input.ref?.();
      dropping = false;
    },
    dropped: () => dropped,
  };
}
