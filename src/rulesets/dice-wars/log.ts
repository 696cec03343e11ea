/**
 * What a Dice Wars battle log records: every face rolled (the roll-offs, each attack's hit and
 * damage dice, armour saves), each round's end with a hash of the position, and the end. The hash
 * covers what decides the rest of the battle: the units as they stand and the dice's state.
 */
import { stableHash } from '../../core/stableHash';
import { endEventReaders } from '../../engine/endEvents';
import type { LogAdapter } from '../../engine/logAdapter';
import type { Event } from './events';
import type { BattleState } from './state';
import type { Decision } from './types';

export const diceWarsLog: LogAdapter<BattleState, Event, Decision> = {
  outcome(e) {
    switch (e.type) {
      case 'edgesRolled':
        return { kind: 'roll', purpose: 'edges', faces: { ...e.rolls } };
      case 'firstRolled':
        return { kind: 'roll', round: e.round, purpose: 'first', faces: { ...e.rolls } };
      case 'attacked':
        return {
          kind: 'attack',
          round: e.round,
          side: e.unit.side,
          unit: e.unit.id,
          target: e.target.id,
          hit: [...e.hitFaces],
          damage: [...e.damageFaces],
        };
      case 'saved':
        return { kind: 'save', round: e.round, side: e.unit.side, unit: e.unit.id, faces: [...e.faces] };
      default:
        return null;
    }
  },
  ...endEventReaders,
  roundHash: (state, round) => stableHash({ round, units: state.units, rng: state.rng }),
  // A roll-off's d6, armour saves, or an attack's hit and damage dice.
  typedDice(d) {
    if (d.kind === 'roll' || d.kind === 'save') return d.faces !== undefined;
    if (d.kind !== 'act' || !('dice' in d.action)) return false;
    const dice = d.action.dice;
    return dice !== undefined && (dice.hit !== undefined || dice.damage !== undefined);
  },
};
