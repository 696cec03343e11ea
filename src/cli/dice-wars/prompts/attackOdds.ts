/**
 * An attack in a battle as `dw attack` sees it: its attacking models, weapon and the target's
 * Speed, Armor, cover and squad, so a prompt can label it with its exact odds (quickAttack.ts).
 */
import { planAttack } from '../../../rulesets/dice-wars/attack';
import { armorOf, speedOf } from '../../../rulesets/dice-wars/board';
import { expected } from '../../../dice/chances';
import { hasCover } from '../../../rulesets/dice-wars/movement';
import { quickOdds, type QuickAttack } from '../../../rulesets/dice-wars/quickAttack';
import type { BattleState, Unit } from '../../../rulesets/dice-wars/state';

export interface AttackOdds {
  readonly models: number;
  readonly need: number;
  readonly expectedHits: number;
  /** Markers expected on the target after cover, and damage expected after its saves. */
  readonly expectedMarkers: number;
  readonly expectedDamage: number;
}

/** The attack of `u` with `piece` (null: Basic Melee) at `target` as stat lines, or null if it can't. */
export function quickOf(s: BattleState, u: Unit, piece: number | null, target: string): QuickAttack | null {
  const plan = planAttack(s, u, piece, target);
  if ('code' in plan) return null;
  const t = plan.target;
  return {
    models: plan.attackers.length,
    weapon:
      plan.weapon.type === 'melee'
        ? { kind: 'basic', dice: 0 }
        : { kind: plan.weapon.kind, dice: plan.weapon.dice },
    target: { speed: speedOf(t), armor: armorOf(t), cover: hasCover(s, t), squad: t.squad },
  };
}

export function attackOdds(s: BattleState, u: Unit, piece: number | null, target: string): AttackOdds | null {
  const q = quickOf(s, u, piece, target);
  if (!q) return null;
  const o = quickOdds(q);
  return {
    models: q.models,
    need: o.need,
    expectedHits: o.expectedHits,
    expectedMarkers: expected(o.markers).value,
    expectedDamage: expected(o.unsaved).value,
  };
}
