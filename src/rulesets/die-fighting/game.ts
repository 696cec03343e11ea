/** Die Fighting as a plug-in: what the shared engine, battle log and simulator need of it. */
import { defineGame } from '../../engine/defineGame';
import { computerGeneral } from './ai/computer';
import { randomAnswers } from './ai/random';
import { APPLY } from './apply';
import { DEFAULTS } from './defaults';
import { draftOf } from './draft';
import { finalPosition } from './final';
import { createState, RULESET_VERSION, validateSetup } from './init';
import { dieFightingLog } from './log';
import { dieFightingMeta } from './meta';
import { advance } from './round';
import { dieFightingSim } from './sim';
import { fastTrial } from './fast/trial';

const reference = defineGame({
  meta: dieFightingMeta,
  version: RULESET_VERSION,
  start: { validate: validateSetup, create: createState },
  play: { draftOf, appliers: APPLY, advance, defaults: DEFAULTS },
  log: dieFightingLog,
  final: finalPosition,
  computer: () => computerGeneral(),
  random: randomAnswers,
  sim: dieFightingSim,
});

/**
 * The game, its simulator with the fast path (fast/, issue 23): the same trials as these rules
 * and this general play, held to them step by step by the lockstep tests.
 */
export const dieFightingGame: typeof reference = {
  ...reference,
  sim: {
    ...reference.sim,
    fastTrial: (plan, setup, max) => fastTrial(reference.ruleset, plan, setup, max),
  },
};
