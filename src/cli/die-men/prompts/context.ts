/** What every Die, Men! prompt needs besides the request: how to ask, how to name things, the map. */
import type { BattleState, Decision, Request } from '../../../rulesets/die-men';
import type { SideNames } from '../render/names';
import type { Style } from '../../style';
import type { Prompter } from '../../prompts/prompter';

export interface PromptContext {
  readonly prompter: Prompter;
  readonly names: SideNames;
  readonly style: Style;
  /** Prints lines for the players. */
  readonly say: (text: string) => void;
  /** Shows the map if the position changed since it was last shown (`force`: show it anyway). */
  readonly showMap: (state: BattleState, force?: boolean) => void;
  /** Shows a table of sets; the round's queue table isn't shown again if it is the same. */
  readonly showTable: (table: string) => void;
  /** The players roll real dice and type the faces in (`--dice`). */
  readonly dice: boolean;
  /** Two or more people share the keyboard: strategies are declared in secret. */
  readonly hotSeat: boolean;
}

export type Req<K extends string> = Extract<Request, { kind: K }>;

/** A prompt for one kind of request. */
export type PromptFor<K extends string> = (
  request: Req<K>,
  state: BattleState,
  ctx: PromptContext,
  fallback: Decision,
) => Promise<Decision>;
