/**
 * Working out one attack (die-men.txt, "Attack", "Defend", boxed "Encirclement"; rulings 5 and 6):
 * the defender's gobble dice in the target hex cancel attacking dice of equal or lower face; a set
 * cut to one die does nothing. One that gets through kills width + 1 per extra face of the target
 * the attacker holds, capped by the attacking hex's units (per hex over the round, or per attack)
 * and by the target's units; the defender chooses the casualties and the set that loses a die.
 */
import { gridFor } from '../../grid/grid';
import type { CellKey } from '../../grid/types';
import { facesHeldBy, unitsOf } from './board';
import type { Event } from './events';
import { applyKnock, knockCandidates } from './knock';
import type { AttackStep, BattleState, Draft, GroupState } from './state';
import type { QueuedSet, Tactic, UnitCounts } from './types';
import { addUnits, subtractUnits, takeCheapest, totalUnits, typeCount } from './units';

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

/** Unspent gobble dice of `defender` in `at` that can cancel dice of face `height`, ascending. */
export function eligibleGobble(state: BattleState, at: CellKey, defender: string, height: number): number[] {
  const pool = state.gobble[at];
  if (!pool || pool.side !== defender) return [];
  return pool.dice.filter((f) => f >= height);
}

/** The target's units not yet marked as killed in this group. */
export function targetLeft(state: BattleState, to: CellKey, defender: string): UnitCounts {
  const o = state.occupants[to];
  if (!o || o.side !== defender) return {};
  const lost = state.group?.losses[to];
  return lost ? subtractUnits(o.units, lost) : o.units;
}

function setAttack(d: Draft, patch: Partial<AttackStep> | null): void {
  const g = d.group!;
  d.group = { ...g, attack: patch === null ? null : { ...g.attack!, ...patch } };
}

/** Spends the `n` lowest eligible gobble dice on the current attack. */
export function spendGobble(d: Draft, n: number): void {
  const { a, set, order } = currentAttack(d);
  const pool = d.gobble[order.to]!;
  const dice = [...pool.dice];
  const first = dice.findIndex((f) => f >= set.height);
  const spent = n > 0 ? dice.splice(first, n) : [];
  d.gobble = { ...d.gobble, [order.to]: { side: pool.side, dice } };
  setAttack(d, { stage: 'hit', width: a.width - n, gobbled: spent });
}

/** Records the defender's casualty choice for the current attack. */
export function takeLosses(d: Draft, losses: UnitCounts): void {
  const { g, order } = currentAttack(d);
  const prev = g.losses[order.to];
  d.group = { ...g, losses: { ...g.losses, [order.to]: prev ? addUnits(prev, losses) : losses } };
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
        const eligible = eligibleGobble(d, order.to, a.target, set.height);
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
        const units = targetLeft(d, order.to, a.target);
        d.awaiting = {
          kind: 'casualties',
          side: a.target,
          round: d.round,
          at: order.to,
          count: a.kills,
          units,
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

function hit(d: Draft, ev: Event[]): void {
  const { a, set, order } = currentAttack(d);
  const { from, to } = order;
  const base = {
    type: 'attacked',
    round: d.round,
    set,
    from,
    to,
    target: a.target,
    height: set.height,
  } as const;
  const common = { ...base, width: set.width, gobbled: a.gobbled, widthAfter: a.width };
  if (a.width < 2) {
    ev.push({ ...common, spoiled: true, encirclement: 0, damage: 0, cap: 0, targetUnits: 0, kills: 0 });
    setAttack(d, null);
    return;
  }
  const grid = gridFor(d.rules.grid);
  const encirclement = Math.max(0, facesHeldBy(grid, d.occupants, to, set.side) - 1);
  const damage = a.width + encirclement;
  const fromUnits = unitsOf(d.occupants, from, set.side);
  const cap =
    d.rules.options.damageCap === 'per-attack' ? fromUnits : Math.max(0, fromUnits - (d.dealt[from] ?? 0));
  const left = targetLeft(d, to, a.target);
  const targetUnits = totalUnits(left);
  const kills = Math.min(damage, cap, targetUnits);
  ev.push({ ...common, spoiled: false, encirclement, damage, cap, targetUnits, kills });
  d.dealt = { ...d.dealt, [from]: (d.dealt[from] ?? 0) + kills };
  if (kills > 0 && kills < targetUnits && typeCount(left) > 1) {
    setAttack(d, { stage: 'casualties', kills });
  } else {
    setAttack(d, { kills });
    if (kills > 0) takeLosses(d, takeCheapest(left, kills));
    else setAttack(d, { stage: 'knock' });
  }
}
