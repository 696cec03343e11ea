/**
 * A person at the keyboard as a DecisionSource: each request goes to the prompt for its kind (the
 * map of prompts is exhaustive: a new kind of request doesn't compile without one), with the rules
 * core's default decision pre-selected.
 */
import type { DecisionSource } from '../../../engine/decisionSource';
import { onRequest, type RequestHandlers } from '../../../engine/kinds';
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
import { promptCasualties, promptGobble, promptKnock } from './promptDefender';
import { promptFree } from './promptFree';
import { promptRoll } from './promptRoll';
import { promptSplit } from './promptSplit';

type Prompts = RequestHandlers<DieMenKinds, [BattleState, PromptContext, Decision], Promise<Decision>>;

const PROMPTS: Prompts = {
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

export function humanSource(ctx: PromptContext): DecisionSource<BattleState, Request, Decision> {
  return {
    decide: (request, state) =>
      onRequest(PROMPTS, request, state, ctx, dieMen.defaultDecision(state, request)),
  };
}
