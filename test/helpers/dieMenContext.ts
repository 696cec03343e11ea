/**
 * The PromptContext a Die, Men! prompt test hands the prompts (src/cli/die-men/prompts/context.ts):
 * the prompter and the sides' names given, what the prompts say collected in `said`, and the rest as
 * at a piped, plain terminal (no map drawn, no dice typed, no hot seat) unless `over` says otherwise.
 * Fourteen test files had built it by hand, each the same ten lines.
 */
import type { PromptContext } from '../../src/cli/die-men/prompts/context';
import type { SideNames } from '../../src/cli/die-men/render/names';
import type { Prompter } from '../../src/cli/prompts/prompter';
import { plainStyle } from '../../src/cli/style';

export function dieMenContext(
  prompter: Prompter,
  names: SideNames,
  over: Partial<PromptContext> = {},
  said: string[] = [],
): { ctx: PromptContext; said: string[] } {
  const ctx: PromptContext = {
    prompter,
    names,
    style: plainStyle,
    say: (t) => said.push(t),
    showMap: () => false,
    showTable: () => undefined,
    dice: false,
    hotSeat: false,
    ...over,
  };
  return { ctx, said };
}
