/**
 * The map a deployment question is about: the rows of the side's zone (as many more as fit), its
 * free squares marked `+` and the square the computer would pick `@`, units and terrain drawn as
 * on the full map (renderMap.ts), 5 characters a square when the map fits the terminal that way,
 * else 3 (the health left out: every unit starts whole). A map still too wide (more than 24
 * squares at 80 columns) is cropped to the columns around the suggested square, as many of the
 * free ones as fit, the column numbers on top and the crop said under it, so no line wraps.
 */
import { unitAt } from '../../../rulesets/die-fighting/board';
import { DEPLOY_DEPTH } from '../../../rulesets/die-fighting/setupCheck';
import type { BattleState } from '../../../rulesets/die-fighting/state';
import type { CellKey } from '../../../grid/types';
import type { SideNames } from '../../render/sideNames';
import type { Style } from '../../style';
import { flow } from '../../layout/wrap';
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

/** The part of the map shown: rows and columns `[first, last]`. */
interface Crop {
  readonly rows: readonly [number, number];
  readonly cols: readonly [number, number];
}

/** The rows and columns around the suggested square (else the first free one) that fit. */
function cropOf(s: BattleState, marks: ZoneMarks, maxRows: number, fitCols: number): Crop {
  const { cols, rows } = s.rules.grid;
  const xy = (c: CellKey) => c.split(',').map(Number) as [number, number];
  const [fc, fr] = xy(marks.suggested ?? [...marks.free][0] ?? '0,0');
  const free = [...marks.free].map(xy);
  return {
    rows: windowRows(
      rows,
      maxRows,
      fr,
      free.map(([, r]) => r),
    ),
    cols: windowRows(
      cols,
      fitCols,
      fc,
      free.map(([c]) => c),
    ),
  };
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
  const gutter = String(rows - 1).length;
  // A line: the row number, a space, the squares, a space, the row number again.
  const fitCols = Math.max(1, Math.floor((style.width - 2 * gutter - 2) / w));
  const crop = cropOf(s, marks, maxRows, fitCols);
  const [lo, hi] = crop.rows;
  const [clo, chi] = crop.cols;
  let header = ' '.repeat(gutter + 1);
  for (let c = clo; c <= chi; c++) header += String(c).padStart(w);
  const lines = [style.dim(header)];
  for (let r = lo; r <= hi; r++) {
    let line = `${style.dim(String(r).padStart(gutter))} `;
    for (let c = clo; c <= chi; c++) line += cellText(s, `${c},${r}`, marks, names, style, w);
    lines.push(`${line} ${style.dim(String(r))}`);
  }
  const key = [
    `+ a free square up to ${DEPLOY_DEPTH} in from your edge`,
    ...(marks.suggested ? [`@ ${marks.suggested} suggested`] : []),
  ];
  if (lo > 0 || hi < rows - 1) key.push(`rows ${lo}-${hi} of 0-${rows - 1}`);
  if (clo > 0 || chi < cols - 1) key.push(`columns ${clo}-${chi} of 0-${cols - 1}`);
  return [...lines, ...flow(key, style.width, '   ').map((l) => style.dim(l))].join('\n');
}
