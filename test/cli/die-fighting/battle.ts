/** Die Fighting battles for the face's tests: real states and events from the rules. */
import { dieFightingGame } from '../../../src/rulesets/die-fighting/game';
import type { Event } from '../../../src/rulesets/die-fighting/events';
import type { BattleState } from '../../../src/rulesets/die-fighting/state';
import type { BattleSetup, Decision, Request } from '../../../src/rulesets/die-fighting/types';
import { setupOf } from '../../rulesets/die-fighting/helpers';

/** A decision without its side (the side asked is filled in). */
export type Order = Decision extends infer D ? (D extends Decision ? Omit<D, 'side'> : never) : never;

export interface Step {
  readonly e: Event;
  readonly state: BattleState;
}

/** Starts `setup` and applies `decisions` in order: every event with the state after its step. */
export function play(setup: BattleSetup, decisions: readonly Order[]): { steps: Step[]; state: BattleState } {
  const r = dieFightingGame.ruleset.init(setup);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  let state = r.value.state;
  const steps: Step[] = r.value.events.map((e) => ({ e, state }));
  for (const d of decisions) {
    const side = state.awaiting!.side;
    const a = dieFightingGame.ruleset.apply(state, { ...d, side } as Decision);
    if (!a.ok) throw new Error(`${JSON.stringify(d)}: ${JSON.stringify(a.error)}`);
    state = a.value.state;
    steps.push(...a.value.events.map((e) => ({ e, state })));
  }
  return { steps, state };
}

/** Plays `setup` to its end with `decide` answering every request. */
export function playOut(setup: BattleSetup, decide: (r: Request, s: BattleState) => Decision): Step[] {
  const r = dieFightingGame.ruleset.init(setup);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  let state = r.value.state;
  const steps: Step[] = r.value.events.map((e) => ({ e, state }));
  while (state.awaiting) {
    const a = dieFightingGame.ruleset.apply(state, decide(state.awaiting, state));
    if (!a.ok) throw new Error(JSON.stringify(a.error));
    state = a.value.state;
    steps.push(...a.value.events.map((e) => ({ e, state })));
  }
  return steps;
}

/** A small battle with typed dice in which every kind of event comes up (timed, two rounds). */
const MAP = ['......', '......', '......', '......'];
export const choreoSetup = () =>
  setupOf(
    MAP,
    {
      '2,1': { side: 'red', type: 'heavy-cavalry', commander: 'captain' },
      '0,0': { side: 'red', type: 'archers' },
      '4,1': { side: 'red', type: 'conscripts' },
      '5,1': { side: 'red', type: 'conscripts' },
      '2,2': { side: 'blue', type: 'light-infantry' },
      '0,3': { side: 'blue', type: 'conscripts' },
    },
    { setupRoll: true, options: { game: 'timed', maxRounds: 2 } },
  );

export const CHOREO: readonly Order[] = [
  { kind: 'roll', faces: [3, 3] },
  { kind: 'roll', faces: [4, 2] },
  { kind: 'roll', faces: [6, 6] },
  { kind: 'roll', faces: [1, 2] },
  { kind: 'move', unit: null },
  { kind: 'move', unit: '0,3', to: '0,2' },
  { kind: 'move', unit: '2,2', to: '2,2' },
  {
    kind: 'combat',
    unit: '2,1',
    action: { type: 'attack', targets: ['2,2'] },
    dice: { attack: [5, 4], defence: [[2, 2]], damage: [5] },
  },
  {
    kind: 'combat',
    unit: '2,2',
    action: { type: 'breakAway', to: '3,3' },
    dice: { attack: [6, 6], defence: [[1, 1]] },
  },
  { kind: 'combat', unit: '0,0', action: { type: 'attack', targets: ['0,2'] }, dice: { damage: [3] } },
  { kind: 'combat', unit: '0,2', action: { type: 'hold' } },
  { kind: 'combat', unit: '4,1', action: { type: 'regroup', with: '5,1' } },
  { kind: 'roll', faces: [1, 1] },
  { kind: 'roll', faces: [6, 6] },
  { kind: 'move', unit: null },
  { kind: 'move', unit: null },
  { kind: 'combat', unit: null },
  { kind: 'combat', unit: '0,0', action: { type: 'attack', targets: ['0,2'] }, dice: { damage: [4] } },
  {
    kind: 'combat',
    unit: '2,1',
    action: { type: 'charge', target: '3,3' },
    dice: { attack: [1, 1], defence: [[6, 6]], damage: [4] },
  },
  { kind: 'combat', unit: null },
];

export const choreographed = () => play(choreoSetup(), CHOREO);
