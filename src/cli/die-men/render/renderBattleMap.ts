/** The Die, Men! battlefield through the generic map renderer: units per hex in side colours. */
import type { GridSpec } from '../../../grid/types';
import type { Occupant, Terrain } from '../../../rulesets/die-men/types';
import { renderMap, type MapCell } from '../../render/renderMap';
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

/** The legend wraps here, so a map of up to 12 columns stays within 80 columns altogether. */
const LEGEND_WIDTH = 80;

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
    cells.set(key, {
      fill: cells.get(key)?.fill ?? '.',
      label: `${tags.get(occ.side) ?? '?'}${n}`,
      sideIndex: names.index.get(occ.side) ?? 0,
    });
  }
  return cells;
}

export function renderBattleMap(
  grid: GridSpec,
  terrain: Readonly<Record<string, Terrain>>,
  occupants: Readonly<Record<string, Occupant>>,
  names: SideNames,
  style: Style,
): string {
  const tags = sideTags([...names.index.keys()]);
  const cells = battleCells(terrain, occupants, names);
  // The legend as [plain text, as shown] pairs, wrapped to 80 columns like the map itself.
  const legend: [string, string][] = [...tags]
    .map(([side, tag]): [string, string] => {
      const text = `${tag} ${names.name(side)}`;
      return [text, names.styled(side, text)];
    })
    .concat(
      ['. open', '^ rough', '# impassable']
        .concat(
          [...new Set(Object.values(terrain))]
            .filter((t) => !BASIC.includes(t))
            .map((t) => `${FILL[t]} ${t}`),
        )
        .concat(grid.kind === 'hex' ? ['(odd columns sit half a row lower)'] : [])
        .map((t): [string, string] => [t, t]),
    );
  const lines: string[] = [];
  let width = 0;
  for (const [text, shown] of legend) {
    if (lines.length > 0 && width + 2 + text.length <= LEGEND_WIDTH) {
      lines[lines.length - 1] += `  ${shown}`;
      width += 2 + text.length;
    } else {
      lines.push(shown);
      width = text.length;
    }
  }
  return `${renderMap(grid, cells, style)}\n${lines.map((l) => style.dim(l)).join('\n')}`;
}
