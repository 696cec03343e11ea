/**
 * The roll. Normally the battle's seeded RNG rolls (nothing to ask). With `--dice` the player rolls
 * real dice and types the faces in; they are checked here (one die per unit up to the pool, faces
 * 1-10, a 0 is written 10) and asked again until right, so the battle never sees a bad roll.
 */
import { plural } from '../../../core/plural';
import { parseFaces } from '../../../dice/ore/faces';
import type { PromptFor } from './context';
import { fitted } from './fitted';

/** Why `text` isn't a roll of `pool` dice, or the faces. */
export function readFaces(text: string, pool: number): number[] | string {
  const r = parseFaces(text, 'faces');
  if (!r.ok) return r.error.message.replace(/^faces: /, '');
  if (r.value.length !== pool)
    return `that is ${plural(r.value.length, 'die', 'dice')}; roll exactly ${pool}`;
  return r.value;
}

export const promptRoll: PromptFor<'roll'> = async (request, _state, ctx, fallback) => {
  if (!ctx.dice) return fallback;
  const roll = `${ctx.names.styled(request.side)}: roll ${request.pool}d10 and type the faces`;
  // The faces typed after the question ran it past 80 columns: then it is said above, and asked short.
  const question = fitted(
    ctx,
    `${roll} (e.g. 3 7 7 10):`,
    [`${roll}, e.g. 3 7 7 10:`, 'faces:'],
    [Array(request.pool).fill('10').join(' ')],
  );
  const text = await ctx.prompter.input(question, (t) => {
    const r = readFaces(t, request.pool);
    return typeof r === 'string' ? r : true;
  });
  const faces = readFaces(text, request.pool);
  if (typeof faces === 'string') return fallback; // unreachable: the prompt validated it
  return { kind: 'roll', side: request.side, faces };
};
