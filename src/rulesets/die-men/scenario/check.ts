/**
 * What the schema can't say about a Die, Men! scenario: cells on the map and off impassable
 * terrain, one side per hex, side ids that exist, set names that name sets, scripted orders that
 * fit the scripted dice. Runs over the raw data even when the schema failed, checking each piece
 * that parses on its own, so one pass reports everything.
 */
import type { Report } from '../../../scenario';
import { checkArmyRefs } from '../../../scenario/armySides';
import {
  checkSideExtras,
  checkStack,
  checkUnitTypes,
  checkTerrainSwitches,
  readComplications,
  type ComplicationsInfo,
} from './checkComplications';
import { checkRound } from './checkRounds';
import { checkCell, isRecord, own, type Context, type MapInfo } from './checkShared';
import { isReservedName } from '../../../core/plainData';
import { cell, mapSchema, MAX_POOL, TERRAIN_NAMES } from './schema';

export function checkDieMenScenario(data: unknown, report: Report): void {
  if (!isRecord(data)) return;
  const info = readComplications(data);
  const map = checkMap(data, report);
  checkTerrainSwitches(data, info, report);
  const owners = new Map<string, string>();
  const sideIds = checkSides(data, map, info, owners, report);
  checkDeploySides(data, info, report);
  const rounds = own(data, 'rounds');
  if (Array.isArray(rounds)) {
    const sides = own(data, 'sides');
    const skilled = new Set(
      (Array.isArray(sides) ? sides : [])
        .filter((x): x is Record<string, unknown> => isRecord(x) && own(x, 'pcSkills') !== undefined)
        .map((x) => String(own(x, 'id'))),
    );
    const ctx: Context = { map, sideIds, info, owners, skilled, pools: startingPools(data) };
    rounds.forEach((round, i) => checkRound(round, ['rounds', i], ctx, report));
  }
}

/**
 * A side lists its units, or units to place in play (`deploy`), or names an army (ruling 33); the
 * units to place use only the unit types switched on.
 */
function checkDeploySides(data: Record<string, unknown>, info: ComplicationsInfo, report: Report): void {
  const sides = own(data, 'sides');
  if (!Array.isArray(sides)) return;
  // By position, so each problem points at its side; a side that isn't a mapping the schema reports.
  const read = sides.map((side, i) =>
    isRecord(side)
      ? {
          // A mistyped id (a list, a mapping) is the schema's to report; here the side is named
          // by its place, not "[object Object]" (the fuzz test found it).
          id: typeof own(side, 'id') === 'string' ? (own(side, 'id') as string) : `side ${i + 1}`,
          ...(typeof own(side, 'army') === 'string' ? { army: own(side, 'army') as string } : {}),
          units: own(side, 'units') ?? own(side, 'deploy'),
        }
      : { id: '', units: {} },
  );
  checkArmyRefs(read, report);
  sides.forEach((side, i) => {
    if (isRecord(side)) checkUnitTypes(own(side, 'deploy'), ['sides', i, 'deploy'], info, report);
  });
}

/**
 * Each side's dice in round 1, one per unit on the map, at most MAX_POOL, as the battle rolls them;
 * only sides whose units all read as counts (the schema reports the rest).
 */
function startingPools(data: Record<string, unknown>): ReadonlyMap<string, number> {
  const pools = new Map<string, number>();
  const sides = own(data, 'sides');
  if (!Array.isArray(sides)) return pools;
  const count = (v: unknown): number | null => {
    if (typeof v === 'number') return Number.isInteger(v) && v > 0 ? v : null;
    if (!isRecord(v)) return null;
    let n = 0;
    for (const x of Object.values(v)) {
      if (typeof x !== 'number' || !Number.isInteger(x) || x < 0) return null;
      n += x;
    }
    return n;
  };
  for (const side of sides) {
    if (!isRecord(side) || typeof own(side, 'id') !== 'string') continue;
    const placed = own(side, 'units');
    const deploy = own(side, 'deploy');
    if (!isRecord(placed) && deploy === undefined) continue;
    // Units placed in play roll in round 1 as well (ruling 33).
    let total = deploy === undefined ? 0 : (count(deploy) ?? NaN);
    for (const v of Object.values(isRecord(placed) ? placed : {})) {
      const n = count(v);
      if (n === null) {
        total = NaN;
        break;
      }
      total += n;
    }
    if (Number.isFinite(total)) pools.set(own(side, 'id') as string, Math.min(MAX_POOL, total));
  }
  return pools;
}

