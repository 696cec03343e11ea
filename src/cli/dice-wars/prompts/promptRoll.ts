/**
 * A roll-off (who picks the edge before the first round, who activates first each round): Enter
 * rolls a d6 with the battle's seeded dice; with `--dice` the player types the face. Before a
 * round's roll the table is in sight: the map drawn at the round's start if it fits above the
 * question, else the rows of it that do (pickWindow.ts).
 */
import { sayPickMap } from '../../prompts/pickWindow';
import type { PromptFor } from './context';
import { askD6 } from './faces';
import { sideMap } from './sideMap';

export const promptRoll: PromptFor<'roll'> = async (request, state, ctx, fallback) => {
  const who = ctx.names.styled(request.side);
  const what =
    request.purpose === 'edges' ? 'the roll-off for the edge' : `first activation, round ${request.round}`;
  if (request.purpose !== 'edges') sayPickMap(ctx, false, 0, sideMap(state, request.side, ctx));
  if (!ctx.dice) {
    await ctx.prompter.pause(`${who}: press Enter to roll a d6 for ${what}`);
    return fallback;
  }
  const faces = await askD6(ctx, `${who}, a d6 for ${what}`, 1);
  return { kind: 'roll', side: request.side, faces };
};
