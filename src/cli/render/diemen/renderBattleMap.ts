/** The Die, Men! battlefield through the generic map renderer: units per hex in side colours. */
import type { GridSpec } from '../../../grid/types';
import type { Occupant, Terrain } from '../../../rulesets/diemen/types';
import { renderMap, type MapCell } from '../renderMap';
import type { Style } from '../../style';
import type { SideNames } from './names';

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

/** One-letter side tags, unique: the id's first letter, else its first free letter or digit. */
export function sideTags(sides: readonly string[]): Map<string, string> {
  const tags = new Map<string, string>();
  const used = new Set<string>();
  for (const id of sides) {
    const pool = [...id.toUpperCase(), ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'];
    const tag = pool.find((c) => /[A-Z0-9]/.test(c) && !used.has(c)) ?? '?';
    used.add(tag);
    tags.set(id, tag);
  }
  return tags;
}

export function renderBattleMap(
  grid: GridSpec,
  terrain: Readonly<Record<string, Terrain>>,
  occupants: Readonly<Record<string, Occupant>>,
  names: SideNames,
  style: Style,
): string {
  const tags = sideTags([...names.index.keys()]);
  const cells = new Map<string, MapCell>();
  for (const [key, t] of Object.entries(terrain)) cells.set(key, { fill: FILL[t] });
  for (const [key, occ] of Object.entries(occupants)) {
    const n = Object.values(occ.units).reduce((a, b) => a + (b ?? 0), 0);
    if (n === 0) continue;
    cells.set(key, {
      fill: cells.get(key)?.fill ?? '.',
      label: `${tags.get(occ.side) ?? '?'}${n}`,
      sideIndex: names.index.get(occ.side) ?? 0,
    });
  }
  const legend = [...tags]
    .map(([side, tag]) => names.styled(side, `${tag} ${names.name(side)}`))
    .concat(['. open', '^ rough', '# impassable'])
    .concat(
      [...new Set(Object.values(terrain))].filter((t) => !BASIC.includes(t)).map((t) => `${FILL[t]} ${t}`),
    );
  const note = grid.kind === 'hex' ? '   (odd columns sit half a row lower)' : '';
  return `${renderMap(grid, cells, style)}\n${style.dim(legend.join('  '))}${style.dim(note)}`;
}
