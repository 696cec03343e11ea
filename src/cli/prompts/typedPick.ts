/**
 * Typing at a list question: a player types what they mean ("6,4", "arch", "end") and the list
 * narrows to the entries it names. inquirer's select read a digit as "the Nth entry" instead, so
 * "6,4" then Enter moved a unit to whatever stood sixth in the list (played at 80x24). Here typed
 * text only ever narrows the list, and Enter takes a narrowed entry only when the text names it
 * in full; otherwise it first fills in the entry under the cursor, for a second Enter.
 */
import { stripCodes } from '../layout/wrap';

/** The text as compared: no colours, lower case, single spaces. */
const plain = (text: string): string => stripCodes(text).toLowerCase().replace(/\s+/g, ' ').trim();

/** Where a word starts: the name's start, and after a space, bracket, `+` or `:`. */
const WORD_BREAK = /[\s()[\]+:]/;

/** Whether typed text `t` (plain) starts the name `n` (plain) or any of its words. */
function startsAWord(n: string, t: string): boolean {
  for (let i = 0; i < n.length; i++) {
    if ((i === 0 || WORD_BREAK.test(n[i - 1]!)) && n.startsWith(t, i)) return true;
  }
  return false;
}

/** The indices of the entries `typed` names, in the list's order; every entry when nothing is typed. */
export function entriesTyped(names: readonly string[], typed: string): number[] {
  const t = plain(typed);
  const out: number[] = [];
  names.forEach((name, i) => {
    if (t === '' || startsAWord(plain(name), t)) out.push(i);
  });
  return out;
}

/** An entry's first word, without a closing colon or comma (`archers:` in `archers: 4 points`). */
const firstWord = (name: string): string =>
  plain(name)
    .split(' ')[0]!
    .replace(/[:;,.]+$/, '');

/** Whether entry `index`'s first word names it: three characters or more, and no other's first word. */
function keyed(names: readonly string[], index: number): boolean {
  const w = firstWord(names[index] ?? '');
  return w.length >= 3 && names.every((n, i) => i === index || firstWord(n) !== w);
}

/**
 * Whether Enter may take entry `index` while `typed` is on the question's line: nothing typed (the
 * entry under the cursor, as with a plain list), or the text is the entry's whole name or its
 * first word when that names it alone (a square's "6,4", even when "16,4" is offered too). Text
 * that only starts an entry ("e" for "end movement") is filled in for a second Enter (fillIn), so
 * one stray key never gives an order.
 */
export function typedPicks(names: readonly string[], typed: string, index: number): boolean {
  const t = plain(typed);
  if (t === '') return true;
  return plain(names[index] ?? '') === t || (keyed(names, index) && firstWord(names[index]!) === t);
}

/** What Enter fills in for entry `index` when the text only starts it: its first word when that names it, else its name. */
export const fillIn = (names: readonly string[], index: number): string =>
  keyed(names, index) ? firstWord(names[index]!) : plain(names[index] ?? '');
