/**
 * "Move where?" by typing the square: on a big map a far square is many arrow presses down a list
 * sorted by cost, and on a small terminal the rows drawn may not show it. As Dice Wars' typed
 * square: `9,4`, `9, 4` and `(9,4)` read the same; Enter alone or `back` returns to the list (a
 * stray Enter loses nothing); a square it can't end on is refused with the reason and the three
 * squares in reach nearest to it, and asked again.
 */
import { unitAt } from '../../../rulesets/die-fighting/board';
import type { BattleState } from '../../../rulesets/die-fighting/state';
import type { Unit } from '../../../rulesets/die-fighting/types';
import { byReadingOrder, parseCell } from '../../../grid/cell';
import { squareDistance } from '../../../grid/square';
import { visibleWidth } from '../../layout/wrap';
import { unitKind } from '../render/labels';
import type { PromptContext } from './context';

/** The list entry that asks for a typed square. */
export const TYPE = 'type the square…';

/** What was typed, as a square's name: `10, 7` and `(10,7)` read as `10,7`. */
const squareTyped = (t: string): string => t.replace(/[\s()]/g, '');

const isBack = (t: string): boolean => ['', 'back'].includes(t.trim().toLowerCase());

/** Why `u` can't end its move on `typed`, a square that parses. */
function why(s: BattleState, u: Unit, typed: string): string {
  const { cols, rows } = s.rules.grid;
  const at = parseCell(typed)!;
  if (at.col >= cols || at.row >= rows) return `${typed} is off the map (0-${cols - 1},0-${rows - 1})`;
  const there = unitAt(s, typed);
  if (there)
    return `${typed} is taken by ${there.side === u.side ? 'your' : "the enemy's"} ${unitKind(there)}`;
  if (s.rules.blocking[typed]) return `${typed} is blocking terrain`;
  return `${typed} is beyond its move this turn`;
}

/**
 * Why a typed square is refused, with the squares in reach (`cells`, its own first) nearest it,
 * on a line of their own when one line would pass `width` columns under inquirer's `> `.
 */
export function squareRefusal(
  s: BattleState,
  u: Unit,
  typed: string,
  cells: readonly string[],
  width = 80,
): string {
  const to = cells.filter((c) => c !== u.at);
  const at = parseCell(typed);
  if (!at) return `write the square as col,row, such as ${to[0] ?? u.at}`;
  // Nearest in moves, then in a straight line: for 3,12 out of reach, 3,7 before 0,7 and 1,7,
  // which are as many moves away.
  const near = to
    .map((c) => {
      const p = parseCell(c)!;
      return { c, d: squareDistance(at, p), line: Math.abs(at.col - p.col) + Math.abs(at.row - p.row) };
    })
    .sort((x, y) => x.d - y.d || x.line - y.line || byReadingOrder(x.c, y.c))
    .slice(0, 3)
    .map((x) => x.c);
  const head = why(s, u, typed);
  if (near.length === 0) return head;
  const line = `${head}; nearest in reach: ${near.join('  ')}`;
  return visibleWidth(`> ${line}`) <= width ? line : `${head};\n  nearest in reach: ${near.join('  ')}`;
}

/** The square typed (one of `cells`: its own means it stays), or null: back to the list. */
export async function typeSquare(
  s: BattleState,
  u: Unit,
  cells: readonly string[],
  ctx: PromptContext,
): Promise<string | null> {
  const text = await ctx.prompter.input(`${unitKind(u)} at ${u.at}: move to? (col,row; Enter: back)`, (t) =>
    isBack(t) || cells.includes(squareTyped(t))
      ? true
      : squareRefusal(s, u, squareTyped(t), cells, ctx.style.width),
  );
  return isBack(text) ? null : squareTyped(text);
}
