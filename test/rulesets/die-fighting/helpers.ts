/** Battles for the tests, drawn as maps: `S` slow, `B` blocking, `.` clear; units by cell. */
import { DEFAULT_CARDS } from '../../../src/rulesets/die-fighting/cards';
import type { BattleSetup, UnitSetup } from '../../../src/rulesets/die-fighting/types';
import type { Problem } from '../../../src/core/problem';
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

export interface Step {
  readonly state: BattleState;
  readonly events: readonly Event[];
}

/** The opening state of a drawn battle; throws with the problems if the set-up is refused. */
export function begin(setup: BattleSetup): Step {
  const r = dieFighting.init(setup);
  if (!r.ok) throw new Error(r.error.map((p) => p.message).join('; '));
  return r.value;
}

/** Applies decisions in turn; throws on the first refused one. Events are all of them, in order. */
export function play(from: BattleState, ...decisions: Decision[]): Step {
  let state = from;
  const events: Event[] = [];
  for (const d of decisions) {
    const r = dieFighting.apply(state, d);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    state = r.value.state;
    events.push(...r.value.events);
  }
  return { state, events };
}

/** The problem a decision is refused with; throws if it is accepted. */
export function refused(state: BattleState, d: Decision): Problem {
  const r = dieFighting.apply(state, d);
  if (r.ok) throw new Error(`accepted: ${JSON.stringify(d)}`);
  return r.error;
}

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
