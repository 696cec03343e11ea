/**
 * A roll-off (who picks the edge before the first round, who activates first each round): Enter
 * rolls a d6 with the battle's seeded dice; with `--dice` the player types the face.
 */
import type { PromptFor } from './context';
import { askD6 } from './faces';

export const promptRoll: PromptFor<'roll'> = async (request, _state, ctx, fallback) => {
  const who = ctx.names.styled(request.side);
  const what =
    request.purpose === 'edges' ? 'the roll-off for the edge' : `first activation, round ${request.round}`;
  if (!ctx.dice) {
    await ctx.prompter.pause(`${who}: press Enter to roll a d6 for ${what}`);
    return fallback;
  }
  const faces = await askD6(ctx, `${who}, a d6 for ${what}`, 1);
  return { kind: 'roll', side: request.side, faces };
};
