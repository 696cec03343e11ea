/** Battles for the tests, drawn as maps: `S` slow, `B` blocking, `.` clear; units by cell. */
import { rulesDriver, type Step as DriverStep } from '../../helpers/rulesDriver';
import { DEFAULT_CARDS } from '../../../src/rulesets/die-fighting/cards';
import type { BattleSetup, UnitSetup } from '../../../src/rulesets/die-fighting/types';
import { dieFighting } from '../../../src/rulesets/die-fighting/ruleset';
import type { Event } from '../../../src/rulesets/die-fighting/events';
import type { BattleState } from '../../../src/rulesets/die-fighting/state';
import type { Decision } from '../../../src/rulesets/die-fighting/types';

export function setupOf(
  rows: readonly string[],
  units: Record<string, UnitSetup>,
  extra: Partial<BattleSetup> = {},
): BattleSetup {
  const slow: string[] = [];
  const blocking: string[] = [];
  rows.forEach((line, row) =>
    [...line.replace(/\s+/g, '')].forEach((ch, col) => {
      if (ch === 'S') slow.push(`${col},${row}`);
      if (ch === 'B') blocking.push(`${col},${row}`);
    }),
  );
  return {
    name: 'test',
    mode: null,
    points: 1000,
    grid: { kind: 'square', cols: rows[0]!.replace(/\s+/g, '').length, rows: rows.length },
    slow,
    blocking,
    sides: [
      { id: 'red', name: 'Red', edge: 'north' },
      { id: 'blue', name: 'Blue', edge: 'south' },
    ],
    units,
    cards: DEFAULT_CARDS,
    options: { game: 'elimination', maxRounds: 20, deployment: 'free' },
    setupRoll: false,
    seed: 'test',
    ...extra,
  };
}

export type Step = DriverStep<BattleState, Event>;

/** The opening state, decisions applied in turn, and refusals (test/helpers/rulesDriver.ts). */
export const { begin, play, refused } = rulesDriver(dieFighting);

/** Both sides' initiative rolls, red's faces then blue's (the order the battle asks). */
export const initiative = (red: [number, number], blue: [number, number]): Decision[] => [
  { kind: 'roll', side: 'red', faces: red },
  { kind: 'roll', side: 'blue', faces: blue },
];

export const move = (side: string, unit: string | null, to?: string): Decision =>
  to === undefined ? { kind: 'move', side, unit } : { kind: 'move', side, unit, to };

export const restStay = (side: string): Decision => ({ kind: 'move', side, unit: null });

export const restHold = (side: string): Decision => ({ kind: 'combat', side, unit: null });

/** Red wins initiative (6,6 against 1,1) and both sides' units all stay: the combat phase begins. */
export const toCombat = (s: BattleState): Step =>
  play(s, ...initiative([6, 6], [1, 1]), restStay('red'), restStay('blue'));

export const ofType = <T extends Event['type']>(events: readonly Event[], type: T) =>
  events.filter((e): e is Extract<Event, { type: T }> => e.type === type);
