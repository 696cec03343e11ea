/**
 * How many of a hex's units go: all by default, or per type when the hex holds several types.
 * Each count is typed (Enter takes the pre-filled one) and `back` drops the move: a typo or a
 * hex picked by mistake is never a move made.
 */
import type { UnitCounts, UnitType } from '../../../rulesets/die-men';
import type { PromptContext } from './context';

export const total = (u: UnitCounts | undefined): number =>
  Object.values(u ?? {}).reduce<number>((a, b) => a + (b ?? 0), 0);

/** What askUnits returns for `back`. */
export const UNITS_BACK = null;

/** A whole number from `min` to `max` (`initial` pre-filled), or UNITS_BACK for `back`. */
async function askCount(
  ctx: PromptContext,
  message: string,
  min: number,
  max: number,
): Promise<number | null> {
  const answer = await ctx.prompter.input(
    `${message} (${min}-${max}, or back)`,
    (text) => {
      const t = text.trim();
      if (t === 'back') return true;
      const n = /^\d+$/.test(t) ? Number(t) : NaN;
      return n >= min && n <= max ? true : `a number from ${min} to ${max}, or back`;
    },
    String(max),
  );
  return answer.trim() === 'back' ? UNITS_BACK : Number(answer.trim());
}

/** Undefined means all of `have`; UNITS_BACK (null) means the player typed `back`. */
export async function askUnits(ctx: PromptContext, have: UnitCounts): Promise<UnitCounts | undefined | null> {
  const types = (Object.keys(have) as UnitType[]).filter((t) => (have[t] ?? 0) > 0);
  if (total(have) <= 1) return undefined;
  if (types.length === 1) {
    const n = await askCount(ctx, `How many of the ${total(have)} units move?`, 1, total(have));
    if (n === UNITS_BACK) return UNITS_BACK;
    return n === total(have) ? undefined : { [types[0]!]: n };
  }
  for (;;) {
    const out: Partial<Record<UnitType, number>> = {};
    for (const t of types) {
      // The type leads, never the subject of `move`: `How many archer move` read wrong.
      const n = await askCount(ctx, `${t}: how many move (of ${have[t]})?`, 0, have[t]!);
      if (n === UNITS_BACK) return UNITS_BACK;
      if (n > 0) out[t] = n;
    }
    if (total(out) > 0) return total(out) === total(have) ? undefined : out;
    ctx.say('At least one unit must move.');
  }
}
