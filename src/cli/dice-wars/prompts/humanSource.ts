/** A person at the keyboard playing Dice Wars: the prompt for each kind of request (promptSource.ts). */
import type { DecisionSource } from '../../../engine/decisionSource';
import { promptSource, type Prompts } from '../../prompts/promptSource';
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

const PROMPTS: Prompts<DiceWarsKinds, BattleState, PromptContext> = {
  roll: promptRoll,
  deploy: promptDeploy,
  activate: promptActivate,
  act: promptAct,
  save: promptSave,
  damage: promptDamage,
};

export const humanSource = (ctx: PromptContext): DecisionSource<BattleState, Request, Decision> =>
  promptSource(
    PROMPTS,
    (state: BattleState, request: Request) => diceWars.defaultDecision(state, request),
    ctx,
  );
