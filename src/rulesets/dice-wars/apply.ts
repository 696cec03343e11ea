/**
 * Applies one decision to a copy of the state, then runs the automatic steps up to the next
 * request. The engine has already checked that the decision answers the pending request.
 */
import { problem, type Problem } from '../../core/problem';
import { type DecisionAppliers } from '../../engine/kinds';
import { planAttack, resolveAttack } from './attack';
import { refOf, unitById, unitsOf } from './board';
import { roll, unitWith, update, view, type Draft } from './draft';
import type { Event } from './events';
import { applyDamage, applySave } from './losses';
import { hasCover, moveProblem } from './movement';
import { endActivation, passTurn } from './round';
import type { Activation, Unit } from './state';
import type { Action, Decision, DiceWarsKinds } from './types';

import { refuse, spendProblem } from './spend';
import { applyDeploy } from './deployment';

function applyActivate(d: Draft, ev: Event[], dec: Extract<Decision, { kind: 'activate' }>): Problem | null {
  if (dec.unit === null) {
    const rest = unitsOf(view(d), dec.side).filter((u) => !d.activated.includes(u.id));
    d.activated = [...d.activated, ...rest.map((u) => u.id)];
    ev.push({ type: 'restIdle', round: d.round, side: dec.side, units: rest.length });
    passTurn(d);
    return null;
  }
  const u = unitById(view(d), dec.unit);
  if (!u || u.side !== dec.side)
    return problem('activate.not-yours', `${dec.side} has no unit called ${dec.unit}`, {
      path: ['unit'],
      facts: { unit: dec.unit },
    });
  if (d.activated.includes(u.id))
    return problem('activate.twice', `${u.name} has already activated this round`, {
      path: ['unit'],
      facts: { unit: u.id },
    });
  d.activated = [...d.activated, u.id];
  d.activation = { unit: u.id, freeMove: false, actions: u.core, moves: 0, melee: false, used: [] };
  ev.push({ type: 'activated', round: d.round, unit: refOf(u), actions: u.core });
  return null;
}

function move(d: Draft, ev: Event[], u: Unit, to: readonly string[], free: boolean): Problem | null {
  const refused = moveProblem(view(d), u, to);
  if (refused) return refused;
  // "But I Was in Cover!": a unit that moves gives up the cover it stood in for the round, even
  // when the move ends in cover again (ruling DW9); staying on its squares is no move out.
  const leftCover = to.some((c, i) => c !== u.models[i]) && hasCover(view(d), u);
  update(d, u.id, (x) => unitWith(x, [...to], x.damage, x.coverLost || leftCover));
  ev.push({ type: 'moved', round: d.round, unit: refOf(u), free, from: u.models, to: [...to], leftCover });
  return null;
}

/**
 * The activation with what it has spent so far: its fields written out in the order applyActivate
 * makes them (a spread with fields after it is slow, and this runs at every action).
 */
function spent(
  a: Activation,
  freeMove: boolean,
  actions: number,
  moves: number,
  melee: boolean,
  used: readonly number[],
): Activation {
  return { unit: a.unit, freeMove, actions, moves, melee, used };
}

function act(d: Draft, ev: Event[], u: Unit, a: Activation, action: Action): Problem | null {
  switch (action.type) {
    case 'end':
      endActivation(d, ev);
      return null;
    case 'freeMove':
      d.activation = spent(a, true, a.actions, a.moves, a.melee, a.used);
      return move(d, ev, u, action.to, true);
    case 'move':
      d.activation = spent(a, a.freeMove, a.actions - 1, a.moves + 1, a.melee, a.used);
      return move(d, ev, u, action.to, false);
    case 'melee':
    case 'equipment': {
      const piece = action.type === 'melee' ? null : action.piece;
      const plan = planAttack(view(d), u, piece, action.target);
      if ('code' in plan) return plan;
      const used = piece === null ? a.used : [...a.used, piece];
      d.activation = spent(a, a.freeMove, a.actions - 1, a.moves, a.melee || piece === null, used);
      return resolveAttack(d, ev, u, plan, action.dice);
    }
    default:
      return refuse('act.bad-action', 'the action is freeMove, move, melee, equipment or end');
  }
}

function applyAct(d: Draft, ev: Event[], dec: Extract<Decision, { kind: 'act' }>): Problem | null {
  const a = d.activation!;
  const u = unitById(view(d), a.unit)!;
  const action = dec.action ?? { type: 'end' };
  return spendProblem(u, a, action) ?? act(d, ev, u, a, action);
}

type Appliers = DecisionAppliers<DiceWarsKinds, [Draft, Event[]], Problem | null>;

export const APPLY: Appliers = {
  roll(dec, req, d) {
    const faces = roll(
      d,
      1,
      `${req.purpose === 'edges' ? 'edges' : 'first activation'} roll-off of ${req.side}`,
      dec.faces,
    );
    if (!faces.ok) return { ...faces.error, path: ['faces'] };
    d.rolls = { ...d.rolls, [dec.side]: faces.value[0]! };
    return null;
  },
  deploy: (dec, req, d, ev) => applyDeploy(d, ev, dec, req),
  activate: (dec, _req, d, ev) => applyActivate(d, ev, dec),
  act: (dec, _req, d, ev) => applyAct(d, ev, dec),
  save: (dec, req, d, ev) => applySave(d, ev, dec, req),
  damage: (dec, req, d, ev) => applyDamage(d, ev, dec, req),
};
