/** The Die, Men! ruleset plug-in (die-men.txt, the basic game from "Defining the Scale" to "Free Movement"). */
import { fail, ok } from '../../core/problem';
import type { Ruleset } from '../../engine/ruleset';
import { advance } from './advance';
import { applyDecision } from './apply';
import { defaultDecision } from './defaults';
import type { Event } from './events';
import { createState, RULESET_ID, RULESET_VERSION, validateSetup } from './init';
import type { BattleState } from './state';
import type { BattleSetup, Decision, Request } from './types';

export const dieMen: Ruleset<BattleSetup, BattleState, Request, Decision, Event> = {
  id: RULESET_ID,
  version: RULESET_VERSION,
  init(setup) {
    const problems = validateSetup(setup);
    if (problems.length > 0) return fail(problems);
    const { draft, events } = createState(setup);
    advance(draft, events);
    return ok({ state: draft, events });
  },
  pending: (state) => state.awaiting,
  apply: applyDecision,
  defaultDecision,
  outcome: (state) => state.outcome,
};
