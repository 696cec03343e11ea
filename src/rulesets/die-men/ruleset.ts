/** The Die, Men! ruleset plug-in (die-men.txt, the basic game from "Defining the Scale" to "Free Movement"). */
import { defineDraftRuleset } from '../../engine/draftRuleset';
import type { Ruleset } from '../../engine/ruleset';
import { advance } from './advance';
import { APPLY } from './apply';
import { DEFAULTS } from './defaults';
import { draftOf, type Draft } from './state';
import type { Event } from './events';
import { createState, RULESET_ID, RULESET_VERSION, validateSetup } from './init';
import type { BattleState } from './state';
import type { BattleSetup, DieMenKinds } from './types';

export const dieMen: Ruleset<BattleSetup, BattleState, DieMenKinds, Event> = defineDraftRuleset<
  BattleSetup,
  BattleState,
  Draft,
  DieMenKinds,
  Event
>({
  id: RULESET_ID,
  version: RULESET_VERSION,
  validate: validateSetup,
  create: createState,
  draftOf,
  appliers: APPLY,
  advance,
  pending: (state) => state.awaiting,
  defaults: DEFAULTS,
  outcome: (state) => state.outcome,
});
