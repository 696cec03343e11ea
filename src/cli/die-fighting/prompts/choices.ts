/**
 * The attacker's choices that come with an action (rulings DF7, DF8), asked only when there is
 * more than one answer: which of the equally near squares a charge ends on, and which unit beside
 * a target behind blocking terrain takes the damage past the first point. The rules' default is
 * pre-selected; for damage passed on it is "decide once the roll is known".
 */
import { shares } from '../../../rulesets/die-fighting/attack';
import { cardOf, enemiesAround, maxHealth, pointsOf } from '../../../rulesets/die-fighting/board';
import { chargeSquares, defaultChargeSquare } from '../../../rulesets/die-fighting/charge';
import { bestReceiver, blockedShot, passCandidates } from '../../../rulesets/die-fighting/passOn';
import type { BattleState } from '../../../rulesets/die-fighting/state';
import type { Action, CombatDice, Unit } from '../../../rulesets/die-fighting/types';
import { plural } from '../../../core/plural';
import { unitKind } from '../render/labels';
import type { PromptContext } from './context';

type Of<T extends Action['type']> = Extract<Action, { type: T }>;

async function chargeTo(s: BattleState, u: Unit, a: Of<'charge'>, ctx: PromptContext): Promise<Action> {
  const squares = chargeSquares(s, u, a.target);
  if (squares.length < 2) return a;
  const others = (c: string) => enemiesAround(s, c, u.side).filter((e) => e.at !== a.target).length;
  const to = await ctx.prompter.select(
    `charge ${a.target}: end on which of the nearest squares?`,
    squares.map((c) => ({
      name: `${c}${others(c) ? ` (beside ${plural(others(c), 'other enemy', 'other enemies')})` : ''}`,
      value: c,
    })),
    defaultChargeSquare(s, u, a.target) ?? squares[0],
  );
  return { ...a, to };
}

/** `Blue conscripts 1/6 at 3,1 (6 points)`. */
const who = (t: Unit, ctx: PromptContext): string =>
  `${ctx.names.styled(t.side, `${ctx.names.name(t.side)} ${unitKind(t)}`)} ${t.health}/${maxHealth(t)} at ${t.at} (${pointsOf(t)} points)`;

async function passTo(
  s: BattleState,
  u: Unit,
  a: Of<'attack'>,
  dice: CombatDice | undefined,
  ctx: PromptContext,
): Promise<Action> {
  // Typed damage tells how much is left past each target: none left, nothing to ask.
  const typed = dice?.damage?.[0];
  const parts = typed === undefined ? null : shares(typed + cardOf(s, u).damage, a.targets.length);
  const chosen: Record<string, string> = {};
  for (const [i, t] of a.targets.entries()) {
    if (!blockedShot(s, u, t) || (parts !== null && parts[i]! <= 1)) continue;
    const can = passCandidates(s, u, t);
    if (can.length < 2) continue;
    const rest = parts === null ? 'the damage past the first point' : `the other ${parts[i]! - 1}`;
    const pick = await ctx.prompter.select<string | null>(
      `${t} is behind blocking terrain: ${rest} goes to which unit beside it?`,
      [
        ...(parts === null ? [{ name: 'the best for me, once the roll is known', value: null }] : []),
        ...can.map((c) => ({ name: who(c, ctx), value: c.at })),
      ],
      parts === null ? null : (bestReceiver(can, parts[i]! - 1)?.at ?? null),
    );
    if (pick !== null) chosen[t] = pick;
  }
  return Object.keys(chosen).length > 0 ? { ...a, passTo: chosen } : a;
}

/** `action` with the choices the player makes for it (none asked when there is one answer). */
export function askChoices(
  s: BattleState,
  u: Unit,
  action: Action,
  dice: CombatDice | undefined,
  ctx: PromptContext,
): Promise<Action> {
  if (action.type === 'charge') return chargeTo(s, u, action, ctx);
  if (action.type === 'attack') return passTo(s, u, action, dice, ctx);
  return Promise.resolve(action);
}
