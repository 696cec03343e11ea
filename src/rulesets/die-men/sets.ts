/**
 * Roll and Split (die-men.txt, "Roll"): 1d10 per unit, at most 15; the matches become sets, and a
 * set of width 4 or more may be split into narrower sets of the same height (ruling 1: right after
 * the roll). Then every side's sets join one queue in timing order.
 */
import { plural } from '../../core/plural';
import { fail, ok, problem, type Problem, type Result } from '../../core/problem';
import { rollDice } from '../../core/rng';
import { readSets } from '../../dice/ore/readSets';
import { splitSet } from '../../dice/ore/split';
import { compareTiming, sortByTiming } from '../../dice/ore/timing';
import type { DiceSet } from '../../dice/ore/types';
import type { Event } from './events';
import type { BattleState, Draft } from './state';
import type { QueuedSet, SplitOrder } from './types';
import { withEntry } from './records';

export const MAX_POOL = 15;
export const MIN_SPLIT_WIDTH = 4;

/** "duke.2x9"; a second 2x9 of the same side (from a split) becomes "duke.2x9b", then "c"... */
function setId(side: string, s: DiceSet, taken: Set<string>): string {
  const base = `${side}.${s.width}x${s.height}`;
  let id = base;
  for (let i = 1; taken.has(id); i++) id = base + String.fromCharCode(97 + i);
  taken.add(id);
  return id;
}

function queued(side: string, s: DiceSet, taken: Set<string>): QueuedSet {
  return { id: setId(side, s, taken), side, width: s.width, height: s.height, rolledWidth: s.width };
}

export function checkFaces(faces: readonly number[], pool: number): Problem | null {
  if (!Array.isArray(faces) || faces.length !== pool) {
    return problem(
      'roll.wrong-count',
      `the roll needs exactly ${plural(pool, 'die', 'dice')}, got ${faces?.length}`,
      {
        path: ['faces'],
        facts: { pool, count: faces?.length },
      },
    );
  }
  for (let i = 0; i < faces.length; i++) {
    const f = faces[i];
    if (typeof f !== 'number' || !Number.isInteger(f) || f < 1 || f > 10) {
      return problem('roll.bad-face', `each face must be a whole number 1-10, not ${String(f)}`, {
        path: ['faces', i],
        facts: { face: f },
      });
    }
  }
  return null;
}

export function applyRoll(
  d: Draft,
  ev: Event[],
  side: string,
  pool: number,
  given: readonly number[] | undefined,
): Problem | null {
  let faces: number[];
  if (given !== undefined) {
    const bad = checkFaces(given, pool);
    if (bad) return bad;
    faces = [...given];
  } else {
    const r = rollDice(d.rng, pool);
    faces = r.faces;
    d.rng = r.rng;
  }
  const read = readSets(faces);
  const taken = new Set<string>();
  const sets = read.sets.map((s) => queued(side, s, taken));
  d.sets = withEntry(d.sets, side, sets);
  ev.push({
    type: 'rolled',
    round: d.round,
    side,
    faces,
    source: given !== undefined ? 'given' : 'rng',
    sets,
    waste: read.waste,
  });
  return null;
}

export function splittable(state: BattleState, side: string): QueuedSet[] {
  return (state.sets[side] ?? []).filter((s) => s.width >= MIN_SPLIT_WIDTH);
}

export function checkSplits(
  state: BattleState,
  side: string,
  splits: readonly SplitOrder[],
): Result<DiceSet[][]> {
  const can = splittable(state, side);
  const seen = new Set<string>();
  const parts: DiceSet[][] = [];
  for (let i = 0; i < splits.length; i++) {
    const order = splits[i]!;
    const set = can.find((s) => s.id === order.set);
    const path = ['splits', i];
    if (!set) {
      return fail(
        problem('split.unknown-set', `${order.set} is not one of ${side}'s sets of width 4 or more`, {
          path: [...path, 'set'],
          facts: { set: order.set, splittable: can.map((s) => s.id) },
        }),
      );
    }
    if (seen.has(set.id)) {
      return fail(
        problem('split.duplicate-set', `${set.id} is split twice`, { path, facts: { set: set.id } }),
      );
    }
    seen.add(set.id);
    const r = splitSet(set, order.into);
    if (!r.ok) return fail({ ...r.error, path: [...path, 'into'] });
    parts.push(r.value);
  }
  return ok(parts);
}

export function applySplits(
  d: Draft,
  ev: Event[],
  side: string,
  splits: readonly SplitOrder[],
): Problem | null {
  const checked = checkSplits(d, side, splits);
  if (!checked.ok) return checked.error;
  let sets = [...(d.sets[side] ?? [])];
  const taken = new Set(sets.map((s) => s.id));
  splits.forEach((order, i) => {
    const at = sets.findIndex((s) => s.id === order.set);
    const whole = sets[at]!;
    taken.delete(whole.id);
    const into = checked.value[i]!.map((p) => queued(side, p, taken));
    sets.splice(at, 1, ...into);
    ev.push({ type: 'split', round: d.round, side, set: whole, into });
  });
  sets = sortByTiming(sets);
  d.sets = withEntry(d.sets, side, sets);
  return null;
}

const timing = (a: QueuedSet, b: QueuedSet): number =>
  compareTiming({ width: a.rolledWidth, height: a.height }, { width: b.rolledWidth, height: b.height });

/** True when two sets resolve at the same time: same width (as rolled or split) and height. */
export const simultaneous = (a: QueuedSet, b: QueuedSet): boolean => timing(a, b) === 0;

/** Every side's sets in one queue: wider first, then higher; ties keep side order. */
export function buildQueue(d: Draft, ev: Event[]): void {
  const all: QueuedSet[] = [];
  for (const s of d.rules.sides) for (const set of d.sets[s.id] ?? []) all.push(set);
  const queue = all.sort(timing);
  const groups: string[][] = [];
  queue.forEach((s, i) => {
    if (i > 0 && simultaneous(queue[i - 1]!, s)) groups[groups.length - 1]!.push(s.id);
    else groups.push([s.id]);
  });
  d.queue = queue;
  d.cursor = 0;
  ev.push({ type: 'queue', round: d.round, queue, groups });
}

/** How many sets from `start` resolve together with the set at `start`. */
export function groupSize(queue: readonly QueuedSet[], start: number): number {
  let n = 1;
  while (start + n < queue.length && simultaneous(queue[start]!, queue[start + n]!)) n++;
  return n;
}
