/**
 * Faces typed from physical dice (`play --dice`): checked here and asked again until right, so the
 * battle never sees a bad roll.
 */
import type { PromptContext } from './context';

/** The faces in `text` (spaces or commas between), or why they aren't `count` dice of `sides`. */
export function readFaces(text: string, count: number, sides: number): number[] | string {
  const parts = text
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);
  if (parts.length !== count) return `type ${count} ${count === 1 ? 'face' : 'faces'}, not ${parts.length}`;
  const faces = parts.map(Number);
  const bad = parts.find((p, i) => !/^\d+$/.test(p) || faces[i]! < 1 || faces[i]! > sides);
  if (bad !== undefined) return `"${bad}" is not a face of a d${sides} (1 to ${sides})`;
  return faces;
}

/** Asks for `count` faces of a d`sides`, for `what` (`Red heavy infantry at 3,1's attack`). */
export async function askFaces(
  ctx: PromptContext,
  what: string,
  count: number,
  sides: number,
): Promise<number[]> {
  const dice = `${count === 1 ? 'the ' : count}d${sides}`;
  const text = await ctx.prompter.input(
    `${what}: roll ${dice} and type the ${count === 1 ? 'face' : 'faces'}:`,
    (t) => {
      const r = readFaces(t, count, sides);
      return typeof r === 'string' ? r : true;
    },
  );
  const faces = readFaces(text, count, sides);
  return typeof faces === 'string' ? [] : faces; // the prompt has validated it
}
