/**
 * The Dice Wars table as text: tables run from 24" to 60" square, so one character a 1" square
 * (a 60" table fits 80 columns). Open ground is `.`, a terrain piece its height in whole inches
 * (`3`; 9 for 9" or more, `+` under 1"), each model its unit's letter: upper case for the first
 * side, lower case for the others (besides the colour, so a map without colour still tells the
 * armies apart). The legend names each letter's unit, its models and its dice left, side by side
 * (each side's name once), and the
 * pieces sight passes through (DW-G8), which a digit alone can't show. With `reach` (the unit
 * being commanded's move squares) open ground there is `·`, terrain there keeps its digit (in the
 * accent colour; renderRanges names those squares for a map without colour).
 */
import { diceLeft } from '../../../rulesets/dice-wars/board';
import type { BattleState, Unit } from '../../../rulesets/dice-wars/state';
import type { SideNames } from '../../render/sideNames';
import { fitTable, tableWidth } from '../../layout/fitTable';
import { cutAtWord, flow } from '../../layout/wrap';
import type { Style } from '../../style';
import { diceText } from './labels';
import { REACH } from './renderRanges';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export type Letters = ReadonlyMap<string, string>;

/**
 * Each unit's letter, by its place among its side's units; `known` letters (from an earlier
 * position) are kept, so a unit's letter stays put as others fall.
 */
export function unitLetters(
  s: BattleState,
  names: SideNames,
  known: Letters = new Map(),
): Map<string, string> {
  const out = new Map<string, string>();
  const used = new Set(known.values());
  for (const u of s.units) {
    const mine = known.get(u.id);
    if (mine !== undefined) {
      out.set(u.id, mine);
      continue;
    }
    const upper = (names.index.get(u.side) ?? 0) === 0;
    const free = [...LETTERS].map((l) => (upper ? l : l.toLowerCase())).find((l) => !used.has(l)) ?? '?';
    used.add(free);
    out.set(u.id, free);
  }
  return out;
}

/** Letters remembered across positions: the first position seen fixes them. */
export function letterBook(names: SideNames): (s: BattleState) => Letters {
  let known: Letters = new Map();
  return (s) => {
    const now = unitLetters(s, names, known);
    known = new Map([...known, ...now]);
    return now;
  };
}

/** A piece's height as one character. */
export const heightChar = (h: number): string => (h < 1 ? '+' : String(Math.min(9, Math.floor(h))));

/** `    0    5    10` over the columns: a number every 5 squares. */
export function ruler(cols: number, gutter: number): string {
  const chars = Array<string>(cols).fill(' ');
  for (let c = 0; c < cols; c += 5) {
    const label = String(c);
    if (c + label.length <= cols) for (let k = 0; k < label.length; k++) chars[c + k] = label[k]!;
  }
  return `${' '.repeat(gutter + 1)}${chars.join('')}`.trimEnd();
}

function groundOf(s: BattleState): Map<string, string> {
  const out = new Map<string, string>();
  for (const p of s.rules.table.pieces) for (const c of p.cells) out.set(c, heightChar(p.height));
  return out;
}

export function renderMap(
  s: BattleState,
  names: SideNames,
  style: Style,
  letters: Letters = unitLetters(s, names),
  reach: ReadonlySet<string> = new Set(),
): string {
  const { cols, rows } = s.rules.table;
  const models = new Map<string, Unit>();
  for (const u of s.units) for (const m of u.models) models.set(m, u);
  const ground = groundOf(s);
  const gutter = String(rows - 1).length;
  const lines = [style.dim(ruler(cols, gutter))];
  for (let r = 0; r < rows; r++) {
    let line = `${style.dim(String(r).padStart(gutter))} `;
    for (let c = 0; c < cols; c++) {
      const cell = `${c},${r}`;
      const u = models.get(cell);
      if (u) line += style.side(names.index.get(u.side) ?? 0, style.bold(letters.get(u.id)!));
      else {
        const g = ground.get(cell);
        if (reach.has(cell)) line += style.accent(g ?? REACH);
        else line += g === undefined ? style.dim('.') : g;
      }
    }
    lines.push(`${line} ${style.dim(String(r))}`);
  }
  lines.push(style.dim(ruler(cols, gutter)));
  return `${lines.join('\n')}\n${legend(s, names, style, letters, reach.size > 0)}`;
}

