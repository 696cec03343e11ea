/**
 * The scenario checks the complications bring (die-men.txt, "Complications"): a terrain, unit
 * type, order or section the file uses while its complication is off is an error naming the
 * field; so are chariots on high ground or forest, siege engines with no hex in range, gates that
 * aren't gates, and attacks or moves further than their units can reach. Like check.ts it runs on
 * the raw data, checking each piece that parses on its own.
 */
import type { PathSegment } from '../../../core/problem';
import { parseCell } from '../../../grid/cell';
import { gridFor } from '../../../grid/grid';
import type { Report } from '../../../scenario';
import { TERRAIN_RULES } from '../terrain';
import type { Terrain, UnitType } from '../types';
import { UNIT_RULES } from '../unitRules';
import {
  complicationsSchema,
  MAX_POOL,
  TERRAIN_GROUPS,
  TERRAIN_NAMES,
  UNIT_TYPE_GROUPS,
  UNIT_TYPE_NAMES,
} from './schema';

/** What the file switched on; `known` is false when the block doesn't parse (no "off" errors then). */
export interface ComplicationsInfo {
  readonly known: boolean;
  readonly terrain: ReadonlySet<string>;
  readonly unitTypes: ReadonlySet<string>;
  readonly interference: boolean;
}

/** The map as the checks see it (check.ts builds it). */
export interface MapView {
  readonly cols: number;
  readonly rows: number;
  readonly grid: 'hex' | 'square';
  readonly terrain: ReadonlyMap<string, string>;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const own = (o: Record<string, unknown>, key: string): unknown =>
  Object.prototype.hasOwnProperty.call(o, key) ? o[key] : undefined;

export function readComplications(data: Record<string, unknown>): ComplicationsInfo {
  const options = own(data, 'options');
  const raw = isRecord(options) ? own(options, 'complications') : undefined;
  if (raw === undefined)
    return { known: true, terrain: new Set(), unitTypes: new Set(), interference: false };
  const parsed = complicationsSchema().safeParse(raw);
  if (!parsed.success) return { known: false, terrain: new Set(), unitTypes: new Set(), interference: false };
  const pick = (v: boolean | readonly string[] | undefined, all: readonly string[]) =>
    new Set(v === true ? all : Array.isArray(v) ? v : []);
  return {
    known: true,
    terrain: pick(parsed.data.terrain, TERRAIN_GROUPS),
    unitTypes: pick(parsed.data.unitTypes, UNIT_TYPE_GROUPS),
    interference: parsed.data.commandInterference === true,
  };
}

const ON = 'options.complications';

/** Terrain kinds listed on the map while their complication is off. */
export function checkTerrainSwitches(
  data: Record<string, unknown>,
  info: ComplicationsInfo,
  report: Report,
): void {
  const map = own(data, 'map');
  const listed = isRecord(map) ? own(map, 'terrain') : undefined;
  if (!info.known || !isRecord(listed)) return;
  for (const kind of TERRAIN_NAMES) {
    const cells = own(listed, kind);
    const needs = TERRAIN_RULES[kind].complication;
    if (!needs || info.terrain.has(needs) || !Array.isArray(cells) || cells.length === 0) continue;
    report(
      'complication-off',
      ['map', 'terrain', kind],
      `${kind} terrain needs the ${needs} terrain complication: set ${ON}.terrain to true or a list with ${needs}`,
      { terrain: kind, complication: needs },
    );
  }
}

/** Why `type` can't be used, or undefined. */
function typeOff(type: string, info: ComplicationsInfo): string | undefined {
  if (!info.known || !(UNIT_TYPE_NAMES as readonly string[]).includes(type)) return undefined;
  const needs = UNIT_RULES[type as UnitType].complication;
  if (needs === 'castle' && !info.terrain.has('castle')) {
    return `a ram needs the castle terrain complication: set ${ON}.terrain to true or a list with castle`;
  }
  if (needs === 'unitTypes' && !info.unitTypes.has(type)) {
    return `${type} units need the ${type} unit type: set ${ON}.unitTypes to true or a list with ${type}`;
  }
  return undefined;
}

/** Unit types in a units value (a number is infantry) that are switched off. */
export function checkUnitTypes(
  units: unknown,
  path: readonly PathSegment[],
  info: ComplicationsInfo,
  report: Report,
): void {
  if (!isRecord(units)) return;
  for (const type of Object.keys(units)) {
    const why = typeOff(type, info);
    if (why) report('complication-off', [...path, type], why, { type });
  }
}

/**
 * A starting stack: its types switched on, at least one unit, chariots off high ground and
 * forest, siege engines with a hex two away to shoot at.
 */
export function checkStack(
  key: string,
  units: unknown,
  path: readonly PathSegment[],
  map: MapView | undefined,
  info: ComplicationsInfo,
  report: Report,
): void {
  checkUnitTypes(units, path, info, report);
  if (!isRecord(units)) return;
  const types = Object.keys(units);
  if (types.length === 0) report('no-units', path, `${key} needs at least one unit`, { cell: key });
  if (!map) return;
  const terrain = map.terrain.get(key) as Terrain | undefined;
  if (types.includes('chariot') && terrain && TERRAIN_RULES[terrain]?.noChariots) {
    report('chariots-terrain', [...path, 'chariot'], `chariots can't stand on ${terrain} terrain (${key})`, {
      cell: key,
      terrain,
    });
  }
  const range = UNIT_RULES.siege.siegeRange ?? 2;
  if (types.includes('siege')) {
    const grid = gridFor({ kind: map.grid, cols: map.cols, rows: map.rows });
    if (!grid.within(key, range).some((k) => grid.distance(key, k) === range)) {
      report(
        'siege-no-range',
        [...path, 'siege'],
        `siege engines at ${key} have no hex ${range} away on this map`,
        {
          cell: key,
        },
      );
    }
  }
}

/** A side's `gates` and `pcSkills`. `owners` collects gate → side across sides. */
export function checkSideExtras(
  side: Record<string, unknown>,
  i: number,
  id: string,
  map: MapView | undefined,
  info: ComplicationsInfo,
  owners: Map<string, string>,
  report: Report,
): void {
  const gates = own(side, 'gates');
  if (Array.isArray(gates)) {
    gates.forEach((key, j) => {
      if (typeof key !== 'string' || !parseCell(key) || !map) return;
      const path = ['sides', i, 'gates', j];
      const t = map.terrain.get(key) as Terrain | undefined;
      if (!t || !TERRAIN_RULES[t]?.gate) {
        report('not-a-gate', path, `${key} is not a palisade, drawbridge or portcullis`, { cell: key });
        return;
      }
      const before = owners.get(key);
      if (before !== undefined && before !== id) {
        report('shared-gate', path, `${key} already belongs to ${before}`, { cell: key, owner: before });
      } else owners.set(key, id);
    });
  }
  if (own(side, 'pcSkills') !== undefined && info.known && !info.interference) {
    report(
      'complication-off',
      ['sides', i, 'pcSkills'],
      `pcSkills are for Command Interference: set ${ON}.commandInterference to true`,
      { side: id },
    );
  }
}

/**
 * How far a scripted attack or move may reach: attacks are next door, two hexes for archers and
 * siege engines (exactly two for siege engines); moves are next door, further for cavalry and
 * chariots (up to a set's width, 15). Returns the reason a distance is wrong, or undefined.
 */
export function reachProblem(
  kind: 'attack' | 'move',
  distance: number,
  by: string | undefined,
  info: ComplicationsInfo,
): string | undefined {
  if (kind === 'move') {
    const fast = info.unitTypes.has('cavalry') || info.unitTypes.has('chariot');
    return distance <= (fast ? MAX_POOL : 1) ? undefined : fast ? 'beyond any set' : 'adjoin';
  }
  if (by === 'siege') return distance === 2 ? undefined : `siege engines attack exactly two hexes away`;
  if (by === 'archers') return distance <= 2 ? undefined : `archers reach at most two hexes`;
  const ranged = info.unitTypes.has('archer') || info.unitTypes.has('siege');
  return distance === 1 || (distance === 2 && ranged && by === undefined) ? undefined : 'adjoin';
}

/** A scripted attack's `by` and an order's `pc`, while their complications are off. */
export function checkOrderSwitches(
  order: { readonly attack?: { readonly by?: string }; readonly pc?: true },
  path: readonly PathSegment[],
  info: ComplicationsInfo,
  report: Report,
): void {
  if (!info.known) return;
  const by = order.attack?.by;
  const type = by === 'archers' ? 'archer' : by === 'siege' ? 'siege' : undefined;
  if (type && !info.unitTypes.has(type)) {
    report(
      'complication-off',
      [...path, 'attack', 'by'],
      `${by} attacks need the ${type} unit type: set ${ON}.unitTypes to true or a list with ${type}`,
      { by },
    );
  }
  if (order.pc && !info.interference) {
    report(
      'complication-off',
      [...path, 'pc'],
      `pc orders need Command Interference: set ${ON}.commandInterference to true`,
      {},
    );
  }
}

/** A round's `interfere` section while Command Interference is off. */
export function checkInterfereSwitch(
  round: Record<string, unknown>,
  base: readonly PathSegment[],
  info: ComplicationsInfo,
  report: Report,
): void {
  const section = own(round, 'interfere');
  if (!info.known || info.interference || !isRecord(section)) return;
  for (const side of Object.keys(section)) {
    report(
      'complication-off',
      [...base, 'interfere', side],
      `Command Interference rolls need ${ON}.commandInterference set to true`,
      { side },
    );
  }
}

/** A round's `gates` entries: gates the side owns. */
export function checkGateEntries(
  cells: unknown,
  path: readonly PathSegment[],
  side: string,
  owners: ReadonlyMap<string, string>,
  report: Report,
): void {
  if (!Array.isArray(cells)) return;
  cells.forEach((key, j) => {
    if (typeof key !== 'string' || !parseCell(key)) return;
    if (owners.get(key) !== side) {
      report('not-own-gate', [...path, j], `${key} is not a gate ${side} owns (see its gates list)`, {
        cell: key,
        side,
      });
    }
  });
}
