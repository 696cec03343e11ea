/**
 * The line a question leaves once answered (`✔ question answer`) on one screen line: an answer
 * that would run past the terminal's edge is cut at a word and ends in `…`, so the line never
 * wraps mid-word ("(4 action" / "s unused)").
 */
import { stripCodes, visibleWidth } from '../layout/wrap';

/** `answer` as short as the line `✔ message answer` needs to fit `width` columns. */
export function fitAnswer(message: string, answer: string, width: number): string {
  const room = width - visibleWidth(message) - 3;
  if (visibleWidth(answer) <= room || room < 8) return answer;
  const plain = stripCodes(answer);
  let cut = '';
  for (const ch of plain) {
    if (visibleWidth(cut + ch) > room - 1) break;
    cut += ch;
  }
  const space = cut.lastIndexOf(' ');
  return `${(space >= room / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
