/**
 * Options shared by `roll` and `odds` for ordinary dice: `--target`, `--mod`, and the expression
 * they change. Bad input is a Problem naming the option.
 */
import { fail, ok, problem, type Result } from '../../core/problem';
import {
  countsSuccesses,
  formatDice,
  parseDice,
  parseTarget,
  withModifier,
  withTarget,
  type Compare,
  type DiceExpression,
} from '../../dice';

/** A whole number for an option (no `path`: the message names the option already). */
export function wholeNumber(text: string | undefined, option: string): Result<number | undefined> {
  if (text === undefined) return ok(undefined);
  if (!/^\s*[-+]?\d{1,9}\s*$/.test(text)) {
    return fail(
      problem('option.not-integer', `${option}: "${text}" is not a whole number`, {
        facts: { text, option },
      }),
    );
  }
  return ok(Number(text));
}

export interface TargetOpts {
  readonly target?: string;
  readonly mod?: string;
}

export interface ReadExpression {
  /** As typed. */
  readonly text: string;
  /** After `--target` and `--mod`: what is rolled and counted. */
  readonly expression: DiceExpression;
  /** `--target` as given, and `--mod`. */
  readonly target: Compare | null;
  readonly mod: number;
}

/** Parses notation and applies `--target` (every die counts successes) and `--mod`. */
export function readExpression(text: string, o: TargetOpts): Result<ReadExpression> {
  const parsed = parseDice(text.trim());
  if (!parsed.ok) return parsed;
  let e = parsed.value;
  let target: Compare | null = null;
  if (o.target !== undefined) {
    const t = parseTarget(o.target);
    if (!t.ok) return t;
    if (countsSuccesses(e) || e.terms.some((term) => term.kind === 'constant')) {
      return fail(
        problem(
          'target.with-notation',
          `--target ${o.target}: ${text} already says what it adds up or counts; give plain dice (e.g. 5d6) with --target, or write the target in the notation ('5d6>=4', quoted)`,
          { facts: { text } },
        ),
      );
    }
    target = t.value;
    e = withTarget(e, target);
  }
  const mod = wholeNumber(o.mod, '--mod');
  if (!mod.ok) return mod;
  if (mod.value !== undefined && mod.value !== 0 && !countsSuccesses(e)) {
    return fail(
      problem(
        'target.mod-without-target',
        `--mod ${mod.value} moves a success target; add --target (e.g. --target 4+) or write ${formatDice(e)}${mod.value < 0 ? '' : '+'}${mod.value} for a bonus to the total`,
        { facts: { mod: mod.value } },
      ),
    );
  }
  return ok({ text: text.trim(), expression: withModifier(e, mod.value ?? 0), target, mod: mod.value ?? 0 });
}
