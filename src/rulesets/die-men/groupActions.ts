/**
 * What a group of simultaneous sets does besides attacking (ruling 5): its Defends take effect
 * before its attacks; its kills are removed and its Moves made after them. Also the gates an
 * attack breaks ("Palisade, Drawbridge or Portcullis") and the defensive blocs' free dice.
 */
import { hasEnemy, unitsOf, unitsWriter, type UnitsWriter } from './board';
import type { Event, SkipReason } from './events';
import { poolFaces, withDice } from './gobbleDice';
import { ruleAt } from './ground';
import { moveRange, pathLength } from './movement';
import type { Draft, FreeGobble, GroupState } from './state';
import type { AttackMode, QueuedSet, Tactic, UnitCounts, UnitType } from './types';
import { allHave, anyHas, UNIT_RULES } from './unitRules';
import { addUnits, clampUnits, subtractUnits, totalUnits } from './units';
import { withEntry } from './records';

/** Each hex holding a defensive bloc gets its free height-10 die for the round (ruling 18). */
export function blocDice(d: Draft, ev: Event[]): void {
  for (const at in d.occupants) {
    const o = d.occupants[at]!;
    if (!anyHas(o.units, (r) => r.blocDie)) continue;
    const pool = withDice(d.gobble[at], o.side, [], ['bloc']);
    d.gobble = withEntry(d.gobble, at, pool);
    const faces = poolFaces(d, at, pool, null).map((g) => g.face);
    ev.push({ type: 'freeGobble', round: d.round, side: o.side, at, kind: 'bloc', pool: faces });
  }
}

export function runDefends(d: Draft, ev: Event[], g: GroupState): void {
  g.orders.forEach((order, i) => {
    if (order.type !== 'defend') return;
    const set = d.queue[g.start + i]!;
    const rule = ruleAt(d, order.at);
    const free: FreeGobble[] = [];
    if (rule.freeGobble) free.push(rule.freeGobble === 'advantage' ? 'mountain' : 'forest');
    const rolled = new Array<number>(set.width).fill(set.height);
    const pool = withDice(d.gobble[order.at], set.side, rolled, free);
    d.gobble = withEntry(d.gobble, order.at, pool);
    const raise = rule.gobbleRaise ?? 0;
    const dice = [...rolled.map((f) => Math.min(10, f + raise)), ...free.map(() => 10)];
    const faces = poolFaces(d, order.at, pool, null).map((x) => x.face);
    ev.push({ type: 'defended', round: d.round, set, at: order.at, dice, pool: faces, raise, free });
  });
}

/** An attack on a shut gate breaks it for good: the hex is open ground from now on. */
export function breakGate(
  d: Draft,
  ev: Event[],
  set: QueuedSet,
  from: string,
  to: string,
  mode: AttackMode,
): void {
  const gate = d.gates[to]!;
  d.gates = withEntry(d.gates, to, { ...gate, status: 'broken', brokenRound: d.round });
  ev.push({
    type: 'gate',
    round: d.round,
    at: to,
    gate: gate.kind,
    change: 'broken',
    side: set.side,
    by: { set, from, mode },
  });
}

export function closeGroup(d: Draft, ev: Event[], g: GroupState): void {
  const put = unitsWriter(d);
  for (const at in g.losses) {
    const o = d.occupants[at]!;
    const losses = g.losses[at]!;
    const left = subtractUnits(o.units, losses);
    put(at, o.side, left);
    ev.push({ type: 'casualties', round: d.round, side: o.side, at, losses, left });
  }
  g.orders.forEach((order, i) => {
    if (order.type === 'move') move(d, ev, put, d.queue[g.start + i]!, order);
  });
  d.cursor = g.start + g.size;
  d.group = null;
}

function move(
  d: Draft,
  ev: Event[],
  put: UnitsWriter,
  set: QueuedSet,
  order: Extract<Tactic, { type: 'move' }>,
): void {
  const { from, to } = order;
  const skip = (reason: SkipReason): void => {
    ev.push({ type: 'skipped', round: d.round, set, tactic: order, reason });
  };
  if (unitsOf(d.occupants, from, set.side) === 0) return skip('no-units');
  if (hasEnemy(d.occupants, to, set.side)) return skip('enemy-in-target');
  const have = d.occupants[from]!.units;
  const ordered = order.units ? clampUnits(order.units, have) : have;
  // Chariots that came into the hex after the order was given stay when it ends where they can't
  // stand (ruling 32): the order was lawful for the units it was given for.
  const units = ruleAt(d, to).noChariots ? withoutChariots(ordered) : ordered;
  // Siege engines whose escort has fallen stay where they are.
  if (totalUnits(units) === 0) return skip('no-units');
  if (allHave(units, (r) => r.needsEscort)) return skip('no-escort');
  const range = moveRange(units, set.width);
  if (pathLength(d, d.occupants, from, to, set.side, units, range) > range) return skip('path-blocked');
  put(from, set.side, subtractUnits(have, units));
  const there = d.occupants[to];
  put(to, set.side, there ? addUnits(there.units, units) : units);
  ev.push({ type: 'moved', round: d.round, set, from, to, units });
}

/** The units without those that keep to low ground (chariots). */
function withoutChariots(units: UnitCounts): UnitCounts {
  const out: { -readonly [T in keyof UnitCounts]: UnitCounts[T] } = {};
  for (const t of Object.keys(units) as UnitType[]) if (!UNIT_RULES[t].lowGroundOnly) out[t] = units[t];
  return out;
}
