/**
 * Splits, right after the roll (ruling 1): the player sees both sides' sets in timing order, then
 * for each set of width 4 or more chooses to keep it whole (the default) or one of its lawful splits.
 */
import { sortByTiming } from '../../../dice/ore/timing';
import { legalSplits, type BattleState, type QueuedSet, type SplitOrder } from '../../../rulesets/die-men';
import { setLabel } from '../render/names';
import { renderQueue } from '../render/renderQueue';
import type { PromptContext, PromptFor } from './context';
import { fitted } from './fitted';

/** Every side's sets so far, in timing order, as the queue table (simultaneous sets grouped). */
export function setsTable(state: BattleState, ctx: PromptContext): string {
  const all = sortByTiming(Object.values(state.sets).flat() as QueuedSet[]);
  const groups: string[][] = [];
  for (const s of all) {
    const last = groups[groups.length - 1];
    const head = last && all.find((x) => x.id === last[0]);
    if (head && head.width === s.width && head.height === s.height) last!.push(s.id);
    else groups.push([s.id]);
  }
  return renderQueue(all, groups, ctx.names, ctx.style);
}

export const promptSplit: PromptFor<'split'> = async (request, state, ctx) => {
  const side = request.side;
  ctx.say('Sets rolled this round, in timing order:');
  ctx.showTable(setsTable(state, ctx));
  const splits: SplitOrder[] = [];
  for (const option of legalSplits(request)) {
    const set = request.splittable.find((s) => s.id === option.set)!;
    const part = (w: number) => setLabel({ width: w, height: set.height });
    const choices = [
      { name: `keep ${setLabel(set)} whole`, value: null },
      ...option.into.map((parts) => ({ name: parts.map(part).join(' + '), value: parts })),
    ];
    // With a 26-character name, the question and its answer wrapped an 80-column line.
    const ask = `${ctx.names.styled(side)}: split ${setLabel(set)}?`;
    const question = fitted(
      ctx,
      `${ask} (each part acts at its own width)`,
      ['Each part of a split set acts at its own width.', ask],
      choices.map((c) => c.name),
    );
    const into = await ctx.prompter.select<number[] | null>(question, choices, null);
    if (into) splits.push({ set: set.id, into });
  }
  return { kind: 'split', side, splits };
};
