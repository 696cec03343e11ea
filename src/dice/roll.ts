/**
 * Rolling an expression: every die is kept in the result (kept or dropped, success or not), so a
 * roll can be shown, logged and checked. Dice come from a roll request per dice term, answered by
 * the seeded RNG or by typed faces, in the order the terms are written.
 */
import { ok, type Result } from '../core/problem';
import type { RngState } from '../core/rng';
import { dieValue, kept, type DiceExpression, type DiceTerm, type Term } from './expression';
import { answerRolls, type RollRequest } from './rollRequest';
import { meets } from './target';

export interface RolledDie {
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

function readTerm(t: DiceTerm, faces: readonly number[]): RolledTerm {
  const values = faces.map((f) => dieValue(t.die, f));
  const mask = keptMask(t, values);
  const dice = faces.map((face, i) => ({
    face,
    value: values[i]!,
    kept: mask[i]!,
    success: t.compare ? meets(values[i]!, t.compare) : null,
  }));
  const counted = dice.filter((d) => d.kept);
  const sum = t.compare ? counted.filter((d) => d.success).length : counted.reduce((s, d) => s + d.value, 0);
  return { term: t, dice, value: t.sign * sum };
}

/** Reads faces already checked against `rollRequests(e)`: one list per dice term. */
export function readDice(e: DiceExpression, faces: readonly (readonly number[])[]): RolledExpression {
  let next = 0;
  const terms = e.terms.map((t): RolledTerm =>
    t.kind === 'constant' ? { term: t, dice: [], value: t.sign * t.value } : readTerm(t, faces[next++] ?? []),
  );
  const counting = terms.filter((t) => t.term.kind === 'dice' && t.term.compare !== null);
  return {
    terms,
    total: terms.reduce((s, t) => s + t.value, 0),
    successes: counting.length
      ? counting.reduce((s, t) => s + t.dice.filter((d) => d.kept && d.success).length, 0)
      : null,
  };
}

/** Rolls an expression with the seeded RNG, or reads the typed faces (all dice, in term order). */
export function rollExpression(
  e: DiceExpression,
  rng: RngState,
  typed?: readonly number[] | null,
): Result<{ readonly roll: RolledExpression; readonly rng: RngState }> {
  const answered = answerRolls(rollRequests(e), rng, typed);
  if (!answered.ok) return answered;
  return ok({ roll: readDice(e, answered.value.faces), rng: answered.value.rng });
}
