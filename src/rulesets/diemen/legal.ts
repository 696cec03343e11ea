/**
 * The lawful answers to each request, listed for prompts and the computer general. Tactics list
 * moves with all of a hex's units; any smaller number of units is lawful too.
 */
import { splitChoices } from '../../dice/split';
import { gridFor } from '../../grid/grid';
import type { Edge } from '../../grid/types';
import { unitsOf } from './board';
import { STRATEGIES } from './declare';
import type { BattleState } from './state';
import { checkTactic } from './tactics';
import type { Goal, Request, Strategy, Tactic, UnitCounts, UnitType } from './types';
import { UNIT_TYPES } from './types';

export { legalFreeMoves, type FreeOption } from './freeMovement';

type Req<K extends Request['kind']> = Extract<Request, { kind: K }>;

export const legalStrategies = (): readonly Strategy[] => STRATEGIES;

/** Every goal a Deploy or Seize may name: the four edges, then every cell. */
export function legalGoals(state: BattleState): Goal[] {
  const edges: Edge[] = ['north', 'south', 'east', 'west'];
  return [
    ...edges.map((edge): Goal => ({ kind: 'edge', edge })),
    ...gridFor(state.rules.grid).cells.map((at): Goal => ({ kind: 'cell', at })),
  ];
}

/** Every tactic the set may be spent on now and would be carried out (not skipped); pass first. */
export function legalTactics(state: BattleState, request: Req<'assign'>): Tactic[] {
  const side = request.side;
  const grid = gridFor(state.rules.grid);
  const out: Tactic[] = [{ type: 'pass' }];
  const fine = (t: Tactic): boolean => {
    const v = checkTactic(state, side, t);
    return v.ok && v.value === null;
  };
  for (const from in state.occupants) {
    if (unitsOf(state.occupants, from, side) === 0) continue;
    const defend: Tactic = { type: 'defend', at: from };
    if (fine(defend)) out.push(defend);
    for (const to of grid.neighbours(from)) {
      const attack: Tactic = { type: 'attack', from, to };
      if (fine(attack)) out.push(attack);
      const move: Tactic = { type: 'move', from, to };
      if (fine(move)) out.push(move);
    }
  }
  return out;
}

/** For each splittable set, its ways to split (keeping it whole is always lawful too). */
export function legalSplits(request: Req<'split'>): { set: string; into: number[][] }[] {
  return request.splittable.map((s) => ({ set: s.id, into: splitChoices(s.width) }));
}

/** How many gobble dice may be spent: 0 up to enough to spoil the attack. */
export function legalGobbleCounts(request: Req<'gobble'>): number[] {
  const max = Math.min(request.eligible.length, request.toSpoil);
  return Array.from({ length: max + 1 }, (_, i) => i);
}

export const legalKnocks = (request: Req<'knock'>): string[] => request.candidates.map((s) => s.id);

/** Every way to lose `count` units from those in the hex. */
export function legalCasualties(request: Req<'casualties'>): UnitCounts[] {
  const out: UnitCounts[] = [];
  const walk = (i: number, left: number, acc: Partial<Record<UnitType, number>>): void => {
    if (i === UNIT_TYPES.length) {
      if (left === 0) out.push({ ...acc });
      return;
    }
    const t = UNIT_TYPES[i]!;
    for (let n = Math.min(left, request.units[t] ?? 0); n >= 0; n--) {
      if (n > 0) acc[t] = n;
      else delete acc[t];
      walk(i + 1, left - n, acc);
    }
    delete acc[t];
  };
  walk(0, request.count, {});
  return out;
}
