/** Dice Wars as a plug-in: what the shared engine, battle log and simulator need of it. */
import type { GameRules } from '../../engine/game';
import { computerGeneral } from './ai/computer';
import { randomGeneral } from './ai/random';
import type { Event } from './events';
import { finalPosition } from './final';
import { diceWarsLog } from './log';
import { diceWarsMeta } from './meta';
import { diceWars } from './ruleset';
import { diceWarsSim } from './sim';
import type { BattleState } from './state';
import type { BattleSetup, DiceWarsKinds } from './types';

export const diceWarsGame: GameRules<BattleSetup, BattleState, DiceWarsKinds, Event> = {
  meta: diceWarsMeta,
  ruleset: diceWars,
  log: diceWarsLog,
  sides: (setup) => setup.sides.map((s) => ({ id: s.id, name: s.name })),
  seedOf: (setup) => setup.seed,
  withSeed: (setup, seed) => ({ ...setup, seed }),
  requestRound: (request) => request.round,
  eventRound: (event) => ('round' in event ? event.round : null),
  final: finalPosition,
  computer: () => computerGeneral(),
  random: randomGeneral,
  sim: diceWarsSim,
};
