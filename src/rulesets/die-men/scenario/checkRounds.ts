/**
 * The scripted rounds' checks: side ids that exist, declarations with the goals they need, steps
 * within reach, set names that name sets, and orders that fit the scripted dice.
 */
import type { PathSegment } from '../../../core/problem';
import { closest, type Report } from '../../../scenario';
import { parseCell } from '../../../grid/cell';
import { gridFor } from '../../../grid/grid';
import {
  checkGateEntries,
  checkInterfereSwitch,
  checkOrderSwitches,
  checkUnitTypes,
  reachProblem,
} from './checkComplications';
import { checkCell, isRecord, own, type Context, type MapInfo } from './checkShared';
import { checkDiceCount } from './checkDiceCount';
import { parseSetName, setName, setNameProblem, setsInFaces, type SetName } from './names';
import {
  casualtySchema,
  declarationSchema,
  freeMoveSchema,
  MAX_POOL,
  orderSchema,
  ROUND_SECTIONS,
  splitSchema,
  TACTICS,
} from './schema';

export function checkRound(round: unknown, base: readonly PathSegment[], ctx: Context, report: Report): void {
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

    // An entry that can never be asked is an error at its own line (docs/scenario-format.md).
    if (
      info.known &&
      info.interference &&
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
