/**
 * Success targets: "needs a 4+" (dice-wars-intro.txt, "Rolling Dice") is `>=4`; notation also
 * allows `>4`, `<=2`, `<3` and `=6`. A modifier to the roll ("-1 to hit") is the same as moving the
 * target the other way: a roll plus `mod` meets `>= t` exactly when the roll meets `>= t - mod`.
 * No natural 6 always succeeds and no natural 1 always fails: the rules texts don't say so, so a
 * target moved past the die's faces simply can't be met (or is always met).
 */
import { fail, ok, problem, type Result } from '../core/problem';

/** `<>` is "not equal", as rpg-dice-roller writes it where `!=` would read as exploding. */
export type CompareOp = '>=' | '>' | '<=' | '<' | '=' | '<>';

export interface Compare {
  readonly op: CompareOp;
  readonly value: number;
}

export function meets(value: number, c: Compare): boolean {
  switch (c.op) {
    case '>=':
      return value >= c.value;
    case '>':
      return value > c.value;
    case '<=':
      return value <= c.value;
    case '<':
      return value < c.value;
    case '=':
      return value === c.value;
    case '<>':
      return value !== c.value;
  }
}

/** How many of the values 1..sides meet the target. */
export function successValues(sides: number, c: Compare): number {
  const clamp = (n: number) => Math.max(0, Math.min(sides, n));
  switch (c.op) {
    case '>=':
      return clamp(sides - c.value + 1);
    case '>':
      return clamp(sides - c.value);
    case '<=':
      return clamp(c.value);
    case '<':
      return clamp(c.value - 1);
    case '=':
      return c.value >= 1 && c.value <= sides ? 1 : 0;
    case '<>':
      return sides - (c.value >= 1 && c.value <= sides ? 1 : 0);
  }
}

/** The target a roll plus `mod` has to meet, moved onto the bare roll: 4+ with -1 is 5+. */
export function shiftTarget(c: Compare, mod: number): Compare {
  return { op: c.op, value: c.value - mod };
}

/** `>=4` as players say it: `4+`; the others as written. */
export function formatTarget(c: Compare): string {
  return c.op === '>=' ? `${c.value}+` : `${c.op}${c.value}`;
}

/** Largest target number a target or comparison may name. */
export const MAX_TARGET = 100000;

const TARGET = /^\s*(?:(\d{1,6})\s*\+|(>=|<=|>|<|=)?\s*(\d{1,6}))\s*$/;

/** `--target 4+` (also `4`, `>=4`, `>4`, `<=2`, `<3`, `=6`). */
export function parseTarget(text: string, option = '--target'): Result<Compare> {
  const m = TARGET.exec(text);
  if (!m) {
    return fail(
      problem('target.bad', `${option}: "${text}" is not a target like 4+, >=4, <3 or =6`, {
        facts: { text },
      }),
    );
  }
  const value = Number(m[1] ?? m[3]);
  if (value > MAX_TARGET) {
    return fail(
      problem('target.range', `${option}: ${value} is too large a target (at most ${MAX_TARGET})`, {
        facts: { text, max: MAX_TARGET },
      }),
    );
  }
  return ok({ op: m[1] !== undefined ? '>=' : ((m[2] as CompareOp | undefined) ?? '>='), value });
}
