/**
 * A working copy of the state that one decision changes; the state it came from is never touched
 * (apply never mutates its input): small containers are copied when the decision starts, the unit
 * and cell maps whenever they change.
 */
import { fail, ok, type Result } from '../../core/problem';
import type { RngState } from '../../core/rng';
import { answerRoll } from '../../dice';
import type { CellKey } from '../../grid/types';
import { pointsOf, refOf } from './board';
import type { Event } from './events';
import type { BattleState, Phase, Rules } from './state';
import type { Request, Unit } from './types';
import type { Outcome } from '../../engine/ruleset';

export interface Draft {
  readonly rules: Rules;
  round: number;
  phase: Phase;
  rng: RngState;
  units: Record<string, Unit>;
  at: Record<CellKey, string>;
  rolls: Record<string, readonly number[]>;
  order: readonly string[];
  turn: number;
  activated: string[];
  engaged: readonly string[];
  destroyed: Record<string, number>;
  awaiting: Request | null;
  outcome: Outcome | null;
}

export function draftOf(s: BattleState): Draft {
  return {
    rules: s.rules,
    round: s.round,
    phase: s.phase,
    rng: s.rng,
    units: s.units,
    at: s.at,
    rolls: { ...s.rolls },
    order: s.order,
    turn: s.turn,
    activated: [...s.activated],
    engaged: s.engaged,
    destroyed: { ...s.destroyed },
    awaiting: s.awaiting,
    outcome: s.outcome,
  };
}

/** The draft read as a state (for the board's questions); the same objects, not a copy. */
export const view = (d: Draft): BattleState => d as BattleState;

/** Rolls `count` d`sides` for `purpose`: the typed faces if given (checked), else the draft's RNG. */
export function roll(
  d: Draft,
  count: number,
  sides: number,
  purpose: string,
  typed?: readonly number[],
): Result<readonly number[]> {
  const r = answerRoll({ count, sides, purpose }, d.rng, typed ?? null);
  if (!r.ok) return fail(r.error);
  d.rng = r.value.rng;
  return ok(r.value.faces);
}

// The unit and cell maps are replaced, never changed in place: caches keyed by them (the move
// searches' side maps) then never see a map that changed under them.

/** Moves a unit to another cell. */
export function place(d: Draft, u: Unit, to: CellKey): Unit {
  const moved = { ...u, at: to };
  const at = { ...d.at, [to]: u.id };
  delete at[u.at];
  d.at = at;
  d.units = { ...d.units, [u.id]: moved };
  return moved;
}

export function setHealth(d: Draft, u: Unit, health: number): Unit {
  const changed = { ...u, health };
  d.units = { ...d.units, [u.id]: changed };
  return changed;
}

/** Takes a unit off the map and credits its points (commander included) to the side that did it. */
export function remove(d: Draft, ev: Event[], u: Unit, by: string): void {
  const units = { ...d.units };
  delete units[u.id];
  d.units = units;
  const at = { ...d.at };
  delete at[u.at];
  d.at = at;
  const points = pointsOf(u);
  d.destroyed[by] = (d.destroyed[by] ?? 0) + points;
  ev.push({ type: 'destroyed', round: d.round, unit: refOf(u), points, by });
}
