/**
 * Free Movement (die-men.txt, "Free Movement" and the end of "Move"): after the queue is spent,
 * each group of units may step into an adjacent Open hex, if both that hex and the hex it leaves
 * are unthreatened (no enemy unit next to them). Strategy doesn't limit it; a group may split, each
 * unit moving at most once. Threat is judged on the positions when Free Movement begins, and every
 * side's free moves happen together.
 */
import { fail, ok, problem, type Result } from '../../core/problem';
import { gridFor } from '../../grid/grid';
import type { CellKey } from '../../grid/types';
import { hasEnemy, isThreatened, putUnits, unitsOf, type Positions } from './board';
import type { Event } from './events';
import type { BattleState, Draft } from './state';
import { terrainAt, TERRAIN_RULES } from './terrain';
import type { FreeMove, UnitCounts } from './types';
import { addUnits, fitsIn, isUnitCounts, subtractUnits, totalUnits } from './units';

/** One possible free move: from a hex into a neighbour, with up to all of the hex's units. */
export interface FreeOption {
  readonly from: CellKey;
  readonly to: CellKey;
  readonly units: UnitCounts;
}

/** Every (from, to) pair `side` may use in Free Movement now. */
export function legalFreeMoves(state: BattleState, side: string): FreeOption[] {
  const grid = gridFor(state.rules.grid);
  const pos = state.occupants;
  const out: FreeOption[] = [];
  for (const from in pos) {
    if (unitsOf(pos, from, side) === 0 || isThreatened(grid, pos, from, side)) continue;
    for (const to of grid.neighbours(from)) {
      if (canEnter(state, pos, to, side)) out.push({ from, to, units: pos[from]!.units });
    }
  }
  return out;
}

function canEnter(state: BattleState, pos: Positions, to: CellKey, side: string): boolean {
  const grid = gridFor(state.rules.grid);
  return (
    TERRAIN_RULES[terrainAt(state.rules.terrain, to)].freeEnter &&
    !hasEnemy(pos, to, side) &&
    !isThreatened(grid, pos, to, side)
  );
}

/** Checks a side's free moves against the current positions; fills in omitted unit counts. */
export function checkFreeMoves(
  state: BattleState,
  side: string,
  moves: readonly FreeMove[],
): Result<FreeMove[]> {
  const grid = gridFor(state.rules.grid);
  const pos = state.occupants;
  const used = new Map<CellKey, UnitCounts>();
  const out: FreeMove[] = [];
  if (!Array.isArray(moves))
    return fail(problem('free.bad-moves', 'free moves must be a list', { path: ['moves'] }));
  for (let i = 0; i < moves.length; i++) {
    const { from, to, units } = moves[i]!;
    const bad = (code: string, message: string, facts: Record<string, unknown> = {}) =>
      fail(problem(code, message, { path: ['moves', i], facts: { from, to, ...facts } }));
    if (!grid.inBounds(from) || !grid.inBounds(to))
      return bad('free.bad-cell', `${from} → ${to}: not on the map`);
    if (!grid.adjacent(from, to)) return bad('free.not-adjacent', `${to} is not next to ${from}`);
    if (unitsOf(pos, from, side) === 0) return bad('free.no-units', `${side} has no units in ${from}`);
    if (isThreatened(grid, pos, from, side)) {
      return bad('free.threatened-origin', `${from} has enemies next to it: it takes a set to move out`);
    }
    const terrain = terrainAt(state.rules.terrain, to);
    if (!TERRAIN_RULES[terrain].freeEnter) {
      return bad('free.terrain', `free moves only enter open terrain; ${to} is ${terrain}`, { terrain });
    }
    if (hasEnemy(pos, to, side) || isThreatened(grid, pos, to, side)) {
      return bad('free.threatened-target', `${to} has enemies next to it: it takes a set to move in`);
    }
    if (units !== undefined && (!isUnitCounts(units) || totalUnits(units) < 1)) {
      return bad('free.bad-units', `a free move names at least one unit, in whole numbers of known types`);
    }
    const have = pos[from]!.units;
    const moving = units === undefined ? have : addUnits(units, {});
    const total = addUnits(used.get(from) ?? {}, moving);
    if (!fitsIn(total, have)) {
      return bad('free.too-many-units', `more units leave ${from} than are there (each moves once)`, {
        moving: total,
        present: have,
      });
    }
    used.set(from, total);
    out.push({ from, to, units: moving });
  }
  return ok(out);
}

export function applyFreeMoves(d: Draft, ev: Event[]): void {
  for (const s of d.rules.sides) {
    for (const m of d.free[s.id] ?? []) {
      const units = m.units!;
      putUnits(d, m.from, s.id, subtractUnits(d.occupants[m.from]!.units, units));
      const there = d.occupants[m.to];
      putUnits(d, m.to, s.id, there ? addUnits(there.units, units) : units);
      ev.push({ type: 'freeMoved', round: d.round, side: s.id, from: m.from, to: m.to, units });
    }
  }
}
