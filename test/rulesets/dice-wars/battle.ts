/** Battles for the rules tests: open tables, units from cards, decisions applied in turn. */
import { rulesDriver, type Step as DriverStep } from '../../helpers/rulesDriver';
import type { Card } from '../../../src/rulesets/dice-wars/army';
import type { Event } from '../../../src/rulesets/dice-wars/events';
import { diceWars } from '../../../src/rulesets/dice-wars/ruleset';
import type { BattleState } from '../../../src/rulesets/dice-wars/state';
import type {
  Action,
  AttackDice,
  BattleSetup,
  Decision,
  DieRef,
  UnitSetup,
} from '../../../src/rulesets/dice-wars/types';
import { card } from './helpers';

/** A unit of `side` from a card's fields (1 Core, nothing else, unless given), its models at `at`. */
export const unit = (
  id: string,
  side: string,
  at: string[],
  over: Partial<Card> = {},
  height?: number,
): UnitSetup => ({
  id,
  side,
  card: card({ name: id, members: at.length, ...over }),
  at,
  ...(height !== undefined ? { height } : {}),
});

/** An open table, red on the north edge, blue on the south; units placed freely. */
export function setupOf(units: UnitSetup[], extra: Partial<BattleSetup> = {}): BattleSetup {
  return {
    name: 'test',
    table: { cols: 48, rows: 48, pieces: [] },
    sides: [
      { id: 'red', name: 'Red', edge: 'north' },
      { id: 'blue', name: 'Blue', edge: 'south' },
    ],
    units,
    deployment: 'free',
    maxRounds: 5,
    setupRoll: false,
    seed: 'test',
    ...extra,
  };
}

export type Step = DriverStep<BattleState, Event>;

/** The opening state, decisions applied in turn, and refusals (test/helpers/rulesDriver.ts). */
export const { begin, play, refused } = rulesDriver(diceWars);

/** The roll-off for the first activation, red's die then blue's. */
export const first = (red: number, blue: number): Decision[] => [
  { kind: 'roll', side: 'red', faces: [red] },
  { kind: 'roll', side: 'blue', faces: [blue] },
];

export const activate = (side: string, unit: string | null): Decision => ({ kind: 'activate', side, unit });
export const act = (side: string, action: Action): Decision => ({ kind: 'act', side, action });
export const end = (side: string): Decision => act(side, { type: 'end' });
export const shoot = (side: string, piece: number, target: string, dice?: AttackDice): Decision =>
  act(side, { type: 'equipment', piece, target, ...(dice ? { dice } : {}) });
export const melee = (side: string, target: string, dice?: AttackDice): Decision =>
  act(side, { type: 'melee', target, ...(dice ? { dice } : {}) });
export const save = (side: string, faces: number[]): Decision => ({ kind: 'save', side, faces });
export const lose = (side: string, remove: DieRef[]): Decision => ({ kind: 'damage', side, remove });
export const loseMembers = (side: string, members: string[]): Decision => ({ kind: 'damage', side, members });

export const ofType = <T extends Event['type']>(events: readonly Event[], type: T) =>
  events.filter((e): e is Extract<Event, { type: T }> => e.type === type);

export const unitOf = (s: BattleState, id: string) => s.units.find((u) => u.id === id);
