/**
 * A person at the keyboard as a DecisionSource: each request goes to the prompt for its kind (the
 * map is exhaustive: a new kind of request doesn't compile without a prompt), the rules' default
 * pre-selected.
 */
import type { DecisionSource } from '../../../engine/decisionSource';
import { onRequest, type RequestHandlers } from '../../../engine/kinds';
import { diceWars } from '../../../rulesets/dice-wars/ruleset';
import type { BattleState } from '../../../rulesets/dice-wars/state';
import type { Decision, DiceWarsKinds, Request } from '../../../rulesets/dice-wars/types';
import type { PromptContext } from './context';
import { promptAct } from './promptAct';
import { promptActivate } from './promptActivate';
import { promptDamage } from './promptDamage';
import { promptDeploy } from './promptDeploy';
import { promptRoll } from './promptRoll';
import { promptSave } from './promptSave';

type Prompts = RequestHandlers<DiceWarsKinds, [BattleState, PromptContext, Decision], Promise<Decision>>;

const PROMPTS: Prompts = {
  roll: promptRoll,
  deploy: promptDeploy,
  activate: promptActivate,
  act: promptAct,
  save: promptSave,
  damage: promptDamage,
};

export function humanSource(ctx: PromptContext): DecisionSource<BattleState, Request, Decision> {
  return {
    decide: (request, state) =>
      onRequest(PROMPTS, request, state, ctx, diceWars.defaultDecision(state, request)),
  };
}
