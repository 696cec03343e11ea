/** Die, Men! as a plug-in: what the shared engine, battle log and simulator need of it. */
import type { GameRules } from '../../engine/game';
import { computerGeneral, randomGeneral } from './ai';
import type { Event } from './events';
import { finalPosition } from './final';
import { dieMenLog } from './log';
import { dieMenMeta } from './meta';
import { dieMen } from './ruleset';
import { dieMenSim } from './sim';
import type { BattleState } from './state';
import type { BattleSetup, DieMenKinds } from './types';

export const dieMenGame: GameRules<BattleSetup, BattleState, DieMenKinds, Event> = {
  meta: dieMenMeta,
  ruleset: dieMen,
  log: dieMenLog,
  sides: (setup) => setup.sides.map((s) => ({ id: s.id, name: s.name })),
  seedOf: (setup) => setup.seed,
  withSeed: (setup, seed) => ({ ...setup, seed }),
  requestRound: (request) => request.round,
  eventRound: (event) => ('round' in event ? event.round : null),
  final: finalPosition,
  computer: (seed) => computerGeneral({ seed }),
  random: randomGeneral,
  sim: dieMenSim,
};
