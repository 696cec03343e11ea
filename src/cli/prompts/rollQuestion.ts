/**
 * A roll question that fits its line: the purpose said in full while the question fits one line
 * of `width` after inquirer's `? ` and a typed answer, else the short one, so that a side's name
 * of up to 26 characters (as questions show it) never wraps the question mid-word.
 */
import { visibleWidth } from '../layout/wrap';

/** Room a typed answer takes after the question (`6 6`, with the space before it). */
const ANSWER = 4;

export function rollQuestion(
  parts: (what: string) => string,
  what: readonly [full: string, short: string],
  width: number,
): string {
  const full = parts(what[0]);
  return visibleWidth(`? ${full}`) + ANSWER <= width ? full : parts(what[1]);
}
