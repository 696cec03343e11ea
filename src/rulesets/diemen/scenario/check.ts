/**
 * What the schema can't say about a Die, Men! scenario: cells on the map and off impassable
 * terrain, one side per hex, side ids that exist, set names that name sets, scripted orders that
 * fit the scripted dice. Runs over the raw data even when the schema failed, checking each piece
 * that parses on its own, so one pass reports everything.
 */
import type { PathSegment } from '../../../core/problem';
import { closest, type Report } from '../../../scenario';
import { parseCell } from '../../../grid/cell';
import { gridFor } from '../../../grid/grid';
import { TERRAIN_RULES } from '../terrain';
import type { Terrain } from '../types';
import {
  checkGateEntries,
  checkInterfereSwitch,
  checkOrderSwitches,
  checkSideExtras,
  checkStack,
  checkTerrainSwitches,
  checkUnitTypes,
  reachProblem,
  readComplications,
  type ComplicationsInfo,
} from './checkComplications';
import { isOnMap, parseSetName, setName, setNameProblem, setsInFaces, type SetName } from './names';
import {
  casualtySchema,
  declarationSchema,
  freeMoveSchema,
  mapSchema,
  MAX_POOL,
  orderSchema,
  ROUND_SECTIONS,
  splitSchema,
  TACTICS,
  TERRAIN_NAMES,
} from './schema';

