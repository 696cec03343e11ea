/**
 * A working copy of the state that one decision changes; the state it came from is never touched
 * (apply never mutates its input): containers are copied when the decision starts, units replaced
 * whenever they change.
 */
import { fail, ok, type Result } from '../../core/problem';
import type { RngState } from '../../core/rng';
import { answerRoll } from '../../dice';
import type { Outcome } from '../../engine/ruleset';
import type { Activation, BattleState, Phase, Rules, Unit } from './state';
import type { Request } from './types';

export interface Draft {
  readonly rules: Rules;
  round: number;
  phase: Phase;
  rng: RngState;
  units: Unit[];
  rolls: Record<string, number>;
  order: readonly string[];
  turn: number;
  activated: string[];
  activation: Activation | null;
  pending: string[];
  unsaved: number | null;
  awaiting: Request | null;
  outcome: Outcome | null;
}

export function draftOf(s: BattleState): Draft {
  return {
    ...s,
    units: [...s.units],
    rolls: { ...s.rolls },
    activated: [...s.activated],
    pending: [...s.pending],
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

/** Replaces a unit with its changed copy. */
export function update(d: Draft, id: string, change: (u: Unit) => Unit): Unit {
  const i = d.units.findIndex((u) => u.id === id);
  const changed = change(d.units[i]!);
  d.units[i] = changed;
  return changed;
}

export function removeUnit(d: Draft, id: string): void {
  d.units = d.units.filter((u) => u.id !== id);
}
