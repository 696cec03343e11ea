/**
 * A working copy of the state that one decision changes; the state it came from is never touched
 * (apply never mutates its input): small containers are copied when the decision starts, the unit
 * list whenever it changes.
 */
import { fail, ok, type Result } from '../../core/problem';
import type { RngState } from '../../core/rng';
import { answerRoll } from '../../dice';
import type { CellKey } from '../../grid/types';
import { pointsOf, refOf } from './board';
import type { Event } from './events';
import type { BattleState, Phase, Rules } from './state';
import type { Request, Unit, UnitSetup } from './types';
import type { Outcome } from '../../engine/ruleset';

export interface Draft {
  rules: Rules;
  round: number;
  phase: Phase;
  rng: RngState;
  units: readonly Unit[];
  reserve: readonly UnitSetup[];
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
    reserve: s.reserve,
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

// The unit list is replaced, never changed in place: caches keyed by it (the move searches' side
// maps, the cell lookup) then never see a list that changed under them.

/** The list with the unit of `u`'s id replaced by `by`. */
function replaced(units: readonly Unit[], u: Unit, by: Unit): Unit[] {
  const out = units.slice();
  for (let i = 0; i < out.length; i++) if (out[i]!.id === u.id) out[i] = by;
  return out;
}

/**
 * `u` on another square, with other health or shots left: written out in the order init gives a
 * unit's fields (the same keys, so the same log lines), where a spread copy cost several times more.
 */
export const unitWith = (u: Unit, at: CellKey, health: number, uses: number | null): Unit => ({
  id: u.id,
  side: u.side,
  type: u.type,
  commander: u.commander,
  at,
  health,
  uses,
});

/** Moves a unit to another cell. */
export function place(d: Draft, u: Unit, to: CellKey): Unit {
  const moved = unitWith(u, to, u.health, u.uses);
  d.units = replaced(d.units, u, moved);
  return moved;
}

export function setHealth(d: Draft, u: Unit, health: number): Unit {
  const changed = unitWith(u, u.at, health, u.uses);
  d.units = replaced(d.units, u, changed);
  return changed;
}

/** Takes a unit off the map and credits its points (commander included) to the side that did it. */
export function remove(d: Draft, ev: Event[], u: Unit, by: string): void {
  d.units = d.units.filter((x) => x.id !== u.id);
  const points = pointsOf(u);
  d.destroyed[by] = (d.destroyed[by] ?? 0) + points;
  ev.push({ type: 'destroyed', round: d.round, unit: refOf(u), points, by });
}
