/**
 * The Combat phase: pick one of your units not yet activated, then one of its lawful actions,
 * each with its odds (hold first), or let the rest hold. The first unit is pre-selected; letting
 * the rest hold is confirmed. `← back` returns to the unit. With `--dice` the faces of the
 * action's rolls are asked next, then the choices that go with it (choices.ts).
 */
import { unactivated, actionOptions } from '../../../rulesets/die-fighting/legal';
import type { BattleState } from '../../../rulesets/die-fighting/state';
import type { Action, Unit } from '../../../rulesets/die-fighting/types';
import { plural } from '../../../core/plural';
import { pickOrEnd } from '../../prompts/pickOrEnd';
import { unitKind } from '../render/labels';
import { actionLabel } from './actionLabel';
import { askChoices } from './choices';
import { combatDice } from './combatDice';
import { BACK, type PromptContext, type PromptFor } from './context';
import { mapRowsFor } from '../../prompts/window';
import { reachMap } from './reachMap';
import { sayUnitsBoard } from './pickMap';
import { undoText } from './undoText';
import { unitChoice } from './unitChoice';

async function pickUnit(
  s: BattleState,
  side: string,
  ctx: PromptContext,
  drew: boolean,
): Promise<Unit | null> {
  const units = unactivated(s, side);
  const undo = undoText(ctx, side);
  sayUnitsBoard(s, side, units, undo === null ? 1 : 2, ctx, drew);
  const engaged = (u: Unit) => (s.engaged.includes(u.id) ? '  (began the phase next to an enemy)' : '');
  const at = await pickOrEnd(
    ctx.prompter,
    `${ctx.names.styled(side)}: round ${s.round}, combat. Activate which unit?`,
    units.map((u) => ({
      name: unitChoice(u, engaged(u)),
      short: `${u.at} ${unitKind(u)}`,
      value: u.at,
    })),
    {
      name: `end combat: the rest hold (${units.length})`,
      confirm: `End combat? ${plural(units.length, 'unit')} not yet activated hold.`,
    },
    undo,
  );
  return at === null ? null : (units.find((u) => u.at === at) ?? null);
}

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
    ctx.say(
      reachMap(state, u, { targets }, ctx.names, ctx.style, mapRowsFor(ctx.rows, options.length + 1, 6)),
    );
    const action = await ctx.prompter.select<Action | typeof BACK>(
      `${unitKind(u)} at ${u.at}: which action?`,
      [
        ...options.map((a) => ({ name: actionLabel(state, u, a, ctx.names), value: a })),
        { name: BACK, value: BACK },
      ],
      HOLD,
    );
    if (action === BACK) continue;
    const dice = ctx.dice ? await combatDice(state, u, action, ctx) : undefined;
    const chosen = await askChoices(state, u, action, dice, ctx);
    return { kind: 'combat', side, unit: u.at, action: chosen, ...(dice ? { dice } : {}) };
  }
};
