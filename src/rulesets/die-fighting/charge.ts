/**
 * Charge ("Charge", ruling DF8): an extra move to the nearest legal square beside the target,
 * then an attack on it. Where several squares are equally near, which one is the charger's
 * choice (the action's `to`); left unsaid, the one beside the fewest other enemies.
 */
import { orList } from '../../core/plural';
import { problem, type Problem } from '../../core/problem';
import type { CellKey } from '../../grid/types';
import { checkAttack, resolveAttack } from './attack';
import { enemiesAround, refOf, unitAt, unitAtIx, whereOf } from './board';
import { place, view, type Draft } from './draft';
import type { Event } from './events';
import { reachOf, type ReachList } from './movement';
import { seesIx } from './sight';
import type { BattleState } from './state';
import type { CombatDice, Unit } from './types';

const at = (field: string) => ({ path: ['action', field] });

/**
 * The nearest legal squares for a charge by `u` at `target`, in map order: free (or its own),
 * one king move from the target, with a clear line to strike it, and all at the least cost of
 * `reach` (u's reachable squares, cheapest first, equal costs in map order).
 */
export function chargeSquaresIn(
  s: BattleState,
  u: Unit,
  target: CellKey,
  reach: Pick<ReachList, 'idx' | 'costs'>,
): CellKey[] {
  const w = whereOf(s);
  const t = w.ix.indexOf.get(target);
  const out: CellKey[] = [];
  if (t === undefined) return out;
  const rows = w.ix.rows;
  const tc = (t / rows) | 0;
  const tr = t % rows;
  let least = Infinity;
  for (let k = 0; k < reach.idx.length && reach.costs[k]! <= least; k++) {
    const i = reach.idx[k]!;
    const dc = ((i / rows) | 0) - tc;
    const dr = (i % rows) - tr;
    if (dc < -1 || dc > 1 || dr < -1 || dr > 1 || (dc === 0 && dr === 0)) continue;
    const other = unitAtIx(w, i);
    if ((other === undefined || other.id === u.id) && seesIx(s, i, t)) {
      out.push(w.ix.keys[i]!);
      least = reach.costs[k]!;
    }
  }
  return out;
}

export const chargeSquares = (s: BattleState, u: Unit, target: CellKey): CellKey[] =>
  chargeSquaresIn(s, u, target, reachOf(s, u));

/** How many enemies of `u` other than the target stand beside `cell`. */
const othersBeside = (s: BattleState, u: Unit, cell: CellKey, target: CellKey): number =>
  enemiesAround(s, cell, u.side).filter((e) => e.at !== target).length;

/**
 * The square a charge ends on when the charger doesn't say: of the nearest, the one beside the
 * fewest other enemies (fewer to strike back or hold it), then the first in map order.
 */
export function defaultChargeSquare(s: BattleState, u: Unit, target: CellKey): CellKey | null {
  let best: CellKey | null = null;
  let fewest = Infinity;
  for (const c of chargeSquares(s, u, target)) {
    const n = othersBeside(s, u, c, target);
    if (n < fewest) {
      best = c;
      fewest = n;
    }
  }
  return best;
}

/**
 * Why `u` can't charge the unit at `target` (ending on `to` when given), or null: a unit that
 * began the combat phase next to an enemy may not, nor one with no attack left to make. Ranged
 * units may: the text gives the charge to "a unit", and theirs is an attack action too.
 */
export function checkCharge(d: Draft, u: Unit, target: CellKey, to?: CellKey): Problem | null {
  if (d.engaged.includes(u.id)) {
    return problem(
      'charge.engaged',
      `the unit at ${u.at} began the combat phase next to an enemy: it may not charge`,
      at('type'),
    );
  }
  if (u.uses !== null && u.uses <= 0) {
    return problem(
      'charge.no-uses',
      `the ${u.type} at ${u.at} have no shots left to charge with`,
      at('type'),
    );
  }
  const t = unitAt(view(d), target);
  if (!t || t.side === u.side) {
    return problem('charge.not-an-enemy', `no enemy unit stands at ${target}`, {
      ...at('target'),
      facts: { target },
    });
  }
  const squares = chargeSquares(view(d), u, target);
  if (squares.length === 0) {
    return problem('charge.out-of-reach', `the unit at ${u.at} can't reach a square beside ${target}`, {
      ...at('target'),
      facts: { target },
    });
  }
  if (to !== undefined && !squares.includes(to)) {
    return problem(
      'charge.not-nearest',
      `a charge at ${target} ends on a nearest square beside it from which it can strike: ${orList(squares)}, not ${to}`,
      { ...at('to'), facts: { target, to, squares } },
    );
  }
  return null;
}

/** Resolves a charge already checked by checkCharge. */
export function resolveCharge(
  d: Draft,
  ev: Event[],
  u: Unit,
  target: CellKey,
  to: CellKey | undefined,
  dice: CombatDice,
): Problem | null {
  const square = to ?? defaultChargeSquare(view(d), u, target)!;
  const moved = square === u.at ? u : place(d, u, square);
  ev.push({ type: 'charged', round: d.round, unit: refOf(u), to: square, target });
  const refused = checkAttack(d, moved, [target]);
  if (refused) return refused;
  return resolveAttack(d, ev, moved, [target], dice);
}
