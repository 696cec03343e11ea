/** Builds the opening state from a checked set-up. */
import { openingDraft } from '../../engine/openingDraft';
import { cardCost, equipmentPieces, isSquad } from './army';
import { diceLeft } from './board';
import type { Draft } from './draft';
import type { Event } from './events';
import { DEFAULT_HEIGHT } from './setupCheck';
import type { Unit } from './state';
import type { BattleSetup, UnitSetup } from './types';

export const RULESET_ID = 'dice-wars';
export const RULESET_VERSION = '1';

export { validateSetup, deployDepth, DEFAULT_HEIGHT } from './setupCheck';
import { deployDepth } from './setupCheck';

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

/** A unit's dice as it comes to the table: its card's cost (the same as diceLeft of it placed). */
const startingDice = (u: UnitSetup): number => cardCost(u.card);

export function createState(setup: BattleSetup): { draft: Draft; events: Event[] } {
  const units = setup.units.filter((u) => u.at.length > 0).map(unitOf);
  const reserve = setup.units.filter((u) => u.at.length === 0);
  const draft: Draft = {
    rules: {
      name: setup.name,
      table: setup.table,
      sides: setup.sides,
      maxRounds: setup.maxRounds,
      ...(reserve.length > 0 ? { zone: setup.deployment === 'edge' ? deployDepth(setup) : null } : {}),
    },
    // Units to place: the roll-off for edges is played, whatever the set-up says of showing it.
    ...openingDraft(setup, units, reserve, ['edges', 'first']),
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
        const kept = reserve.filter((u) => u.side === s.id);
        const dice =
          mine.reduce((n, u) => n + diceLeft(u), 0) + kept.reduce((n, u) => n + startingDice(u), 0);
        return { id: s.id, units: mine.length + kept.length, dice };
      }),
    },
  ];
  if (draft.round === 1) events.push({ type: 'roundStarted', round: 1 });
  return { draft, events };
}
