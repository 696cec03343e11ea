/** The pieces the scenario checks share: the map as they see it, and the cell check. */
import type { PathSegment } from '../../../core/problem';
import type { Report } from '../../../scenario';
import { parseCell } from '../../../grid/cell';
import { TERRAIN_RULES } from '../terrain';
import type { Terrain } from '../types';
import type { ComplicationsInfo } from './checkComplications';
import { isOnMap } from './names';

export interface MapInfo {
  readonly cols: number;
  readonly rows: number;
  readonly grid: 'hex' | 'square';
  /** Terrain of non-open cells. */
  readonly terrain: ReadonlyMap<string, string>;
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const own = (o: Record<string, unknown>, key: string): unknown =>
  Object.prototype.hasOwnProperty.call(o, key) ? o[key] : undefined;

/** What the round checks need to know of the rest of the file. */
export interface Context {
  readonly map: MapInfo | undefined;
  readonly sideIds: readonly string[] | undefined;
  readonly info: ComplicationsInfo;
  /** Gate cell → the side that owns it. */
  readonly owners: ReadonlyMap<string, string>;
  /** Side id → its dice in round 1 (one per unit on the map, capped); later rounds have no more. */
  readonly pools?: ReadonlyMap<string, number>;
  /** The sides with `pcSkills`: only they roll for Command Interference. */
  readonly skilled: ReadonlySet<string>;
}

export function mapName(map: MapInfo): string {
  return `${map.cols}x${map.rows} map`;
}

/**
 * Reports a cell off the map (or, with `enter`, on terrain no unit may stand on: impassable, castle
 * walls, shut gates; `gateOk` allows a gate, which may be open by then); true if it is fine.
 */
export function checkCell(
  key: string,
  path: readonly PathSegment[],
  map: MapInfo | undefined,
  report: Report,
  opts: { readonly enter?: boolean; readonly gateOk?: boolean } = {},
): boolean {
  const cell = parseCell(key);
  if (!cell || !map) return cell !== undefined;
  if (!isOnMap(cell, map)) {
    report('off-map', path, `off the ${mapName(map)}`, { cell: key, cols: map.cols, rows: map.rows });
    return false;
  }
  const t = map.terrain.get(key) as Terrain | undefined;
  const rule = t ? TERRAIN_RULES[t] : undefined;
  if (opts.enter && rule && !rule.enterable && !(opts.gateOk && rule.gate)) {
    const what = t === 'impassable' ? 'impassable terrain' : `${t} terrain: units can't stand there`;
    report('impassable', path, `${key} is ${what}`, { cell: key, terrain: t });
    return false;
  }
  return true;
}
