/**
 * Faces of real d6s typed in (`play --dice`): checked here and asked again until right, so the
 * battle never sees a bad roll.
 */
import type { PromptContext } from './context';

/** The faces in `text` (spaces or commas between), or why they aren't `count` d6 faces. */
export function readD6(text: string, count: number): number[] | string {
  const parts = text
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);
  if (parts.length !== count) return `type ${count} ${count === 1 ? 'face' : 'faces'}, not ${parts.length}`;
  const bad = parts.find((p) => !/^[1-6]$/.test(p));
  return bad === undefined ? parts.map(Number) : `"${bad}" is not a face of a d6 (1 to 6)`;
}

/** Asks for `count` d6 faces for `what`; nothing is asked for no dice. */
export async function askD6(ctx: PromptContext, what: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const text = await ctx.prompter.input(
    `${what}: roll ${count === 1 ? 'a d6' : `${count}d6`} and type the ${count === 1 ? 'face' : 'faces'}:`,
    (t) => {
      const r = readD6(t, count);
      return typeof r === 'string' ? r : true;
    },
  );
  const faces = readD6(text, count);
  return typeof faces === 'string' ? [] : faces; // the prompt has validated it
}
