/**
 * Lawful answers, for the generals: the units a side may activate, the moves and attacks a unit
 * may make now. A squad's moves are its formation moved as a whole (every member the same way),
 * plus, for a squad split up by its losses, one move that gathers it round its first member.
 */
import type { CellKey } from '../../grid/types';
import { parseCell } from '../../grid/cell';
import { speedOf, unitsOf, enemiesOf, occupiedBut } from './board';
import { planAttack } from './attack';
import { coherent, gap, reachable } from './geometry';
import { moveProblem } from './movement';
import type { Activation, BattleState, Unit } from './state';
import type { Action } from './types';
import { moveInches } from './weapons';
import { spendProblem } from './spend';

export const unactivated = (s: BattleState, side: string): Unit[] =>
  unitsOf(s, side).filter((u) => !s.activated.includes(u.id));

const shift = (cell: CellKey, dc: number, dr: number): CellKey => {
  const c = parseCell(cell)!;
  return `${c.col + dc},${c.row + dr}`;
};

/** A split squad gathered round its first member: each other member to the nearest free square it can reach beside one placed. */
function gathered(s: BattleState, u: Unit, reach: readonly ReadonlyMap<CellKey, number>[]): CellKey[] | null {
  const placed: CellKey[] = [u.models[0]!];
  for (let i = 1; i < u.models.length; i++) {
    let best: { cell: CellKey; d: number } | null = null;
    for (const cell of reach[i]!.keys()) {
      if (placed.includes(cell) || !coherent([...placed, cell])) continue;
      const d = gap(u.models[i]!, cell);
      if (best === null || d < best.d) best = { cell, d };
    }
    if (!best) return null;
    placed.push(best.cell);
  }
  return placed;
}

/** Every lawful move of `u` (one square per model), staying put first. */
export function moveOptions(s: BattleState, u: Unit): CellKey[][] {
  const budget = moveInches(speedOf(u));
  const occupied = occupiedBut(s, u.id);
  const reach = u.models.map((m) => reachable(s.rules.table, m, budget, occupied));
  const out: CellKey[][] = [[...u.models]];
  const lead = parseCell(u.models[0]!)!;
  for (const cell of reach[0]!.keys()) {
    const c = parseCell(cell)!;
    const dc = c.col - lead.col;
    const dr = c.row - lead.row;
    if (dc === 0 && dr === 0) continue;
    const to = u.models.map((m) => shift(m, dc, dr));
    if (to.every((t, i) => reach[i]!.has(t)) && (to.length === 1 || coherent(to))) out.push(to);
  }
  if (u.models.length > 1 && !coherent(u.models)) {
    const g = gathered(s, u, reach);
    if (g && moveProblem(s, u, g) === null) out.push(g);
  }
  return out;
}

/** Every attack `u` may make now: Basic Melee and each piece not yet used, at each enemy in reach. */
export function attackOptions(s: BattleState, u: Unit, a: Activation): Action[] {
  const out: Action[] = [];
  const pieces: (number | null)[] = [null, ...u.equipment.map((_, i) => i)];
  for (const piece of pieces) {
    for (const e of enemiesOf(s, u.side)) {
      const action: Action =
        piece === null ? { type: 'melee', target: e.id } : { type: 'equipment', piece, target: e.id };
      if (spendProblem(u, a, action)) break;
      if (!('code' in planAttack(s, u, piece, e.id))) out.push(action);
    }
  }
  return out;
}

/** The lawful actions of the activation under way, grouped by type (end, moves, attacks). */
export function actOptions(s: BattleState): { readonly type: string; readonly actions: Action[] }[] {
  const a = s.activation!;
  const u = s.units.find((x) => x.id === a.unit)!;
  const groups: { type: string; actions: Action[] }[] = [{ type: 'end', actions: [{ type: 'end' }] }];
  const moves = (type: 'freeMove' | 'move') => {
    if (spendProblem(u, a, { type, to: u.models })) return;
    groups.push({ type, actions: moveOptions(s, u).map((to) => ({ type, to })) });
  };
  moves('freeMove');
  moves('move');
  const attacks = attackOptions(s, u, a);
  if (attacks.length > 0) groups.push({ type: 'attack', actions: attacks });
  return groups;
}
