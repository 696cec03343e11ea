/**
 * The first list of a phase: the units (or sets) that can still act, the first pre-selected, and
 * last an entry that ends the phase for all of them. Ending is confirmed (confirmEnd.ts), so one
 * Enter never throws a phase away; `extra` entries (undo) sit between the two.
 */
import { confirmEnd } from './confirmEnd';
import type { Choice, Prompter } from './prompter';

/** The value of the entry that ends the phase: a string no unit or cell can be. */
export const END = '\u0000end';

export interface EndEntry {
  /** `the rest stay (6)`. */
  readonly name: string;
  /** Asked before ending while units are left: `End movement: 6 units stay where they are?`. */
  readonly confirm: string;
}

/** A value of `choices` or of `extra`, or null: the phase ends. */
export async function pickOrEnd<T, X = never>(
  prompter: Prompter,
  message: string,
  choices: readonly Choice<T>[],
  end: EndEntry,
  extra: readonly Choice<X>[] = [],
): Promise<T | X | null> {
  for (;;) {
    const all: Choice<T | X | typeof END>[] = [...choices, ...extra, { name: end.name, value: END }];
    const first = choices[0]?.value ?? END;
    const v = await prompter.select<T | X | typeof END>(message, all, first);
    if (v !== END) return v as T | X;
    if (choices.length === 0 || (await confirmEnd(prompter, end.confirm))) return null;
  }
}
