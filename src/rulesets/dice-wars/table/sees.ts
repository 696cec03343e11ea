/**
 * Line of sight over the table's terrain (DW-G4): the grid's centre-to-centre sight line
 * (G5, traceLine) raised into 3-D, from the top of one model to the top of the other. The top is
 * enough: a line to a lower point of the target dips lower everywhere, so if no line from the eye
 * clears the terrain to the target's top, none clears it to any part; and top to top reads the
 * same both ways, so A sees B exactly when B sees A ("Line of Sight").
 */
import type { Coord } from '../../../grid/cell';
import { traceLine, type LineVisitor } from '../../../grid/traceLine';
import { tableIndex } from './tableIndex';
import type { Figure, Table } from './types';

/** Walks one line; `clear` goes false where the line passes below the terrain. */
class SightLine implements LineVisitor {
  constructor(
    private readonly ground: Float64Array,
    private readonly rows: number,
    private readonly ends: readonly [number, number],
    private readonly z0: number,
    private readonly dz: number,
  ) {}

  /** The line's height at t (0 at the first end, 1 at the other). */
  private z(t: number): number {
    return this.z0 + this.dz * t;
  }

  cell(col: number, row: number, enter: number, exit: number): boolean {
    const i = col * this.rows + row;
    if (i === this.ends[0] || i === this.ends[1]) return true; // the models stand there
    // The line is straight: over the square it is lowest where it enters or leaves.
    const low = Math.min(this.z(enter), this.z(exit));
    return !(low < this.ground[i]!);
  }

  corner(t: number, p: Coord, q: Coord): boolean {
    // Squeezing between two squares at their shared corner: blocked only under both (G5).
    const h = Math.min(this.ground[p.col * this.rows + p.row]!, this.ground[q.col * this.rows + q.row]!);
    return !(this.z(t) < h);
  }
}

/** Whether `from` can see any part of `to` over the table's terrain (symmetric); false off the table. */
export function sees(table: Table, from: Figure, to: Figure): boolean {
  const t = tableIndex(table);
  const { ix, ground } = t;
  let a = ix.indexOf.get(from.at);
  let b = ix.indexOf.get(to.at);
  if (a === undefined || b === undefined) return false;
  if (a === b) return true;
  let za = ground[a]! + from.height;
  let zb = ground[b]! + to.height;
  if (za >= t.tallest && zb >= t.tallest) return true;
  // Always walked from the lower index, so both ways do the same arithmetic.
  if (a > b) [a, b, za, zb] = [b, a, zb, za];
  const rows = ix.rows;
  const start = { col: (a / rows) | 0, row: a % rows };
  const end = { col: (b / rows) | 0, row: b % rows };
  return traceLine(start, end, new SightLine(ground, rows, [a, b], za, zb - za));
}
