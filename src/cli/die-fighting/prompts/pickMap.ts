/**
 * The board above a "which unit?" question (movement, combat): the whole map if it fits the
 * screen with the question, else the rows around the units offered and the enemy nearest them
 * (src/cli/prompts/pickWindow.ts), drawn as the reach maps are (reachMap.ts); before "deploy which
 * unit?", the rows of the side's zone.
 */
import type { BattleState } from '../../../rulesets/die-fighting/state';
import type { Unit } from '../../../rulesets/die-fighting/types';
import { sayPickMap } from '../../prompts/pickWindow';
import { renderMap } from '../render/renderMap';
import type { PromptContext } from './context';
import { boardColumns, boardRows, type Marks } from './reachMap';
import { cellRow as rowOf } from '../../../grid/cell';

/**
 * Before a list of `list` entries offering the units (or squares) on squares `mine`: the rows of
 * the board that fit, holding those and the enemy nearest them (and on a map too wide for the
 * terminal, the columns around them). With `marks` (the deployment zone) the rows are drawn even
 * when the full map is in sight: it doesn't mark them.
 */
export function sayBoard(
  s: BattleState,
  side: string,
  mine: readonly string[],
  list: number,
  ctx: PromptContext,
  drew: boolean,
  marks?: Marks,
): void {
  const theirs = s.units.filter((u) => u.side !== side).map((u) => u.at);
  const across = boardColumns(s, ctx.style, mine, theirs);
  sayPickMap(marks ? { ...ctx, mapLines: () => null } : ctx, drew && !marks, list, {
    total: s.rules.grid.rows,
    mine: mine.map(rowOf),
    theirs: theirs.map(rowOf),
    draw: (rows) => boardRows(s, rows, ctx.names, ctx.style, across, marks),
    ...(marks ? {} : { full: () => renderMap(s, ctx.names, ctx.style) }),
  });
}

/** Before "which unit?" with `extra` entries after the units: the board around `units`. */
export const sayUnitsBoard = (
  s: BattleState,
  side: string,
  units: readonly Unit[],
  extra: number,
  ctx: PromptContext,
  drew: boolean,
): void =>
  sayBoard(
    s,
    side,
    units.map((u) => u.at),
    units.length + extra,
    ctx,
    drew,
  );
