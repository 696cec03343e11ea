/**
 * What a move cost in inches (DW-G3: the least-cost path, climbing counted), worked out again from
 * the position right after it: the other models stand where they stood while it moved. A squad's
 * cost is its farthest member's.
 */
import { occupiedBut, speedOf } from '../../../rulesets/dice-wars/board';
import { reachable } from '../../../rulesets/dice-wars/geometry';
import type { BattleState } from '../../../rulesets/dice-wars/state';
import { moveInches } from '../../../rulesets/dice-wars/weapons';

/** `4"`, `4.2"`. */
export const inches = (x: number): string => `${Number.isInteger(x) ? x : x.toFixed(1)}"`;

/** Inches the move from `from` to `to` of unit `id` cost, or null if it can't be told (the unit is gone). */
export function moveCost(
  s: BattleState,
  id: string,
  from: readonly string[],
  to: readonly string[],
): number | null {
  const u = s.units.find((x) => x.id === id);
  if (!u) return null;
  const occupied = occupiedBut(s, id);
  let most = 0;
  for (const [i, f] of from.entries()) {
    if (f === to[i]) continue;
    const cost = reachable(s.rules.table, f, moveInches(speedOf(u)), occupied).get(to[i]!);
    if (cost === undefined) return null;
    most = Math.max(most, cost);
  }
  return most;
}
