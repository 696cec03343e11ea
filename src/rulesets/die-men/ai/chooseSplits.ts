/** The computer general's splits: a set is split when its parts are expected to kill clearly more. */
import type { CellKey } from '../../../grid/types';
import { legalSplits } from '../legal';
import type { BattleState } from '../state';
import type { Request, SplitOrder } from '../types';
import { canAttack, capLeft, facesHeld } from './threat';
import { isEnemy, unitsAt, viewOf, type View } from './view';

type Req<K extends Request['kind']> = Extract<Request, { kind: K }>;

/**
 * Splits a set when its parts, spread over the attacks open to the army, are expected to kill
 * clearly more than it would whole (caps per hex, more encirclement bonuses, more knocks).
 */
export function chooseSplits(state: BattleState, request: Req<'split'>): SplitOrder[] {
  const side = request.side;
  if (!canAttack(state, side)) return [];
  const v = viewOf(state, side);
  if (v.contact.length === 0) return [];
  const mineSets = (state.sets[side] ?? []).map((s) => ({ id: s.id, width: s.width, height: s.height }));
  const out: SplitOrder[] = [];
  let current = mineSets;
  for (const s of legalSplits(request)) {
    const base = plannedKills(state, v, current);
    let bestGain = 0.5;
    let bestInto: number[] | null = null;
    let bestSets = current;
    for (const into of s.into) {
      const whole = current.find((x) => x.id === s.set)!;
      const parts = into.map((w, i) => ({ id: `${s.set}#${i}`, width: w, height: whole.height }));
      const next = [...current.filter((x) => x.id !== s.set), ...parts];
      const gain = plannedKills(state, v, next) - base;
      if (gain > bestGain) {
        bestGain = gain;
        bestInto = into;
        bestSets = next;
      }
    }
    if (bestInto) {
      out.push({ set: s.set, into: bestInto });
      current = bestSets;
    }
  }
  return out;
}

/** Greedy: each set, widest first, takes the attack that kills most with the caps left. */
function plannedKills(
  state: BattleState,
  v: View,
  sets: readonly { width: number; height: number }[],
): number {
  const sorted = [...sets].sort((a, b) => b.width - a.width || b.height - a.height);
  const cap = new Map<CellKey, number>();
  const left = new Map<CellKey, number>();
  let total = 0;
  for (const s of sorted) {
    let top = 0;
    let topFrom: CellKey | null = null;
    let topTo: CellKey | null = null;
    for (const from of v.contact) {
      const c = cap.get(from) ?? capLeft(state, from, unitsAt(v, from));
      for (const to of v.grid.neighbours(from)) {
        if (!isEnemy(v, to)) continue;
        const l = left.get(to) ?? unitsAt(v, to);
        if (l <= 0) continue;
        const enc = Math.max(0, facesHeld(v, to, v.side) - 1);
        const k = Math.min(s.width + enc, c, l) + 0.6;
        if (k > top) {
          top = k;
          topFrom = from;
          topTo = to;
        }
      }
    }
    if (topFrom === null || topTo === null) continue;
    const kills = top - 0.6;
    cap.set(topFrom, (cap.get(topFrom) ?? capLeft(state, topFrom, unitsAt(v, topFrom))) - kills);
    left.set(topTo, (left.get(topTo) ?? unitsAt(v, topTo)) - kills);
    total += top;
  }
  return total;
}
