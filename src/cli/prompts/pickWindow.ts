/**
 * The map right above a question that picks one of a side's units (or a strategy or a goal): the
 * whole map when it fits the screen with the question and its list, else the rows (or columns)
 * around the units offered and the enemies nearest them. The full map printed before it stays in
 * the scrollback; this is the part in sight when the question is asked. A game draws the rows;
 * which rows, and how many fit, is worked out here.
 */
import { visibleWidth } from '../layout/wrap';
import type { BasePromptContext } from './promptContext';
import { pageSizeFor } from './window';

/** Rows (or columns) `[first, last]` of a map. */
export type Span = readonly [number, number];

/**
 * Lines a map may take above a list question of `list` entries on a `rows`-line screen: the
 * screen less the question, the list as inquirer shows it (a page at most), and the blank line
 * and key hint under it.
 */
export const linesAbove = (rows: number, list: number): number =>
  rows - Math.min(list, pageSizeFor(rows)) - 3;

const gapTo = (at: number, [lo, hi]: Span): number => (at < lo ? lo - at : at > hi ? at - hi : 0);

/**
 * The window `size` long over `0..total-1` for a pick question: the one holding the most of
 * `mine` (the rows of the units offered), then the most of `theirs` (the enemy's), then the
 * nearest to the enemy (the ground in front), then the one centred on `mine`.
 */
export function pickSpan(
  total: number,
  size: number,
  mine: readonly number[],
  theirs: readonly number[],
): Span {
  if (size >= total) return [0, total - 1];
  const middle = mine.length > 0 ? mine.reduce((a, b) => a + b, 0) / mine.length : (total - 1) / 2;
  const scoreOf = (w: Span): number[] => [
    mine.filter((r) => gapTo(r, w) === 0).length,
    theirs.filter((r) => gapTo(r, w) === 0).length,
    theirs.length === 0 ? 0 : -Math.min(...theirs.map((r) => gapTo(r, w))),
    -Math.abs((w[0] + w[1]) / 2 - middle),
  ];
  let best: Span = [0, size - 1];
  let bestScore = scoreOf(best);
  for (let lo = 1; lo + size <= total; lo++) {
    const w: Span = [lo, lo + size - 1];
    const score = scoreOf(w);
    const i = score.findIndex((v, k) => v !== bestScore[k]);
    if (i >= 0 && score[i]! > bestScore[i]!) [best, bestScore] = [w, score];
  }
  return best;
}

/** How many screen lines `text` takes on a `width`-column terminal (a long line wraps). */
export function screenLines(text: string, width: number): number {
  return text.split('\n').reduce((n, line) => n + Math.max(1, Math.ceil(visibleWidth(line) / width)), 0);
}

export interface Fitted {
  readonly text: string;
  /** Whether it is the whole map. */
  readonly whole: boolean;
}

/**
 * The map drawn over as many rows as fit in `lines` screen lines of `width` columns: all `total`
 * rows when they fit, else the window `span(size)` for the largest size that fits (at least
 * `least` rows, even when those don't fit).
 */
export function fitRows(
  total: number,
  lines: number,
  width: number,
  span: (size: number) => Span,
  draw: (rows: Span) => string,
  least = 3,
): Fitted {
  for (let size = total; ; size--) {
    const text = draw(span(size));
    if (size <= least || screenLines(text, width) <= lines) return { text, whole: size >= total };
  }
}

/** "rows 3-14 of 0-23", or '' for the whole: what a windowed map says under it. */
export const spanNote = ([lo, hi]: Span, total: number, what = 'rows'): string =>
  lo > 0 || hi < total - 1 ? `${what} ${lo}-${hi} of 0-${total - 1}` : '';

/** What a game gives for its map above a pick question: its rows, whose units stand where, how it draws rows. */
export interface PickMap {
  /** The map's rows. */
  readonly total: number;
  /** The rows of the units (or hexes) the question offers, one entry a unit or a model. */
  readonly mine: readonly number[];
  /** The rows of the enemy's. */
  readonly theirs: readonly number[];
  /** The rows `first..last` of the map, with its key (and `rows a-b of 0-N` when not all). */
  readonly draw: (rows: Span) => string;
  /** The map as showMap draws it, if not `draw` over all the rows (its lines are what must fit). */
  readonly full?: () => string;
}

/** Whether the full map drawn last, and the lines under it, fit above `lines` more (mapView.ts). */
export function mapInSight(ctx: Pick<BasePromptContext<unknown>, 'mapLines'>, lines: number): boolean {
  const used = ctx.mapLines?.() ?? null;
  return used !== null && used <= lines;
}

/**
 * Before a pick question of `list` entries: the map drawn over the rows that fit the screen with
 * the question (pickSpan, fitRows), unless the whole map was just drawn (`drew`), or drawn at the
 * round's end with only its header under it (mapLines), and is in sight. With no terminal height
 * known (output not to a terminal) nothing more is printed.
 */
export function sayPickMap(
  ctx: Pick<BasePromptContext<unknown>, 'say' | 'rows' | 'style' | 'mapLines' | 'under'>,
  drew: boolean,
  list: number,
  map: PickMap,
): void {
  if (ctx.rows === undefined) return;
  const { total, mine, theirs, draw } = map;
  const lines = linesAbove(ctx.rows, list) - (ctx.under ?? 0);
  const width = ctx.style.width;
  if (mapInSight(ctx, lines)) return;
  if (drew && screenLines(map.full?.() ?? draw([0, total - 1]), width) <= lines) return;
  const span = (size: number) => pickSpan(total, size, mine, theirs);
  const fitted = fitRows(total, lines, width, span, draw);
  if (fitted.text !== '') ctx.say(fitted.text);
}
