/**
 * `diemen sim`'s report as text: per side the wins with a 95% interval, units left and lost;
 * draws; rounds to finish with a histogram; and, when plans are compared, one row per plan.
 */
import { plural } from '../../core/plural';
import type { BinRow, SimSummary } from '../../sim';
import { cutAtWord, fit } from '../layout/wrap';
import type { Style } from '../style';

/** One plan's results; between `label` and the summary, the fields the game reports of its plan. */
export type SimVariantReport = SimSummary & {
  /** What this plan varies ("scale 50, duke=hold"); empty when nothing is varied. */
  readonly label: string;
};

export interface SimReport {
  readonly name: string;
  readonly file: string;
  readonly seed: string;
  /** Trials asked for, per plan. */
  readonly trials: number;
  /** False when --timeout stopped the run: each plan then reports the trials it finished. */
  readonly complete: boolean;
  /** Stopped by Ctrl+C (absent otherwise): the report covers the trials played by then. */
  readonly interrupted?: true;
  readonly maxRounds: number;
  /** What "left" and "lost" count when it isn't units ("health", "dice"). */
  readonly measure?: string;
  readonly variants: readonly SimVariantReport[];
  /** With `--army SIDE=A,B`: each army's win rate for SIDE less the first's, with its interval. */
  readonly differences?: readonly {
    readonly side: string;
    readonly plan: string;
    readonly against: string;
    readonly difference: number;
    readonly ci95: readonly [number, number];
  }[];
}

