/**
 * `diemen odds` for ordinary dice: the exact distribution of a total or of successes, two rolls
 * against each other (`--vs`), or the damage left after saves (`--save`). Returns a report; the
 * command prints it.
 */
import { fail, ok, problem, type Result } from '../../core/problem';
import {
  atLeast,
  distributionOf,
  exactly,
  expected,
  formatDice,
  formatFraction,
  formatTarget,
  MAX_ODDS_DICE,
  opposedOdds,
  parseTarget,
  range,
  saveDistribution,
  shiftTarget,
  type Chance,
  type Compare,
  type Distribution,
  type Fraction,
  type OpposedOdds,
} from '../../dice';
import { readExpression, wholeNumber, type TargetOpts } from './options';

export interface OrdinaryOddsOpts extends TargetOpts {
  readonly vs?: string;
  readonly save?: string;
  readonly autoSaves?: string;
}

export interface OddsLine {
  readonly value: number;
  readonly exactly: Chance;
  readonly atLeast: Chance;
}

export interface DistributionReport {
  readonly kind: 'total' | 'successes' | 'save';
  /** What was asked, as typed, and what was worked out (after --target/--mod). */
  readonly notation: string;
  readonly expression: string;
  readonly target: Compare | null;
  readonly mod: number;
  readonly save: { readonly damage: number; readonly target: Compare; readonly auto: number } | null;
  /** Equally likely outcomes, when worked out exactly; null for floating point. */
  readonly outcomes: bigint | null;
  readonly min: number;
  readonly max: number;
  readonly expected: { readonly value: number; readonly fraction: Fraction | null };
  readonly lines: readonly OddsLine[];
}

export interface VsReport {
  readonly kind: 'vs';
  readonly first: string;
  readonly second: string;
  readonly exact: boolean;
  readonly odds: OpposedOdds;
  readonly expected: readonly [number, number];
}

export type OrdinaryOddsReport = DistributionReport | VsReport;

function linesOf(d: Distribution): OddsLine[] {
  const each = exactly(d);
  const up = atLeast(d);
  return each.map((c, i) => ({ value: d.min + i, exactly: c, atLeast: up[i]! }));
}

function report(
  kind: DistributionReport['kind'],
  d: Distribution,
  rest: Pick<DistributionReport, 'notation' | 'expression' | 'target' | 'mod' | 'save'>,
): DistributionReport {
  return {
    kind,
    ...rest,
    outcomes: d.exact?.outcomes ?? null,
    ...range(d),
    expected: expected(d),
    lines: linesOf(d),
  };
}

function saveOdds(text: string, o: OrdinaryOddsOpts, saveText: string): Result<DistributionReport> {
  const damage = /^\s*\d{1,4}\s*$/.test(text) ? Number(text) : NaN;
  if (!(damage >= 1 && damage <= MAX_ODDS_DICE)) {
    return fail(
      problem(
        'odds.bad-damage',
        `--save: "${text}" should be the damage to save against, 1 to ${MAX_ODDS_DICE}`,
        {
          facts: { text },
        },
      ),
    );
  }
  if (o.target !== undefined || o.vs !== undefined) {
    const which = o.target !== undefined ? '--target' : '--vs';
    return fail(
      problem('odds.save-and-other', `--save works out damage left; it doesn't combine with ${which}`),
    );
  }
  const target = parseTarget(saveText, '--save');
  if (!target.ok) return target;
  const auto = wholeNumber(o.autoSaves, '--auto-saves');
  if (!auto.ok) return auto;
  const mod = wholeNumber(o.mod, '--mod');
  if (!mod.ok) return mod;
  const spec = { damage, target: target.value, auto: auto.value ?? 0, mod: mod.value ?? 0 };
  if (spec.auto < 0) {
    return fail(problem('odds.bad-auto-saves', `--auto-saves can't be negative (${spec.auto})`));
  }
  const d = saveDistribution(spec);
  if (!d.ok) return d;
  return ok(
    report('save', d.value, {
      notation: text.trim(),
      expression: `${damage} damage, saves on ${formatTarget(shiftTarget(spec.target, spec.mod))}`,
      target: target.value,
      mod: spec.mod,
      save: { damage, target: target.value, auto: spec.auto },
    }),
  );
}

export function ordinaryOdds(text: string, o: OrdinaryOddsOpts): Result<OrdinaryOddsReport> {
  if (o.save !== undefined) return saveOdds(text, o, o.save);
  if (o.autoSaves !== undefined) {
    return fail(problem('odds.auto-without-save', '--auto-saves needs --save <target>, e.g. --save 4+'));
  }
  const first = readExpression(text, o);
  if (!first.ok) return first;
  const d = distributionOf(first.value.expression);
  if (!d.ok) return d;
  if (o.vs !== undefined) {
    const second = readExpression(o.vs, o);
    if (!second.ok) return second;
    const d2 = distributionOf(second.value.expression);
    if (!d2.ok) return d2;
    return ok({
      kind: 'vs',
      first: formatDice(first.value.expression),
      second: formatDice(second.value.expression),
      exact: Boolean(d.value.exact && d2.value.exact),
      odds: opposedOdds(d.value, d2.value),
      expected: [expected(d.value).value, expected(d2.value).value],
    });
  }
  const counting = first.value.expression.terms.some((t) => t.kind === 'dice' && t.compare);
  return ok(
    report(counting ? 'successes' : 'total', d.value, {
      notation: first.value.text,
      expression: formatDice(first.value.expression),
      target: first.value.target,
      mod: first.value.mod,
      save: null,
    }),
  );
}

const chanceJson = (c: Chance) => ({
  probability: c.probability,
  fraction: c.fraction ? formatFraction(c.fraction) : null,
});

/** The JSON form: chances as numbers, and as exact fractions ("1/36") when worked out exactly. */
export function ordinaryOddsJson(r: OrdinaryOddsReport): unknown {
  if (r.kind === 'vs') {
    return {
      kind: r.kind,
      first: r.first,
      second: r.second,
      exact: r.exact,
      firstHigher: chanceJson(r.odds.firstHigher),
      tie: chanceJson(r.odds.tie),
      secondHigher: chanceJson(r.odds.secondHigher),
      expected: r.expected,
    };
  }
  return {
    kind: r.kind,
    notation: r.notation,
    expression: r.expression,
    target: r.target,
    mod: r.mod,
    ...(r.save ? { save: r.save } : {}),
    exact: r.outcomes !== null,
    outcomes: r.outcomes === null ? null : String(r.outcomes),
    min: r.min,
    max: r.max,
    expected: r.expected.value,
    expectedFraction: r.expected.fraction ? formatFraction(r.expected.fraction) : null,
    distribution: r.lines.map((l) => ({
      value: l.value,
      ...chanceJson(l.exactly),
      atLeast: l.atLeast.probability,
      atLeastFraction: l.atLeast.fraction ? formatFraction(l.atLeast.fraction) : null,
    })),
  };
}
