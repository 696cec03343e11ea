/**
 * Which unit activates next: the side's units not yet activated, each with its dice, or the rest
 * do nothing this round (the rules' default, pre-selected as Enter).
 */
import { diceLeft } from '../../../rulesets/dice-wars/board';
import { unactivated } from '../../../rulesets/dice-wars/legal';
import { cells, diceText } from '../render/labels';
import type { PromptFor } from './context';

export const promptActivate: PromptFor<'activate'> = async (request, state, ctx) => {
  const { side } = request;
  ctx.showMap(state);
  const units = unactivated(state, side);
  const unit = await ctx.prompter.select<string | null>(
    `${ctx.names.styled(side)}: round ${state.round}. Activate which unit?`,
    [
      ...units.map((u) => ({
        name: `${u.name} at ${cells(u.models.slice(0, 2))}${u.models.length > 2 ? ' …' : ''}: ${diceLeft(u)} dice (${diceText(u)})`,
        short: u.name,
        value: u.id,
      })),
      { name: `the rest do nothing this round (${units.length})`, value: null },
    ],
    null,
  );
  return { kind: 'activate', side, unit };
};
