/**
 * The lawful answers to each request, listed for prompts and the computer general. Tactics list
 * moves with all of a hex's units (a long cavalry or chariot move with just those units); fewer of
 * the units listed is lawful too, except that siege engines may not be left without an escort
 * (check a partial move with `checkTactic`).
 */
import { splitChoices } from '../../dice/ore/split';
import { gridFor } from '../../grid/grid';
import type { CellKey, Edge } from '../../grid/types';
import { unitsOf } from './board';
import { compactOf } from './compact';
import { lawful } from './lawful';
import { awayFromGoal } from './moveOrder';
import { STRATEGIES } from './declare';
import type { BattleState } from './state';
import { originOf } from './tactics';
import type {
  Declaration,
  Goal,
  InterferenceAttempt,
  Request,
  Strategy,
  Tactic,
  UnitCounts,
  UnitType,
} from './types';
import { UNIT_TYPES } from './types';
import { countWith, normalAttackers, UNIT_RULES } from './unitRules';
import { totalUnits } from './units';

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

/**
 * Every tactic the set may be spent on now and would be carried out (not skipped); pass first.
 * With the complications: attacks two hexes away (siege engines, archers), archers' attacks next
 * door when the hex also has troops (`by: 'archers'`), attacks on gates, cavalry and chariot
 * moves up to the set's width (with only those units when others share the hex), and, for a hex
 * whose player character won Command Interference, the orders only it allows (`pc: true`).
 */
export function legalTactics(state: BattleState, request: Req<'assign'>): Tactic[] {
  const side = request.side;
  const grid = gridFor(state.rules.grid);
  const out: Tactic[] = [{ type: 'pass' }];
  const tokens = state.commandTokens[side] ?? [];
  // Yes or no from the compact position (lawful.ts), the same answer as checkTactic's verdict.
  const fine = (t: Tactic): boolean => lawful(state, side, t, request.set);
  const decl = state.declarations[side];
  const offer = (t: Tactic): void => {
    if (!(decl && strategyBars(state, side, decl, t)) && fine(t)) out.push(t);
    else if (t.type !== 'pass' && tokens.includes(originOf(t)!) && fine({ ...t, pc: true })) {
      out.push({ ...t, pc: true });
    }
  };
  const c = state.rules.complications;
  const ranged = c.unitTypes.includes('archer') || c.unitTypes.includes('siege');
  // Who holds each cell, by index: the hexes, their neighbours and the enemies next door are read
  // off the compact position's arrays, not looked up by key and counted for each neighbour.
  const cp = compactOf(grid, state.occupants);
  const { index, keys, nbrStart, nbr } = cp.map;
  const me = cp.sides.indexOf(side);
  const enemyAt = (j: number): boolean => cp.owner[j]! >= 0 && cp.owner[j] !== me;
  // Most neighbours can't be attacked (no enemy, no gate) and many can't be entered (enemy there):
  // skip those before checkTactic, which would build a Problem, words and all, to refuse them.
  const attackable = (to: CellKey): boolean => enemyAt(index.get(to) ?? -1) || state.gates[to] !== undefined;
  for (const from in state.occupants) {
    const i = index.get(from);
    // Every order from a hex off the map, or one the side doesn't hold, is refused.
    if (i === undefined || me < 0 || cp.owner[i] !== me) continue;
    const units = state.occupants[from]!.units;
    offer({ type: 'defend', at: from });
    for (let k = nbrStart[i]!; k < nbrStart[i + 1]!; k++) {
      const j = nbr[k]!;
      const to = keys[j]!;
      if (!enemyAt(j) && state.gates[to] === undefined) {
        offer({ type: 'move', from, to });
        continue;
      }
      offer({ type: 'attack', from, to });
      if (ranged && normalAttackers(units) > 0 && countWith(units, (r) => r.volleyRange) > 0) {
        offer({ type: 'attack', from, to, by: 'archers' });
      }
      if (!enemyAt(j)) offer({ type: 'move', from, to });
    }
    if (ranged) {
      for (const to of grid.within(from, 2)) {
        if (grid.distance(from, to) !== 2 || !attackable(to)) continue;
        offer({ type: 'attack', from, to });
        if (countWith(units, (r) => r.siegeRange) > 0 && countWith(units, (r) => r.volleyRange) > 0) {
          offer({ type: 'attack', from, to, by: 'archers' });
        }
      }
    }
    fastMoves(state, request.set.width, from, units, offer);
  }
  return out;
}

/**
 * True when the declared strategy alone rules the order out (as checkTactic does for an order
 * without `pc`): a Seize doesn't defend, a Hold moves only into hexes it holds, a Deploy or Seize
 * doesn't move away from its goal. checkTactic would refuse or skip these; asking it would build
 * a Problem, words and all, for each, about a hundred per simulated battle.
 */
function strategyBars(state: BattleState, side: string, decl: Declaration, t: Tactic): boolean {
  if (t.type === 'defend') return decl.strategy === 'seize';
  if (t.type !== 'move') return false;
  if (decl.strategy === 'hold') return unitsOf(state.occupants, t.to, side) === 0;
  return awayFromGoal(state, decl, t.from, t.to);
}

/** Cavalry and chariot moves beyond the next hex, up to the set's width. */
function fastMoves(
  state: BattleState,
  width: number,
  from: CellKey,
  units: UnitCounts,
  offer: (t: Tactic) => void,
): void {
  if (width < 2 || countWith(units, (r) => r.fastMove) === 0) return;
  const grid = gridFor(state.rules.grid);
  const fast: Partial<Record<UnitType, number>> = {};
  for (const t of UNIT_TYPES) if (UNIT_RULES[t].fastMove && (units[t] ?? 0) > 0) fast[t] = units[t]!;
  const all = totalUnits(fast) === totalUnits(units);
  for (const to of grid.within(from, width)) {
    const d = grid.distance(from, to);
    if (d < 1) continue;
    if (d === 1 && all) continue; // already offered with every unit
    offer(all ? { type: 'move', from, to } : { type: 'move', from, to, units: fast });
  }
}

/** Every lawful set of gates to stand open (the owner lists the ones it wants open). */
export function legalGates(request: Req<'gates'>): CellKey[][] {
  let out: CellKey[][] = [[]];
  for (const g of request.gates) {
    const next: CellKey[][] = [];
    for (const open of out) {
      next.push([...open, g.at]);
      if (g.canClose) next.push(open);
    }
    out = next;
  }
  return out;
}

/**
 * Every single Command Interference attempt: per hex, per skill the scale allows, with and
 * without Command+Inspire. Any choice of them with distinct hexes is lawful, none included.
 */
export function legalInterference(request: Req<'interfere'>): InterferenceAttempt[] {
  const out: InterferenceAttempt[] = [];
  for (const at of request.hexes) {
    for (const check of request.checks) {
      out.push({ at, skill: check.skill });
      if (request.skills.inspire > 0) out.push({ at, skill: check.skill, inspire: true });
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
