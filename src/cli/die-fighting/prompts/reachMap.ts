/**
 * The part of the table a movement or combat question is about, drawn right above it: the rows
 * around the unit asked about (`@`), the squares it can move to with their cost (`+2`), and the
 * enemies it can attack or charge (`*`). Squares are drawn as on the full map (renderMap.ts).
 */
import { unitAt } from '../../../rulesets/die-fighting/board';
import type { BattleState } from '../../../rulesets/die-fighting/state';
import type { Unit } from '../../../rulesets/die-fighting/types';
import type { SideNames } from '../../render/sideNames';
import type { Style } from '../../style';
import { windowRows } from '../../prompts/window';
import { TYPE_CODE } from '../render/labels';

const W = 5;

function label(u: Unit, names: SideNames): string {
  const code = `${TYPE_CODE[u.type]}${u.health}`;
  return (names.index.get(u.side) ?? 0) === 0 ? code : code.toLowerCase();
}

export interface Marks {
  /** Squares it can move to, with what each costs. */
  readonly reach?: ReadonlyMap<string, number>;
  /** Enemy units it can attack or charge. */
  readonly targets?: ReadonlySet<string>;
}

function cellText(
  s: BattleState,
  cell: string,
  focus: Unit,
  marks: Marks,
  names: SideNames,
  style: Style,
): string {
  const u = unitAt(s, cell);
  if (u) {
    const mark = u.id === focus.id ? '@' : marks.targets?.has(cell) ? '*' : '';
    const text = `${mark}${label(u, names)}`.padStart(W);
    const shown = style.side(names.index.get(u.side) ?? 0, style.bold(text));
    return mark ? style.accent(shown) : shown;
  }
  const cost = marks.reach?.get(cell);
  if (cost !== undefined) return style.accent(`+${cost}`.padStart(W));
  const ground = s.rules.blocking[cell] ? 'B' : s.rules.slow[cell] ? 'S' : '.';
  return ground === '.' ? style.dim(ground.padStart(W)) : ground.padStart(W);
}

export function reachMap(
  s: BattleState,
  focus: Unit,
  marks: Marks,
  names: SideNames,
  style: Style,
  maxRows: number,
): string {
  const { cols, rows } = s.rules.grid;
  const rowOf = (c: string) => Number(c.split(',')[1]);
  const wanted = [...(marks.reach?.keys() ?? []), ...(marks.targets ?? [])].map(rowOf);
  const [lo, hi] = windowRows(rows, maxRows, rowOf(focus.at), wanted);
  const gutter = String(rows - 1).length;
  let header = ' '.repeat(gutter + 1);
  for (let c = 0; c < cols; c++) header += String(c).padStart(W);
  const lines = [style.dim(header)];
  for (let r = lo; r <= hi; r++) {
    let line = `${style.dim(String(r).padStart(gutter))} `;
    for (let c = 0; c < cols; c++) line += cellText(s, `${c},${r}`, focus, marks, names, style);
    lines.push(`${line} ${style.dim(String(r))}`);
  }
  const key = [`@ ${focus.at}`];
  if (marks.reach) key.push('+N a square it can move to (cost)');
  if (marks.targets) key.push('* an enemy it can attack');
  const rowsShown = lo > 0 || hi < rows - 1 ? `rows ${lo}-${hi} of 0-${rows - 1}` : '';
  return `${lines.join('\n')}\n${style.dim([...key, rowsShown].filter(Boolean).join('   '))}`;
}
