/**
 * The computer general for Dice Wars. It activates first the unit that can do most harm where it
 * stands. In an activation: the free move first, to where its weapons will do most (then cover,
 * then nearer the enemy); then the attack with the most expected damage, one at a time; then a
 * Move action if that brings more attacks into reach; else it ends. Losses are the sensible ones.
 * Pure: a decision depends on the request and the state alone; ties go to the first found.
 */
import type { SyncDecisionSource } from '../../../engine/decisionSource';
import type { CellKey } from '../../../grid/types';
import { sensibleLoss, sensibleMembers } from '../allocate';
import { planAttack } from '../attack';
import { enemiesOf, unitById } from '../board';
import { gap } from '../geometry';
import { attackOptions, moveOptions, unactivated } from '../legal';
import { hasCover } from '../movement';
import { spendProblem } from '../spend';
import type { Activation, BattleState, Unit } from '../state';
import type { Action, Decision, Request } from '../types';
import { expectedDamage, potential } from './value';

/** Moves looked at: evenly spread over the lawful ones (a long move has a thousand). */
const MOVE_SAMPLE = 120;

function sample<T>(xs: readonly T[], n: number): T[] {
  if (xs.length <= n) return [...xs];
  const step = xs.length / n;
  return Array.from({ length: n }, (_, i) => xs[Math.floor(i * step)]!);
}

/** How good a place is: the harm it can do from there, cover, then how near the enemy it is. */
function placeWorth(s: BattleState, u: Unit, to: readonly CellKey[], a: Activation, actions: number): number {
  const harm = potential(s, u, to, a, actions);
  const cover = hasCover(s, u, to) ? 0.5 : 0;
  let nearest = Infinity;
  for (const e of enemiesOf(s, u.side)) for (const m of e.models) nearest = Math.min(nearest, gap(to[0]!, m));
  return harm + cover - 0.01 * (Number.isFinite(nearest) ? nearest : 0);
}

/** The best move, if it beats staying put by a margin. */
function bestMove(s: BattleState, u: Unit, a: Activation, actions: number): CellKey[] | null {
  const options = moveOptions(s, u);
  const stay = placeWorth(s, u, u.models, a, actions);
  let best: { to: CellKey[]; worth: number } | null = null;
  for (const to of sample(options.slice(1), MOVE_SAMPLE)) {
    const worth = placeWorth(s, u, to, a, actions);
    if (best === null || worth > best.worth) best = { to, worth };
  }
  return best && best.worth > stay + 0.05 ? best.to : null;
}

function bestAttack(s: BattleState, u: Unit, a: Activation): Action | null {
  let best: { action: Action; worth: number } | null = null;
  for (const action of attackOptions(s, u, a)) {
    if (action.type !== 'melee' && action.type !== 'equipment') continue;
    const plan = planAttack(s, u, action.type === 'melee' ? null : action.piece, action.target);
    if ('code' in plan) continue;
    const worth = expectedDamage(s, u.models, u.height, plan.target, plan.profile);
    if (best === null || worth > best.worth) best = { action, worth };
  }
  return best && best.worth > 0 ? best.action : null;
}

function chooseAct(s: BattleState): Action {
  const a = s.activation!;
  const u = unitById(s, a.unit)!;
  if (!a.freeMove) return { type: 'freeMove', to: bestMove(s, u, a, a.actions) ?? [...u.models] };
  const attack = bestAttack(s, u, a);
  if (attack) return attack;
  if (!spendProblem(u, a, { type: 'move', to: u.models })) {
    const to = bestMove(s, u, a, a.actions - 1);
    if (to) return { type: 'move', to };
  }
  return { type: 'end' };
}

function chooseUnit(s: BattleState, side: string): string | null {
  let best: { id: string; worth: number } | null = null;
  for (const u of unactivated(s, side)) {
    const worth = potential(s, u, u.models, null, u.core);
    if (best === null || worth > best.worth) best = { id: u.id, worth };
  }
  return best?.id ?? null;
}

export function computerGeneral(): SyncDecisionSource<BattleState, Request, Decision> {
  return {
    decide(request, state) {
      switch (request.kind) {
        case 'roll':
        case 'save':
          return { kind: request.kind, side: request.side };
        case 'activate':
          return { kind: 'activate', side: request.side, unit: chooseUnit(state, request.side) };
        case 'act':
          return { kind: 'act', side: request.side, action: chooseAct(state) };
        case 'damage': {
          const u = unitById(state, request.unit)!;
          return request.squad
            ? { kind: 'damage', side: request.side, members: sensibleMembers(u, request.count) }
            : { kind: 'damage', side: request.side, remove: sensibleLoss(u, request.count) };
        }
      }
    },
  };
}
