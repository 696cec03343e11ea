/**
 * The first list of a phase: the units (or sets) that can still act, the first pre-selected, and
 * last an entry that ends the phase for all of them. Ending is confirmed (confirmEnd.ts), so one
 * Enter never throws a phase away. Taking back the last decision (undo) sits between the two. A
 * game whose lists run longer than a short screen's page may put undo and the end first instead
 * (`at: 'first'`), where the page shows them: below it, a player can't tell they exist; and may
 * have its board drawn again above the list each time it is asked (`show`).
 */
import { confirmEnd } from './confirmEnd';
import type { Choice, Prompter } from './prompter';
import { UNDO, UndoRequested, undoName } from './undo';

/** The value of the entry that ends the phase: a string no unit or cell can be. */
export const END = '\u0000end';

export interface EndEntry {
  /** `the rest stay (6)`. */
  readonly name: string;
  /** Asked before ending while units are left: `End movement: 6 units stay where they are?`. */
  readonly confirm: string;
  /** What stays on the question's line once chosen, when the name is too long for it. */
  readonly short?: string;
}

export interface PickOptions {
  /** Where undo and the end stand: after the choices (the default) or before them. */
  readonly at?: 'first' | 'last';
  /**
   * Draws what goes above the list, before each asking: a No to ending the phase leaves two
   * answered lines that would push the top of a board sized to fit off the screen.
   */
  readonly show?: () => void;
  /**
   * What Enter alone picks: the first choice (the default), or the end entry, for a list of
   * optional orders where doing nothing is the harmless answer (Die, Men!'s free moves): ending is
   * confirmed with No pre-selected, so a stray Enter asks again and never gives an order.
   */
  readonly preselect?: 'choice' | 'end';
}

/**
 * A value of `choices`, or null: the phase ends. `undo` names the decision that may be taken back
 * (undo.ts): its entry comes before the end, and choosing it throws UndoRequested. The first of
 * `choices` (or the end, `preselect`) is pre-selected wherever the two extra entries stand.
 */
export async function pickOrEnd<T>(
  prompter: Prompter,
  message: string,
  choices: readonly Choice<T>[],
  end: EndEntry,
  undo: string | null = null,
  { at = 'last', show, preselect = 'choice' }: PickOptions = {},
): Promise<T | null> {
  const extra: Choice<string>[] = [
    ...(undo === null ? [] : [{ name: undoName(undo), short: 'undo', value: UNDO }]),
    { name: end.name, value: END, ...(end.short === undefined ? {} : { short: end.short }) },
  ];
  for (;;) {
    show?.();
    const all: Choice<T | string>[] = at === 'first' ? [...extra, ...choices] : [...choices, ...extra];
    const first = preselect === 'end' ? END : (choices[0]?.value ?? END);
    const v = await prompter.select<T | string>(message, all, first);
    if (v === UNDO) throw new UndoRequested();
    if (v !== END) return v as T;
    if (choices.length === 0 || (await confirmEnd(prompter, end.confirm))) return null;
  }
}
