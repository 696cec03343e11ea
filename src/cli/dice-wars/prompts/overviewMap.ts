/**
 * The whole table in the lines a screen has, for the general taking the keyboard in hot-seat play
 * (the round's roll for first activation): a 36" table's rows, the key and the question don't fit
 * 24 lines, and the rows that do (pickWindow.ts) held one army only, the other's off the screen.
 * So two or more of the table's rows share a line (`0 ... 2` is rows 0 to 2): a square there shows
 * a model in any of them (its unit's letter), else the highest terrain, else `.`. Nothing in Dice
 * Wars is hidden from the other general: every unit stands on the table in sight.
 */
import { diceLeft } from '../../../rulesets/dice-wars/board';
import type { BattleState, Unit } from '../../../rulesets/dice-wars/state';
import type { SideNames } from '../../render/sideNames';
import type { Style } from '../../style';
import { flow } from '../../layout/wrap';
import { screenLines } from '../../prompts/pickWindow';
import { heightChar, ruler, type Letters } from '../render/renderMap';

/** The key's paragraph is packed to the screen's 80 columns, as under a question's rows (reachMap.ts). */
const WIDTH = 80;

/** The table with `band` rows a line, and its key: every unit's letter, its name and dice left. */
function banded(s: BattleState, names: SideNames, style: Style, letters: Letters, band: number): string {
  const { cols, rows } = s.rules.table;
  const models = new Map<string, Unit>();
  for (const u of s.units) for (const m of u.models) models.set(m, u);
  const height = new Map<string, number>();
  for (const p of s.rules.table.pieces)
    for (const c of p.cells) height.set(c, Math.max(height.get(c) ?? 0, p.height));
  const gutter = String(rows - 1).length;
  const lines = [style.dim(ruler(cols, gutter))];
  for (let lo = 0; lo < rows; lo += band) {
    const hi = Math.min(rows - 1, lo + band - 1);
    let line = `${style.dim(String(lo).padStart(gutter))} `;
    for (let c = 0; c < cols; c++) line += square(c, lo, hi, models, height, names, style, letters);
    lines.push(`${line} ${style.dim(String(hi))}`);
  }
  const order = (u: Unit) => names.index.get(u.side) ?? 0;
  const key = [...s.units]
    .filter((u) => u.models.length > 0 && diceLeft(u) > 0)
    .sort((a, b) => order(a) - order(b))
    .map((u) => names.styled(u.side, `${letters.get(u.id)} ${u.name} ${diceLeft(u)}d`));
  const about = band > 1 ? `the whole table, ${band} rows a line` : '';
  const digits = height.size > 0 ? 'a digit: terrain that high' : '';
  const note = [about, digits].filter((t) => t !== '').join('; ');
  return [...lines, ...flow([...key, ...(note === '' ? [] : [style.dim(note)])], WIDTH)].join('\n');
}

/** One square of a band of rows: a model's letter, else the highest terrain's digit, else `.`. */
function square(
  c: number,
  lo: number,
  hi: number,
  models: ReadonlyMap<string, Unit>,
  height: ReadonlyMap<string, number>,
  names: SideNames,
  style: Style,
  letters: Letters,
): string {
  let top = -1;
  for (let r = lo; r <= hi; r++) {
    const u = models.get(`${c},${r}`);
    if (u) return style.side(names.index.get(u.side) ?? 0, style.bold(letters.get(u.id)!));
    top = Math.max(top, height.get(`${c},${r}`) ?? -1);
  }
  return top < 0 ? style.dim('.') : heightChar(top);
}

/**
 * The whole table in at most `lines` screen lines: one row a line if that fits, else as few rows
 * a line as fit (a 36-row table with two armies' keys: 3 at 80x24).
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
    const text = banded(s, names, style, letters, band);
    if (band >= rows || screenLines(text, WIDTH) <= lines) return text;
  }
}
