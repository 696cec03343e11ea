/**
 * Line of sight between squares by index, each pair walked once per table and pair of heights:
 * the table never changes in a battle (nor across the battles a simulation runs on it), and a
 * battle asks the same lines over and over (every attack, every square the computer weighs).
 * The answer is sees()'s own; this only remembers it.
 */
import { sees } from './sees';
import { tableIndex, type TableIndex } from './tableIndex';
import type { Table } from './types';
import { sightsByTable as sights } from '../caches';

/** Rows of answers kept per table (each one byte a square); past this the memo starts again. */
const KEPT_BYTES = 64 * 1024 * 1024;

/**
 * The lines between models of one pair of heights: row a, column b is 0 (not asked yet), 1
 * (blocked) or 2 (seen). A caller asking many lines of one pair of heights keeps this object
 * rather than finding it again for each line.
 */
export class Lines {
  readonly rows: (Uint8Array | undefined)[];

  constructor(
    private readonly sight: Sight,
    readonly from: number,
    readonly to: number,
  ) {
    this.rows = new Array<Uint8Array | undefined>(sight.index.ix.size);
  }

  /** Whether a model `from` tall on square a sees one `to` tall on square b (both on the table). */
  sees(a: number, b: number): boolean {
    const row = this.rows[a] ?? this.sight.newRow(this, a);
    let v = row[b]!;
    if (v === 0) v = row[b] = this.sight.walk(a, this.from, b, this.to) ? 2 : 1;
    return v === 2;
  }
}

/** Sight between squares of one table, remembered. */
export class Sight {
  private readonly lines: Lines[] = [];
  private bytes = 0;

  constructor(
    private readonly table: Table,
    readonly index: TableIndex,
  ) {}

  /** The lines from models `from` tall to models `to` tall. */
  between(from: number, to: number): Lines {
    for (const l of this.lines) if (l.from === from && l.to === to) return l;
    const l = new Lines(this, from, to);
    this.lines.push(l);
    return l;
  }

  /** A fresh row for square a of `l`; past KEPT_BYTES every row is forgotten first. */
  newRow(l: Lines, a: number): Uint8Array {
    const n = this.index.ix.size;
    if ((this.bytes += n) > KEPT_BYTES) {
      for (const x of this.lines) x.rows.fill(undefined);
      this.bytes = n;
    }
    return (l.rows[a] = new Uint8Array(n));
  }

  /** sees() itself, walked. */
  walk(a: number, ha: number, b: number, hb: number): boolean {
    const keys = this.index.ix.keys;
    return sees(this.table, { at: keys[a]!, height: ha }, { at: keys[b]!, height: hb });
  }

  /** Whether a model `ha` tall on square a sees one `hb` tall on square b (both on the table). */
  sees(a: number, ha: number, b: number, hb: number): boolean {
    return this.between(ha, hb).sees(a, b);
  }
}

/** The table's remembered sight lines. */
export function sightOf(table: Table): Sight {
  return sights.get(table) ?? sights.set(table, new Sight(table, tableIndex(table)));
}
