/** Scripted dice against the pool the battle will roll (one die per unit, at most MAX_POOL). */
import { plural } from '../../../core/plural';
import type { PathSegment } from '../../../core/problem';
import type { Report } from '../../../scenario';
import type { Context } from './checkShared';
import { MAX_POOL } from './schema';

/**
 * The battle rolls one die per unit (at most MAX_POOL), so step refuses scripted dice of another
 * count: in round 1 the count is known from the map; units are never added, so no later round
 * rolls more.
 */
export function checkDiceCount(
  count: number,
  path: readonly PathSegment[],
  side: string,
  ctx: Context,
  report: Report,
): void {
  const pool = ctx.pools?.get(side);
  // Past MAX_POOL the schema has said the list is too long already.
  if (pool === undefined || count > MAX_POOL) return;
  const first = path[1] === 0;
  const units = `${side} has ${plural(pool, 'unit')} on the map${pool === MAX_POOL ? ` (at most ${MAX_POOL} dice)` : ''}`;
  if (first && count !== pool) {
    report(
      'dice-count',
      path,
      `${units}, so it rolls ${plural(pool, 'die', 'dice')} in round 1, not ${count}`,
      { side, pool, count },
    );
  } else if (!first && count > pool) {
    report('dice-count', path, `${units} at the start, so it never rolls ${count} dice`, {
      side,
      pool,
      count,
    });
  }
}