function legend(s: BattleState, names: SideNames, style: Style, letters: Letters, marked: boolean): string {
  const key = style.dim('. open ground; a digit: terrain that high (+ under 1"); ×3 models; 6d dice left');
  const clear = s.rules.table.pieces.filter((p) => p.blocksSight === false).map((p) => p.id);
  const seeThrough = style.dim(`sight passes through ${clear.join(', ')} (still cover, still climbed)`);
  const moves = style.dim(
    `${style.accent(REACH)} where the unit being commanded can move (terrain there keeps its digit, listed below)`,
  );
  const units = [...names.index.keys()].flatMap((side) => sideKey(s, side, names, style.width, letters));
  return [...units, key, ...(clear.length > 0 ? [seeThrough] : []), ...(marked ? [moves] : [])].join('\n');
}

/**
 * One side's letters, its name said once (`Blue: a scouts ×3 6d  b walker 5d`: a squad's models,
 * the dice left, as under a question's rows) and its units packed after it, the lines after the first indented: a line a unit with the name on each took
 * 15 lines of an 80x24 screen for two armies of long names.
 */
function sideKey(s: BattleState, side: string, names: SideNames, width: number, letters: Letters): string[] {
  const units = s.units.filter((u) => u.side === side);
  if (units.length === 0) return [];
  const items = units.map((u) => {
    const models = u.models.length > 1 ? ` ×${u.models.length}` : '';
    return names.styled(side, `${letters.get(u.id)} ${u.name}${models} ${diceLeft(u)}d`);
  });
  const [first, ...rest] = flow([`${names.styled(side)}:`, ...items], width - INDENT.length);
  return [first!.replace(':  ', ': '), ...rest.map((l) => `${INDENT}${l}`)];
}

const INDENT = '  ';

/** The narrowest a unit's name is cut to in the roster: its first words still say which it is. */
const LEAST_NAME = 16;

/**
 * Each unit: letter, name, where, its dice as they stand, damage markers this round (a column only
 * while some unit has them), one line a unit at 80 columns. No side column: the letter's case and
 * colour say the side, and the map's key drawn under the roster names the sides and each unit in
 * full; so a long name is cut at a word (`Foundry-Master…`) to what the line leaves it. With an
 * army of 60-character names and a long side name, the side and unit columns wrapped every unit
 * into three to six lines: 62 lines for 15 units, the board far above the question.
 */
export function renderRoster(
  s: BattleState,
  names: SideNames,
  style: Style,
  letters: Letters = unitLetters(s, names),
): string {
  // Before armies deploy the table is empty: a table of headings alone said nothing.
  if (s.units.length === 0) return style.dim('no units on the table yet: the armies deploy first');
  const order = (u: Unit) => names.index.get(u.side) ?? 0;
  const units = [...s.units].sort((a, b) => order(a) - order(b));
  const marked = units.some((u) => u.damage > 0);
  const rest = units.map((u) => [
    u.models.length > 2 ? `${u.models[0]} +${u.models.length - 1}` : u.models.join(' '),
    diceText(u),
    String(diceLeft(u)),
    ...(marked ? [u.damage > 0 ? String(u.damage) : ''] : []),
  ]);
  const head = ['', 'unit', 'at', 'dice', 'left', ...(marked ? ['markers'] : [])];
  const others = [1, ...head.slice(2).map((h, i) => Math.max(h.length, ...rest.map((r) => r[i]!.length)))];
  const room = Math.max(LEAST_NAME, style.width - tableWidth(others) - 3);
  const rows = units.map((u, i) => [
    names.styled(u.side, letters.get(u.id)!),
    names.styled(u.side, cutAtWord(u.name, room)),
    ...rest[i]!,
  ]);
  // The places and the dice wrap (never split) when even cut names leave too little room.
  return fitTable({ head: head.map((h) => style.bold(h)), rows, wrap: [2, 3] }, style.width);
}
