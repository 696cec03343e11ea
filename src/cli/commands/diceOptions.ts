/**
 * Turning the dice commands' option strings into numbers and specs. Bad input becomes a Problem
 * naming the option, never an exception, so the command can print one line and exit 2.
 */
import { fail, ok, problem, type Result } from '../../core/problem';
import type { DiceSet, SplitSpec, SquishSpec } from '../../dice/ore';

export function intOption(text: string | undefined, option: string): Result<number | undefined> {
  if (text === undefined) return ok(undefined);
  if (!/^\s*[-+]?\d{1,9}\s*$/.test(text)) {
    return fail(
      problem('option.not-integer', `${option}: "${text}" is not a whole number`, {
        path: [option],
        facts: { text },
      }),
    );
  }
  return ok(Number(text));
}

const SET = /^(\d{1,4})\s*[x×*]\s*(\d{1,2})$/i;

/** `3x7` or `3×7`. */
export function parseSetText(text: string, option: string): Result<DiceSet> {
  const m = SET.exec(text.trim());
  if (!m) {
    return fail(
      problem('option.bad-set', `${option}: "${text}" is not a set like 3x7 (width x height)`, {
        path: [option],
        facts: { text },
      }),
    );
  }
  return ok({ width: Number(m[1]), height: Number(m[2]) });
}

/** `--split 10=2+3` (the set of height 10) or `--split 5x10=2+3`. */
export function parseSplit(text: string): Result<SplitSpec> {
  const m = /^\s*(?:(\d{1,4})\s*[x×*]\s*)?(\d{1,2})\s*=\s*(\d{1,4}(?:\s*\+\s*\d{1,4})+)\s*$/i.exec(text);
  if (!m) {
    return fail(
      problem('option.bad-split', `--split: "${text}" should look like 10=2+3 or 5x10=2+3`, {
        path: ['--split'],
        facts: { text },
      }),
    );
  }
  const parts = m[3]!.split('+').map((p) => Number(p.trim()));
  const height = Number(m[2]);
  return ok(m[1] === undefined ? { height, parts } : { height, width: Number(m[1]), parts });
}

/** `--squish 4x5=2x7`. */
export function parseSquish(text: string): Result<SquishSpec> {
  const [from, to, ...rest] = text.split('=');
  const bad = () =>
    fail(
      problem('option.bad-squish', `--squish: "${text}" should look like 4x5=2x7`, {
        path: ['--squish'],
        facts: { text },
      }),
    );
  if (from === undefined || to === undefined || rest.length > 0) return bad();
  const a = parseSetText(from, '--squish');
  const b = parseSetText(to, '--squish');
  if (!a.ok || !b.ok) return bad();
  return ok({ from: a.value, to: b.value });
}

/** Commander collector for repeatable options. */
export const collect = (value: string, previous: string[]): string[] => [...previous, value];
