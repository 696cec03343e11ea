/**
 * The choices that go with the computer general's combat action (rulings DF7, DF8), added to the
 * action combat.ts picked: where a charge ends (chargeSquare.ts) and where damage past blocking
 * terrain goes (passTarget.ts).
 */
import { unitAt } from '../board';
import type { BattleState } from '../state';
import type { Decision } from '../types';
import { withChargeSquare } from './chargeSquare';
import { withPassTo } from './passTarget';

export function withChoices(s: BattleState, d: Decision): Decision {
  if (d.kind !== 'combat' || d.unit === null || !d.action) return d;
  const u = unitAt(s, d.unit);
  if (!u) return d;
  const a = d.action;
  if (a.type === 'charge') return { ...d, action: withChargeSquare(s, u, a) };
  if (a.type === 'attack') return { ...d, action: withPassTo(s, u, a) };
  return d;
}
