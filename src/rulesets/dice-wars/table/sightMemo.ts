/**
 * Line of sight between squares by index, each pair walked once per table and pair of heights:
 * the table never changes in a battle (nor across the battles a simulation runs on it), and a
 * battle asks the same lines over and over (every attack, every square the computer weighs).
 * The answer is sees()'s own; this only remembers it.
 */
import { RecentCache } from '../../../core/recentCache';
import { sees } from './sees';
import { tableIndex, type TableIndex } from './tableIndex';
import type { Table } from './types';

/** Rows of answers kept per table (each one byte a square); past this the memo starts again. */
const KEPT_BYTES = 64 * 1024 * 1024;

/** One pair of heights: row a, column b is 0 (not asked yet), 1 (blocked) or 2 (seen). */
interface Lines {
  readonly from: number;
  readonly to: number;
  readonly rows: (Uint8Array | undefined)[];
}

/** Sight between squares of one table, remembered. */
export class Sight {
  private readonly lines: Lines[] = [];
  private bytes = 0;

  constructor(
    private readonly table: Table,
    readonly index: TableIndex,
  ) {}

  private linesFor(from: number, to: number): Lines {
    for (const l of this.lines) if (l.from === from && l.to === to) return l;
    const l: Lines = { from, to, rows: new Array<Uint8Array | undefined>(this.index.ix.size) };
    this.lines.push(l);
    return l;
  }

  /** Whether a model `ha` tall on square a sees one `hb` tall on square b (both on the table). */
  sees(a: number, ha: number, b: number, hb: number): boolean {
    const l = this.linesFor(ha, hb);
    let row = l.rows[a];
    if (!row) {
      const n = this.index.ix.size;
      if ((this.bytes += n) > KEPT_BYTES) {
        for (const x of this.lines) x.rows.fill(undefined);
        this.bytes = n;
      }
      row = l.rows[a] = new Uint8Array(n);
    }
    let v = row[b]!;
    if (v === 0) {
      const keys = this.index.ix.keys;
      v = row[b] = sees(this.table, { at: keys[a]!, height: ha }, { at: keys[b]!, height: hb }) ? 2 : 1;
    }
    return v === 2;
  }
}

const sights = new RecentCache<Table, Sight>(8);

/** The table's remembered sight lines. */
export function sightOf(table: Table): Sight {
  return sights.get(table) ?? sights.set(table, new Sight(table, tableIndex(table)));
}
