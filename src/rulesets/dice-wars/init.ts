/** Builds the opening state from a checked set-up. */
import { seedRng } from '../../core/rng';
import { equipmentPieces, isSquad } from './army';
import { diceLeft } from './board';
import type { Draft } from './draft';
import type { Event } from './events';
import { DEFAULT_HEIGHT } from './setupCheck';
import type { Unit } from './state';
import type { BattleSetup, UnitSetup } from './types';

export const RULESET_ID = 'dice-wars';
export const RULESET_VERSION = '1';

/** "Game End": five rounds unless the players agree otherwise (a scenario's default). */
export const DEFAULT_MAX_ROUNDS = 5;

export { validateSetup, deployDepth, DEFAULT_HEIGHT } from './setupCheck';

export function unitOf(u: UnitSetup): Unit {
  return {
    id: u.id,
    side: u.side,
    name: u.card.name,
    squad: isSquad(u.card),
    core: u.card.core,
    models: u.at,
    height: u.height ?? DEFAULT_HEIGHT,
    passive: u.card.passive,
    equipment: equipmentPieces(u.card),
    damage: 0,
    coverLost: false,
    carried: 0,
  };
}

export function createState(setup: BattleSetup): { draft: Draft; events: Event[] } {
  const units = setup.units.map(unitOf);
  const draft: Draft = {
    rules: { name: setup.name, table: setup.table, sides: setup.sides, maxRounds: setup.maxRounds },
    round: setup.setupRoll ? 0 : 1,
    phase: setup.setupRoll ? 'edges' : 'first',
    rng: seedRng(setup.seed),
    units,
    rolls: {},
    order: setup.sides.map((s) => s.id),
    turn: 0,
    activated: [],
    activation: null,
    pending: [],
    unsaved: null,
    awaiting: null,
    outcome: null,
  };
  const events: Event[] = [
    {
      type: 'battleStarted',
      sides: setup.sides.map((s) => {
        const mine = units.filter((u) => u.side === s.id);
        return { id: s.id, units: mine.length, dice: mine.reduce((n, u) => n + diceLeft(u), 0) };
      }),
    },
  ];
  if (!setup.setupRoll) events.push({ type: 'roundStarted', round: 1 });
  return { draft, events };
}
