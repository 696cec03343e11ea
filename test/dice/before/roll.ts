// The dice roller as it was before the speed work of 26 November (src/dice/notation.ts, roll.ts,
// rollTerm.ts at 13ed2a8), kept verbatim but for imports: sameAsBefore.property.test.ts holds the
// new code to it, result for result.
/**
 * Rolling an expression: every die is kept in the result (kept or dropped, success or not), so a
 * roll can be shown, logged and checked. Dice come from a roll request per dice term, answered by
 * the seeded RNG or by typed faces, in the order the terms are written.
 */
import { fail, ok, problem, type Result } from '../../../src/core/problem';
import { diceStream, type RngState } from '../../../src/core/rng';
import { rollsMore } from '../../../src/dice/modifiers';
import { counts, rollModTerm, type DieMarks, type FaceSource } from './rollTerm';
import {
  dieValue,
  formatDice,
  kept,
  type DiceExpression,
  type DiceTerm,
  type Term,
} from '../../../src/dice/expression';
import { answerRolls, type RollRequest } from '../../../src/dice/rollRequest';
import { meets } from '../../../src/dice/target';

export interface RolledDie extends DieMarks {
  /** The face of the physical die (a D3's d6). */
  readonly face: number;
  /** What the face counts for (the halved value for a D3). */
  readonly value: number;
  readonly kept: boolean;
  /** Whether it met the term's target; null when the term adds dice up. */
  readonly success: boolean | null;
}

export interface RolledTerm {
  readonly term: Term;
  /** Empty for a number. */
  readonly dice: readonly RolledDie[];
  /** What the term adds to the total, sign included. */
  readonly value: number;
}

export interface RolledExpression {
  readonly terms: readonly RolledTerm[];
  readonly total: number;
  /** Dice that met their target, when the expression counts successes; else null. */
  readonly successes: number | null;
}

/** One request per dice term, in order; a D3 asks for a d6. */
export function rollRequests(e: DiceExpression, purpose?: string): RollRequest[] {
  return e.terms
    .filter((t): t is DiceTerm => t.kind === 'dice')
    .map((t) => ({
      count: t.count,
      sides: t.die.faces,
      purpose: purpose ?? `${t.count}d${t.die.sides}`,
    }));
}

/** Which dice of a term are kept: the highest (or lowest) by value, earlier dice first on ties. */
function keptMask(t: DiceTerm, values: readonly number[]): boolean[] {
  const { which, count } = kept(t);
  if (count >= values.length) return values.map(() => true);
  const order = values.map((_, i) => i);
  order.sort((a, b) => (which === 'highest' ? values[b]! - values[a]! : values[a]! - values[b]!) || a - b);
  const mask = values.map(() => false);
  for (const i of order.slice(0, count)) mask[i] = true;
  return mask;
}

/** Faces handed out in order; a face off the die or a draw past the end is noted, not thrown. */
export class TypedFaces implements FaceSource {
  at = 0;
  short = 0;
  bad: { face: number; faces: number; index: number } | null = null;
  constructor(readonly faces: readonly number[]) {}
  next(faces: number): number {
    if (this.at >= this.faces.length) {
      this.short++;
      return 1;
    }
    const face = this.faces[this.at++]!;
    if (!this.bad && !(Number.isInteger(face) && face >= 1 && face <= faces)) {
      this.bad = { face, faces, index: this.at - 1 };
    }
    return face;
  }
}

function readTerm(t: DiceTerm, faces: readonly number[]): RolledTerm {
  if (t.mods) return { term: t, ...rollModTerm(t, new TypedFaces(faces)) };
  const n = faces.length;
  const values = new Array<number>(n);
  for (let i = 0; i < n; i++) values[i] = dieValue(t.die, faces[i]!);
  const mask = t.keep ? keptMask(t, values) : null;
  const dice = new Array<RolledDie>(n);
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const value = values[i]!;
    const keep = mask ? mask[i]! : true;
    const success = t.compare ? meets(value, t.compare) : null;
    dice[i] = { face: faces[i]!, value, kept: keep, success };
    if (keep) sum += t.compare ? (success ? 1 : 0) : value;
  }
  return { term: t, dice, value: t.sign * sum };
}

