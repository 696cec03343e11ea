/**
 * Which dice a unit loses to its unsaved damage: Enter accepts the rules' sensible choice
 * (allocate.ts: Passive and Equipment dice before Core dice; a squad's last members, keeping the
 * rest together), named in full; or the player picks them one at a time from what is left.
 */
import { unitById } from '../../../rulesets/dice-wars/board';
import type { Unit } from '../../../rulesets/dice-wars/state';
import type { Decision, DieRef } from '../../../rulesets/dice-wars/types';
import type { Choice } from '../../prompts/prompter';
import { cells, dice, dieName } from '../render/labels';
import { plural } from '../../../core/plural';
import type { PromptContext, PromptFor, Req } from './context';
import { askedName, fitted, sideUnit } from './askedName';

/** The dice `u` still has to lose, less those already picked. */
function diceLeft(u: Unit, picked: readonly DieRef[]): Choice<DieRef>[] {
  const have = new Map<string, number>([
    ['core', u.core],
    ['passive', u.passive?.dice ?? 0],
  ]);
  u.equipment.forEach((p, i) => have.set(String(i), p.dice));
  for (const r of picked) have.set(String(r), (have.get(String(r)) ?? 0) - 1);
  const refs: DieRef[] = ['core', 'passive', ...u.equipment.map((_, i) => i)];
  return refs
    .filter((r) => (have.get(String(r)) ?? 0) > 0)
    .map((r) => ({ name: `${dieName(u, r)} (${have.get(String(r))} left)`, short: dieName(u, r), value: r }));
}

async function pickDice(u: Unit, req: Req<'damage'>, ctx: PromptContext, fallback: readonly DieRef[]) {
  const out: DieRef[] = [];
  for (let k = 0; k < req.count; k++) {
    const choices = diceLeft(u, out);
    const initial = choices.some((c) => c.value === fallback[k]) ? fallback[k] : choices[0]!.value;
    out.push(
      await ctx.prompter.select<DieRef>(
        `${askedName(u.name)}: die ${k + 1} of ${req.count} to lose?`,
        choices,
        initial,
      ),
    );
  }
  return out;
}

async function pickMembers(u: Unit, req: Req<'damage'>, ctx: PromptContext, fallback: readonly string[]) {
  const out: string[] = [];
  for (let k = 0; k < req.count; k++) {
    const left = u.models.filter((m) => !out.includes(m));
    const initial = fallback[k] !== undefined && left.includes(fallback[k]!) ? fallback[k] : left[0];
    const choices = left.map((m) => ({ name: `the member at ${m}`, short: m, value: m }));
    out.push(
      await ctx.prompter.select<string>(
        `${askedName(u.name)}: member ${k + 1} of ${req.count} to remove?`,
        choices,
        initial,
      ),
    );
  }
  return out;
}

export const promptDamage: PromptFor<'damage'> = async (request, state, ctx, fallback) => {
  const u = unitById(state, request.unit)!;
  const d = fallback as Extract<Decision, { kind: 'damage' }>;
  const named = request.squad
    ? `${plural(request.count, 'member')} at ${cells(d.members ?? [])}`
    : (d.remove ?? []).map((r) => dieName(u, r)).join(', ');
  const lost = `loses ${request.squad ? plural(request.count, 'member') : dice(request.count)}: which?`;
  const how = await ctx.prompter.select<'default' | 'choose'>(
    fitted(
      [sideUnit(ctx.names, request.side, u.name), ctx.names.styled(request.side, askedName(u.name))].map(
        (who) => `${who} ${lost}`,
      ),
      ctx.style.width - 20,
    ),
    [
      { name: `the sensible choice: ${named}`, short: named, value: 'default' },
      { name: 'choose them one by one', value: 'choose' },
    ],
    'default',
  );
  if (how === 'default') return fallback;
  return request.squad
    ? { kind: 'damage', side: request.side, members: await pickMembers(u, request, ctx, d.members ?? []) }
    : { kind: 'damage', side: request.side, remove: await pickDice(u, request, ctx, d.remove ?? []) };
};
