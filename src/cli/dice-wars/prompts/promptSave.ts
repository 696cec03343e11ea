/** The armour saves of a unit with markers: Enter rolls them, `--dice` asks the faces. */
import { unitById } from '../../../rulesets/dice-wars/board';
import type { PromptFor } from './context';
import { askD6 } from './faces';
import { plural } from '../../../core/plural';
import { askedName, fitted, sideUnit } from './askedName';

export const promptSave: PromptFor<'save'> = async (request, state, ctx, fallback) => {
  const u = unitById(state, request.unit);
  const name = u?.name ?? request.unit;
  const what = `${plural(request.dice, 'armour save')} at ${request.need}+`;
  // The side's name too while the question fits 80 columns (with the faces typed after it).
  const ask = (tail: string, room: number) =>
    fitted(
      [sideUnit(ctx.names, request.side, name), ctx.names.styled(request.side, askedName(name))].map(
        (who) => `${who}${tail}`,
      ),
      room,
    );
  if (!ctx.dice) {
    await ctx.prompter.pause(ask(`: press Enter to roll ${what}`, ctx.style.width));
    return fallback;
  }
  const faces = await askD6(ctx, ask(`, ${what}`, ctx.style.width - 30), request.dice);
  return { kind: 'save', side: request.side, faces };
};
