/** A person at the keyboard playing Die Fighting: the prompt for each kind of request (promptSource.ts). */
import type { DecisionSource } from '../../../engine/decisionSource';
import { promptSource, type Prompts } from '../../prompts/promptSource';
import { dieFighting } from '../../../rulesets/die-fighting/ruleset';
import type { BattleState } from '../../../rulesets/die-fighting/state';
import type { Decision, DieFightingKinds, Request } from '../../../rulesets/die-fighting/types';
import type { PromptContext } from './context';
import { promptCombat } from './promptCombat';
import { promptDeploy } from './promptDeploy';
import { promptMove } from './promptMove';
import { promptRoll } from './promptRoll';

const PROMPTS: Prompts<DieFightingKinds, BattleState, PromptContext> = {
  roll: promptRoll,
  move: promptMove,
  combat: promptCombat,
  deploy: promptDeploy,
};

export const humanSource = (ctx: PromptContext): DecisionSource<BattleState, Request, Decision> =>
  promptSource(
    PROMPTS,
    (state: BattleState, request: Request) => dieFighting.defaultDecision(state, request),
    ctx,
  );
