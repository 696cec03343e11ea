/**
 * One side's entries in a scripted round: splits that add up, orders that do one thing within
 * reach, knocks, free moves and casualties on the map, gates, interference it can roll, and the
 * sets all of them name held against the side's scripted dice.
 */
import type { PathSegment } from '../../../core/problem';
import type { Report } from '../../../scenario';
import { gridFor } from '../../../grid/grid';
import { checkGateEntries, checkOrderSwitches, checkUnitTypes, reachProblem } from './checkComplications';
import { checkCell, own, type Context } from './checkShared';
import { checkDiceCount } from './checkDiceCount';
import { parseSetName, setName, setNameProblem, setsInFaces, type SetName } from './names';
import { casualtySchema, freeMoveSchema, MAX_POOL, orderSchema, splitSchema, TACTICS } from './schema';

type Section = (name: string) => Record<string, unknown>;
interface Split {
  readonly set: SetName;
  readonly into: readonly number[];
  readonly path: readonly PathSegment[];
}
interface Named {
  readonly set: SetName;
  readonly path: readonly PathSegment[];
  readonly what: string;
}

/** Every check of one side's entries in a round (`section` reads the round's sections). */
export function checkSideRound(
  side: string,
  base: readonly PathSegment[],
  section: Section,
  ctx: Context,
  report: Report,
): void {
  const entries = (name: string): unknown[] => {
    const v = own(section(name), side);
    return Array.isArray(v) ? v : [];
  };
  // Sets named in this side's split, orders and knock entries, to hold against its dice.
  const splits = checkSplits(entries('split'), [...base, 'split', side], report);
  const named = [
    ...checkOrders(entries('orders'), [...base, 'orders', side], ctx, report),
    ...checkKnocks(entries('knock'), [...base, 'knock', side], report),
  ];
  checkMovesAndLosses(entries('free'), entries('casualties'), base, side, ctx, report);
  checkGateEntries(own(section('gates'), side), [...base, 'gates', side], side, ctx.owners, report);

  // An entry that can never be asked is an error at its own line (docs/scenario-format.md).
  if (
    ctx.info.known &&
    ctx.info.interference &&
    own(section('interfere'), side) !== undefined &&
    !ctx.skilled.has(side)
  ) {
    report(
      'no-pc-skills',
      [...base, 'interfere', side],
      `${side} has no pcSkills, so it never rolls for Command Interference: give the side pcSkills or drop this entry`,
      { side },
    );
  }

  const faces = own(section('dice'), side);
  if (Array.isArray(faces) && faces.every((f) => Number.isInteger(f) && f >= 1 && f <= 10)) {
    // Faces reported bad already say the line is wrong; the count is checked on good ones.
    checkDiceCount(faces.length, [...base, 'dice', side], side, ctx, report);
    checkAgainstDice(faces as number[], splits, named, side, report);
  }
}

function checkSplits(list: unknown[], at: readonly PathSegment[], report: Report): Split[] {
  const splits: Split[] = [];
  list.forEach((entry, j) => {
    const path = [...at, j];
    const parsed = splitSchema().safeParse(entry);
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

  return splits;
}

function checkOrders(list: unknown[], at: readonly PathSegment[], ctx: Context, report: Report): Named[] {
  const { map, info } = ctx;
  const named: Named[] = [];
  list.forEach((entry, j) => {
    const path = [...at, j];
    const parsed = orderSchema().safeParse(entry);
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

  return named;
}

function checkKnocks(list: unknown[], at: readonly PathSegment[], report: Report): Named[] {
  const named: Named[] = [];
  list.forEach((entry, j) => {
    if (typeof entry !== 'string') return;
    const path = [...at, j];
    const set = parseSetName(entry) ? checkSetName(entry, path, report) : undefined;
    if (set) named.push({ set, path, what: 'knock' });
  });

  return named;
}

/** Free moves within reach, casualties on the map, each with unit types the rules know. */
function checkMovesAndLosses(
  free: unknown[],
  casualties: unknown[],
  base: readonly PathSegment[],
  side: string,
  ctx: Context,
  report: Report,
): void {
  const { map, info } = ctx;
  free.forEach((entry, j) => {
    const parsed = freeMoveSchema().safeParse(entry);
    if (!parsed.success) return;
    checkStep(parsed.data, [...base, 'free', side, j], ctx, report, 'free');
    checkUnitTypes(parsed.data.units, [...base, 'free', side, j, 'units'], info, report);
  });

  casualties.forEach((entry, j) => {
    const parsed = casualtySchema().safeParse(entry);
    if (!parsed.success) return;
    const path = [...base, 'casualties', side, j];
    if (parsed.data.at !== undefined) checkCell(parsed.data.at, [...path, 'at'], map, report);
    checkUnitTypes(parsed.data.losses, [...path, 'losses'], info, report);
  });
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
// eslint-disable-next-line max-lines-per-function -- splits then orders then knocks held against one pool of sets, in that order
function checkAgainstDice(
  faces: readonly number[],
  splits: readonly Split[],
  named: readonly Named[],
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
