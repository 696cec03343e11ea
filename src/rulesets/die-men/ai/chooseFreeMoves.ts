/** The computer general's free moves at the end of a round. */
import type { CellKey } from '../../../grid/types';
import { legalFreeMoves } from '../legal';
import type { BattleState } from '../state';
import type { FreeMove, UnitCounts } from '../types';
import { plan } from './plan';
import { chooseTarget, nearestEnemy, viewOf, walk } from './view';

/** Each hex steps toward the target (or away from the enemy when retreating), all together. */
export function chooseFreeMoves(state: BattleState, side: string): FreeMove[] {
  const v = viewOf(state, side);
  const p = plan(state, side);
  // The round is over: aim at the enemy as it stands now, not as it stood when the round began.
  const target = chooseTarget(state, v);
  if (target === null) return [];
  const standOff = p.strategy === 'hold' && v.contact.length === 0 && v.myTotal > v.enemyTotal;
  if (standOff) return [];
  const byFrom = new Map<CellKey, { to: CellKey; gain: number; units: UnitCounts }>();
  for (const o of legalFreeMoves(state, side)) {
    const gain =
      p.strategy === 'retreat'
        ? nearestEnemy(v, o.to) - nearestEnemy(v, o.from)
        : walk(state.rules, v.grid, o.from, target) - walk(state.rules, v.grid, o.to, target);
    const prev = byFrom.get(o.from);
    if (gain > 0 && (!prev || gain > prev.gain)) byFrom.set(o.from, { to: o.to, gain, units: o.units });
  }
  return [...byFrom].map(([from, m]) => ({ from, to: m.to, units: m.units }));
}
