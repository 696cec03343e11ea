/**
 * What a Die Fighting battle log records: every face rolled (set-up and initiative roll-offs,
 * attack, defence and damage rolls, break-away rolls), each round's end with a hash of the
 * position, and the end. The hash covers what decides the rest of the battle: the units, the
 * dice's state and the points destroyed.
 */
import { stableHash } from '../../core/stableHash';
import { endEventReaders } from '../../engine/endEvents';
import type { LogAdapter } from '../../engine/logAdapter';
import type { Event, Roll, TargetResult } from './events';
import type { BattleState } from './state';
import type { CombatDice, Decision, Unit } from './types';

/** The units as a record by id: the round hash's form since logs began (rules version 1). */
const byId = (units: readonly Unit[]): Record<string, Unit> =>
  Object.fromEntries(units.map((u) => [u.id, u]));

const facesOf = (rolls: Readonly<Record<string, Roll>>) =>
  Object.fromEntries(Object.entries(rolls).map(([side, r]) => [side, [...r.faces]]));

const defences = (targets: readonly TargetResult[]) =>
  targets.map((t) => (t.defence ? [...t.defence.faces] : null));

const anyDice = (d: CombatDice | undefined): boolean =>
  d !== undefined && (d.attack !== undefined || d.defence !== undefined || d.damage !== undefined);

export const dieFightingLog: LogAdapter<BattleState, Event, Decision> = {
  outcome(e) {
    switch (e.type) {
      case 'setupRolled':
        return { kind: 'roll', purpose: 'setup', faces: facesOf(e.rolls) };
      case 'initiative':
        return { kind: 'roll', round: e.round, purpose: 'initiative', faces: facesOf(e.rolls) };
      case 'attacked':
        return {
          kind: 'attack',
          round: e.round,
          side: e.unit.side,
          unit: e.unit.at,
          attack: e.attack ? [...e.attack.faces] : null,
          defence: defences(e.targets),
        };
      case 'damage':
        return {
          kind: 'damage',
          round: e.round,
          side: e.unit.side,
          unit: e.unit.at,
          faces: [...e.roll.faces],
        };
      case 'brokeAway':
        return {
          kind: 'breakAway',
          round: e.round,
          side: e.unit.side,
          unit: e.unit.at,
          attack: e.attack ? [...e.attack.faces] : null,
          defence: defences(e.holders),
        };
      default:
        return null;
    }
  },
  ...endEventReaders,
  roundHash: (state, round) =>
    stableHash({ round, units: byId(state.units), rng: state.rng, destroyed: state.destroyed }),
  // A roll-off's two d6, or an action's attack, defence or damage dice.
  typedDice: (d) => (d.kind === 'roll' && d.faces !== undefined) || (d.kind === 'combat' && anyDice(d.dice)),
};
