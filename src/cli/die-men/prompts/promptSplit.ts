/**
 * Splits, right after the roll (ruling 1): the player sees both sides' sets in timing order, then
 * for each set of width 4 or more chooses to keep it whole (the default) or one of its lawful splits.
 * Each question has the board's rows that fit right above it and the timing on a line under them:
 * at 80x24 the roll and the queue table had pushed the board off the screen.
 */
import { sortByTiming } from '../../../dice/ore/timing';
import { legalSplits, type BattleState, type QueuedSet, type SplitOrder } from '../../../rulesets/die-men';
import { setLabel } from '../render/names';
import { renderQueue } from '../render/renderQueue';
import { timingLine } from '../render/timingLine';
import { sayArmyMap } from './armyMap';
import type { PromptContext, PromptFor } from './context';
import { fitted } from './fitted';

/** Every side's sets so far in timing order, those resolved together (same width and height) in one group. */
function timingGroups(state: BattleState): QueuedSet[][] {
  const groups: QueuedSet[][] = [];
  for (const s of sortByTiming(Object.values(state.sets).flat() as QueuedSet[])) {
    const head = groups[groups.length - 1]?.[0];
    if (head && head.width === s.width && head.height === s.height) groups[groups.length - 1]!.push(s);
    else groups.push([s]);
  }
  return groups;
}

/** Every side's sets so far, in timing order, as the queue table (simultaneous sets grouped). */
export function setsTable(state: BattleState, ctx: PromptContext): string {
  const groups = timingGroups(state);
  return renderQueue(
    groups.flat(),
    groups.map((g) => g.map((s) => s.id)),
    ctx.names,
    ctx.style,
  );
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
    const above: string[] = [];
    const question = fitted(
      { ...ctx, say: (t) => above.push(t) },
      `${ask} (each part acts at its own width)`,
      ['Each part of a split set acts at its own width.', ask],
      choices.map((c) => c.name),
    );
    // Drawn at a terminal only, as the board is (sayArmyMap).
    const timing = ctx.rows === undefined ? [] : timingLine(timingGroups(state), ctx.names, ctx.style.width);
    const under = [...timing, ...above];
    sayArmyMap(state, side, choices.length, { ...ctx, under: (ctx.under ?? 0) + under.length }, false);
    for (const line of under) ctx.say(line);
    const into = await ctx.prompter.select<number[] | null>(question, choices, null);
    if (into) splits.push({ set: set.id, into });
  }
  return { kind: 'split', side, splits };
};