function checkMap(data: Record<string, unknown>, report: Report): MapInfo | undefined {
  const map = own(data, 'map');
  if (!isRecord(map)) return undefined;
  const cols = mapSchema().shape.cols.safeParse(own(map, 'cols'));
  const rows = mapSchema().shape.rows.safeParse(own(map, 'rows'));
  if (!cols.success || !rows.success) return undefined;
  const terrain = new Map<string, string>();
  const info: MapInfo = {
    cols: cols.data,
    rows: rows.data,
    grid: own(data, 'grid') === 'square' ? 'square' : 'hex',
    terrain,
  };
  const listed = own(map, 'terrain');
  for (const kind of TERRAIN_NAMES) {
    const cells = isRecord(listed) ? own(listed, kind) : undefined;
    if (!Array.isArray(cells)) continue;
    cells.forEach((key, i) => {
      const path = ['map', 'terrain', kind, i];
      if (typeof key !== 'string' || !checkCell(key, path, info, report)) return;
      const before = terrain.get(key);
      if (before !== undefined) {
        report('duplicate-cell', path, `${key} is already listed as ${before}`, {
          cell: key,
          terrain: before,
        });
        return;
      }
      terrain.set(key, kind);
    });
  }
  return info;
}

/** Checks the sides; returns their ids (from every side with a string id, valid or not). */
// eslint-disable-next-line max-lines-per-function -- one check per side field, in the file's order
function checkSides(
  data: Record<string, unknown>,
  map: MapInfo | undefined,
  info: ComplicationsInfo,
  owners: Map<string, string>,
  report: Report,
): string[] | undefined {
  const sides = own(data, 'sides');
  if (!Array.isArray(sides)) return undefined;
  const ids: string[] = [];
  const firstIndex = new Map<string, number>();
  const holder = new Map<string, string>();
  sides.forEach((side, i) => {
    if (!isRecord(side)) return;
    const rawId = own(side, 'id');
    const id = typeof rawId === 'string' ? rawId : `sides[${i}]`;
    if (typeof rawId === 'string' && isReservedName(rawId)) {
      // Side ids key the rules' maps, where an inherited name would read back a function.
      report(
        'reserved-side-id',
        ['sides', i, 'id'],
        `"${rawId}" can't be a side id: every object already has a field of that name; pick another`,
        { id: rawId },
      );
    }
    if (typeof rawId === 'string') {
      const before = firstIndex.get(rawId);
      if (before !== undefined) {
        report(
          'duplicate-side',
          ['sides', i, 'id'],
          `side id "${rawId}" is already used by sides[${before}]`,
          {
            id: rawId,
          },
        );
      } else {
        firstIndex.set(rawId, i);
        ids.push(rawId);
      }
    }
    checkSideExtras(side, i, id, map, info, owners, report);
    const units = own(side, 'units');
    if (!isRecord(units)) return;
    const cells = Object.keys(units);
    if (cells.length === 0)
      report('no-units', ['sides', i, 'units'], `side "${id}" has no units`, { side: id });
    for (const key of cells) {
      const path = ['sides', i, 'units', key];
      if (key === '__proto__') {
        // zod's record drops this key without a word; every other non-cell key it reports.
        const why = cell().safeParse(key);
        if (!why.success) report('invalid_key', path, why.error.issues[0]!.message);
        continue;
      }
      if (!checkCell(key, path, map, report, { enter: true })) continue;
      checkStack(key, units[key], path, map, info, report);
      const other = holder.get(key);
      if (other !== undefined && other !== id) {
        report('shared-hex', path, `${key} is already held by ${other}: two sides can't share a hex`, {
          cell: key,
          sides: [other, id],
        });
      } else {
        holder.set(key, id);
      }
    }
  });
  return ids;
}
