/** What every Dice Wars prompt needs besides the request: how to ask, how to name things, the map. */
import type { BattleState } from '../../../rulesets/dice-wars/state';
import type { Decision, Request } from '../../../rulesets/dice-wars/types';
import type { Prompter } from '../../prompts/prompter';
import type { SideNames } from '../../render/sideNames';
import type { Style } from '../../style';
import type { Ranges } from '../render/renderRanges';

export interface PromptContext {
  readonly prompter: Prompter;
  readonly names: SideNames;
  readonly style: Style;
  /** Prints lines for the players. */
  readonly say: (text: string) => void;
  /** Shows the map if the position changed since it was last shown. */
  readonly showMap: (state: BattleState, force?: boolean) => void;
  /** Shows the map with the overlay of the unit being commanded (its moves, its targets). */
  readonly showRanges: (state: BattleState, ranges: Ranges) => void;
  /** The players roll real dice and type the faces in (`--dice`). */
  readonly dice: boolean;
  readonly hotSeat: boolean;
}

export type Req<K extends string> = Extract<Request, { kind: K }>;

/** A prompt for one kind of request; `fallback` is the rules' default answer. */
export type PromptFor<K extends string> = (
  request: Req<K>,
  state: BattleState,
  ctx: PromptContext,
  fallback: Decision,
) => Promise<Decision>;

/** A choice that goes back to the previous question. */
export const BACK = '← back';
