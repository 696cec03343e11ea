/**
 * The Die, Men! battlefield through the generic map renderer: units per hex in side colours, as
 * the side's tag and the count, then a letter for a type other than infantry (`C4c`: four cavalry)
 * or `&` for a mixed stack, which the legend under the map spells out (`& mixed: 2,4 M4&
 * (2 infantry + 2 siege)`). Not `+`: the hexes a question offers are framed in `+`, and a mixed
 * stack offered there read `+C2++`.
 */
import type { GridSpec } from '../../../grid/types';
import type { Occupant, Terrain, UnitCounts, UnitType } from '../../../rulesets/die-men/types';
import { flow } from '../../layout/wrap';
import { renderMap, type MapCell } from '../../render/renderMap';
import type { Style } from '../../style';
import { unitsLabel, type SideNames } from './names';
import { sideKey, sideTags } from './sideKey';

export { sideTags };

const FILL: Record<Terrain, string> = {
  open: '.',
  rough: '^',
  impassable: '#',
  hill: 'h',
  mountain: 'M',
  river: '~',
  forest: '*',
  wall: '=',
  tower: 'T',
  palisade: '|',
  drawbridge: 'D',
  portcullis: 'P',
};
const BASIC: readonly Terrain[] = ['open', 'rough', 'impassable'];

/** Each type's letter on the map; infantry, the basic game's only type, has none. */
const TYPE_LETTER: Record<Exclude<UnitType, 'infantry'>, string> = {
  cavalry: 'c',
  bloc: 'b',
  flier: 'f',
  archer: 'a',
  chariot: 'h',
  pc: 'p',
  siege: 's',
  ram: 'r',
};

/** The mark of a stack of more than one type: no terrain's fill, nor the `+` of an offered hex. */
export const MIXED = '&';

const present = (units: UnitCounts): UnitType[] =>
  (Object.keys(units) as UnitType[]).filter((t) => (units[t] ?? 0) > 0);

/** What follows the count: nothing for infantry, the type's letter, or `&` for a mixed stack. */
function typeMark(units: UnitCounts): string {
  const types = present(units);
  if (types.length > 1) return MIXED;
  const t = types[0];
  return t === undefined || t === 'infantry' ? '' : TYPE_LETTER[t];
}

/** The types' letters in use, and each mixed stack spelled out: the legend's type items. */
function typeLegend(occupants: Readonly<Record<string, Occupant>>, labels: Map<string, string>): string[] {
  const used = new Set<UnitType>();
  const mixed: string[] = [];
  for (const [key, occ] of Object.entries(occupants)) {
    const types = present(occ.units);
    types.forEach((t) => used.add(t));
    if (types.length > 1) mixed.push(`${key} ${labels.get(key)} (${unitsLabel(occ.units)})`);
  }
  const letters = (Object.keys(TYPE_LETTER) as (keyof typeof TYPE_LETTER)[])
    .filter((t) => used.has(t))
    .map((t) => `${TYPE_LETTER[t]} ${t}`);
  if (letters.length === 0 && mixed.length === 0) return [];
  // The mark's meaning on the first stack it spells out, so a line never ends in a bare "& mixed:".
  const spelled = mixed.map((m, i) => (i === 0 ? `${MIXED} mixed: ${m}` : m));
  return [...letters, 'no letter: infantry', ...spelled];
}

/**
 * `& mixed types` when a mixed stack is in the rows and columns shown, else nothing: a part of the
 * map drawn above a question has no type legend of its own, and the full map's may have scrolled.
 */
export function mixedNote(
  cells: ReadonlyMap<string, MapCell>,
  rows: readonly [number, number],
  cols: readonly [number, number],
): string[] {
  const inSight = (k: string): boolean => {
    const [c, r] = k.split(',').map(Number) as [number, number];
    return r >= rows[0] && r <= rows[1] && c >= cols[0] && c <= cols[1];
  };
  return [...cells].some(([k, c]) => c.label?.endsWith(MIXED) && inSight(k)) ? [`${MIXED} mixed types`] : [];
}

