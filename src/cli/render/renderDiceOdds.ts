/**
 * Text for `diemen odds` with ordinary dice: a table of each value's chance and the chance of at
 * least that value, with exact fractions when they are short enough to read; two rolls against
 * each other; damage left after saves.
 */
import { formatFraction, formatTarget, type Chance } from '../../dice';
import type { DistributionReport, OddsLine, OrdinaryOddsReport, VsReport } from '../dice/ordinaryOdds';
import { fitTable } from '../layout/fitTable';
import { fit } from '../layout/wrap';
import type { Style } from '../style';
import { pct } from './renderOdds';

/** Fractions with longer denominators are left to --json. */
const MAX_DIGITS = 12;
/** Longer distributions drop the values whose chance would print as 0.00%. */
const MAX_ROWS = 40;

const fraction = (c: Chance): string => (c.fraction ? formatFraction(c.fraction) : '');
const readable = (c: Chance): boolean => c.fraction !== null && String(c.fraction.den).length <= MAX_DIGITS;

/** Up to four decimals, trailing zeros dropped. */
const number = (n: number): string => String(Number(n.toFixed(4)));

function title(r: DistributionReport): string {
  if (r.save) {
    const first = r.save.auto === 1 ? 'the first' : `the first ${r.save.auto}`;
    const auto = r.save.auto ? `, ${first} saved without rolling` : '';
    const mod = r.mod ? ` (${formatTarget(r.save.target)}, ${r.mod > 0 ? '+' : ''}${r.mod})` : '';
    return `${r.expression}${mod} on a d6${auto}`;
  }
  const asked = [r.target ? `--target ${formatTarget(r.target)}` : '', r.mod ? `--mod ${r.mod}` : '']
    .filter(Boolean)
    .join(' ');
  return asked ? `${r.expression} (${r.notation}, ${asked})` : r.notation;
}

function exactness(r: DistributionReport, shown: boolean): string {
  if (r.outcomes === null) return 'floating point: too many rolls for exact fractions';
  const rolls = r.outcomes === 1n ? 'roll' : 'rolls';
  const out = `exact, out of ${r.outcomes.toLocaleString('en')} equally likely ${rolls}`;
  return shown ? out : `exact (${String(r.outcomes).length}-digit fractions: see --json)`;
}

interface Row {
  /** `7`, or `291-295` for a group of values. */
  readonly label: string;
  readonly exactly: Chance;
  readonly atLeast: Chance;
  readonly atMost: Chance;
}

const rowOf = (l: OddsLine): Row => ({
  label: String(l.value),
  exactly: l.exactly,
  atLeast: l.atLeast,
  atMost: l.atMost,
});

/** A chance too small for two decimals is shown in full rather than as 0.00%. */
const chance = (p: number): string => (p > 0 && p < 0.00005 ? `${(p * 100).toExponential(1)}%` : pct(p));

/** A tail of a long distribution with less than this chance in all is left out. */
const TAIL = 0.00005;

/**
 * Rows to print: every value, or for long distributions all but the two tails that hold less than
 * 0.005% each, in groups of consecutive values when there are still too many (a group's "exactly"
 * is its total chance, its "at least" that of its lowest value).
 */
function shownRows(r: DistributionReport): { rows: Row[]; note: string | null } {
  if (r.lines.length <= MAX_ROWS) return { rows: r.lines.map(rowOf), note: null };
  let lo = 0;
  let below = 0;
  while (lo < r.lines.length - 1 && below + r.lines[lo]!.exactly.probability < TAIL) {
    below += r.lines[lo]!.exactly.probability;
    lo++;
  }
  let hi = r.lines.length - 1;
  while (hi > lo && r.lines[hi]!.atLeast.probability < TAIL) hi--;
  const kept = r.lines.slice(lo, hi + 1);
  const note =
    kept.length < r.lines.length
      ? `left out: values below ${kept[0]!.value} and above ${kept[kept.length - 1]!.value} (under 0.005% on each side)`
      : null;
  if (kept.length <= MAX_ROWS) return { rows: kept.map(rowOf), note };
  const size = Math.ceil(kept.length / MAX_ROWS);
  const rows: Row[] = [];
  for (let i = 0; i < kept.length; i += size) {
    const group = kept.slice(i, i + size);
    const p = group.reduce((sum, l) => sum + l.exactly.probability, 0);
    rows.push({
      label:
        group.length === 1 ? String(group[0]!.value) : `${group[0]!.value}-${group[group.length - 1]!.value}`,
      exactly: { probability: p, fraction: null },
      atLeast: group[0]!.atLeast,
      atMost: group[group.length - 1]!.atMost,
    });
  }
  return { rows, note };
}

