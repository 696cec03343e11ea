/**
 * A person at the keyboard as a DecisionSource: each request goes to the prompt for its kind, with
 * the rules core's default decision pre-selected. A kind without a prompt of its own offers the
 * default (promptOther), so a new complication never leaves a player stuck.
 */
import type { DecisionSource } from '../../../engine/decisionSource';
import { dieMen, type BattleState, type Decision, type Request } from '../../../rulesets/die-men';
import type { PromptContext, PromptFor } from './context';
import { promptAssign } from './promptAssign';
import { promptGates, promptInterfere } from './promptComplications';
import { promptDeclare } from './promptDeclare';
import { promptCasualties, promptGobble, promptKnock } from './promptDefender';
import { promptFree } from './promptFree';
import { promptOther } from './promptOther';
import { promptRoll } from './promptRoll';
import { promptSplit } from './promptSplit';

const PROMPTS: Readonly<Record<string, PromptFor<string>>> = {
  declare: promptDeclare as PromptFor<string>,
  roll: promptRoll as PromptFor<string>,
  split: promptSplit as PromptFor<string>,
  assign: promptAssign as PromptFor<string>,
  gobble: promptGobble as PromptFor<string>,
  knock: promptKnock as PromptFor<string>,
  casualties: promptCasualties as PromptFor<string>,
  free: promptFree as PromptFor<string>,
  gates: promptGates as PromptFor<string>,
  interfere: promptInterfere as PromptFor<string>,
};

export function humanSource(ctx: PromptContext): DecisionSource<BattleState, Request, Decision> {
  return {
    decide(request, state) {
      const fallback = dieMen.defaultDecision(state, request);
      const prompt = PROMPTS[request.kind];
      return prompt
        ? prompt(request as never, state, ctx, fallback)
        : promptOther(request, state, ctx, fallback);
    },
  };
}
