/**
 * A person at the keyboard as a DecisionSource: each request goes to the prompt for its kind (the
 * map is exhaustive: a new kind of request doesn't compile without a prompt), the rules' default
 * pre-selected.
 */
import type { DecisionSource } from '../../../engine/decisionSource';
import { onRequest, type RequestHandlers } from '../../../engine/kinds';
import { dieFighting } from '../../../rulesets/die-fighting/ruleset';
import type { BattleState } from '../../../rulesets/die-fighting/state';
import type { Decision, DieFightingKinds, Request } from '../../../rulesets/die-fighting/types';
import type { PromptContext } from './context';
import { promptCombat } from './promptCombat';
import { promptDeploy } from './promptDeploy';
import { promptMove } from './promptMove';
import { promptRoll } from './promptRoll';

type Prompts = RequestHandlers<DieFightingKinds, [BattleState, PromptContext, Decision], Promise<Decision>>;

const PROMPTS: Prompts = { roll: promptRoll, move: promptMove, combat: promptCombat, deploy: promptDeploy };

export function humanSource(ctx: PromptContext): DecisionSource<BattleState, Request, Decision> {
  return {
    decide: (request, state) =>
      onRequest(PROMPTS, request, state, ctx, dieFighting.defaultDecision(state, request)),
  };
}
