/** How many of a hex's units go: all by default, or per type when the hex holds several types. */
import type { UnitCounts, UnitType } from '../../../rulesets/die-men';
import type { PromptContext } from './context';

export const total = (u: UnitCounts | undefined): number =>
  Object.values(u ?? {}).reduce<number>((a, b) => a + (b ?? 0), 0);

/** Undefined means all of `have`. */
export async function askUnits(ctx: PromptContext, have: UnitCounts): Promise<UnitCounts | undefined> {
  const types = (Object.keys(have) as UnitType[]).filter((t) => (have[t] ?? 0) > 0);
  if (total(have) <= 1) return undefined;
  if (types.length === 1) {
    const n = await ctx.prompter.number(
      `How many of the ${total(have)} units move?`,
      1,
      total(have),
      total(have),
    );
    return n === total(have) ? undefined : { [types[0]!]: n };
  }
  for (;;) {
    const out: Partial<Record<UnitType, number>> = {};
    for (const t of types) {
      const n = await ctx.prompter.number(`How many ${t} move (of ${have[t]})?`, 0, have[t]!, have[t]!);
      if (n > 0) out[t] = n;
    }
    if (total(out) > 0) return total(out) === total(have) ? undefined : out;
    ctx.say('At least one unit must move.');
  }
}
