/**
 * The Die Fighting square map as text ("Terrain": S slow, B blocking, as the printed maps mark
 * them): coordinates on all four edges, each unit as its type's letters and its health (`HI7`),
 * the first side in upper case and the other in lower case (`a3`) besides its colour, so a map
 * printed without colour still tells the armies apart. A map takes 5 characters a square when it
 * fits the terminal that way (12 columns in 80), else drops the health (the roster has it) to 3
 * a square; wider still, it is drawn in strips of columns, one under the other.
 */
import { UNIT_TYPES } from '../../../rulesets/die-fighting/cards';
import { unitAt } from '../../../rulesets/die-fighting/board';
import type { BattleState } from '../../../rulesets/die-fighting/state';
import type { Unit } from '../../../rulesets/die-fighting/types';
import type { SideNames } from '../../render/sideNames';
import { fitTable } from '../../layout/fitTable';
import { strips } from '../../layout/strips';
import { flow } from '../../layout/wrap';
import type { Style } from '../../style';
import { TYPE_CODE, typeName } from './labels';

/** `HI7` for the first side, `hi7` for the others; `short` leaves the health out. */
function label(u: Unit, names: SideNames, short: boolean): string {
  const code = TYPE_CODE[u.type] + (short ? '' : String(u.health));
  return (names.index.get(u.side) ?? 0) === 0 ? code : code.toLowerCase();
}

/** Squares as wide as fit `width`: 5 characters (`HC20` and a space) when the map allows, else 3. */
export function squareWidth(cols: number, rows: number, width: number): number {
  const gutter = String(rows - 1).length + 1;
  return 2 * gutter + cols * 5 <= width ? 5 : 3;
}

function legend(names: SideNames, style: Style, short: boolean): string {
  const sides = [...names.index.keys()].map((s, i) =>
    names.styled(s, `${names.name(s)}: ${i === 0 ? 'UPPER' : 'lower'} case`),
  );
  const types = Object.entries(TYPE_CODE).map(([t, c]) => `${c} ${typeName(t as Unit['type'])}`);
  const items = [
    ...sides,
    ...types,
    'S slow',
    'B blocking',
    short ? '(health: see the roster)' : 'number: health',
  ];
  return flow(items, style.width)
    .map((l) => style.dim(l))
    .join('\n');
}

export function renderMap(s: BattleState, names: SideNames, style: Style): string {
  const { cols, rows } = s.rules.grid;
  const w = squareWidth(cols, rows, style.width);
  const short = w < 5;
  const gutter = String(rows - 1).length;
  const map = strips(cols, w, 2 * gutter + 2, style.width)
    .map(([from, to]) => strip(s, names, style, { w, short, gutter, from, to }))
    .join('\n');
  return `${map}\n${legend(names, style, short)}`;
}

interface StripLayout {
  readonly w: number;
  readonly short: boolean;
  readonly gutter: number;
  readonly from: number;
  readonly to: number;
}

/** Columns from..to-1, with coordinates on all four edges. */
function strip(s: BattleState, names: SideNames, style: Style, o: StripLayout): string {
  const { w, short, gutter, from, to } = o;
  const { rows } = s.rules.grid;
  let header = ' '.repeat(gutter + 1);
  for (let c = from; c < to; c++) header += String(c).padStart(w);
  const lines = [style.dim(header)];
  for (let r = 0; r < rows; r++) {
    let line = style.dim(String(r).padStart(gutter)) + ' ';
    for (let c = from; c < to; c++) {
      const cell = `${c},${r}`;
      const u = unitAt(s, cell);
      if (u) {
        const text = label(u, names, short).padStart(w);
        line += style.side(names.index.get(u.side) ?? 0, style.bold(text));
      } else {
        const ground = s.rules.blocking[cell] ? 'B' : s.rules.slow[cell] ? 'S' : '.';
        line += ground === '.' ? style.dim(ground.padStart(w)) : ground.padStart(w);
      }
    }
    lines.push(`${line} ${style.dim(String(r))}`);
  }
  lines.push(style.dim(header));
  return lines.join('\n');
}

/** Each side's units: cell, type, commander, health out of the die, shots left. */
export function renderRoster(s: BattleState, names: SideNames, style: Style): string {
  const order = (u: Unit) => names.index.get(u.side) ?? 0;
  const units = [...s.units].sort((a, b) => order(a) - order(b) || byCell(a.at, b.at));
  const rows = units.map((u, i) => [
    // The side's name on its first unit's row only: a long one (an army's) wrapped into three
    // lines on every row, 81 lines for two armies of 13 and 14 units at 80 columns.
    i > 0 && units[i - 1]!.side === u.side ? '' : names.styled(u.side),
    u.at,
    typeName(u.type),
    u.commander ?? '',
    `${u.health}/${UNIT_TYPES[u.type].die}`,
    u.uses === null ? '' : String(u.uses),
  ]);
  return fitTable(
    {
      head: ['side', 'cell', 'unit', 'commander', 'health', 'uses'].map((h) => style.bold(h)),
      rows,
      wrap: [0, 2],
    },
    style.width,
  );
}

/** Row, then column: the order a reader scans the map. */
function byCell(a: string, b: string): number {
  const [ac, ar] = a.split(',').map(Number);
  const [bc, br] = b.split(',').map(Number);
  return ar! - br! || ac! - bc!;
}
