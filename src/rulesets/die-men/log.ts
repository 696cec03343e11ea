/**
 * What a Die, Men! battle log records: every roll's faces (the army's, the player characters'
 * Command Interference rolls, and the roll-off before a deployment), and at each round's end a hash of the position (who stands where,
 * and the RNG). The hash covers only what decides the rest of the
 * battle, not the state's bookkeeping, so a refactoring of the state doesn't break old logs while
 * any change of outcome does.
 */
import { endEventReaders } from '../../engine/endEvents';
import type { LogAdapter } from '../../engine/logAdapter';
import { stableHash } from '../../core/stableHash';
import type { Event } from './events';
import type { BattleState } from './state';
import type { Decision } from './types';

export const dieMenLog: LogAdapter<BattleState, Event, Decision> = {
  outcome: (e) => {
    if (e.type === 'rolled') return { kind: 'roll', round: e.round, side: e.side, faces: [...e.faces] };
    // The d10 roll-off before deployment (ruling 33): every throw, round by round, in side order.
    if (e.type === 'deployRolled')
      return {
        kind: 'roll',
        round: 0,
        purpose: 'deploy',
        faces: e.rolls.flatMap((r) => r.map((t) => t.face)),
      };
    if (e.type === 'interference') {
      // A player character's Command Interference roll (and its Command+Inspire roll).
      const inspire = e.inspire ? { inspire: [...e.inspire.faces] } : {};
      return {
        kind: 'interference',
        round: e.round,
        side: e.side,
        at: e.at,
        faces: [...e.faces],
        ...inspire,
      };
    }
    return null;
  },
  ...endEventReaders,
  roundHash: (state, round) => {
    // What carries over into later rounds: positions, dice, gates (castle) and strategies declared
    // ahead (Command Lag). The last two only when used, so basic-game hashes stay as they were.
    const { occupants, rng, gates, ahead } = state;
    const gatesPart = gates && Object.keys(gates).length > 0 ? { gates } : {};
    const aheadPart = ahead && Object.keys(ahead).length > 0 ? { ahead } : {};
    return stableHash({ round, occupants, rng, ...gatesPart, ...aheadPart });
  },
  // An army's roll, or a character's Command Interference roll (and its Command+Inspire roll).
  typedDice: (d) =>
    (d.kind === 'roll' && d.faces !== undefined) ||
    (d.kind === 'interfere' && d.attempts.some((a) => a.faces !== undefined || a.inspireFaces !== undefined)),
};
