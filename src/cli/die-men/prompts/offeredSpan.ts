/**
 * Which rows (or columns) of the map a question's window shows, and what it says of the hexes
 * offered that don't fit. Played at 80x24, a window centred on one hex left out hexes the list
 * offered (`3,0` with rows 1-5 drawn) and Free Movement's planned destination: the window now
 * holds as many of them as it can, and the key says where the rest are (`not drawn: 3,0 above`).
 */
import { cellCol, cellRow } from '../../../grid/cell';
import type { Span } from '../../prompts/pickWindow';

/**
 * The window `size` long over `0..total-1` holding `focus`, then the most of each tier in turn
 * (`tiers[0]` before `tiers[1]`), then the one centred on `focus`.
 */
export function offeredSpan(
  total: number,
  size: number,
  focus: number,
  tiers: readonly (readonly number[])[],
): Span {
  if (size >= total) return [0, total - 1];
  const score = (lo: number): number[] => [
    focus >= lo && focus < lo + size ? 1 : 0,
    ...tiers.map((t) => t.filter((r) => r >= lo && r < lo + size).length),
    -Math.abs(lo + (size - 1) / 2 - focus),
  ];
  let best = 0;
  let bestScore = score(0);
  for (let lo = 1; lo + size <= total; lo++) {
    const s = score(lo);
    const i = s.findIndex((v, k) => v !== bestScore[k]);
    if (i >= 0 && s[i]! > bestScore[i]!) [best, bestScore] = [lo, s];
  }
  return [best, best + size - 1];
}

/** More hexes than this left out are counted by side (`not drawn: 6 above, 14 below`), not named. */
const NAMED = 4;

/**
 * `not drawn: 3,0 above, 11,4 right`: the hexes of `hexes` outside the rows and columns drawn, or
 * '' when all are in sight.
 */
export function notDrawn(hexes: readonly string[], [top, bottom]: Span, [left, right]: Span): string {
  const where = (k: string): string | null => {
    const r = cellRow(k);
    const c = cellCol(k);
    if (r < top) return 'above';
    if (r > bottom) return 'below';
    if (c < left) return 'left';
    if (c > right) return 'right';
    return null;
  };
  const off = [...new Set(hexes)].flatMap((k) => {
    const w = where(k);
    return w ? [[k, w] as const] : [];
  });
  if (off.length === 0) return '';
  if (off.length <= NAMED) return `not drawn: ${off.map(([k, w]) => `${k} ${w}`).join(', ')}`;
  const counts = new Map<string, number>();
  for (const [, w] of off) counts.set(w, (counts.get(w) ?? 0) + 1);
  return `not drawn: ${[...counts].map(([w, n]) => `${n} ${w}`).join(', ')}`;
}

/**
 * The hex of `hexes` whose window of `size` rows holds the most of them, then of `also` (the first
 * on a tie). Free Movement's window on the first hex listed (field-of-crows, 80x24: rows 1-4 of
 * hexes in rows 1-8) left out the move just planned, into row 5, when another held it too.
 */
export function focusHoldingMost(
  hexes: readonly string[],
  also: readonly string[],
  totalRows: number,
  size: number,
): string {
  const tiers = [hexes.map(cellRow), also.map(cellRow)];
  const held = (h: string): number[] => {
    const [lo, hi] = offeredSpan(totalRows, size, cellRow(h), tiers);
    return tiers.map((t) => t.filter((r) => r >= lo && r <= hi).length);
  };
  let best = hexes[0]!;
  let most = held(best);
  for (const h of hexes.slice(1)) {
    const n = held(h);
    if (n[0]! > most[0]! || (n[0] === most[0] && n[1]! > most[1]!)) [best, most] = [h, n];
  }
  return best;
}
