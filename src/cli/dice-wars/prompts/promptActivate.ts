/**
 * Which unit activates next: the side's units not yet activated, each with its dice (the first
 * pre-selected), or the rest do nothing this round (confirmed first: never one keystroke).
 */
import { diceLeft } from '../../../rulesets/dice-wars/board';
import { unactivated } from '../../../rulesets/dice-wars/legal';
import { cells, diceText } from '../render/labels';
import { plural } from '../../../core/plural';
import { pickOrEnd } from '../../prompts/pickOrEnd';
import { withLast } from '../../prompts/lastLine';
import type { PromptFor } from './context';
import { sideMap } from './sideMap';
import { sayActivateMap } from './activateMap';
import { undoText } from './undoText';
import { askedName, fitted } from './askedName';
import type { Unit } from '../../../rulesets/dice-wars/state';

/**
 * `Boyz at 9,4 and 10,4 …: 5 dice (1 Core x4 members, melee 1)`, shorter while it doesn't fit a
 * list's line (after inquirer's `❯ `): one square, then without what the dice are.
 */
function unitEntry(u: Unit, width: number): string {
  const n = askedName(u.name);
  const d = `${diceLeft(u)} dice`;
  const more = u.models.length > 1 ? ' …' : '';
  return fitted(
    [
      `${n} at ${cells(u.models.slice(0, 2))}${u.models.length > 2 ? ' …' : ''}: ${d} (${diceText(u)})`,
      `${n} at ${u.models[0]}${more}: ${d} (${diceText(u)})`,
      `${n} at ${u.models[0]}${more}: ${d}`,
    ],
    width,
  );
}

export const promptActivate: PromptFor<'activate'> = async (request, state, ctx) => {
  const { side } = request;
  const drew = ctx.showMap(state);
  const units = unactivated(state, side);
  const undo = undoText(ctx, side, state);
  // The table's rows around the units to pick from and the enemy, or the whole table if those
  // rows leave some of it off (activateMap.ts); under it, on the lines of the screen kept for
  // it, what the dice did since the last question.
  const { ctx: fitting, last } = withLast(ctx);
  const list = units.length + (undo === null ? 1 : 2);
  sayActivateMap(fitting, state, drew, list, sideMap(state, side, ctx, units));
  if (last !== null) ctx.say(last);
  const unit = await pickOrEnd(
    ctx.prompter,
    `${ctx.names.styled(side)}: round ${state.round}. Activate which unit?`,
    units.map((u) => ({
      name: unitEntry(u, ctx.style.width),
      short: u.name,
      value: u.id,
    })),
    {
      name: `end the round: the rest do nothing (${units.length})`,
      confirm: `End your round? ${plural(units.length, 'unit')} not yet activated do nothing this round.`,
    },
    undo,
  );
  return { kind: 'activate', side, unit };
};
