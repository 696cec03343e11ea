/**
 * Damage passed on past blocking terrain ("Terrain": Blocking, ruling DF7): a ranged attack on a
 * unit it can't see does at most 1 to it, and the rest may be given to a unit beside that target
 * which the attacker can see. Which one is the attacker's choice (the action's `passTo`); left
 * unsaid, the rest goes where it does the attacker most good once the roll is known.
 */
import { orList } from '../../core/plural';
import { problem, type Problem } from '../../core/problem';
import type { CellKey } from '../../grid/types';
import { grid, kindOf, pointsOf, unitAt, whereOf } from './board';
import { sees } from './sight';
import type { BattleState } from './state';
import type { Unit } from './types';

/** Whether `u`'s attack on the unit at `target` is capped by blocking terrain. */
export const blockedShot = (s: BattleState, u: Unit, target: CellKey): boolean =>
  kindOf(u) === 'ranged' && !sees(s, u.at, target);

/** The enemies of `u` beside `target` that `u` can see, in map order: where the rest may go. */
export function passCandidates(s: BattleState, u: Unit, target: CellKey): Unit[] {
  const ix = whereOf(s).ix;
  return grid(s)
    .neighbours(target)
    .map((c) => unitAt(s, c))
    .filter((x): x is Unit => x !== undefined && x.side !== u.side && sees(s, u.at, x.at))
    .sort((a, b) => ix.indexOf.get(a.at)! - ix.indexOf.get(b.at)!);
}

/**
 * The default receiver of `rest` points among `candidates` (map order): a unit the rest destroys,
 * the one worth most points (then the one that takes most of it); else the unit with least health
 * left, so the next blow can finish it (then the one worth most); then map order.
 */
export function bestReceiver(candidates: readonly Unit[], rest: number): Unit | undefined {
  let best: Unit | undefined;
  const key = (x: Unit): [number, number, number] =>
    rest >= x.health ? [1, pointsOf(x), x.health] : [0, -x.health, pointsOf(x)];
  for (const c of candidates) {
    if (best === undefined) {
      best = c;
      continue;
    }
    const a = key(c);
    const b = key(best);
    const i = a.findIndex((v, k) => v !== b[k]);
    if (i >= 0 && a[i]! > b[i]!) best = c;
  }
  return best;
}

/** Why `passTo` (target cell → receiver cell) can't stand for `u` attacking `targets`, or null. */
export function checkPassTo(
  s: BattleState,
  u: Unit,
  targets: readonly CellKey[],
  passTo: Readonly<Record<CellKey, CellKey>>,
): Problem | null {
  for (const [from, to] of Object.entries(passTo)) {
    const path = ['action', 'passTo', from];
    const facts = { unit: u.at, target: from, passTo: to };
    if (!targets.includes(from)) {
      return problem('attack.pass-not-a-target', `${from} is not a target of this attack`, { path, facts });
    }
    if (!blockedShot(s, u, from)) {
      return problem(
        'attack.pass-not-blocked',
        `the attack on ${from} is not behind blocking terrain: no damage is passed on from it`,
        { path, facts },
      );
    }
    const can = passCandidates(s, u, from).map((c) => c.at);
    if (!can.includes(to)) {
      const which = can.length === 0 ? 'no unit can take it' : `it may go to ${orList(can)}`;
      return problem(
        'attack.pass-not-beside',
        `damage past ${from} can't go to ${to}: ${which} (an enemy beside the target that the attacker sees)`,
        { path, facts: { ...facts, candidates: can } },
      );
    }
  }
  return null;
}