/** Each cell as the map draws it: its terrain, and the units in it as their side's tag and number. */
export function battleCells(
  terrain: Readonly<Record<string, Terrain>>,
  occupants: Readonly<Record<string, Occupant>>,
  names: SideNames,
): Map<string, MapCell> {
  const tags = sideTags([...names.index.keys()]);
  const cells = new Map<string, MapCell>();
  for (const [key, t] of Object.entries(terrain)) cells.set(key, { fill: FILL[t] });
  for (const [key, occ] of Object.entries(occupants)) {
    const n = Object.values(occ.units).reduce((a, b) => a + (b ?? 0), 0);
    if (n === 0) continue;
    const label = `${tags.get(occ.side) ?? '?'}${n}${typeMark(occ.units)}`;
    cells.set(key, { fill: cells.get(key)?.fill ?? '.', label, sideIndex: names.index.get(occ.side) ?? 0 });
  }
  return cells;
}

/** The ground's letters: the basic three, the terrains this map has, and how a hex map's columns sit. */
function terrainItems(grid: GridSpec, terrain: Readonly<Record<string, Terrain>>): string[] {
  return [
    '. open',
    '^ rough',
    '# impassable',
    ...[...new Set(Object.values(terrain))].filter((t) => !BASIC.includes(t)).map((t) => `${FILL[t]} ${t}`),
    ...(grid.kind === 'hex' ? ['(odd columns sit half a row lower)'] : []),
  ];
}

const labelsOf = (cells: ReadonlyMap<string, MapCell>): Map<string, string> =>
  new Map(
    [...cells].flatMap(([key, cell]) => (cell.label === undefined ? [] : [[key, cell.label] as const])),
  );

/** The whole map with its whole key under it in one text (the sides' full names, the ground, each mixed stack). */
export function renderBattleMap(
  grid: GridSpec,
  terrain: Readonly<Record<string, Terrain>>,
  occupants: Readonly<Record<string, Occupant>>,
  names: SideNames,
  style: Style,
): string {
  const tags = sideTags([...names.index.keys()]);
  const cells = battleCells(terrain, occupants, names);
  // The legend flows to the terminal's width like the map itself.
  const legend = [
    ...[...tags].map(([side, tag]) => names.styled(side, `${tag} ${names.name(side)}`)),
    ...terrainItems(grid, terrain),
  ];
  const lines = [...flow(legend, style.width), ...flow(typeLegend(occupants, labelsOf(cells)), style.width)];
  return `${renderMap(grid, cells, style)}\n${lines.map((l) => style.dim(l)).join('\n')}`;
}

/**
 * What `play` and `replay` print above the board (battleView.ts): the ground's letters, the
 * types' letters and each mixed stack spelled out. Under the board they had taken up to nine
 * lines at 80 columns (harrow-down with two armies' mixed stacks), so the board and the round's
 * first question no longer fitted 24 lines and the board was drawn a second time above it.
 */
export function battleLegend(
  grid: GridSpec,
  terrain: Readonly<Record<string, Terrain>>,
  occupants: Readonly<Record<string, Occupant>>,
  names: SideNames,
  style: Style,
): string {
  const cells = battleCells(terrain, occupants, names);
  const lines = [
    ...flow(terrainItems(grid, terrain), style.width),
    ...flow(typeLegend(occupants, labelsOf(cells)), style.width),
  ];
  return lines.map((l) => style.dim(l)).join('\n');
}

/** The board as `play` and `replay` draw it: the map, and under it one line of sides' tags (and `& mixed types`). */
export function renderBoard(
  grid: GridSpec,
  terrain: Readonly<Record<string, Terrain>>,
  occupants: Readonly<Record<string, Occupant>>,
  names: SideNames,
  style: Style,
): string {
  const cells = battleCells(terrain, occupants, names);
  const everywhere: [number, number] = [0, Number.MAX_SAFE_INTEGER];
  const mixed = mixedNote(cells, everywhere, everywhere).map((n) => style.dim(n));
  return [renderMap(grid, cells, style), ...sideKey(names, style.width, mixed)].join('\n');
}
