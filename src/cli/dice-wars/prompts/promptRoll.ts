/**
 * A roll-off (who picks the edge before the first round, who activates first each round): Enter
 * rolls a d6 with the battle's seeded dice; with `--dice` the player types the face. Before a
 * round's roll the table is in sight: the map drawn at the round's start if it fits above the
 * question, else the rows of it that do while they hold both armies, else all of it, rows sharing
 * lines (activateMap.ts, as at "Activate which unit?").
 */
import type { BattleState } from '../../../rulesets/dice-wars/state';
import { rollQuestion } from '../../prompts/rollQuestion';
import { sayActivateMap } from './activateMap';
import type { PromptContext, PromptFor } from './context';
import { askD6 } from './faces';
import { sideMap } from './sideMap';

const TAIL = 28;

/**
 * The table before a round's roll: who goes first matters for where the enemy stands, so the
 * enemy is in sight too. Played at 80x24 solo before: rows 3-18 around one's own army, the enemy
 * `below (rows 19-20): a b d`; in hot-seat play the whole table was drawn already.
 */
const showTable = (state: BattleState, side: string, ctx: PromptContext): void =>
  sayActivateMap(ctx, state, false, 0, sideMap(state, side, ctx));

export const promptRoll: PromptFor<'roll'> = async (request, state, ctx, fallback) => {
  const who = ctx.names.styled(request.side);
  // Said in full while it fits 80 columns; with a long name (an army of one's own), shorter.
  const what: [string, string] =
    request.purpose === 'edges'
      ? ['the roll-off for the edge', 'the edges']
      : [`first activation, round ${request.round}`, `round ${request.round}`];
  if (request.purpose !== 'edges') showTable(state, request.side, ctx);
  const width = ctx.style.width;
  if (!ctx.dice) {
    await ctx.prompter.pause(rollQuestion((w) => `${who}: press Enter to roll a d6 for ${w}`, what, width));
    return fallback;
  }
  // askD6 adds ': roll a d6 and type the face:' (30 columns; the face typed takes 2 of rollQuestion's 4).
  const faces = await askD6(
    ctx,
    rollQuestion((w) => `${who}, a d6 for ${w}`, what, width - TAIL),
    1,
  );
  return { kind: 'roll', side: request.side, faces };
};
