/**
 * A question that fits one line at the terminal's width (a side's name may take 26 columns of
 * 80): asked whole when `? full answer` fits for the longest answer; else what it is about said
 * on a line of its own (unless '': said already) and a short question asked under it, so no
 * question wraps mid-word.
 */
import { visibleWidth } from '../../layout/wrap';
import type { PromptContext } from './context';

type Ctx = Pick<PromptContext, 'say' | 'style'>;

export function fitted(
  ctx: Ctx,
  full: string,
  [above, short]: [string, string],
  answers: readonly string[],
): string {
  const answer = Math.max(0, ...answers.map(visibleWidth));
  if (visibleWidth(full) + answer + 3 <= ctx.style.width) return full;
  if (above !== '') ctx.say(above);
  return short;
}
