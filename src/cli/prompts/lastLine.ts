/**
 * What the dice did since the player was last asked, on one or two short lines inside the next
 * question's block (`last: Blue Host goes first (11 to 4); lc 20,1 → 18,5`). The full lines were
 * printed as they happened, but the board drawn again above a pick question can push them off an
 * 80x24 screen, and the player must see what happened before choosing. A game says each result in
 * a few words; this packs them, the newest kept. Names no game.
 */
import type { Style } from '../style';
import { cutAtWord, flow, visibleWidth } from '../layout/wrap';
import type { BasePromptContext } from './promptContext';

const PREFIX = 'last:';

/**
 * The results on at most `lines` lines of `width` columns, the newest kept: older ones that don't
 * fit give way to `…`. Null when there are none. `prefix` names the list (Die, Men!'s Free
 * Movement packs its planned moves the same way).
 */
export function lastLine(
  results: readonly string[],
  style: Style,
  width: number,
  lines = 2,
  prefix = PREFIX,
): string | null {
  if (results.length === 0) return null;
  // A result is cut to fit beside the prefix: cut to the whole width, a long side's name left
  // `last:` alone on its line and the result cut on the next.
  const room = width - visibleWidth(prefix) - 1;
  const packed = (items: readonly string[], more: boolean): string[] =>
    flow(
      [
        style.dim(prefix),
        ...[...(more ? ['…'] : []), ...items.map((t, i) => (i < items.length - 1 ? `${t};` : t))].map((t) =>
          cutAtWord(t, room),
        ),
      ],
      width,
      ' ',
    );
  let kept = [results[results.length - 1]!];
  for (let i = results.length - 2; i >= 0; i--) {
    const more = [results[i]!, ...kept];
    if (packed(more, i > 0).length > lines) break;
    kept = more;
  }
  return packed(kept, kept.length < results.length).join('\n');
}

/** The `last:` line of `events`, each said in a few words by `say` (null: an event not said). */
export const lastOf = <E>(
  events: readonly E[],
  say: (e: E) => string | null,
  style: Style,
  width: number,
): string | null =>
  lastLine(
    events.map(say).filter((t): t is string => t !== null),
    style,
    width,
  );

/**
 * Before a pick question: the context with the lines of the `last:` line (said right after the
 * board) kept under the map (`under`), and that line.
 */
export function withLast<C extends Pick<BasePromptContext<unknown>, 'rows' | 'lastResult' | 'under'>>(
  ctx: C,
): { ctx: C; last: string | null } {
  const last = ctx.lastResult?.() ?? null;
  if (last === null || ctx.rows === undefined) return { ctx, last };
  // Not fewer rows: the list's page is the full screen's (pageSizeFor), a shorter one is not.
  return { ctx: { ...ctx, under: last.split('\n').length }, last };
}
