/**
 * A roll request: a plain description of dice a rule needs rolled (how many, how many faces, what
 * for). Either the seeded RNG answers it or a player's physical dice do, typed in; games call
 * `answerRoll` inside their rules, so `--dice` works the same in every game. Typed faces are
 * checked (count, range) and never silently dropped or padded.
 */
import { fail, ok, problem, type Result } from '../core/problem';
import { rollDice, type RngState } from '../core/rng';
import { MAX_DICE, MAX_SIDES, MIN_SIDES } from './expression';

export interface RollRequest {
  /** How many dice (0 is allowed and rolls nothing). */
  readonly count: number;
  /** Faces of each physical die: 6 for a d6, and for a D3, which is a d6 read halved. */
  readonly sides: number;
  /** What the dice are for, in a few words: `initiative`, `attack roll`, `armour saves`. */
  readonly purpose: string;
  /** Who rolls, when it matters: a side or a unit. */
  readonly by?: string;
}

export interface RollAnswer {
  readonly faces: readonly number[];
  /** The RNG after the roll; unchanged when the faces were typed. */
  readonly rng: RngState;
  readonly typed: boolean;
}

/** `2d6 for initiative (Red)`. */
export function describeRequest(r: RollRequest): string {
  return `${r.count}d${r.sides} for ${r.purpose}${r.by ? ` (${r.by})` : ''}`;
}

const sensible = (r: RollRequest): boolean =>
  Number.isInteger(r.count) &&
  r.count >= 0 &&
  r.count <= MAX_DICE &&
  Number.isInteger(r.sides) &&
  r.sides >= MIN_SIDES &&
  r.sides <= MAX_SIDES;

function badRequest(r: RollRequest): Result<never> {
  return fail(
    problem(
      'dice.bad-request',
      `can't roll ${r.count}d${r.sides} for ${r.purpose}: 0 to ${MAX_DICE} dice of ${MIN_SIDES} to ${MAX_SIDES} sides`,
      { facts: { count: r.count, sides: r.sides, purpose: r.purpose } },
    ),
  );
}

/** Typed faces for one request: the right number, each a whole number 1..sides. */
export function checkFaces(r: RollRequest, faces: readonly number[]): Result<readonly number[]> {
  if (faces.length !== r.count) {
    return fail(
      problem(
        'dice.count-mismatch',
        `${describeRequest(r)}: ${r.count} ${r.count === 1 ? 'die' : 'dice'} to roll, but ${faces.length} given`,
        { facts: { expected: r.count, given: faces.length, purpose: r.purpose } },
      ),
    );
  }
  for (let i = 0; i < faces.length; i++) {
    const face = faces[i]!;
    if (!Number.isInteger(face) || face < 1 || face > r.sides) {
      return fail(
        problem('dice.face-range', `${describeRequest(r)}: face ${face} is out of range 1-${r.sides}`, {
          facts: { face, sides: r.sides, index: i, purpose: r.purpose },
        }),
      );
    }
  }
  return ok(faces);
}

/** Answers one request: the typed faces if given (checked), else the seeded RNG. */
export function answerRoll(
  r: RollRequest,
  rng: RngState,
  typed?: readonly number[] | null,
): Result<RollAnswer> {
  if (!sensible(r)) return badRequest(r);
  if (typed) {
    const checked = checkFaces(r, typed);
    return checked.ok ? ok({ faces: checked.value, rng, typed: true }) : checked;
  }
  const rolled = rollDice(rng, r.count, r.sides);
  return ok({ faces: rolled.faces, rng: rolled.rng, typed: false });
}

/**
 * Answers several requests in order. Typed faces are one list for all of them, in request order;
 * their total must match exactly.
 */
export function answerRolls(
  requests: readonly RollRequest[],
  rng: RngState,
  typed?: readonly number[] | null,
): Result<{
  readonly faces: readonly (readonly number[])[];
  readonly rng: RngState;
  readonly typed: boolean;
}> {
  const total = requests.reduce((n, r) => n + r.count, 0);
  if (typed && typed.length !== total) {
    const what = requests.map(describeRequest).join(', ');
    return fail(
      problem(
        'dice.count-mismatch',
        `${what}: ${total} ${total === 1 ? 'die' : 'dice'} to roll, but ${typed.length} given`,
        { facts: { expected: total, given: typed.length } },
      ),
    );
  }
  const faces: (readonly number[])[] = [];
  let state = rng;
  let at = 0;
  for (const r of requests) {
    const answer = answerRoll(r, state, typed ? typed.slice(at, at + r.count) : null);
    if (!answer.ok) return answer;
    faces.push(answer.value.faces);
    state = answer.value.rng;
    at += r.count;
  }
  return ok({ faces, rng: state, typed: Boolean(typed) });
}

/** Faces typed at a prompt or with `--dice`: `6,3,1,1` or `6 3 1 1`. `what` names the input. */
export function parseTypedFaces(text: string, what = '--dice'): Result<number[]> {
  const tokens = text.split(/[\s,]+/).filter((t) => t !== '');
  if (tokens.length === 0) return fail(problem('dice.empty', `${what}: no dice given`, { facts: { text } }));
  if (tokens.length > MAX_DICE) {
    return fail(
      problem('dice.too-many', `${what}: ${tokens.length} dice is too many (at most ${MAX_DICE})`, {
        facts: { count: tokens.length, max: MAX_DICE },
      }),
    );
  }
  const bad = tokens.find((t) => !/^\d{1,4}$/.test(t));
  if (bad !== undefined) {
    return fail(
      problem('dice.bad-face', `${what}: "${bad}" is not a die face`, { facts: { text, token: bad } }),
    );
  }
  return ok(tokens.map(Number));
}
