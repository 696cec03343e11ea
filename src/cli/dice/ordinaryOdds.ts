/**
 * `diemen odds` for ordinary dice: the exact distribution of a total or of successes, two rolls
 * against each other (`--vs`), or the damage left after saves (`--save`). Returns a report; the
 * command prints it.
 */
import { fail, ok, problem, type Result } from '../../core/problem';
import {
  atLeast,
  atMost,
  QUANTILES,
  quantiles,
  standardDeviation,
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
import { isGroup } from '../../dice/rollGroup';
import { groupOddsOf } from './groupRoll';

export interface OrdinaryOddsOpts extends TargetOpts {
  readonly vs?: string;
  readonly depth?: string;
  readonly save?: string;
  readonly autoSaves?: string;
}

export interface OddsLine {
  readonly value: number;
  readonly exactly: Chance;
  readonly atLeast: Chance;
  readonly atMost: Chance;
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
  readonly sd: number;
  /** 5%, 25%, median, 75%, 95%. */
  readonly quantiles: readonly number[];
  /** Exploding dice: the chance past the depth followed, which the lines leave out. */
  readonly beyond: Distribution['beyond'] | null;
  readonly lines: readonly OddsLine[];
}

export interface VsReport {
  readonly kind: 'vs';
  readonly first: string;
  readonly second: string;
  readonly exact: boolean;
  readonly odds: OpposedOdds;
  readonly expected: readonly [number, number];
  /** Either side past the depth followed (exploding or unique dice): the three lines leave it out. */
  readonly beyond: { readonly depth: number; readonly of: string; readonly probability: number } | null;
}

export type OrdinaryOddsReport = DistributionReport | VsReport;

function linesOf(d: Distribution): OddsLine[] {
  const each = exactly(d);
  const up = atLeast(d);
  const down = atMost(d);
  return each.map((c, i) => ({ value: d.min + i, exactly: c, atLeast: up[i]!, atMost: down[i]! }));
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
    sd: standardDeviation(d),
    quantiles: quantiles(d, QUANTILES),
    beyond: d.beyond ?? null,
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
  if (isGroup(text)) {
    const g = groupOddsOf(text, { ...o });
    if (!g.ok) return g;
    const rest = { notation: text.trim(), expression: g.value.expression, target: null, mod: 0, save: null };
    return ok(report('total', g.value.d, rest));
  }
  if (o.save !== undefined) return saveOdds(text, o, o.save);
  if (o.autoSaves !== undefined) {
    return fail(problem('odds.auto-without-save', '--auto-saves needs --save <target>, e.g. --save 4+'));
  }
  const first = readExpression(text, o);
  if (!first.ok) return first;
  const depth = wholeNumber(o.depth, '--depth');
  if (!depth.ok) return depth;
  if (depth.value !== undefined && (depth.value < 1 || depth.value > 1000)) {
    return fail(
      problem(
        'odds.bad-depth',
        `--depth: follow 1 to 1000 explosions or re-rolls per die, not ${depth.value}`,
      ),
    );
  }
  const opts = { depth: depth.value };
  const d = distributionOf(first.value.expression, 'auto', opts);
  if (!d.ok) return d;
  if (o.vs !== undefined) {
    // `--vs 8`: against a fixed number, a roll that always gives 8.
    const fixed = /^\s*-?\d{1,7}\s*$/.test(o.vs) ? Number(o.vs) : null;
    const second = fixed === null ? readExpression(o.vs, o) : null;
    if (second && !second.ok) return second;
    const d2 = second?.ok ? distributionOf(second.value.expression, 'auto', opts) : ok(pointMass(fixed!));
    if (!d2.ok) return d2;
    return ok({
      kind: 'vs',
      first: formatDice(first.value.expression),
      second: second?.ok ? formatDice(second.value.expression) : String(fixed),
      exact: Boolean(d.value.exact && d2.value.exact),
      odds: opposedOdds(d.value, d2.value),
      expected: [expected(d.value).value, expected(d2.value).value],
      beyond: vsBeyond(d.value, d2.value),
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

/** A number as a distribution: certain. */
const pointMass = (n: number): Distribution => ({
  min: n,
  chances: Float64Array.of(1),
  exact: { counts: [1n], outcomes: 1n, primes: [] },
});

/** The chance either roll went past the depth, which opposedOdds leaves out; null when none can. */
function vsBeyond(a: Distribution, b: Distribution): VsReport['beyond'] {
  const x = a.beyond ?? b.beyond;
  if (!x) return null;
  const probability = 1 - (1 - (a.beyond?.probability ?? 0)) * (1 - (b.beyond?.probability ?? 0));
  const of = a.beyond && b.beyond && a.beyond.of !== b.beyond.of ? 'explosions or re-rolls' : x.of;
  return { depth: x.depth, of, probability };
}

const chanceJson = (c: Chance) => ({
  probability: c.probability,
  fraction: c.fraction ? formatFraction(c.fraction) : null,
  ...(c.log10 !== undefined ? { log10: c.log10 } : {}),
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
      ...(r.beyond ? { beyond: r.beyond } : {}),
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
    sd: r.sd,
    median: r.quantiles[2],
    quantiles: Object.fromEntries(QUANTILES.map((q, i) => [String(q), r.quantiles[i]])),
    ...(r.beyond
      ? {
          beyond: {
            depth: r.beyond.depth,
            of: r.beyond.of,
            probability: r.beyond.probability,
            fraction: r.beyond.fraction ? formatFraction(r.beyond.fraction) : null,
          },
        }
      : {}),
    // Floating point has no fractions: its entries leave the null fields out (100d1000 has 99,901).
    distribution: r.lines.map((l) =>
      r.outcomes === null
        ? {
            value: l.value,
            probability: l.exactly.probability,
            atLeast: l.atLeast.probability,
            atMost: l.atMost.probability,
          }
        : {
            value: l.value,
            ...chanceJson(l.exactly),
            atLeast: l.atLeast.probability,
            atLeastFraction: l.atLeast.fraction ? formatFraction(l.atLeast.fraction) : null,
            atMost: l.atMost.probability,
            atMostFraction: l.atMost.fraction ? formatFraction(l.atMost.fraction) : null,
          },
    ),
  };
}
