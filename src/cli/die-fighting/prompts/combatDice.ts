/**
 * With `--dice`, the faces of the rolls an action makes, typed from real dice: an attack's 2d6,
 * each defending target's 2d6, and the damage die only when the typed faces make a hit
 * (`hitsWith`, from the cards' bonuses); a Break Away's 2d6 and each holder's 2d6.
 */
import { holders, unitAt } from '../../../rulesets/die-fighting/board';
import { hitsWith, rollPlan } from '../../../rulesets/die-fighting/quickAttack';
import type { BattleState } from '../../../rulesets/die-fighting/state';
import type { Action, CombatDice, Unit } from '../../../rulesets/die-fighting/types';
import { typeName } from '../render/labels';
import type { PromptContext } from './context';
import { askFaces } from './faces';

const who = (u: Unit, ctx: PromptContext): string =>
  ctx.names.styled(u.side, `${ctx.names.name(u.side)} ${typeName(u.type)} at ${u.at}`);

async function attackDice(
  s: BattleState,
  u: Unit,
  cells: readonly string[],
  ctx: PromptContext,
): Promise<CombatDice> {
  const targets = cells.map((c) => unitAt(s, c)!);
  const plan = rollPlan(
    u.type,
    targets.map((t) => t.type),
  );
  const attack = plan.attack ? await askFaces(ctx, `${who(u, ctx)}, its attack`, 2, 6) : undefined;
  const defence: number[][] = [];
  for (let i = 0; i < targets.length; i++) {
    if (plan.defence[i]) defence[i] = await askFaces(ctx, `${who(targets[i]!, ctx)}, its defence`, 2, 6);
  }
  const typed: CombatDice = { ...(attack ? { attack } : {}), ...(defence.length ? { defence } : {}) };
  if (!hitsWith(s.rules.cards, u, targets, typed).some(Boolean)) {
    ctx.say(ctx.style.dim('  a miss: no damage roll'));
    return typed;
  }
  const damage = await askFaces(ctx, `${who(u, ctx)}, its damage`, 1, plan.damage);
  return { ...typed, damage };
}

/** The faces `action` of `u` needs, asked one roll at a time; none for hold and regroup. */
export async function combatDice(
  s: BattleState,
  u: Unit,
  action: Action,
  ctx: PromptContext,
): Promise<CombatDice | undefined> {
  switch (action.type) {
    case 'attack':
      return attackDice(s, u, action.targets, ctx);
    case 'charge':
      return attackDice(s, u, [action.target], ctx);
    case 'breakAway': {
      const attack = await askFaces(ctx, `${who(u, ctx)}, its break away`, 2, 6);
      const defence: number[][] = [];
      for (const h of holders(s, u)) defence.push(await askFaces(ctx, `${who(h, ctx)}, holding it`, 2, 6));
      return { attack, defence };
    }
    default:
      return undefined;
  }
}
