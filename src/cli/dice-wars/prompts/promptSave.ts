/** The armour saves of a unit with markers: Enter rolls them, `--dice` asks the faces. */
import { unitById } from '../../../rulesets/dice-wars/board';
import type { PromptFor } from './context';
import { askD6 } from './faces';
import { plural } from '../../../core/plural';

export const promptSave: PromptFor<'save'> = async (request, state, ctx, fallback) => {
  const u = unitById(state, request.unit);
  const who = ctx.names.styled(request.side, `${ctx.names.name(request.side)} ${u?.name ?? request.unit}`);
  const what = `${plural(request.dice, 'armour save')} at ${request.need}+`;
  if (!ctx.dice) {
    await ctx.prompter.pause(`${who}: press Enter to roll ${what}`);
    return fallback;
  }
  const faces = await askD6(ctx, `${who}, ${what}`, request.dice);
  return { kind: 'save', side: request.side, faces };
};
