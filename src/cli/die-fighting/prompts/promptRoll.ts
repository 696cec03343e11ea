/**
 * A roll-off (initiative each round, the set-up roll before the first): Enter rolls 2d6 with the
 * battle's seeded dice; with `--dice` the player types the two faces of real dice. Before the
 * initiative roll the board is in sight: the map drawn at the round's start if it fits above the
 * question, else the rows of it that do (pickWindow.ts), or in hot-seat play every unit's row
 * (wholeBoard.ts), and the `last:` line under it.
 */
import { withLast } from '../../prompts/lastLine';
import { rollQuestion } from '../../prompts/rollQuestion';
import type { PromptContext, PromptFor } from './context';
import { askFaces } from './faces';
import { sayBoard } from './pickMap';
import { linesAbove, mapInSight } from '../../prompts/pickWindow';
import type { BattleState } from '../../../rulesets/die-fighting/state';
import { wholeBoard } from './wholeBoard';

export { rollQuestion };

/**
 * In hot-seat play, the board for the general taking the keyboard: every unit where it stands
 * (wholeBoard.ts), unless the map drawn at the round's start is in sight. False when not drawn.
 */
function sayWholeBoard(state: BattleState, ctx: PromptContext): boolean {
  if (!ctx.hotSeat || ctx.rows === undefined) return false;
  const lines = linesAbove(ctx.rows, 0) - (ctx.under ?? 0);
  if (mapInSight(ctx, lines)) return false;
  const text = wholeBoard(state, ctx.names, ctx.style, lines);
  if (text !== null) ctx.say(text);
  return text !== null;
}

export const promptRoll: PromptFor<'roll'> = async (request, state, ctx, fallback) => {
  const who = ctx.names.styled(request.side);
  const what: [string, string] =
    request.purpose === 'setup'
      ? ['the set-up roll (who picks the map)', 'the set-up roll']
      : [`initiative, round ${request.round}`, `initiative ${request.round}`];
  if (request.purpose !== 'setup') {
    // The board that fits, then what the dice did since the last question (the round's last
    // shots and charges, which the roster and map drawn at the round's start pushed up).
    const { ctx: fitting, last } = withLast(ctx);
    const mine = state.units.filter((u) => u.side === request.side).map((u) => u.at);
    if (!sayWholeBoard(state, fitting)) sayBoard(state, request.side, mine, 0, fitting, false);
    if (last !== null) ctx.say(last);
  }
  const width = ctx.style.width;
  if (!ctx.dice) {
    await ctx.prompter.pause(rollQuestion((w) => `${who}: press Enter to roll 2d6 for ${w}`, what, width));
    return fallback;
  }
  // askFaces adds ": roll 2d6 and type the faces:" after what it is given.
  const tail = ': roll 2d6 and type the faces:';
  const asked = rollQuestion((w) => `${who}, ${w}${tail}`, what, width).slice(0, -tail.length);
  const faces = await askFaces(ctx, asked, 2, 6);
  return { kind: 'roll', side: request.side, faces };
};
