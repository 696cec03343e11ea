/** What every Die Fighting prompt needs besides the request (src/cli/prompts/promptContext.ts). */
import type { BattleState } from '../../../rulesets/die-fighting/state';
import type { Decision, Request } from '../../../rulesets/die-fighting/types';
import type { BasePromptContext, PromptOf } from '../../prompts/promptContext';

export { BACK } from '../../prompts/promptContext';

export type PromptContext = BasePromptContext<BattleState>;

export type Req<K extends string> = Extract<Request, { kind: K }>;

export type PromptFor<K extends string> = PromptOf<Req<K>, BattleState, Decision, PromptContext>;
