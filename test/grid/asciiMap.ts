/**
 * Square maps drawn in tests: one text line per row, one character per column. `.` clear, `S`
 * slow, `B` blocking, `E` an enemy (clear ground), any other letter a clear cell the test names
 * (A from, T to, ...). Spaces between characters are ignored, so maps may be spaced out.
 */
import { cellKey, type CellKey, type Footing, type GridSpec } from '../../src/grid';

export interface AsciiMap {
  readonly spec: GridSpec;
  readonly footing: (cell: CellKey) => Footing;
  /** The cell of each named letter (the first one, reading row by row). */
  readonly at: Readonly<Record<string, CellKey>>;
  /** Every cell drawn with `letter`. */
  readonly all: (letter: string) => CellKey[];
}

export function asciiMap(text: string): AsciiMap {
  const lines = text
    .split('\n')
    .map((l) => l.replace(/\s+/g, ''))
    .filter((l) => l.length > 0);
  const rows = lines.length;
  const cols = lines[0]!.length;
  if (lines.some((l) => l.length !== cols)) throw new Error(`ragged map:\n${text}`);
  const char = new Map<CellKey, string>();
  const at: Record<string, CellKey> = {};
  lines.forEach((line, row) =>
    [...line].forEach((ch, col) => {
      const k = cellKey(col, row);
      char.set(k, ch);
      at[ch] ??= k;
    }),
  );
  return {
    spec: { kind: 'square', cols, rows },
    footing: (k) => {
      const ch = char.get(k);
      return ch === 'S' ? 'slow' : ch === 'B' ? 'blocking' : 'clear';
    },
    at,
    all: (letter) => [...char].filter(([, ch]) => ch === letter).map(([k]) => k),
  };
}

/** Reads a table of numbers drawn like a map (`-` for unreachable) into cell → cost. */
export function costTable(text: string): Map<CellKey, number> {
  const out = new Map<CellKey, number>();
  text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 0)
    .forEach((line, row) =>
      line.split(/\s+/).forEach((v, col) => out.set(cellKey(col, row), v === '-' ? Infinity : Number(v))),
    );
  return out;
}
