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
import type { Chooser } from '../../helpers/randomBattle';
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

/** A random card a rules check may refuse (the caller checks it): squads, Passive dice, equipment. */
export function randomCard(c: Chooser, name: string): Card {
  const members = c.chance(0.3) ? 2 + c.int(4) : 1;
  const core = members > 1 ? 1 + c.int(2) : 1 + c.int(4);
  const passiveMax = members > 1 ? 2 : 4;
  const passive = c.chance(0.6)
    ? { kind: c.pick(['armor', 'speed'] as const), dice: 1 + c.int(passiveMax) }
    : null;
  const equipment = { melee: [] as number[], ranged: [] as number[], indirect: [] as number[] };
  const pieces = c.int(core + 1);
  for (let i = 0; i < pieces; i++)
    equipment[c.pick(['melee', 'ranged', 'indirect'] as const)].push(1 + c.int(members > 1 ? core : 4));
  return { name, members, core, passive, equipment };
}
