/**
 * Resolve (die-men.txt, "Resolve"; the reference card's step 3; rulings 5 and 7): the queue is
 * worked through group by group, a group being the sets of equal width and height (either side).
 * For each group: every set gets its order; then Defends take effect; then Attacks, against the
 * positions at the start of the group, their kills removed together; then Moves, with the units
 * still alive.
 */
import { problem, type Problem } from '../../core/problem';
import { putUnits, unitsOf, hasEnemy } from './board';
import { stepAttack } from './attack';
import type { Event } from './events';
import { groupSize } from './sets';
import type { Draft, GroupState } from './state';
import { checkTactic } from './tactics';
import type { QueuedSet, Tactic } from './types';
import { addUnits, clampUnits, subtractUnits, totalUnits } from './units';

function hasUnits(d: Draft, side: string): boolean {
  for (const k in d.occupants) if (d.occupants[k]!.side === side) return true;
  return false;
}

function patchGroup(d: Draft, patch: Partial<GroupState>): void {
  d.group = { ...d.group!, ...patch };
}

/**
 * Runs Resolve until a decision is needed (returns true, d.awaiting set) or the queue is spent
 * (returns false).
 */
export function stepResolve(d: Draft, ev: Event[]): boolean {
  for (;;) {
    const g = d.group;
    if (!g) {
      if (d.cursor >= d.queue.length) return false;
      const size = groupSize(d.queue, d.cursor);
      d.group = { start: d.cursor, size, orders: [], stage: 'assign', next: 0, attack: null, losses: {} };
      continue;
    }
    if (g.stage === 'assign') {
      if (g.orders.length < g.size) {
        const set = d.queue[g.start + g.orders.length]!;
        if (!hasUnits(d, set.side)) {
          // A side wiped out earlier in the round is not asked: its set is skipped.
          ev.push({ type: 'skipped', round: d.round, set, tactic: { type: 'pass' }, reason: 'no-units' });
          patchGroup(d, { orders: [...g.orders, { type: 'pass' }] });
          continue;
        }
        d.awaiting = { kind: 'assign', side: set.side, round: d.round, set };
        return true;
      }
      runDefends(d, ev, g);
      patchGroup(d, { stage: 'attack', next: 0 });
      continue;
    }
    if (g.attack) {
      if (stepAttack(d, ev)) return true;
      continue;
    }
    let i = g.next;
    while (i < g.size && g.orders[i]!.type !== 'attack') i++;
    if (i >= g.size) {
      closeGroup(d, ev, g);
      continue;
    }
    const order = g.orders[i] as Extract<Tactic, { type: 'attack' }>;
    const target = d.occupants[order.to]!.side;
    const width = d.queue[g.start + i]!.width;
    patchGroup(d, {
      next: i + 1,
      attack: { index: i, stage: 'gobble', target, width, gobbled: [], kills: 0 },
    });
  }
}

/** Only the fields a tactic has, so stored orders stay tidy whatever the source sent. */
function normalise(t: Tactic): Tactic {
  switch (t.type) {
    case 'attack':
      return { type: 'attack', from: t.from, to: t.to };
    case 'defend':
      return { type: 'defend', at: t.at };
    case 'move':
      return t.units === undefined
        ? { type: 'move', from: t.from, to: t.to }
        : { type: 'move', from: t.from, to: t.to, units: addUnits(t.units, {}) };
    default:
      return { type: 'pass' };
  }
}

/** An order for the set the battle is asking about (the `assign` decision). */
export function applyAssign(
  d: Draft,
  ev: Event[],
  set: QueuedSet,
  setId: string,
  tactic: Tactic,
): Problem | null {
  if (setId !== set.id) {
    return problem('assign.wrong-set', `the battle is asking about set ${set.id}, not ${setId}`, {
      path: ['set'],
      facts: { expected: set.id, got: setId },
    });
  }
  if (!tactic || typeof tactic !== 'object') {
    return problem('order.bad-tactic', 'a set is spent on attack, defend, move or pass', {
      path: ['tactic'],
    });
  }
  const verdict = checkTactic(d, set.side, tactic);
  if (!verdict.ok) return verdict.error;
  let order = normalise(tactic);
  if (verdict.value !== null) {
    ev.push({ type: 'skipped', round: d.round, set, tactic: order, reason: verdict.value });
    order = { type: 'pass' };
  } else if (order.type === 'pass') {
    ev.push({ type: 'passed', round: d.round, set });
  }
  patchGroup(d, { orders: [...d.group!.orders, order] });
  return null;
}

function runDefends(d: Draft, ev: Event[], g: GroupState): void {
  g.orders.forEach((order, i) => {
    if (order.type !== 'defend') return;
    const set = d.queue[g.start + i]!;
    const dice = new Array<number>(set.width).fill(set.height);
    const old = d.gobble[order.at];
    const pool = old && old.side === set.side ? [...old.dice, ...dice].sort((a, b) => a - b) : dice;
    d.gobble = { ...d.gobble, [order.at]: { side: set.side, dice: pool } };
    ev.push({ type: 'defended', round: d.round, set, at: order.at, dice, pool });
  });
}

function closeGroup(d: Draft, ev: Event[], g: GroupState): void {
  for (const at in g.losses) {
    const o = d.occupants[at]!;
    const losses = g.losses[at]!;
    const left = subtractUnits(o.units, losses);
    putUnits(d, at, o.side, left);
    ev.push({ type: 'casualties', round: d.round, side: o.side, at, losses, left });
  }
  g.orders.forEach((order, i) => {
    if (order.type === 'move') move(d, ev, d.queue[g.start + i]!, order);
  });
  d.cursor = g.start + g.size;
  d.group = null;
}

function move(d: Draft, ev: Event[], set: QueuedSet, order: Extract<Tactic, { type: 'move' }>): void {
  const { from, to } = order;
  const skip = (reason: 'no-units' | 'enemy-in-target'): void => {
    ev.push({ type: 'skipped', round: d.round, set, tactic: order, reason });
  };
  if (unitsOf(d.occupants, from, set.side) === 0) return skip('no-units');
  if (hasEnemy(d.occupants, to, set.side)) return skip('enemy-in-target');
  const have = d.occupants[from]!.units;
  const units = order.units ? clampUnits(order.units, have) : have;
  if (totalUnits(units) === 0) return skip('no-units');
  putUnits(d, from, set.side, subtractUnits(have, units));
  const there = d.occupants[to];
  putUnits(d, to, set.side, there ? addUnits(there.units, units) : units);
  ev.push({ type: 'moved', round: d.round, set, from, to, units });
}
