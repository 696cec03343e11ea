/**
 * Is an Attack order lawful? ("Attack"; with the unit types, "Archers" and "Siege Engines"; with
 * castles, "Palisade, Drawbridge or Portcullis"; ruling 21.) Three kinds of attack:
 * - `troops`: the hex's normal troops (all but archers and siege engines) hit an adjoining hex;
 * - `archers`: archers remove one enemy unit within two hexes of their own;
 * - `siege`: siege engines hit a hex exactly two away, never one.
 * The target holds enemy units, or is a shut gate that isn't the side's own: only siege engines,
 * or troops with a ram among them, can hit a gate.
 */
import { ok } from '../../core/problem';
import { gridFor } from '../../grid/grid';
import type { CellKey } from '../../grid/types';
import { hasEnemy } from './board';
import { badCell, err, needUnits, type Verdict } from './orderCheck';
import type { BattleState } from './state';
import type { AttackMode, Declaration, Tactic, UnitCounts } from './types';
import { countWith, normalAttackers, UNIT_RULES } from './unitRules';

type AttackOrder = Extract<Tactic, { type: 'attack' }>;

const archers = (u: UnitCounts | undefined): number => countWith(u, (r) => r.volleyRange);
const engines = (u: UnitCounts | undefined): number => countWith(u, (r) => r.siegeRange);
const rams = (u: UnitCounts | undefined): number => countWith(u, (r) => r.breaksGates && !r.siegeRange);

const RANGE: Readonly<Record<AttackMode, readonly [number, number]>> = {
  troops: [1, 1],
  archers: [1, UNIT_RULES.archer.volleyRange ?? 2],
  siege: [UNIT_RULES.siege.siegeRange ?? 2, UNIT_RULES.siege.siegeRange ?? 2],
};

/** Units able to make an attack of `mode`. */
export function attackersFor(mode: AttackMode, units: UnitCounts | undefined): number {
  return mode === 'troops' ? normalAttackers(units) : mode === 'archers' ? archers(units) : engines(units);
}

/** The attack's mode: as given, or the one the hex's units and the distance point to. */
export function attackMode(t: AttackOrder, units: UnitCounts | undefined, distance: number): AttackMode {
  if (t.by) return t.by;
  if (distance >= 2) return engines(units) > 0 ? 'siege' : archers(units) > 0 ? 'archers' : 'troops';
  if (normalAttackers(units) > 0) return 'troops';
  return archers(units) > 0 ? 'archers' : engines(units) > 0 ? 'siege' : 'troops';
}

/** The units the side had in `key` when the round began (to tell skipped from wrong, ruling 7). */
const atStart = (state: BattleState, key: CellKey, side: string): UnitCounts | undefined => {
  const o = state.roundStart[key];
  return o && o.side === side ? o.units : undefined;
};

export function checkAttack(state: BattleState, side: string, decl: Declaration, t: AttackOrder): Verdict {
  const { from, to } = t;
  const bad = badCell(state, from, 'from') ?? badCell(state, to, 'to');
  if (bad) return bad;
  if ((decl.strategy === 'deploy' || decl.strategy === 'retreat') && !t.pc) {
    return err(
      'order.strategy-forbids-attack',
      `an army that declared ${decl.strategy} can't attack`,
      'type',
      { strategy: decl.strategy },
    );
  }
  const o = state.occupants[from];
  const now = o && o.side === side ? o.units : undefined;
  const start = atStart(state, from, side);
  const distance = gridFor(state.rules.grid).distance(from, to);
  const mode = attackMode(t, now ?? start, distance);
  const verdict = checkAttackBy(state, side, t, mode, now, distance);
  // Without `by`, the attack is the one the hex's units pointed to when the round began (ruling
  // 7): a siege engine lost since changes what the hex can do now, not what was ordered.
  if (verdict.ok || t.by || start === undefined) return verdict;
  const then = attackMode(t, start, distance);
  if (then === mode) return verdict;
  const asOrdered = checkAttackBy(state, side, t, then, now, distance);
  return asOrdered.ok ? asOrdered : verdict;
}

/** checkAttack for an attack made by `mode`. */
function checkAttackBy(
  state: BattleState,
  side: string,
  t: AttackOrder,
  mode: AttackMode,
  now: UnitCounts | undefined,
  distance: number,
): Verdict {
  const { from, to } = t;
  if (
    mode !== 'troops' &&
    !state.rules.complications.unitTypes.includes(mode === 'archers' ? 'archer' : 'siege')
  ) {
    return err('order.no-unit-types', `${mode} attacks need the ${mode} unit type in play`, 'by', {
      by: mode,
    });
  }
  const [min, max] = RANGE[mode];
  if (!(distance >= min && distance <= max)) {
    if (mode === 'troops')
      return err('order.not-adjacent', `${to} is not next to ${from}`, 'to', { from, to });
    return err(
      mode === 'siege' ? 'order.siege-range' : 'order.archer-range',
      mode === 'siege'
        ? `siege engines attack exactly ${max} hexes away; ${to} is ${distance} from ${from}`
        : `archers reach at most ${max} hexes; ${to} is ${distance} from ${from}`,
      'to',
      { from, to, distance, min, max },
    );
  }
  const gone = needUnits(state, side, from, 'from');
  if (gone) return gone;
  if (attackersFor(mode, now) === 0) {
    if (attackersFor(mode, atStart(state, from, side)) > 0) return ok('no-attackers');
    return err('order.no-attackers', noAttackers(mode, from), 'from', { from, by: mode });
  }
  return checkTarget(state, side, t, mode, now);
}

function noAttackers(mode: AttackMode, from: CellKey): string {
  if (mode === 'troops') return `${from} has no troops that can attack: archers and siege engines can't`;
  return mode === 'archers' ? `${from} has no archers` : `${from} has no siege engines`;
}

function checkTarget(
  state: BattleState,
  side: string,
  t: AttackOrder,
  mode: AttackMode,
  units: UnitCounts | undefined,
): Verdict {
  const { to } = t;
  const gate = state.gates[to];
  if (gate && gate.status !== 'open' && !state.occupants[to]) {
    if (gate.status === 'broken') {
      if (gate.brokenRound === state.round) return ok('target-empty');
      return err('order.no-enemy-in-target', `the ${gate.kind} at ${to} is already broken`, 'to', { to });
    }
    if (gate.owner === side) {
      return err('order.own-gate', `${to} is ${side}'s own ${gate.kind}: open it, don't break it`, 'to', {
        to,
      });
    }
    if (mode === 'siege' || (mode === 'troops' && rams(units) > 0)) return ok(null);
    return err(
      'order.gate-needs-engine',
      `only siege engines, or troops with a ram, can break the ${gate.kind} at ${to}`,
      'to',
      { to, by: mode },
    );
  }
  if (hasEnemy(state.occupants, to, side)) return ok(null);
  if (hasEnemy(state.roundStart, to, side)) return ok('target-empty');
  return err('order.no-enemy-in-target', `there are no enemy units in ${to} to attack`, 'to', { to });
}
