/**
 * The line a question leaves once answered (`✔ question answer`) on one screen line: an answer
 * that would run past the terminal's edge is cut at a word and ends in `…`, so the line never
 * wraps mid-word ("(4 action" / "s unused)").
 */
import { cutAtWord, visibleWidth } from '../layout/wrap';

/** `answer` as short as the line `✔ message answer` needs to fit `width` columns. */
export function fitAnswer(message: string, answer: string, width: number): string {
  const room = width - visibleWidth(message) - 3;
  return room < 8 ? answer : cutAtWord(answer, room);
}
