/**
 * The documented deployment (ruling 33), which the computer general plays too: a line of stacks
 * across the front of the zone. Each turn puts about one stack's share of the army (the army over
 * the hexes along the zone's front, at least two units) in the free hex deepest into the zone,
 * nearest the middle of the front; the share mixes the types left in proportion, so archers
 * stand among the foot they help and siege engines have an escort. The zone's last free hex takes
 * every unit left that may stand there.
 */
import { gridFor } from '../../grid/grid';
import type { CellKey, Edge } from '../../grid/types';
import { standing } from './deployment';
import type { BattleState } from './state';
import type { Decision, Request, UnitCounts, UnitType } from './types';
import { UNIT_TYPES } from './types';
import { totalUnits } from './units';

type DeployRequest = Extract<Request, { kind: 'deploy' }>;

const across = (edge: Edge): 'row' | 'col' => (edge === 'west' || edge === 'east' ? 'row' : 'col');

/** Deepest into the zone first, then nearest the middle of the front, then reading order. */
function frontOrder(s: BattleState, edge: Edge, cells: readonly CellKey[]): CellKey[] {
  const grid = gridFor(s.rules.grid);
  const axis = across(edge);
  const mid = ((axis === 'row' ? s.rules.grid.rows : s.rules.grid.cols) - 1) / 2;
  const key = (c: CellKey) => {
    const at = grid.coord(c)!;
    return { depth: grid.edgeDistance(c, edge), off: Math.abs(at[axis] - mid) };
  };
  return [...cells].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    return kb.depth - ka.depth || ka.off - kb.off;
  });
}

/**
 * `n` units from `left` in proportion to what is left of each type: a unit at a time, of the type
 * furthest behind its share so far (ties: table order).
 */
export function mixedShare(left: UnitCounts, n: number): UnitCounts {
  const all = totalUnits(left);
  const out: Partial<Record<UnitType, number>> = {};
  for (let k = 0; k < Math.min(n, all); k++) {
    let best: UnitType | null = null;
    let behind = -Infinity;
    for (const t of UNIT_TYPES) {
      const have = left[t] ?? 0;
      if (have - (out[t] ?? 0) <= 0) continue;
      const d = (have * (k + 1)) / all - (out[t] ?? 0);
      if (d > behind) [best, behind] = [t, d];
    }
    out[best!] = (out[best!] ?? 0) + 1;
  }
  return out;
}

/** The side's whole army: units already placed and those left. */
function armySize(s: BattleState, side: string, left: UnitCounts): number {
  let n = totalUnits(left);
  for (const k in s.occupants) if (s.occupants[k]!.side === side) n += totalUnits(s.occupants[k]!.units);
  return n;
}

export function sensibleDeploy(s: BattleState, r: DeployRequest): Extract<Decision, { kind: 'deploy' }> {
  const edge = s.deployment?.zones[r.side] ?? 'west';
  const at = frontOrder(s, edge, r.cells)[0]!;
  const here = standing(s.rules, at, r.left);
  if (r.cells.length === 1) return { kind: 'deploy', side: r.side, at, units: here };
  const front = (across(edge) === 'row' ? s.rules.grid.rows : s.rules.grid.cols) || 1;
  const share = Math.max(2, Math.ceil(armySize(s, r.side, r.left) / front));
  // Never leave a single unit for a turn of its own.
  const take = totalUnits(here) - share === 1 ? share + 1 : share;
  return { kind: 'deploy', side: r.side, at, units: mixedShare(here, take) };
}
