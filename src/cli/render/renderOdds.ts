/** Text for `diemen odds`: the chances for one pool, and optionally a table over pool sizes. */
import Table from 'cli-table3';
import type { Odds } from '../../dice/ore';
import type { Style } from '../style';
import { COMPACT } from './renderRoll';

export interface OddsRow {
  readonly pool: string;
  readonly rolledPool: string;
  readonly odds: Odds;
}

export interface OddsReport extends OddsRow {
  readonly penalty: number;
  readonly actions: number;
  readonly cap: number | null;
  readonly capped: number;
  readonly table?: OddsRow[];
}

/** Percent with two decimals; tiny non-zero chances don't round to a misleading 0. */
export function pct(p: number): string {
  if (p > 0 && p <= 0.00005) return '<0.01%';
  if (p < 1 && p >= 0.99995) return '>99.99%';
  return `${(p * 100).toFixed(2)}%`;
}

const asked = (o: Odds): string => `a set ${o.width}× or wider, height ${o.height}+`;

function header(r: OddsReport): string {
  const bits = [r.pool];
  if (r.penalty) bits.push(`penalty -${r.penalty}d`);
  if (r.actions > 1) bits.push(`${r.actions} actions`);
  if (r.capped) bits.push(`cap ${r.cap}`);
  if (r.odds.difficulty) bits.push(`difficulty ${r.odds.difficulty}`);
  return `odds for ${bits.join(', ')}${r.rolledPool !== r.pool ? ` → rolls ${r.rolledPool}` : ''}`;
}

function tableOf(rows: OddsRow[], style: Style): string {
  const first = rows[0]!.odds;
  const sets = first.sets > 1 ? [`${first.sets}+ sets`] : [];
  const t = new Table({
    head: ['pool', '1+ set', '3× wide', '4× wide', asked(first), ...sets, 'sets (mean)'].map((h) =>
      style.bold(h),
    ),
    style: { head: [], border: [] },
    chars: COMPACT,
  });
  for (const { rolledPool, odds: o } of rows) {
    const w = (n: number) => pct(o.widest.find((x) => x.width === n)?.probability ?? 0);
    t.push([
      rolledPool,
      pct(o.atLeastOneSet),
      w(3),
      w(4),
      pct(o.probability),
      ...(o.sets > 1 ? [pct(o.atLeastSets)] : []),
      o.expectedSets.toFixed(3),
    ]);
  }
  return t.toString();
}

export function renderOdds(r: OddsReport, style: Style): string {
  const o = r.odds;
  const lines = [style.bold(header(r))];
  const facts: [string, string][] = [
    ['at least one set', pct(o.atLeastOneSet)],
    [asked(o), style.accent(pct(o.probability))],
    ...(o.sets > 1 ? [[`at least ${o.sets} sets`, pct(o.atLeastSets)] as [string, string]] : []),
    ['expected sets', o.expectedSets.toFixed(4)],
  ];
  const pad = Math.max(...facts.map(([label]) => label.length)) + 2;
  for (const [label, value] of facts) lines.push(`${label.padEnd(pad)}${value}`);
  const widths = new Table({
    head: ['widest set', ...o.widest.map((x) => `${x.width}×+`)],
    style: { head: [], border: [] },
    chars: COMPACT,
  });
  widths.push(['chance', ...o.widest.map((x) => pct(x.probability))]);
  const heights = new Table({
    head: ['a set of height', ...o.heights.map((x) => `${x.height}+`)],
    style: { head: [], border: [] },
    chars: COMPACT,
  });
  heights.push(['chance', ...o.heights.map((x) => pct(x.probability))]);
  if (o.widest.length <= 16) lines.push(widths.toString());
  lines.push(heights.toString());
  if (r.table) lines.push(tableOf(r.table, style));
  return lines.join('\n');
}