interface MapInfo {
  readonly cols: number;
  readonly rows: number;
  readonly grid: 'hex' | 'square';
  /** Terrain of non-open cells. */
  readonly terrain: ReadonlyMap<string, string>;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const own = (o: Record<string, unknown>, key: string): unknown =>
  Object.prototype.hasOwnProperty.call(o, key) ? o[key] : undefined;

/** What the round checks need to know of the rest of the file. */
interface Context {
  readonly map: MapInfo | undefined;
  readonly sideIds: readonly string[] | undefined;
  readonly info: ComplicationsInfo;
  /** Gate cell → the side that owns it. */
  readonly owners: ReadonlyMap<string, string>;
}

export function checkDieMenScenario(data: unknown, report: Report): void {
  if (!isRecord(data)) return;
  const info = readComplications(data);
  const map = checkMap(data, report);
  checkTerrainSwitches(data, info, report);
  const owners = new Map<string, string>();
  const sideIds = checkSides(data, map, info, owners, report);
  const rounds = own(data, 'rounds');
  if (Array.isArray(rounds)) {
    const ctx: Context = { map, sideIds, info, owners };
    rounds.forEach((round, i) => checkRound(round, ['rounds', i], ctx, report));
  }
}

function mapName(map: MapInfo): string {
  return `${map.cols}x${map.rows} map`;
}

/**
 * Reports a cell off the map (or, with `enter`, on terrain no unit may stand on: impassable, castle
 * walls, shut gates; `gateOk` allows a gate, which may be open by then); true if it is fine.
 */
function checkCell(
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

function checkMap(data: Record<string, unknown>, report: Report): MapInfo | undefined {
  const map = own(data, 'map');
  if (!isRecord(map)) return undefined;
  const cols = mapSchema.shape.cols.safeParse(own(map, 'cols'));
  const rows = mapSchema.shape.rows.safeParse(own(map, 'rows'));
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

function checkRound(round: unknown, base: readonly PathSegment[], ctx: Context, report: Report): void {
  const { map, sideIds, info } = ctx;
  if (!isRecord(round)) return;
  checkInterfereSwitch(round, base, info, report);
  const sections = ROUND_SECTIONS.filter((s) => isRecord(own(round, s)));
  // Unknown side ids, once per key.
  if (sideIds && sideIds.length > 0) {
    for (const section of sections) {
      for (const side of Object.keys(round[section] as Record<string, unknown>)) {
        if (sideIds.includes(side)) continue;
        const guess = closest(side, sideIds);
        report(
          'unknown-side',
          [...base, section, side],
          `unknown side "${side}"${guess ? ` (did you mean "${guess}"?)` : ` (sides: ${sideIds.join(', ')})`}`,
          { side, sides: sideIds },
        );
      }
    }
  }
  const section = (name: string): Record<string, unknown> => {
    const v = own(round, name);
    return isRecord(v) ? v : {};
  };
  const entries = (name: string, side: string): unknown[] => {
    const v = own(section(name), side);
    return Array.isArray(v) ? v : [];
  };

  for (const [side, value] of Object.entries(section('declare'))) {
    checkDeclaration(value, [...base, 'declare', side], map, report);
  }

  const sides = new Set<string>();
  for (const name of ROUND_SECTIONS) for (const side of Object.keys(section(name))) sides.add(side);

  for (const side of sides) {
    // Sets named in this side's split, orders and knock entries, to hold against its dice.
    const splits: { set: SetName; into: readonly number[]; path: readonly PathSegment[] }[] = [];
    const named: { set: SetName; path: readonly PathSegment[]; what: string }[] = [];

    entries('split', side).forEach((entry, j) => {
      const path = [...base, 'split', side, j];
      const parsed = splitSchema.safeParse(entry);
      if (!parsed.success) return;
      const set = checkSetName(parsed.data.set, [...path, 'set'], report);
      if (!set) return;
      const sum = parsed.data.into.reduce((a, b) => a + b, 0);
      if (sum !== set.width) {
        report(
          'bad-split',
          [...path, 'into'],
          `${parsed.data.into.join(' + ')} = ${sum}, but ${setName(set.width, set.height)} has ${set.width} dice`,
          { set: setName(set.width, set.height), into: parsed.data.into },
        );
        return;
      }
      splits.push({ set, into: parsed.data.into, path: [...path, 'set'] });
    });

    entries('orders', side).forEach((entry, j) => {
      const path = [...base, 'orders', side, j];
      const parsed = orderSchema.safeParse(entry);
      if (!parsed.success) return;
      const order = parsed.data;
      const set = checkSetName(order.set, [...path, 'set'], report);
      const given = TACTICS.filter((t) => order[t] !== undefined);
      if (given.length !== 1) {
        report(
          'bad-order',
          path,
          given.length === 0
            ? 'an order needs one of attack, defend, move or pass'
            : `an order does one thing: pick one of ${given.join(', ')}`,
          { tactics: given },
        );
      }
      checkOrderSwitches(order, path, info, report);
      if (order.attack) checkStep(order.attack, [...path, 'attack'], ctx, report, 'attack', order.attack.by);
      if (order.move) {
        checkStep(order.move, [...path, 'move'], ctx, report, 'move');
        checkUnitTypes(order.move.units, [...path, 'move', 'units'], info, report);
      }
      if (order.defend !== undefined) checkCell(order.defend, [...path, 'defend'], map, report);
      if (set) named.push({ set, path: [...path, 'set'], what: 'order' });
    });

    entries('knock', side).forEach((entry, j) => {
      if (typeof entry !== 'string') return;
      const path = [...base, 'knock', side, j];
      const set = parseSetName(entry) ? checkSetName(entry, path, report) : undefined;
      if (set) named.push({ set, path, what: 'knock' });
    });

    entries('free', side).forEach((entry, j) => {
      const parsed = freeMoveSchema.safeParse(entry);
      if (!parsed.success) return;
      checkStep(parsed.data, [...base, 'free', side, j], ctx, report, 'free');
      checkUnitTypes(parsed.data.units, [...base, 'free', side, j, 'units'], info, report);
    });

    entries('casualties', side).forEach((entry, j) => {
      const parsed = casualtySchema.safeParse(entry);
      if (!parsed.success) return;
      const path = [...base, 'casualties', side, j];
      if (parsed.data.at !== undefined) checkCell(parsed.data.at, [...path, 'at'], map, report);
      checkUnitTypes(parsed.data.losses, [...path, 'losses'], info, report);
    });

    checkGateEntries(own(section('gates'), side), [...base, 'gates', side], side, ctx.owners, report);

    const faces = own(section('dice'), side);
    if (Array.isArray(faces) && faces.every((f) => Number.isInteger(f) && f >= 1 && f <= 10)) {
      checkAgainstDice(faces as number[], splits, named, side, report);
    }
  }
}

function checkDeclaration(
  value: unknown,
  path: readonly PathSegment[],
  map: MapInfo | undefined,
  report: Report,
): void {
  const parsed = declarationSchema.safeParse(value);
  if (!parsed.success || typeof parsed.data === 'string') return;
  const { strategy, goal } = parsed.data;
  if ((strategy === 'deploy' || strategy === 'seize') && goal === undefined) {
    report(
      'missing-goal',
      path,
      `${strategy} needs a goal: a cell "col,row" or an edge (north, south, east, west)`,
      { strategy },
    );
  } else if ((strategy === 'hold' || strategy === 'retreat') && goal !== undefined) {
    report('unexpected-goal', [...path, 'goal'], `${strategy} takes no goal`, { strategy });
  } else if (goal !== undefined && parseCell(goal)) {
    checkCell(goal, [...path, 'goal'], map, report);
  }
}

/**
 * A from/to step: both cells on the map, different, the target enterable (an attack may aim at a
 * gate, which may be open by then), and within reach: next door, or further for archers, siege engines, cavalry and chariots.
 */
function checkStep(
  step: { readonly from: string; readonly to: string },
  path: readonly PathSegment[],
  ctx: Context,
  report: Report,
  kind: 'attack' | 'move' | 'free',
  by?: string,
): void {
  const { map } = ctx;
  const fromOk = checkCell(step.from, [...path, 'from'], map, report);
  // A gate may be open or broken by the time the step is taken.
  const toOk = checkCell(step.to, [...path, 'to'], map, report, { enter: true, gateOk: true });
  if (!fromOk || !toOk || !map) return;
  if (step.from === step.to) {
    report('same-cell', [...path, 'to'], `from and to are the same cell (${step.to})`, { cell: step.to });
    return;
  }
  const distance = gridFor({ kind: map.grid, cols: map.cols, rows: map.rows }).distance(step.from, step.to);
  const why =
    kind === 'free' ? (distance === 1 ? undefined : 'adjoin') : reachProblem(kind, distance, by, ctx.info);
  if (why === 'adjoin') {
    report(
      'not-adjacent',
      [...path, 'to'],
      `${step.to} doesn't adjoin ${step.from} on the ${map.grid} grid`,
      {
        from: step.from,
        to: step.to,
      },
    );
  } else if (why) {
    report(
      'out-of-reach',
      [...path, 'to'],
      `${step.to} is ${distance} hex${distance === 1 ? '' : 'es'} from ${step.from}: ${why}`,
      {
        from: step.from,
        to: step.to,
        distance,
      },
    );
  }
}

function checkSetName(name: string, path: readonly PathSegment[], report: Report): SetName | undefined {
  const set = parseSetName(name);
  if (!set) return undefined;
  const why = setNameProblem(set, MAX_POOL);
  if (why) {
    report('bad-set', path, why, { set: name });
    return undefined;
  }
  return set;
}

/** With scripted dice the sets are known: splits and orders must name sets that are there. */
function checkAgainstDice(
  faces: readonly number[],
  splits: readonly { set: SetName; into: readonly number[]; path: readonly PathSegment[] }[],
  named: readonly { set: SetName; path: readonly PathSegment[]; what: string }[],
  side: string,
  report: Report,
): void {
  const pool = new Map<string, number>();
  const add = (name: string, n: number) => pool.set(name, (pool.get(name) ?? 0) + n);
  for (const s of setsInFaces(faces)) add(setName(s.width, s.height), 1);
  const rolled = [...pool.keys()];
  const listing = (names: readonly string[]) => (names.length > 0 ? names.join(', ') : 'none');

  for (const split of splits) {
    const name = setName(split.set.width, split.set.height);
    if ((pool.get(name) ?? 0) === 0) {
      report(
        'set-not-rolled',
        split.path,
        `no ${name} in ${side}'s dice to split (sets: ${listing(rolled)})`,
        {
          set: name,
          sets: rolled,
        },
      );
      continue;
    }
    add(name, -1);
    for (const w of split.into) add(setName(w, split.set.height), 1);
  }
  const available = () => [...pool].filter(([, n]) => n > 0).map(([k]) => k);
  const forOrders = new Map(pool);
  for (const item of named) {
    const name = setName(item.set.width, item.set.height);
    if (item.what === 'knock') {
      if ((pool.get(name) ?? 0) === 0) {
        report(
          'set-not-rolled',
          item.path,
          `no ${name} among ${side}'s sets (sets: ${listing(available())})`,
          {
            set: name,
            sets: available(),
          },
        );
      }
      continue;
    }
    const left = forOrders.get(name) ?? 0;
    if (left === 0) {
      const had = pool.get(name) ?? 0;
      report(
        'set-not-rolled',
        item.path,
        had > 0
          ? `more orders for ${name} than ${side} has ${name} sets (${had})`
          : `no ${name} among ${side}'s sets (sets: ${listing(available())})`,
        { set: name, sets: available() },
      );
      continue;
    }
    forOrders.set(name, left - 1);
  }
}
