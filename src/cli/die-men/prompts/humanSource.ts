/** A person at the keyboard playing Die, Men!: the prompt for each kind of request (promptSource.ts). */
import type { DecisionSource } from '../../../engine/decisionSource';
import { promptSource, type Prompts } from '../../prompts/promptSource';
import {
  dieMen,
  type BattleState,
  type Decision,
  type DieMenKinds,
  type Request,
} from '../../../rulesets/die-men';
import type { PromptContext } from './context';
import { promptAssign } from './promptAssign';
import { promptGates, promptInterfere } from './promptComplications';
import { promptDeclare } from './promptDeclare';
import { promptDeploy } from './promptDeploy';
import { promptCasualties, promptGobble, promptKnock } from './promptDefender';
import { promptFree } from './promptFree';
import { promptRoll } from './promptRoll';
import { promptSplit } from './promptSplit';

const PROMPTS: Prompts<DieMenKinds, BattleState, PromptContext> = {
  deploy: promptDeploy,
  declare: promptDeclare,
  roll: promptRoll,
  split: promptSplit,
  assign: promptAssign,
  gobble: promptGobble,
  knock: promptKnock,
  casualties: promptCasualties,
  free: promptFree,
  gates: promptGates,
  interfere: promptInterfere,
};

export const humanSource = (ctx: PromptContext): DecisionSource<BattleState, Request, Decision> =>
  promptSource(
    PROMPTS,
    (state: BattleState, request: Request) => dieMen.defaultDecision(state, request),
    ctx,
  );
