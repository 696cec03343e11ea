/**
 * The Combat phase: pick one of your units not yet activated, then one of its lawful actions,
 * each with its odds (hold first), or let the rest hold. The first unit is pre-selected; letting
 * the rest hold is confirmed, and so is one unit's hold when it could do more: hold stays the
 * pre-selected, safe answer, but Enter, Enter must not spend its action. `← back` returns to the
 * unit. With `--dice` the faces of the action's rolls are asked next, then the choices that go
 * with it (choices.ts).
 */
import { confirmEnd } from '../../prompts/confirmEnd';
import { actionOptions } from '../../../rulesets/die-fighting/legal';
import type { BattleState } from '../../../rulesets/die-fighting/state';
import type { Action, Unit } from '../../../rulesets/die-fighting/types';
import { plural } from '../../../core/plural';
import { unitKind } from '../render/labels';
import { actionLabel } from './actionLabel';
import { askChoices } from './choices';
import { combatDice } from './combatDice';
import { BACK, type PromptContext, type PromptFor } from './context';
import { mapRowsFor } from '../../prompts/window';
import { pickPhaseUnit } from './pickPhaseUnit';
import { reachMap } from './reachMap';

const pickUnit = (s: BattleState, side: string, ctx: PromptContext, drew: boolean): Promise<Unit | null> =>
  pickPhaseUnit(s, side, ctx, drew, {
    question: `round ${s.round}, combat. Activate which unit?`,
    end: (left) => ({
      name: `end combat: the rest hold (${left})`,
      confirm: `End combat? ${plural(left, 'unit')} not yet activated hold.`,
    }),
    note: (u) => (s.engaged.includes(u.id) ? '  (began the phase next to an enemy)' : ''),
  });

const HOLD: Action = { type: 'hold' };

export const promptCombat: PromptFor<'combat'> = async (request, state, ctx) => {
  const { side } = request;
  // The full map when the position changed; the rows that fit above each "which unit?".
  let drew = ctx.showMap(state);
  for (;;) {
    const u = await pickUnit(state, side, ctx, drew);
    drew = false;
    if (!u) return { kind: 'combat', side, unit: null };
    const options = actionOptions(state, u);
    const targets = new Set(
      options.flatMap((a) => (a.type === 'attack' ? a.targets : a.type === 'charge' ? [a.target] : [])),
    );
    const rows = mapRowsFor(ctx.rows, options.length + 1, 6);
    const show = () => ctx.say(reachMap(state, u, { targets }, ctx.names, ctx.style, rows));
    const action = await pickAction(state, u, options, ctx, show);
    if (action === BACK) continue;
    const dice = ctx.dice ? await combatDice(state, u, action, ctx) : undefined;
    const chosen = await askChoices(state, u, action, dice, ctx);
    return { kind: 'combat', side, unit: u.at, action: chosen, ...(dice ? { dice } : {}) };
  }
};

/**
 * One of `options` or BACK. Holding while it could do more is confirmed (No pre-selected); after a
 * No the first other action is pre-selected, so Enter goes on rather than round the same questions.
 * `show` draws the unit's rows above each asking (the No's lines would push them up).
 */
async function pickAction(
  s: BattleState,
  u: Unit,
  options: readonly Action[],
  ctx: PromptContext,
  show: () => void,
): Promise<Action | typeof BACK> {
  let initial: Action = HOLD;
  for (;;) {
    show();
    const action = await ctx.prompter.select<Action | typeof BACK>(
      `${unitKind(u)} at ${u.at}: which action?`,
      [
        ...options.map((a) => ({ name: actionLabel(s, u, a, ctx.names), value: a })),
        { name: BACK, value: BACK },
      ],
      initial,
    );
    if (action === BACK || action.type !== 'hold' || options.length < 2) return action;
    if (await confirmEnd(ctx.prompter, `${unitKind(u)} at ${u.at}: hold, and do nothing?`)) return action;
    initial = options.find((a) => a.type !== 'hold')!;
  }
}
