/**
 * Working out one attack (die-men.txt, "Attack", "Defend", boxed "Encirclement"; rulings 5 and 6):
 * with Threat ratings, a set lower than every unit in the target fails at once ("Threat Rating");
 * the defender's gobble dice in the target hex cancel attacking dice of equal or lower face; a set
 * cut to one die does nothing. One that gets through kills what damage.ts works out; the defender
 * chooses the casualties and the set that loses a die.
 */
import type { CellKey } from '../../grid/types';
import { damageOf, type Damage } from './damage';
import type { Event } from './events';
import { reaching, withoutDice, type Attacker } from './gobbleDice';
import { applyKnock, knockCandidates } from './knock';
import {
  withAttack,
  withGroup,
  type AttackStep,
  type BattleState,
  type Draft,
  type GroupState,
} from './state';
import type { QueuedSet, Tactic, UnitCounts } from './types';
import { addUnits, subtractUnits, takeCheapest, totalUnits, typeCount } from './units';
import { threatOf, vulnerable } from './threatRating';
import { withEntry } from './records';

type AttackOrder = Extract<Tactic, { type: 'attack' }>;

export function currentAttack(state: BattleState): {
  g: GroupState;
  a: AttackStep;
  set: QueuedSet;
  order: AttackOrder;
} {
  const g = state.group!;
  const a = g.attack!;
  return { g, a, set: state.queue[g.start + a.index]!, order: g.orders[a.index] as AttackOrder };
}

/**
 * Unspent gobble dice of `defender` in `at` that can cancel dice of face `height`, ascending, read
 * against an attacker the hex's high ground works against.
 */
export function eligibleGobble(state: BattleState, at: CellKey, defender: string, height: number): number[] {
  return reaching(state, at, defender, height, null).map((g) => g.face);
}

/** The current attack's attacker, for reading the defence against it. */
function attackerOf(state: BattleState): Attacker {
  const { order, set } = currentAttack(state);
  const o = state.occupants[order.from];
  return { from: order.from, units: o && o.side === set.side ? o.units : undefined };
}

/** The target's units not yet marked as killed in this group. */
export function targetLeft(state: BattleState, to: CellKey, defender: string): UnitCounts {
  const o = state.occupants[to];
  if (!o || o.side !== defender) return {};
  const lost = state.group?.losses[to];
  return lost ? subtractUnits(o.units, lost) : o.units;
}

/** The target's units the current attack can still kill (with Threat ratings: those it can harm). */
export function targetHarmable(state: BattleState): UnitCounts {
  const { a, set, order } = currentAttack(state);
  return vulnerable(state, targetLeft(state, order.to, a.target), set.height);
}

function setAttack(d: Draft, patch: Partial<AttackStep> | null): void {
  const g = d.group!;
  d.group = withGroup(g, { attack: patch === null ? null : withAttack(g.attack!, patch) });
}

/** Spends the `n` lowest eligible gobble dice on the current attack. */
export function spendGobble(d: Draft, n: number): void {
  const { a, set, order } = currentAttack(d);
  const spent = n > 0 ? reaching(d, order.to, a.target, set.height, attackerOf(d)).slice(0, n) : [];
  if (spent.length > 0) d.gobble = withEntry(d.gobble, order.to, withoutDice(d.gobble[order.to]!, spent));
  setAttack(d, { stage: 'hit', width: a.width - n, gobbled: spent.map((g) => g.face) });
}

/** Records the defender's casualty choice for the current attack. */
export function takeLosses(d: Draft, losses: UnitCounts): void {
  const { g, order } = currentAttack(d);
  const prev = g.losses[order.to];
  d.group = withGroup(g, { losses: withEntry(g.losses, order.to, prev ? addUnits(prev, losses) : losses) });
  setAttack(d, { stage: 'knock' });
}

/** Knocks the chosen set and finishes the current attack. */
export function knockAndFinish(d: Draft, ev: Event[], setId: string | null): void {
  const { a, set } = currentAttack(d);
  applyKnock(d, ev, a.target, setId, set.id);
  setAttack(d, null);
}

