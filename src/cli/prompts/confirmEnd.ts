/**
 * Ending a phase, an activation or a round with something still able to act is never one
 * keystroke: the player confirms it, and the pre-selected answer is No (back to the list).
 */
import type { Prompter } from './prompter';

export async function confirmEnd(prompter: Prompter, message: string): Promise<boolean> {
  return prompter.select(
    message,
    [
      { name: 'No, back to the list', short: 'no', value: false },
      { name: 'Yes', short: 'yes', value: true },
    ],
    false,
  );
}
