/**
 * The questions a player is asked, apart from how they are asked: inquirer at a terminal
 * (inquirerPrompter.ts), a list of scripted answers in tests. Prompts only ever offer lawful
 * choices and always say which one is the default, so one key (Enter) accepts it.
 */

export interface Choice<T> {
  /** What the player reads. */
  readonly name: string;
  /** What stays on screen once chosen, when shorter than the name. */
  readonly short?: string;
  readonly value: T;
}

export interface Prompter {
  /** One of `choices`; `initial` (compared by value) is pre-selected. */
  select<T>(message: string, choices: readonly Choice<T>[], initial?: T): Promise<T>;
  /** A whole number from `min` to `max`, `initial` pre-filled. */
  number(message: string, min: number, max: number, initial: number): Promise<number>;
  /** Free text, re-asked until `validate` returns true (else the reason it shows). */
  input(message: string, validate: (text: string) => true | string, initial?: string): Promise<string>;
  /** Waits for Enter (passing the keyboard to the other general). */
  pause(message: string): Promise<void>;
  /**
   * Asks `run`'s questions where they leave no trace once answered (a secret choice in hot-seat
   * play: the terminal's alternate screen); what was on screen before is shown again after.
   */
  secretly<T>(run: () => Promise<T>): Promise<T>;
}

/** The player stopped at a prompt (Ctrl+C): the battle stops, its log stays resumable. */
export class PromptCancelled extends Error {
  /** Told apart by this mark, not by class: a game's prompts may come from another bundle. */
  readonly promptCancelled = true;
  constructor() {
    super('cancelled at a prompt');
    this.name = 'PromptCancelled';
  }
}

export const isPromptCancelled = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && (e as { promptCancelled?: unknown }).promptCancelled === true;
