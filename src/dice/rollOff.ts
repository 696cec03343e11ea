/**
 * Roll-offs: every side rolls the same kind of dice, the highest total wins, and ties roll again
 * (dice-wars-intro.txt, "Roll Off and Taking Turns": one D6 each). A tie may first be broken by a
 * number each side brings, higher first: Die Fighting's initiative goes to the player with more
 * units, and only an equal count rolls again (die-fighting.txt, "Initiative Phase"). Only the sides
 * still tied roll again. Every throw is kept.
 *
 * Step by step (`rollOffRequests`, `playRollOffRound`) for a prompt that asks each round's dice,
 * or all at once (`rollOff`) with the seeded RNG or a list of typed faces.
 */
import { fail, ok, problem, type Result } from '../core/problem';
import type { RngState } from '../core/rng';
import { answerRolls, checkFaces, type RollRequest } from './rollRequest';

export interface RollOffEntrant {
  readonly id: string;
  /** Dice each round, e.g. 1 (Dice Wars) or 2 (Die Fighting), and their sides (default 6). */
  readonly dice: number;
  readonly sides?: number;
  /** Added to every total. */
  readonly bonus?: number;
  /** Breaks a tie before anyone rolls again: higher wins (e.g. units on the table). */
  readonly tieBreak?: number;
}

export interface RollOffThrow {
  readonly id: string;
  readonly faces: readonly number[];
  readonly total: number;
}

export interface RollOffRound {
  readonly throws: readonly RollOffThrow[];
  /** The sides with the highest total this round. */
  readonly highest: readonly string[];
  /** Still level after the tie-break: they roll again. Empty once someone has won. */
  readonly tied: readonly string[];
}

export interface RollOffState {
  readonly entrants: readonly RollOffEntrant[];
  readonly rounds: readonly RollOffRound[];
  /** Who rolls next round; empty once there is a winner. */
  readonly contenders: readonly string[];
  readonly winner: string | null;
}

/** A roll-off that never ends is a broken die or a broken script; stop it. */
export const MAX_ROLL_OFF_ROUNDS = 1000;

export function startRollOff(entrants: readonly RollOffEntrant[]): Result<RollOffState> {
  const ids = entrants.map((e) => e.id);
  if (entrants.length < 2 || new Set(ids).size !== ids.length) {
    return fail(
      problem(
        'roll-off.entrants',
        `a roll-off needs two or more sides with different ids (got ${ids.join(', ')})`,
        {
          facts: { ids },
        },
      ),
    );
  }
  return ok({ entrants, rounds: [], contenders: ids, winner: null });
}

const entrant = (s: RollOffState, id: string): RollOffEntrant => s.entrants.find((e) => e.id === id)!;

/** The dice to roll next round, one request per contender, in entrant order. */
export function rollOffRequests(s: RollOffState): RollRequest[] {
  return s.contenders.map((id) => {
    const e = entrant(s, id);
    return { count: e.dice, sides: e.sides ?? 6, purpose: 'roll-off', by: id };
  });
}

function best(ids: readonly string[], score: (id: string) => number): string[] {
  const top = Math.max(...ids.map(score));
  return ids.filter((id) => score(id) === top);
}

/** Plays one round with the contenders' faces (one list each, in `rollOffRequests` order; checked). */
export function playRollOffRound(
  s: RollOffState,
  faces: readonly (readonly number[])[],
): Result<RollOffState> {
  if (s.winner !== null) {
    return fail(
      problem('roll-off.over', `the roll-off is over: ${s.winner} won`, { facts: { winner: s.winner } }),
    );
  }
  if (faces.length !== s.contenders.length) {
    return fail(
      problem(
        'dice.count-mismatch',
        `roll-off: ${s.contenders.length} sides roll, but ${faces.length} given`,
        {
          facts: { expected: s.contenders.length, given: faces.length },
        },
      ),
    );
  }
  const requests = rollOffRequests(s);
  for (let i = 0; i < requests.length; i++) {
    const checked = checkFaces(requests[i]!, faces[i]!);
    if (!checked.ok) return checked;
  }
  const throws = s.contenders.map((id, i) => {
    const f = faces[i]!;
    return { id, faces: f, total: f.reduce((a, b) => a + b, 0) + (entrant(s, id).bonus ?? 0) };
  });
  const totals = new Map(throws.map((t) => [t.id, t.total]));
  const highest = best(s.contenders, (id) => totals.get(id)!);
  const tied = highest.length > 1 ? best(highest, (id) => entrant(s, id).tieBreak ?? 0) : highest;
  const over = tied.length === 1;
  const round: RollOffRound = { throws, highest, tied: over ? [] : tied };
  return ok({
    ...s,
    rounds: [...s.rounds, round],
    contenders: over ? [] : tied,
    winner: over ? tied[0]! : null,
  });
}

/**
 * A whole roll-off. Typed faces, if given, are read in order, round by round, each contender's
 * dice in entrant order; too few for the ties that came up, or some left over, is a Problem.
 */
export function rollOff(
  entrants: readonly RollOffEntrant[],
  rng: RngState,
  typed?: readonly number[] | null,
): Result<{ readonly state: RollOffState; readonly rng: RngState }> {
  const started = startRollOff(entrants);
  if (!started.ok) return started;
  let state = started.value;
  let at = 0;
  while (state.winner === null) {
    if (state.rounds.length >= MAX_ROLL_OFF_ROUNDS) {
      return fail(
        problem('roll-off.endless', `the roll-off was still tied after ${MAX_ROLL_OFF_ROUNDS} rounds`, {
          facts: { rounds: state.rounds.length },
        }),
      );
    }
    const requests = rollOffRequests(state);
    const need = requests.reduce((n, r) => n + r.count, 0);
    if (typed && typed.length - at < need) {
      return fail(
        problem(
          'dice.roll-off-more',
          `roll-off round ${state.rounds.length + 1} (${state.contenders.join(' vs ')}): ${need} more dice needed, ${typed.length - at} left`,
          { facts: { round: state.rounds.length + 1, needed: need, left: typed.length - at } },
        ),
      );
    }
    const answered = answerRolls(requests, rng, typed ? typed.slice(at, at + need) : null);
    if (!answered.ok) return answered;
    at += need;
    rng = answered.value.rng;
    const played = playRollOffRound(state, answered.value.faces);
    if (!played.ok) return played;
    state = played.value;
  }
  if (typed && at < typed.length) {
    return fail(
      problem(
        'dice.count-mismatch',
        `roll-off: ${state.winner} won after ${at} dice, but ${typed.length} were given`,
        { facts: { expected: at, given: typed.length } },
      ),
    );
  }
  return ok({ state, rng });
}
