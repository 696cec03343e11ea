/** What every Dice Wars prompt needs besides the request (src/cli/prompts/promptContext.ts). */
import type { BattleState } from '../../../rulesets/dice-wars/state';
import type { Decision, Request } from '../../../rulesets/dice-wars/types';
import type { BasePromptContext, PromptOf } from '../../prompts/promptContext';
import type { Span } from '../../prompts/pickWindow';
import type { Ranges } from '../render/renderRanges';

export { BACK } from '../../prompts/promptContext';

export interface PromptContext extends BasePromptContext<BattleState> {
  /**
   * Shows the map with the overlay of the unit being commanded (its moves, its targets): the rows
   * that fit `fit.lines` screen lines (reachMap.ts), or the whole map without `fit`.
   */
  readonly showRanges: (state: BattleState, ranges: Ranges, fit?: RangesFit) => void;
  /** Rows `first..last` of the table with a short key (pickWindow.ts), each unit by its letter. */
  readonly boardRows: (state: BattleState, rows: Span) => string;
  /** The whole table in at most `lines` screen lines, rows sharing a line if need be (overviewMap.ts). */
  readonly overview?: (state: BattleState, lines: number) => string;
}

/** How much of the screen an activation's map may take, and whether a move is being asked. */
export interface RangesFit {
  readonly lines: number;
  readonly moving?: boolean;
  /** Drawn even when it was the last thing drawn: answered lines (a No) have pushed it up since. */
  readonly again?: boolean;
}

export type Req<K extends string> = Extract<Request, { kind: K }>;

export type PromptFor<K extends string> = PromptOf<Req<K>, BattleState, Decision, PromptContext>;