/**
 * Carries the current attack as far as it goes without a decision. Returns true when it stops to
 * wait for one (d.awaiting is set), false when the attack is finished.
 */
export function stepAttack(d: Draft, ev: Event[]): boolean {
  for (;;) {
    const { a, set, order } = currentAttack(d);
    switch (a.stage) {
      case 'gobble': {
        if (threatFails(d, ev)) return false;
        const eligible = reaching(d, order.to, a.target, set.height, attackerOf(d)).map((g) => g.face);
        const toSpoil = a.width - 1;
        if (eligible.length > 0 && toSpoil > 0) {
          d.awaiting = {
            kind: 'gobble',
            side: a.target,
            round: d.round,
            at: order.to,
            attack: { set, from: order.from },
            eligible,
            toSpoil,
          };
          return true;
        }
        setAttack(d, { stage: 'hit' });
        break;
      }
      case 'hit':
        hit(d, ev);
        break;
      case 'casualties': {
        d.awaiting = {
          kind: 'casualties',
          side: a.target,
          round: d.round,
          at: order.to,
          count: a.kills,
          units: targetHarmable(d),
        };
        return true;
      }
      case 'knock': {
        const candidates = knockCandidates(d, a.target);
        if (candidates.length > 1) {
          d.awaiting = { kind: 'knock', side: a.target, round: d.round, candidates };
          return true;
        }
        knockAndFinish(d, ev, candidates[0]?.id ?? null);
        return false;
      }
    }
    if (d.group!.attack === null) return false;
  }
}

/** With Threat ratings: a set lower than the rating of every unit in the target fails outright. */
function threatFails(d: Draft, ev: Event[]): boolean {
  const { a, set, order } = currentAttack(d);
  if (!d.rules.complications.threat) return false;
  const left = targetLeft(d, order.to, a.target);
  if (totalUnits(left) === 0 || totalUnits(vulnerable(d, left, set.height)) > 0) return false;
  ev.push({
    type: 'threatFailed',
    round: d.round,
    set,
    from: order.from,
    to: order.to,
    target: a.target,
    height: set.height,
    threat: threatOf(d, left),
  });
  setAttack(d, null);
  return true;
}

function hit(d: Draft, ev: Event[]): void {
  const { a, set, order } = currentAttack(d);
  const { from, to } = order;
  // The event is spelled out field by field: spreading partial objects into it cost a tenth of
  // a simulated battle.
  if (a.width < 2) {
    ev.push(attacked(d.round, set, order, a, NO_DAMAGE, 0, 0, true));
    setAttack(d, null);
    return;
  }
  const left = targetHarmable(d);
  const targetUnits = totalUnits(left);
  const { damage: dmg, counts } = damageOf(d, set, from, to, a.mode ?? 'troops', a.width);
  const kills = Math.min(dmg.damage, dmg.cap, targetUnits);
  ev.push(attacked(d.round, set, order, a, dmg, targetUnits, kills, false));
  if (counts) d.dealt = withEntry(d.dealt, from, (d.dealt[from] ?? 0) + kills);
  if (kills > 0 && kills < targetUnits && typeCount(left) > 1) {
    setAttack(d, { stage: 'casualties', kills });
  } else {
    setAttack(d, { kills });
    if (kills > 0) takeLosses(d, takeCheapest(left, kills));
    else setAttack(d, { stage: 'knock' });
  }
}

const NO_DAMAGE: Damage = { encirclement: 0, bonuses: [], damage: 0, cap: 0 };

function attacked(
  round: number,
  set: QueuedSet,
  order: AttackOrder,
  a: AttackStep,
  dmg: Damage,
  targetUnits: number,
  kills: number,
  spoiled: boolean,
): Event {
  return {
    type: 'attacked',
    round,
    set,
    from: order.from,
    to: order.to,
    target: a.target,
    by: a.mode ?? 'troops',
    height: set.height,
    width: set.width,
    gobbled: a.gobbled,
    widthAfter: a.width,
    spoiled,
    encirclement: dmg.encirclement,
    bonuses: spoiled ? [] : dmg.bonuses,
    damage: dmg.damage,
    cap: dmg.cap,
    targetUnits,
    kills,
  };
}
