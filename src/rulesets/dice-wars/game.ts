/** Dice Wars as a plug-in: what the shared engine, battle log and simulator need of it. */
import { defineGame } from '../../engine/defineGame';
import { computerGeneral } from './ai/computer';
import { randomAnswers } from './ai/random';
import { APPLY } from './apply';
import { DEFAULTS } from './defaults';
import { draftOf } from './draft';
import { finalPosition } from './final';
import { createState, RULESET_VERSION, validateSetup } from './init';
import { diceWarsLog } from './log';
import { diceWarsMeta } from './meta';
import { advance } from './round';
import { diceWarsSim } from './sim';

export const diceWarsGame = defineGame({
  meta: diceWarsMeta,
  version: RULESET_VERSION,
  start: { validate: validateSetup, create: createState },
  play: { draftOf, appliers: APPLY, advance, defaults: DEFAULTS },
  log: diceWarsLog,
  final: finalPosition,
  computer: () => computerGeneral(),
  random: randomAnswers,
  sim: diceWarsSim,
});
