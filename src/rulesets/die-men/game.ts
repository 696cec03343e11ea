/** Die, Men! as a plug-in: what the shared engine, battle log and simulator need of it. */
import { defineGame } from '../../engine/defineGame';
import { advance } from './advance';
import { computerGeneral, randomAnswers } from './ai';
import { APPLY } from './apply';
import { DEFAULTS } from './defaults';
import { finalPosition } from './final';
import { createState, RULESET_VERSION, validateSetup } from './init';
import { dieMenLog } from './log';
import { dieMenMeta } from './meta';
import { dieMenSim } from './sim';
import { draftOf } from './state';

/** die-men.txt, the basic game from "Defining the Scale" to "Free Movement", and its complications. */
export const dieMenGame = defineGame({
  meta: dieMenMeta,
  version: RULESET_VERSION,
  start: { validate: validateSetup, create: createState },
  play: { draftOf, appliers: APPLY, advance, defaults: DEFAULTS },
  log: dieMenLog,
  final: finalPosition,
  computer: (seed) => computerGeneral({ seed }),
  random: randomAnswers,
  sim: dieMenSim,
});
