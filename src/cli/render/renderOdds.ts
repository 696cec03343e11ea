/** Text for `diemen odds`: the chances for one pool, and optionally a table over pool sizes. */
import type { Odds } from '../../dice/ore';
import { fitTable } from '../layout/fitTable';
import type { Style } from '../style';

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
  const head = ['pool', '1+ set', '3× wide', '4× wide', asked(first), ...sets, 'sets (mean)'];
  const body = rows.map(({ rolledPool, odds: o }) => {
    const w = (n: number) => pct(o.widest.find((x) => x.width === n)?.probability ?? 0);
    return [
      rolledPool,
      pct(o.atLeastOneSet),
      w(3),
      w(4),
      pct(o.probability),
      ...(o.sets > 1 ? [pct(o.atLeastSets)] : []),
      o.expectedSets.toFixed(3),
    ];
  });
  return fitTable({ head: head.map((h) => style.bold(h)), rows: body }, style.width);
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
  // Wider than the terminal, these split into parts, each starting with its row names.
  const widths = fitTable(
    {
      head: ['widest set', ...o.widest.map((x) => `${x.width}×+`)],
      rows: [['chance', ...o.widest.map((x) => pct(x.probability))]],
    },
    style.width,
  );
  const heights = fitTable(
    {
      head: ['a set of height', ...o.heights.map((x) => `${x.height}+`)],
      rows: [['chance', ...o.heights.map((x) => pct(x.probability))]],
    },
    style.width,
  );
  if (o.widest.length <= 16) lines.push(widths);
  lines.push(heights);
  if (r.table) lines.push(tableOf(r.table, style));
  return lines.join('\n');
}
