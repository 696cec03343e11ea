/**
 * Resolve (die-men.txt, "Resolve"; the reference card's step 3; rulings 5 and 7): the queue is
 * worked through group by group, a group being the sets of equal width and height (either side).
 * For each group: every set gets its order; then Defends take effect; then Attacks, against the
 * positions at the start of the group, their kills removed together; then Moves, with the units
 * still alive.
 */
import { ok, problem, type Problem } from '../../core/problem';
import { gridFor } from '../../grid/grid';
import { stepAttack } from './attack';
import { attackMode } from './attackOrder';
import type { Event } from './events';
import { breakGate, closeGroup, runDefends } from './groupActions';
import { groupSize } from './sets';
import { withGroup, type Draft, type GroupState } from './state';
import { lawful } from './lawful';
import { checkTactic, originOf } from './tactics';
import type { QueuedSet, Tactic } from './types';
import { addUnits } from './units';
import { withEntry } from './records';

function hasUnits(d: Draft, side: string): boolean {
  for (const k in d.occupants) if (d.occupants[k]!.side === side) return true;
  return false;
}

function patchGroup(d: Draft, patch: Partial<GroupState>): void {
  d.group = withGroup(d.group!, patch);
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
    const set = d.queue[g.start + i]!;
    const mode = order.by ?? 'troops';
    const held = d.occupants[order.to];
    if (!held) {
      // No units there: the order passed its checks, so it is a gate, shut when the group began.
      if (d.gates[order.to]?.status === 'shut') breakGate(d, ev, set, order.from, order.to, mode);
      else ev.push({ type: 'skipped', round: d.round, set, tactic: order, reason: 'target-empty' });
      patchGroup(d, { next: i + 1 });
      continue;
    }
    patchGroup(d, {
      next: i + 1,
      attack:
        mode === 'troops'
          ? { index: i, stage: 'gobble', target: held.side, width: set.width, gobbled: [], kills: 0 }
          : { index: i, stage: 'gobble', target: held.side, mode, width: set.width, gobbled: [], kills: 0 },
    });
  }
}

/**
 * Only the fields a tactic has, so stored orders stay tidy whatever the source sent. An attack
 * gets its mode filled in when it isn't the troops'.
 */
function normalise(d: Draft, side: string, t: Tactic): Tactic {
  const pc = t.type !== 'pass' && t.pc ? { pc: true as const } : {};
  switch (t.type) {
    case 'attack': {
      const o = d.occupants[t.from] ?? d.roundStart[t.from];
      const mode = attackMode(
        t,
        o && o.side === side ? o.units : undefined,
        gridFor(d.rules.grid).distance(t.from, t.to),
      );
      return { type: 'attack', from: t.from, to: t.to, ...(mode !== 'troops' ? { by: mode } : {}), ...pc };
    }
    case 'defend':
      return { type: 'defend', at: t.at, ...pc };
    case 'move':
      return t.units === undefined
        ? { type: 'move', from: t.from, to: t.to, ...pc }
        : { type: 'move', from: t.from, to: t.to, units: addUnits(t.units, {}), ...pc };
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
  // Most orders are lawful and carried out: say so without building checkTactic's verdict
  // (lawful.ts gives the same answer); a refusal or a skip still comes from checkTactic.
  const verdict = lawful(d, set.side, tactic, set) ? ok(null) : checkTactic(d, set.side, tactic, set);
  if (!verdict.ok) return verdict.error;
  let order = normalise(d, set.side, tactic);
  if (order.type !== 'pass' && order.pc) {
    // The character's success is spent on this set, whatever becomes of the order.
    const at = originOf(order)!;
    const tokens = [...(d.commandTokens[set.side] ?? [])];
    tokens.splice(tokens.indexOf(at), 1);
    d.commandTokens = withEntry(d.commandTokens, set.side, tokens);
    ev.push({ type: 'commandTaken', round: d.round, side: set.side, at, set, tactic: order });
  }
  if (verdict.value !== null) {
    ev.push({ type: 'skipped', round: d.round, set, tactic: order, reason: verdict.value });
    order = { type: 'pass' };
  } else if (order.type === 'pass') {
    ev.push({ type: 'passed', round: d.round, set });
  }
  patchGroup(d, { orders: [...d.group!.orders, order] });
  return null;
}
