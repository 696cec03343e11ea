/** Die Fighting as a plug-in: what the shared engine, battle log and simulator need of it. */
import type { GameRules } from '../../engine/game';
import { computerGeneral } from './ai/computer';
import { randomGeneral } from './ai/random';
import type { Event } from './events';
import { finalPosition } from './final';
import { dieFightingLog } from './log';
import { dieFightingMeta } from './meta';
import { dieFighting } from './ruleset';
import { dieFightingSim } from './sim';
import type { BattleState } from './state';
import type { BattleSetup, DieFightingKinds } from './types';

export const dieFightingGame: GameRules<BattleSetup, BattleState, DieFightingKinds, Event> = {
  meta: dieFightingMeta,
  ruleset: dieFighting,
  log: dieFightingLog,
  sides: (setup) => setup.sides.map((s) => ({ id: s.id, name: s.name })),
  seedOf: (setup) => setup.seed,
  withSeed: (setup, seed) => ({ ...setup, seed }),
  requestRound: (request) => request.round,
  eventRound: (event) => ('round' in event ? event.round : null),
  final: finalPosition,
  computer: () => computerGeneral(),
  random: randomGeneral,
  sim: dieFightingSim,
};
