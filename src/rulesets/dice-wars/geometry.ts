/**
 * The table as the rules see it: every measurement the battle rules make goes through these
 * functions and nothing else. PLACEHOLDER bodies (straight centre-to-centre distances on 1"
 * squares, sight always clear, no cover, reach by straight distance): the real table geometry
 * (src/rulesets/dice-wars/table/) replaces them, keeping these signatures.
 */
import { parseCell } from '../../grid/cell';
import type { CellKey, Edge } from '../../grid/types';

/** A piece of terrain: the 1" squares it stands on and how tall it is, in inches. */
export interface TerrainPiece {
  readonly id: string;
  readonly cells: readonly CellKey[];
  readonly height: number;
}

/** The table in 1" squares, and its terrain. */
export interface Table {
  readonly cols: number;
  readonly rows: number;
  readonly pieces: readonly TerrainPiece[];
}

/** A model where it stands, and how tall it is (inches). */
export interface Figure {
  readonly at: CellKey;
  readonly height: number;
}

const coord = (k: CellKey): { col: number; row: number } => parseCell(k) ?? { col: NaN, row: NaN };

/** Base to base, in inches. Placeholder: the distance between the squares' centres. */
export function gap(a: CellKey, b: CellKey): number {
  const p = coord(a);
  const q = coord(b);
  return Math.hypot(q.col - p.col, q.row - p.row);
}

/** Whether `from` can see any part of `to` ("Line of Sight"). Placeholder: always. */
export function sees(_table: Table, _from: Figure, _to: Figure): boolean {
  return true;
}

/**
 * Whether every member stands in cover ("Being in Cover"); `extra` are pieces that are not on the
 * table's list (friendly units with 2 Armor dice). Placeholder: never.
 */
export function inCover(
  _table: Table,
  _members: readonly Figure[],
  _extra?: readonly TerrainPiece[],
): boolean {
  return false;
}

/**
 * The squares a model at `from` can end a move of `budget` inches on, each with what reaching it
 * costs; never a square in `occupied` (another model stands there). Placeholder: every square on
 * the table within `budget` of `from` in a straight line.
 */
export function reachable(
  table: Table,
  from: CellKey,
  budget: number,
  occupied: ReadonlySet<CellKey>,
): ReadonlyMap<CellKey, number> {
  const out = new Map<CellKey, number>();
  const p = coord(from);
  const r = Math.floor(budget);
  for (let row = Math.max(0, p.row - r); row <= Math.min(table.rows - 1, p.row + r); row++) {
    for (let col = Math.max(0, p.col - r); col <= Math.min(table.cols - 1, p.col + r); col++) {
      const cell = `${col},${row}`;
      const cost = Math.hypot(col - p.col, row - p.row);
      if (cost <= budget && !occupied.has(cell)) out.set(cell, cost);
    }
  }
  return out;
}

/**
 * Squad coherency ("Move Action"): the members hold together, each within 1" of another and none
 * cut off. Placeholder: the members' squares form one group of touching squares (diagonals too).
 */
export function coherent(members: readonly CellKey[]): boolean {
  if (members.length <= 1) return true;
  const touching = (a: CellKey, b: CellKey): boolean => {
    const p = coord(a);
    const q = coord(b);
    return Math.max(Math.abs(p.col - q.col), Math.abs(p.row - q.row)) <= 1;
  };
  const seen = new Set<number>([0]);
  const queue = [0];
  while (queue.length > 0) {
    const i = queue.pop()!;
    members.forEach((m, j) => {
      if (!seen.has(j) && touching(members[i]!, m)) {
        seen.add(j);
        queue.push(j);
      }
    });
  }
  return seen.size === members.length;
}

/** Whether every cell lies within `depth` inches of `edge` ("Deployment"). */
export function inZone(table: Table, cells: readonly CellKey[], edge: Edge, depth: number): boolean {
  return cells.every((k) => {
    const { col, row } = coord(k);
    if (!(col >= 0 && row >= 0 && col < table.cols && row < table.rows)) return false;
    const fromEdge =
      edge === 'north'
        ? row
        : edge === 'south'
          ? table.rows - 1 - row
          : edge === 'west'
            ? col
            : table.cols - 1 - col;
    return fromEdge < depth;
  });
}
