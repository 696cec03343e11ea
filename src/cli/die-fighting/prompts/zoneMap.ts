/**
 * The map a deployment question is about: the rows of the side's zone (as many more as fit), its
 * free squares marked `+` and the square the computer would pick `@`, units and terrain drawn as
 * on the full map (renderMap.ts), 5 characters a square when the map fits the terminal that way,
 * else 3 (the health left out: every unit starts whole).
 */
import { unitAt } from '../../../rulesets/die-fighting/board';
import { DEPLOY_DEPTH } from '../../../rulesets/die-fighting/setupCheck';
import type { BattleState } from '../../../rulesets/die-fighting/state';
import type { CellKey } from '../../../grid/types';
import type { SideNames } from '../../render/sideNames';
import type { Style } from '../../style';
import { windowRows } from '../../prompts/window';
import { TYPE_CODE } from '../render/labels';
import { squareWidth } from '../render/renderMap';

export interface ZoneMarks {
  /** The free squares of the zone. */
  readonly free: ReadonlySet<CellKey>;
  /** The square offered first. */
  readonly suggested?: CellKey;
}

function cellText(
  s: BattleState,
  cell: CellKey,
  marks: ZoneMarks,
  names: SideNames,
  style: Style,
  w: number,
) {
  const u = unitAt(s, cell);
  if (u) {
    const code = TYPE_CODE[u.type] + (w >= 5 ? String(u.health) : '');
    const text = ((names.index.get(u.side) ?? 0) === 0 ? code : code.toLowerCase()).padStart(w);
    return style.side(names.index.get(u.side) ?? 0, style.bold(text));
  }
  if (cell === marks.suggested) return style.accent('@'.padStart(w));
  if (marks.free.has(cell)) return style.accent('+'.padStart(w));
  const ground = s.rules.blocking[cell] ? 'B' : s.rules.slow[cell] ? 'S' : '.';
  return ground === '.' ? style.dim(ground.padStart(w)) : ground.padStart(w);
}

export function zoneMap(
  s: BattleState,
  marks: ZoneMarks,
  names: SideNames,
  style: Style,
  maxRows: number,
): string {
  const { cols, rows } = s.rules.grid;
  const w = squareWidth(cols, rows, style.width);
  const rowOf = (c: CellKey) => Number(c.split(',')[1]);
  const focus = marks.suggested ? rowOf(marks.suggested) : rowOf([...marks.free][0] ?? '0,0');
  const [lo, hi] = windowRows(rows, maxRows, focus, [...marks.free].map(rowOf));
  const gutter = String(rows - 1).length;
  let header = ' '.repeat(gutter + 1);
  for (let c = 0; c < cols; c++) header += String(c).padStart(w);
  const lines = [style.dim(header)];
  for (let r = lo; r <= hi; r++) {
    let line = `${style.dim(String(r).padStart(gutter))} `;
    for (let c = 0; c < cols; c++) line += cellText(s, `${c},${r}`, marks, names, style, w);
    lines.push(`${line} ${style.dim(String(r))}`);
  }
  const key = [
    `+ a free square up to ${DEPLOY_DEPTH} in from your edge`,
    ...(marks.suggested ? [`@ ${marks.suggested} suggested`] : []),
  ];
  if (lo > 0 || hi < rows - 1) key.push(`rows ${lo}-${hi} of 0-${rows - 1}`);
  return `${lines.join('\n')}\n${style.dim(key.join('   '))}`;
}