const HEAD: Record<DistributionReport['kind'], string> = {
  total: 'total',
  successes: 'successes',
  save: 'damage left',
};

const widest = (text: string): number =>
  Math.max(...text.split('\n').map((l) => l.replace(/\u001b\[[0-9;]*m/g, '').length));

function tableOf(
  r: DistributionReport,
  rows: Row[],
  withFractions: boolean,
  width: number,
  style: Style,
): string {
  const head = withFractions
    ? [HEAD[r.kind], 'exactly', '', 'at least', '', 'at most']
    : [HEAD[r.kind], 'exactly', 'at least', 'at most'];
  const body = rows.map((l) => {
    const chances = [
      chance(l.exactly.probability),
      chance(l.atLeast.probability),
      chance(l.atMost.probability),
    ];
    return withFractions
      ? [l.label, chances[0]!, fraction(l.exactly), chances[1]!, fraction(l.atLeast), chances[2]!]
      : [l.label, ...chances];
  });
  return fitTable({ head: head.map((h) => style.bold(h)), rows: body }, width);
}

/** Which dice the depth is about. */
const BEYOND = {
  explosions: 'exploding dice',
  're-rolls': 'unique dice (u)',
  'explosions or re-rolls': 'exploding and unique dice',
} as const;

/** `exploding dice followed to 3 explosions per die; a chance of`. */
function followed(b: { readonly depth: number; readonly of: string }): string {
  const what = BEYOND[b.of as keyof typeof BEYOND];
  return `${what} followed to ${b.depth} ${b.depth === 1 ? b.of.replace(/s\b/g, '') : b.of} per die; a chance of`;
}

function distribution(r: DistributionReport, style: Style): string {
  const { rows, note } = shownRows(r);
  const withFractions = rows.every((l) => readable(l.exactly) && readable(l.atLeast));
  const out = [style.bold(`odds for ${title(r)}`), exactness(r, withFractions)];
  const f = r.expected.fraction;
  const exactMean = f && f.den !== 1n && String(f.den).length <= MAX_DIGITS ? ` (${formatFraction(f)})` : '';
  out.push(`expected ${HEAD[r.kind]} ${number(r.expected.value)}${exactMean}, range ${r.min} to ${r.max}`);
  const [q5, q25, median, q75, q95] = r.quantiles;
  out.push(`sd ${number(r.sd)}, median ${median}, middle half ${q25} to ${q75}, 90% in ${q5} to ${q95}`);
  if (r.beyond) {
    const f = r.beyond.fraction && readable(r.beyond) ? ` (${formatFraction(r.beyond.fraction)})` : '';
    out.push(
      followed(r.beyond),
      `${chance(r.beyond.probability)}${f} lies beyond (not in the table; --depth follows further)`,
    );
  }
  // Fractions that would push the table past the terminal's width are left to --json; what is
  // still too wide (many columns at 80) is split by fitTable, each part keyed by value.
  const fractions = withFractions && widest(tableOf(r, rows, true, Infinity, style)) <= style.width;
  out.push(tableOf(r, rows, fractions, style.width, style));
  if (note) out.push(style.dim(note));
  return fit(out.join('\n'), style.width);
}

/** A chance, or one too small for a double written from its logarithm: `1.0e-398%`. */
function tiny(c: Chance): string {
  if (c.probability !== 0 || c.log10 === undefined) return chance(c.probability);
  const e = Math.floor(c.log10 + 2);
  return `${(10 ** (c.log10 + 2 - e)).toFixed(1)}e${e}%`;
}

function versus(r: VsReport, style: Style): string {
  const rows: [string, Chance][] = [
    ['first higher', r.odds.firstHigher],
    ['tie', r.odds.tie],
    ['second higher', r.odds.secondHigher],
  ];
  const withFractions = rows.every(([, c]) => readable(c));
  const pad = Math.max(...rows.map(([label]) => label.length)) + 2;
  const out = [
    style.bold(`odds for ${r.first} (first) vs ${r.second} (second)`),
    r.exact ? 'exact' : 'floating point: too many rolls for exact fractions',
  ];
  for (const [label, c] of rows) {
    out.push(`${label.padEnd(pad)}${tiny(c).padStart(7)}${withFractions ? `  ${fraction(c)}` : ''}`);
  }
  out.push(`expected ${number(r.expected[0])} vs ${number(r.expected[1])}`);
  if (r.beyond) {
    out.push(
      followed(r.beyond),
      `${chance(r.beyond.probability)} lies beyond (in none of the three lines; --depth follows further)`,
    );
  }
  return fit(out.join('\n'), style.width);
}

export function renderDiceOdds(r: OrdinaryOddsReport, style: Style): string {
  return r.kind === 'vs' ? versus(r, style) : distribution(r, style);
}