/** Reads faces already checked against `rollRequests(e)`: one list per dice term. */
export function readDice(e: DiceExpression, faces: readonly (readonly number[])[]): RolledExpression {
  let next = 0;
  const terms = e.terms.map((t): RolledTerm =>
    t.kind === 'constant' ? { term: t, dice: [], value: t.sign * t.value } : readTerm(t, faces[next++] ?? []),
  );
  return summed(terms);
}

function summed(terms: RolledTerm[]): RolledExpression {
  // Running sums over the terms and their dice, no arrays between (rolls are hot).
  let total = 0;
  let successes: number | null = null;
  for (const t of terms) {
    total += t.value;
    if (t.term.kind !== 'dice' || !counts(t.term)) continue;
    let n = 0;
    for (const d of t.dice) if (d.kept) n += d.worth ?? (d.success ? 1 : 0);
    successes = (successes ?? 0) + n;
  }
  return { terms, total, successes };
}

/** Whether some term rolls more dice than it names (explodes, rerolls, unique). */
export const rollsExtra = (e: DiceExpression): boolean =>
  e.terms.some((t) => t.kind === 'dice' && rollsMore(t.mods));

/** Rolls every term from one source of faces, in the order the terms are written. */
export function rollFrom(e: DiceExpression, src: FaceSource): RolledExpression {
  return summed(
    e.terms.map((t): RolledTerm => {
      if (t.kind === 'constant') return { term: t, dice: [], value: t.sign * t.value };
      if (t.mods) return { term: t, ...rollModTerm(t, src) };
      const faces = new Array<number>(t.count);
      for (let i = 0; i < t.count; i++) faces[i] = src.next(t.die.faces);
      return readTerm(t, faces);
    }),
  );
}

/** Checks typed faces after a roll that drew them one at a time: none off the die, none short or left over. */
export function typedProblem(e: DiceExpression, src: TypedFaces, what = '--dice'): Result<true> {
  const text = formatDice(e);
  if (src.bad) {
    const { face, faces, index } = src.bad;
    return fail(
      problem('dice.face-range', `${what}: face ${face} is out of range 1-${faces} (${text})`, {
        facts: { face, sides: faces, index },
      }),
    );
  }
  const given = src.faces.length;
  if (src.short || src.at < given) {
    const used = src.at + src.short;
    return fail(
      problem(
        'dice.count-mismatch',
        `${what}: ${text} rolled ${used} ${used === 1 ? 'die' : 'dice'} with these faces (rerolls and explosions included), but ${given} ${given === 1 ? 'was' : 'were'} given`,
        { facts: { expected: used, given } },
      ),
    );
  }
  return ok(true);
}

/** Rolls an expression with the seeded RNG, or reads the typed faces (all dice, in term order). */
export function rollExpression(
  e: DiceExpression,
  rng: RngState,
  typed?: readonly number[] | null,
): Result<{ readonly roll: RolledExpression; readonly rng: RngState }> {
  if (!typed) {
    // The seeded RNG draws the faces in term order, as answering one request per term would.
    const stream = diceStream(rng);
    const roll = rollFrom(e, stream);
    return ok({ roll, rng: stream.state() });
  }
  if (rollsExtra(e)) {
    const src = new TypedFaces(typed);
    const roll = rollFrom(e, src);
    const checked = typedProblem(e, src);
    return checked.ok ? ok({ roll, rng }) : checked;
  }
  const answered = answerRolls(rollRequests(e), rng, typed);
  if (!answered.ok) return answered;
  return ok({ roll: readDice(e, answered.value.faces), rng: answered.value.rng });
}
