/** Reading dice already rolled at the table: `1,1,4,5,7,7` (commas and/or spaces). */
import { fail, ok, problem, type Result } from '../../core/problem';
import { MAX_POOL } from './notation';
import { MAX_FACE, MIN_FACE } from './types';

/** `what` names the input in messages, e.g. `--dice`. */
export function parseFaces(text: string, what = 'dice'): Result<number[]> {
  const tokens = text.split(/[\s,]+/).filter((t) => t !== '');
  if (tokens.length === 0) return fail(problem('dice.empty', `${what}: no dice given`, { facts: { text } }));
  if (tokens.length > MAX_POOL) {
    return fail(
      problem('dice.too-many', `${what}: ${tokens.length} dice is too many (at most ${MAX_POOL})`, {
        facts: { count: tokens.length, max: MAX_POOL },
      }),
    );
  }
  const faces: number[] = [];
  for (const t of tokens) {
    if (!/^\d+$/.test(t)) {
      return fail(
        problem('dice.bad-face', `${what}: "${t}" is not a die face (1-10)`, { facts: { text, token: t } }),
      );
    }
    const face = Number(t);
    if (face < MIN_FACE || face > MAX_FACE) {
      const hint = face === 0 ? ' (write a d10 showing 0 as 10)' : '';
      return fail(
        problem('dice.face-range', `${what}: face ${t} is out of range 1-10${hint}`, {
          facts: { text, face },
        }),
      );
    }
    faces.push(face);
  }
  return ok(faces);
}
