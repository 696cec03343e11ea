/** The Die Fighting ruleset plug-in (die-fighting.txt). */
import { defineDraftRuleset } from '../../engine/draftRuleset';
import type { Ruleset } from '../../engine/ruleset';
import { advance } from './round';
import { APPLY } from './apply';
import { DEFAULTS } from './defaults';
import { draftOf, type Draft } from './draft';
import type { Event } from './events';
import { createState, RULESET_ID, RULESET_VERSION, validateSetup } from './init';
import type { BattleState } from './state';
import type { BattleSetup, DieFightingKinds } from './types';

export const dieFighting: Ruleset<BattleSetup, BattleState, DieFightingKinds, Event> = defineDraftRuleset<
  BattleSetup,
  BattleState,
  Draft,
  DieFightingKinds,
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
