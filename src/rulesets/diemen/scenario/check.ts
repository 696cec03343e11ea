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
import { isOnMap, parseSetName, setName, setNameProblem, setsInFaces, type SetName } from './names';
import {
  declarationSchema,
  freeMoveSchema,
  mapSchema,
  MAX_POOL,
  orderSchema,
  ROUND_SECTIONS,
  splitSchema,
  TACTICS,
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

export function checkDieMenScenario(data: unknown, report: Report): void {
  if (!isRecord(data)) return;
  const map = checkMap(data, report);
  const sideIds = checkSides(data, map, report);
  const rounds = own(data, 'rounds');
  if (Array.isArray(rounds)) {
    rounds.forEach((round, i) => checkRound(round, ['rounds', i], map, sideIds, report));
  }
}

function mapName(map: MapInfo): string {
  return `${map.cols}x${map.rows} map`;
}

/** Reports a cell off the map (or, with `enter`, on impassable terrain); true if it is fine. */
function checkCell(
  key: string,
  path: readonly PathSegment[],
  map: MapInfo | undefined,
  report: Report,
  opts: { readonly enter?: boolean } = {},
): boolean {
  const cell = parseCell(key);
  if (!cell || !map) return cell !== undefined;
  if (!isOnMap(cell, map)) {
    report('off-map', path, `off the ${mapName(map)}`, { cell: key, cols: map.cols, rows: map.rows });
    return false;
  }
  if (opts.enter && map.terrain.get(key) === 'impassable') {
    report('impassable', path, `${key} is impassable terrain`, { cell: key });
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
  for (const kind of ['rough', 'impassable'] as const) {
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
    const units = own(side, 'units');
    if (!isRecord(units)) return;
    const cells = Object.keys(units);
    if (cells.length === 0)
      report('no-units', ['sides', i, 'units'], `side "${id}" has no units`, { side: id });
    for (const key of cells) {
      const path = ['sides', i, 'units', key];
      if (!checkCell(key, path, map, report, { enter: true })) continue;
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

function checkRound(
  round: unknown,
  base: readonly PathSegment[],
  map: MapInfo | undefined,
  sideIds: readonly string[] | undefined,
  report: Report,
): void {
  if (!isRecord(round)) return;
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
      if (order.attack) checkStep(order.attack, [...path, 'attack'], map, report);
      if (order.move) checkStep(order.move, [...path, 'move'], map, report);
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
      if (parsed.success) checkStep(parsed.data, [...base, 'free', side, j], map, report);
    });

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

/** A from/to step: both cells on the map, different, and the target enterable. */
function checkStep(
  step: { readonly from: string; readonly to: string },
  path: readonly PathSegment[],
  map: MapInfo | undefined,
  report: Report,
): void {
  const fromOk = checkCell(step.from, [...path, 'from'], map, report);
  const toOk = checkCell(step.to, [...path, 'to'], map, report, { enter: true });
  if (!fromOk || !toOk || !map) return;
  if (step.from === step.to) {
    report('same-cell', [...path, 'to'], `from and to are the same cell (${step.to})`, { cell: step.to });
  } else if (!gridFor({ kind: map.grid, cols: map.cols, rows: map.rows }).adjacent(step.from, step.to)) {
    // Basic game: every step is to an adjoining cell (cavalry and archers, issue 4, go further).
    report(
      'not-adjacent',
      [...path, 'to'],
      `${step.to} doesn't adjoin ${step.from} on the ${map.grid} grid`,
      {
        from: step.from,
        to: step.to,
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
