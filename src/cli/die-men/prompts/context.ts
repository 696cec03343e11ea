/** What every Die, Men! prompt needs besides the request (src/cli/prompts/promptContext.ts). */
import type { BattleState, Decision, Request } from '../../../rulesets/die-men';
import type { SideNames } from '../render/names';
import type { BasePromptContext, PromptOf } from '../../prompts/promptContext';

export interface PromptContext extends BasePromptContext<BattleState, SideNames> {
  /** Shows a table of sets; the round's queue table isn't shown again if it is the same. */
  readonly showTable: (table: string) => void;
}

export type Req<K extends string> = Extract<Request, { kind: K }>;

export type PromptFor<K extends string> = PromptOf<Req<K>, BattleState, Decision, PromptContext>;
