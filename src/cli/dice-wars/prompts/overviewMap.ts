/**
 * The whole table in the lines a screen has, for the general about to roll for first activation
 * or to pick a unit to activate: a 36" table's rows, the key and the question don't fit
 * 24 lines, and the rows that do (pickWindow.ts) held one army only, the other's off the screen.
 * So two or more of the table's rows share a line (`0 ... 2` is rows 0 to 2): a square there shows
 * a model in any of them (its unit's letter), else the highest terrain, else `.`. Nothing in Dice
 * Wars is hidden from the other general: every unit stands on the table in sight, so a unit
 * standing behind another in a band's rows is shown at a square of its own or named in the key.
 */
import { diceLeft } from '../../../rulesets/dice-wars/board';
import type { BattleState, Unit } from '../../../rulesets/dice-wars/state';
import type { SideNames } from '../../render/sideNames';
import type { Style } from '../../style';
import { flow } from '../../layout/wrap';
import { screenLines } from '../../prompts/pickWindow';
import { heightChar, ruler, type Letters } from '../render/renderMap';
import { CUTS, keyItems } from './unitKey';

/** The key's paragraph is packed to the screen's 80 columns, as under a question's rows (reachMap.ts). */
const WIDTH = 80;

/**
 * Which unit each square of a band of rows shows (`col,firstRow` to unit). Where units share a
 * square (one behind another in the band's rows) the one shown fewest times elsewhere wins, so a
 * squad seen at its other squares leaves the square to a unit seen nowhere else; a unit left
 * hidden even so is named under the map (`hidden`).
 */
function shownUnits(s: BattleState, band: number): { shown: Map<string, Unit>; hidden: Hidden[] } {
  const at = new Map<string, { unit: Unit; cell: string }[]>();
  for (const u of s.units)
    for (const m of u.models) {
      const [c, r] = m.split(',').map(Number) as [number, number];
      const key = `${c},${Math.floor(r / band) * band}`;
      const here = at.get(key) ?? [];
      if (!here.some((x) => x.unit === u)) here.push({ unit: u, cell: m });
      at.set(key, here);
    }
  const count = new Map<Unit, number>();
  const shown = new Map<string, Unit>();
  const show = (key: string, u: Unit) => (shown.set(key, u), count.set(u, (count.get(u) ?? 0) + 1));
  for (const [key, here] of at) if (here.length === 1) show(key, here[0]!.unit);
  for (const [key, here] of at) {
    if (here.length === 1) continue;
    const byRow = [...here].sort((a, b) => rowOf(a.cell) - rowOf(b.cell));
    const fewest = byRow.reduce((a, b) => ((count.get(b.unit) ?? 0) < (count.get(a.unit) ?? 0) ? b : a));
    show(key, fewest.unit);
  }
  const hidden: Hidden[] = [];
  for (const [key, here] of at)
    for (const x of here)
      if (!count.has(x.unit) && !hidden.some((h) => h.unit === x.unit))
        hidden.push({ unit: x.unit, cell: x.cell, by: shown.get(key)! });
  return { shown, hidden };
}

interface Hidden {
  readonly unit: Unit;
  readonly cell: string;
  readonly by: Unit;
}

const rowOf = (cell: string): number => Number(cell.split(',')[1]);

/**
 * The table with `band` rows a line, and its key: every unit's letter, its name (cut at a word to
 * `room`) and dice left.
 */
function banded(
  s: BattleState,
  names: SideNames,
  style: Style,
  letters: Letters,
  band: number,
  room: number,
): string {
  const { cols, rows } = s.rules.table;
  const { shown, hidden } = shownUnits(s, band);
  const height = new Map<string, number>();
  for (const p of s.rules.table.pieces)
    for (const c of p.cells) height.set(c, Math.max(height.get(c) ?? 0, p.height));
  const gutter = String(rows - 1).length;
  const lines = [style.dim(ruler(cols, gutter))];
  for (let lo = 0; lo < rows; lo += band) {
    const hi = Math.min(rows - 1, lo + band - 1);
    let line = `${style.dim(String(lo).padStart(gutter))} `;
    for (let c = 0; c < cols; c++) {
      const u = shown.get(`${c},${lo}`);
      line += u
        ? style.side(names.index.get(u.side) ?? 0, style.bold(letters.get(u.id)!))
        : ground(c, lo, hi, height, style);
    }
    lines.push(`${line} ${style.dim(String(hi))}`);
  }
  const order = (u: Unit) => names.index.get(u.side) ?? 0;
  const standing = [...s.units]
    .filter((u) => u.models.length > 0 && diceLeft(u) > 0)
    .sort((a, b) => order(a) - order(b));
  const key = keyItems(standing, names, letters, room);
  const behind = hidden.map(
    (h) => `${letters.get(h.unit.id)} at ${h.cell} is behind ${letters.get(h.by.id)}`,
  );
  const about = band > 1 ? `the whole table, ${band} rows a line` : '';
  const digits = height.size > 0 ? 'a digit: terrain that high' : '';
  const note = [about, ...behind, digits].filter((t) => t !== '').join('; ');
  return [...lines, ...flow([...key, ...(note === '' ? [] : [style.dim(note)])], WIDTH)].join('\n');
}

/** A square of a band of rows with no model: the highest terrain's digit, else `.`. */
function ground(
  c: number,
  lo: number,
  hi: number,
  height: ReadonlyMap<string, number>,
  style: Style,
): string {
  let top = -1;
  for (let r = lo; r <= hi; r++) top = Math.max(top, height.get(`${c},${r}`) ?? -1);
  return top < 0 ? style.dim('.') : heightChar(top);
}

/**
 * The whole table in at most `lines` screen lines: one row a line if that fits, else as few rows
 * a line as fit (a 36-row table with two armies' keys: 3 at 80x24), the key's names as long as
 * that many allows: the board comes first, so long names are cut before rows are squeezed.
 */
export function overviewMap(
  s: BattleState,
  names: SideNames,
  style: Style,
  letters: Letters,
  lines: number,
): string {
  const rows = s.rules.table.rows;
  for (let band = 1; ; band++) {
    for (const room of CUTS) {
      const text = banded(s, names, style, letters, band, room);
      if (screenLines(text, WIDTH) <= lines) return text;
    }
    if (band >= rows) return banded(s, names, style, letters, band, CUTS[CUTS.length - 1]!);
  }
}
