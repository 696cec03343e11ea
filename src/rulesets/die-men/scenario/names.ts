/** The small grammar of scenario files: cells, goals, set names, unit counts. No zod here. */
import type { Coord } from '../../../grid/cell';
import type { CellKey, Edge } from '../../../grid/types';
import type { Goal, UnitCounts, UnitType } from '../types';
import { UNIT_TYPES } from '../types';

const SET = /^(\d{1,2})[x×X](\d{1,2})$/;
const EDGE_NAMES: readonly Edge[] = ['north', 'south', 'east', 'west'];

export function isOnMap(cell: Coord, map: { readonly cols: number; readonly rows: number }): boolean {
  return cell.col < map.cols && cell.row < map.rows;
}

export function isEdge(s: string): s is Edge {
  return (EDGE_NAMES as readonly string[]).includes(s);
}

/** "3,2" → a cell goal, "north" → an edge goal. */
export function parseGoal(s: string): Goal {
  return isEdge(s) ? { kind: 'edge', edge: s } : { kind: 'cell', at: s as CellKey };
}

export interface SetName {
  readonly width: number;
  readonly height: number;
}

/** "2x9", "2×9", "2X9" → { width: 2, height: 9 }; ranges are checked by `setNameProblem`. */
export function parseSetName(s: string): SetName | undefined {
  const m = SET.exec(s.trim());
  return m ? { width: Number(m[1]), height: Number(m[2]) } : undefined;
}

/** The canonical name: "2x9". */
export const setName = (width: number, height: number): string => `${width}x${height}`;

/** Why a well-formed set name can't name a set, or undefined if it can. */
export function setNameProblem(s: SetName, maxPool: number): string | undefined {
  if (s.width < 2) return `${setName(s.width, s.height)} is not a set: a set is 2 or more matching dice`;
  if (s.width > maxPool) return `${setName(s.width, s.height)} is wider than the ${maxPool}-die pool`;
  if (s.height < 1 || s.height > 10)
    return `${setName(s.width, s.height)}: the height is a d10 face, 1 to 10`;
  return undefined;
}

/** A bare number means infantry; a mapping gives units by type (unknown keys are dropped). */
export function toUnitCounts(units: number | Readonly<Partial<Record<UnitType, number>>>): UnitCounts {
  if (typeof units === 'number') return { infantry: units };
  const out: Partial<Record<UnitType, number>> = {};
  for (const t of UNIT_TYPES) {
    const n = units[t];
    if (typeof n === 'number' && n > 0) out[t] = n;
  }
  return out;
}

export function totalUnits(units: UnitCounts): number {
  return Object.values(units).reduce<number>((sum, n) => sum + (n ?? 0), 0);
}

/** The sets in a roll, widest first, then highest: [9,9,10,10,10] → 3x10, 2x9. */
export function setsInFaces(faces: readonly number[]): SetName[] {
  const counts = new Map<number, number>();
  for (const f of faces) counts.set(f, (counts.get(f) ?? 0) + 1);
  return [...counts]
    .filter(([, n]) => n >= 2)
    .map(([height, width]) => ({ width, height }))
    .sort((a, b) => b.width - a.width || b.height - a.height);
}
