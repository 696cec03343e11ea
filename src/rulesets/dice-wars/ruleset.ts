/** The Dice Wars ruleset plug-in (dice-wars-intro.txt). */
import { fail, ok } from '../../core/problem';
import { defineRuleset, type Ruleset } from '../../engine/ruleset';
import { applyTo } from './apply';
import { DEFAULTS } from './defaults';
import type { Event } from './events';
import { createState, RULESET_ID, RULESET_VERSION, validateSetup } from './init';
import { advance } from './round';
import type { BattleState } from './state';
import type { BattleSetup, DiceWarsKinds } from './types';

export const diceWars: Ruleset<BattleSetup, BattleState, DiceWarsKinds, Event> = defineRuleset({
  id: RULESET_ID,
  version: RULESET_VERSION,
  init(setup: BattleSetup) {
    const problems = validateSetup(setup);
    if (problems.length > 0) return fail(problems);
    const { draft, events } = createState(setup);
    advance(draft, events);
    return ok({ state: draft as BattleState, events: events as readonly Event[] });
  },
  pending: (state: BattleState) => state.awaiting,
  applyTo,
  defaults: DEFAULTS,
  outcome: (state: BattleState) => state.outcome,
});
