/**
 * How much of the table a prompt's map shows: the rows around what the question is about, as
 * many as leave room for the question and its list on the player's screen (`rows`: the terminal's
 * height; 40 when it isn't known).
 */

/** Map rows that leave room for a list of up to `list` lines and the question on a `rows`-line screen. */
export function mapRowsFor(rows: number | undefined, list: number, chrome: number): number {
  return Math.max(5, (rows ?? 40) - Math.min(list, pageSizeFor(rows)) - chrome);
}

/** The longest list shown at once (inquirer scrolls the rest): 15, fewer on a short screen. */
export const pageSizeFor = (rows: number | undefined): number => Math.max(5, Math.min(15, (rows ?? 40) - 16));

/**
 * The rows `[first, last]` of a window at most `size` rows tall over `0..total-1` that holds
 * `focus` and as many of `wanted` as fit, nearest first.
 */
export function windowRows(
  total: number,
  size: number,
  focus: number,
  wanted: readonly number[],
): [number, number] {
  let lo = focus;
  let hi = focus;
  const near = [...wanted].sort((a, b) => Math.abs(a - focus) - Math.abs(b - focus));
  for (const r of near) {
    const nlo = Math.min(lo, r);
    const nhi = Math.max(hi, r);
    if (nhi - nlo + 1 > size) continue;
    lo = nlo;
    hi = nhi;
  }
  // Grow evenly to the size (context around), within the table.
  while (hi - lo + 1 < Math.min(size, total)) {
    if (lo > 0 && (focus - lo <= hi - focus || hi >= total - 1)) lo--;
    else if (hi < total - 1) hi++;
    else break;
  }
  return [lo, hi];
}
