/**
 * A working copy of the state that one decision changes; the state it came from is never touched
 * (apply never mutates its input): its containers are shared with that state until the decision
 * changes them, and then replaced, never changed in place (units too, replaced whenever they
 * change). So a decision that moves no unit hands on the same units array, and what the computer
 * general keeps per position (keyed by that array) still serves.
 */
import { fail, ok, type Result } from '../../core/problem';
import type { RngState } from '../../core/rng';
import { answerRoll } from '../../dice';
import type { Outcome } from '../../engine/ruleset';
import type { CellKey } from '../../grid/types';
import type { Activation, BattleState, Phase, Rules, Unit } from './state';
import type { Request, UnitSetup } from './types';

export interface Draft {
  /** Replaced (never changed) when the roll-off's winner takes the other edge. */
  rules: Rules;
  round: number;
  phase: Phase;
  rng: RngState;
  units: readonly Unit[];
  reserve: readonly UnitSetup[];
  rolls: Readonly<Record<string, number>>;
  order: readonly string[];
  turn: number;
  activated: readonly string[];
  activation: Activation | null;
  pending: readonly string[];
  unsaved: number | null;
  awaiting: Request | null;
  outcome: Outcome | null;
}

/** A draft of `s`: the same fields in the same order (as createState makes them), the containers shared. */
export function draftOf(s: BattleState): Draft {
  return {
    rules: s.rules,
    round: s.round,
    phase: s.phase,
    rng: s.rng,
    units: s.units,
    reserve: s.reserve,
    rolls: s.rolls,
    order: s.order,
    turn: s.turn,
    activated: s.activated,
    activation: s.activation,
    pending: s.pending,
    unsaved: s.unsaved,
    awaiting: s.awaiting,
    outcome: s.outcome,
  };
}

/** The draft read as a state (for the board's questions); the same objects, not a copy. */
export const view = (d: Draft): BattleState => d as BattleState;

/** Rolls `count` d6 for `purpose`: the typed faces if given (checked), else the draft's RNG. */
export function roll(
  d: Draft,
  count: number,
  purpose: string,
  typed?: readonly number[],
): Result<readonly number[]> {
  const r = answerRoll({ count, sides: 6, purpose }, d.rng, typed ?? null);
  if (!r.ok) return fail(r.error);
  d.rng = r.value.rng;
  return ok(r.value.faces);
}

/**
 * A copy of `u` with its squares, markers and lost cover as given: the fields written out in the
 * order unitOf (init.ts) makes them, which is faster than a spread with fields after it.
 */
export function unitWith(u: Unit, models: readonly CellKey[], damage: number, coverLost: boolean): Unit {
  return {
    id: u.id,
    side: u.side,
    name: u.name,
    squad: u.squad,
    core: u.core,
    models,
    height: u.height,
    passive: u.passive,
    equipment: u.equipment,
    damage,
    coverLost,
    carried: u.carried,
  };
}

/** Replaces a unit with its changed copy. */
export function update(d: Draft, id: string, change: (u: Unit) => Unit): Unit {
  const i = d.units.findIndex((u) => u.id === id);
  const changed = change(d.units[i]!);
  const units = d.units.slice();
  units[i] = changed;
  d.units = units;
  return changed;
}

export function removeUnit(d: Draft, id: string): void {
  d.units = d.units.filter((u) => u.id !== id);
}