/** One decimal; a rate short of all (or above none) never rounds to 100.0% (or 0.0%). */
export const pct = (x: number): string => {
  if (x < 1 && x >= 0.9995) return '>99.9%';
  if (x > 0 && x < 0.0005) return '<0.1%';
  return `${(100 * x).toFixed(1)}%`;
};
const ci = (c: readonly [number, number]): string => `${pct(c[0])}-${pct(c[1])}`;
const num = (x: number): string => (Number.isInteger(x) ? String(x) : x.toFixed(1));
const pad = (s: string, n: number): string => s + ' '.repeat(Math.max(0, n - visible(s)));
const padLeft = (s: string, n: number): string => ' '.repeat(Math.max(0, n - visible(s))) + s;
const visible = (s: string): number => s.replace(/\u001b\[[0-9;]*m/g, '').length;

/** Horizontal bars, the longest `width` characters, eighths for the remainder. */
export function renderHistogram(rows: readonly BinRow[], label: string, width = 30): string[] {
  if (rows.length === 0) return [];
  const max = Math.max(...rows.map((r) => r.count));
  const names = rows.map((r) => (r.from === r.to ? String(r.from) : `${r.from}-${r.to}`));
  const nameWidth = Math.max(label.length, ...names.map((n) => n.length));
  const countWidth = Math.max(...rows.map((r) => String(r.count).length));
  const lines = [`  ${pad(label, nameWidth)}`];
  rows.forEach((r, i) => {
    const eighths = max > 0 ? Math.round((r.count / max) * width * 8) : 0;
    const bar = '█'.repeat(Math.floor(eighths / 8)) + (eighths % 8 > 0 ? ' ▏▎▍▌▋▊▉'[eighths % 8]! : '');
    lines.push(
      `  ${padLeft(names[i]!, nameWidth)} ${pad(bar, width + 1)}${padLeft(String(r.count), countWidth)}`,
    );
  });
  return lines;
}

function sideLabel(id: string, name: string): string {
  return name === id ? id : `${name} (${id})`;
}

/** The narrowest a side's name is cut to, so that its table still fits. */
const MIN_NAME = 12;

/**
 * Each side's label, its name cut at a word (its id kept) when the rows would not fit `room`
 * columns beside it: an army of one's own may be called anything ("The Drowned Marsh
 * Freeholders' Confederacy"), and wrapped rows lose their columns.
 */
function sideLabels(v: SimVariantReport, room: number): string[] {
  return v.sides.map((s) => {
    const whole = sideLabel(s.id, s.name);
    if (whole.length <= room || s.name === s.id) return whole;
    return `${cutAtWord(s.name, Math.max(MIN_NAME, room - s.id.length - 3))} (${s.id})`;
  });
}

function variantBlock(r: SimReport, v: SimVariantReport, style: Style, histogram = true): string[] {
  const lines: string[] = [];
  const lefts = v.sides.map(
    (s) => `${num(s.left.mean)} ± ${num(s.left.sd)} of ${s.units} (${s.left.min}-${s.left.max})`,
  );
  const losts = v.sides.map((s) => `${num(s.lost.mean)} ± ${num(s.lost.sd)}`);
  const measure = r.measure ?? 'units';
  const leftHead = `${measure} left (mean ± sd, range)`;
  const lw = Math.max(leftHead.length, ...lefts.map((l) => l.length)) + 3;
  const winsRight =
    21 + Math.max(12, ...[...v.sides.map((s) => s.wins.ci95), v.draws.ci95].map((c) => ci(c).length));
  const leftRight = lw + Math.max(`${measure} lost`.length, ...losts.map((l) => l.length));
  const labels = sideLabels(v, style.width - 4 - Math.max(winsRight, leftRight));
  const w = Math.max(6, ...labels.map((l) => l.length)) + 2;
  lines.push(style.dim(`  ${pad('', w)}${padLeft('wins', 8)}${padLeft('win rate', 10)}   95% interval`));
  v.sides.forEach((s, i) => {
    lines.push(
      `  ${pad(style.side(i, labels[i]!), w)}${padLeft(String(s.wins.count), 8)}${padLeft(pct(s.wins.rate), 10)}   ${ci(s.wins.ci95)}`,
    );
  });
  lines.push(
    `  ${pad('draws', w)}${padLeft(String(v.draws.count), 8)}${padLeft(pct(v.draws.rate), 10)}   ${ci(v.draws.ci95)}`,
  );
  lines.push('');
  lines.push(style.dim(`  ${pad('', w)}${pad(leftHead, lw)}${measure} lost`));
  v.sides.forEach((s, i) => {
    lines.push(`  ${pad(style.side(i, labels[i]!), w)}${pad(lefts[i]!, lw)}${losts[i]!}`);
  });
  lines.push('');
  lines.push(
    `  rounds to finish: ${num(v.rounds.mean)} ± ${num(v.rounds.sd)} (${v.rounds.min} to ${v.rounds.max}); ` +
      `${v.byRoundLimit.count} (${pct(v.byRoundLimit.rate)}) went to the round limit of ${r.maxRounds}`,
  );
  if (histogram) lines.push('', ...renderHistogram(v.rounds.histogram, 'rounds'));
  if (v.errors > 0)
    lines.push('', style.bad(`  ${plural(v.errors, 'battle')} failed to finish and are left out`));
  return lines;
}

/**
 * One row per plan. At 80 columns a row with the plan, each side's wins with their interval,
 * draws, rounds and what is left does not fit: what is left goes on a line of its own under the
 * row, and a plan's label too long beside its figures goes on a line above them.
 */
function comparison(r: SimReport, style: Style): string[] {
  const first = r.variants[0]!;
  const measure = r.measure ?? 'units';
  const wins = r.variants.map((v) => v.sides.map((s) => `${pct(s.wins.rate)} (${ci(s.wins.ci95)})`));
  const lefts = r.variants.map((v) => v.sides.map((s) => `${s.id} ${num(s.left.mean)}`).join(', '));
  const winsW = first.sides.map(
    (s, i) => Math.max(`${s.id} wins`.length, ...wins.map((w) => w[i]!.length)) + 2,
  );
  const labelW = Math.max(4, ...r.variants.map((v) => v.label.length)) + 2;
  const figuresW = winsW.reduce((a, b) => a + b, 0) + 7 + 8;
  const stacked = 2 + labelW + figuresW > style.width;
  const lead = stacked ? '      ' : `  ${' '.repeat(labelW)}`;
  const leftW = Math.max(`${measure} left`.length, ...lefts.map((l) => l.length));
  const oneLine = lead.length + figuresW + leftW <= style.width;
  const figures = (cells: readonly string[], draws: string, rounds: string) =>
    cells.map((c, i) => pad(c, winsW[i]!)).join('') + pad(draws, 7) + pad(rounds, 8);
  const head = figures(
    first.sides.map((s, i) => style.side(i, `${s.id} wins`)),
    'draws',
    'rounds',
  );
  const headLine = `  ${pad(stacked ? '' : 'plan', stacked ? 4 : labelW)}${head}${oneLine ? `${measure} left` : ''}`;
  const lines = [style.dim(headLine.trimEnd())];
  r.variants.forEach((v, k) => {
    const row =
      `${figures(wins[k]!, pct(v.draws.rate), num(v.rounds.mean))}${oneLine ? lefts[k] : ''}`.trimEnd();
    if (stacked) lines.push(`  ${v.label}`, `${lead}${row}`);
    else lines.push(`  ${pad(v.label, labelW)}${row}`);
    if (!oneLine) lines.push(`${lead}${measure} left: ${lefts[k]}`);
  });
  return lines;
}

const points = (x: number): string => `${x >= 0 ? '+' : ''}${(100 * x).toFixed(1)}`;

/** `legion=list-b against legion=list-a: legion wins +12.3 points more often (95% interval +3.1 to +21.0)`. */
function differenceLines(r: SimReport): string[] {
  if (!r.differences?.length) return [];
  const lines = ['', `  difference in ${r.differences[0]!.side}'s win rate, each army against the first:`];
  for (const d of r.differences) {
    // Judged on the figures as shown, so "+0.0 to ..." is never called better.
    const [lo, hi] = d.ci95.map((x) => Math.round(1000 * x));
    const sure = lo! > 0 ? 'better' : hi! < 0 ? 'worse' : 'no clear difference';
    lines.push(
      `  ${d.plan} vs ${d.against}: ${points(d.difference)} points (95% interval ${points(d.ci95[0])} to ${points(d.ci95[1])}): ${sure}`,
    );
  }
  return lines;
}

export function renderSim(r: SimReport, style: Style): string {
  const battles = r.variants.reduce((n, v) => n + v.trials, 0);
  const plans = r.variants.length > 1 ? ` (${r.variants.length} plans)` : '';
  const head =
    `${style.bold(r.name)}: ${battles} battle${battles === 1 ? '' : 's'}${plans}, computer against computer ` +
    style.dim(`(seed ${r.seed})`);
  const lines = [head];
  if (!r.complete) {
    const by = r.interrupted ? 'interrupted (Ctrl+C), a partial report' : 'stopped by --timeout';
    lines.push(style.warn(`${by}: ${battles} of ${r.trials * r.variants.length} trials played`));
  }
  if (r.variants.length === 1) {
    lines.push('', ...variantBlock(r, r.variants[0]!, style));
  } else {
    lines.push('', ...comparison(r, style), ...differenceLines(r));
    for (const v of r.variants)
      lines.push('', style.bold(`${v.label}: ${v.trials} battles`), ...variantBlock(r, v, style, false));
  }
  return fit(lines.join('\n'), style.width);
}

/** `[██████▌           ]  41%  4,100/10,000  3.2 s` */
export function renderProgress(done: number, total: number, seconds: number, width: number): string {
  const f = total > 0 ? done / total : 1;
  const eighths = Math.round(f * width * 8);
  const bar = '█'.repeat(Math.floor(eighths / 8)) + (eighths % 8 > 0 ? ' ▏▎▍▌▋▊▉'[eighths % 8]! : '');
  const n = (x: number) => x.toLocaleString('en');
  const left = done > 0 && done < total ? `  ~${duration((seconds * (total - done)) / done)} left` : '';
  return `[${pad(bar, width)}] ${padLeft(String(Math.floor(f * 100)), 3)}%  ${n(done)}/${n(total)}  ${seconds.toFixed(1)} s${left}`;
}

/** A rough time for people: "8 s", "3 min", "1 h 20 min". */
export function duration(seconds: number): string {
  const s = Math.max(1, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const min = Math.round(s / 60);
  if (min < 60) return `${min} min`;
  return `${Math.floor(min / 60)} h ${min % 60} min`;
}
