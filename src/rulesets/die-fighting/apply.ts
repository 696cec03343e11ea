/**
 * Applies one decision to a copy of the state, then runs the automatic steps up to the next
 * request. The engine has already checked that the decision answers the pending request.
 */
import { problem, type Problem } from '../../core/problem';
import { type DecisionAppliers } from '../../engine/kinds';
import { checkAttack, resolveAttack } from './attack';
import { holders, refOf, unitAt, unitsOf } from './board';
import { applyDeploy } from './deployment';
import { place, roll, view, type Draft } from './draft';
import type { Event } from './events';
import { moveCost } from './movement';
import { passTurn } from './round';
import { checkCharge, resolveCharge } from './charge';
import { checkBreakAway, checkRegroup, resolveBreakAway, resolveRegroup } from './tactics';
import type { Action, Decision, DieFightingKinds, Unit } from './types';

/** The unit a decision activates: the side's, and not yet activated this phase. */
function activating(d: Draft, side: string, cell: string): Unit | Problem {
  const u = unitAt(view(d), cell);
  if (!u || u.side !== side) {
    return problem('activate.not-yours', `no unit of ${side}'s stands at ${cell}`, {
      path: ['unit'],
      facts: { unit: cell },
    });
  }
  if (d.activated.includes(u.id)) {
    return problem('activate.twice', `the unit at ${cell} has already been activated this phase`, {
      path: ['unit'],
      facts: { unit: cell },
    });
  }
  return u;
}

/** Every unit of the side not yet activated is activated without acting. */
function restOf(d: Draft, side: string): Unit[] {
  const rest = unitsOf(view(d), side).filter((u) => !d.activated.includes(u.id));
  for (const u of rest) d.activated.push(u.id);
  return rest;
}

function applyMove(d: Draft, ev: Event[], dec: Extract<Decision, { kind: 'move' }>): Problem | null {
  if (dec.unit === null) {
    ev.push({ type: 'restStayed', round: d.round, side: dec.side, units: restOf(d, dec.side).length });
    return null;
  }
  const u = activating(d, dec.side, dec.unit);
  if ('code' in u) return u;
  const to = dec.to ?? u.at;
  if (to !== u.at) {
    if (holders(view(d), u).length > 0) {
      return problem(
        'move.held',
        `the unit at ${u.at} is held by an enemy beside it: only a Break Away takes it away`,
        {
          path: ['to'],
          facts: { unit: u.at, to },
        },
      );
    }
    const cost = moveCost(view(d), u, to);
    if (cost === Infinity) {
      return problem('move.out-of-reach', `the unit at ${u.at} can't move to ${to}`, {
        path: ['to'],
        facts: { unit: u.at, to },
      });
    }
    const moved = place(d, u, to);
    ev.push({ type: 'moved', round: d.round, unit: refOf(u), to, cost });
    d.activated.push(moved.id);
  } else {
    ev.push({ type: 'stayed', round: d.round, unit: refOf(u) });
    d.activated.push(u.id);
  }
  return null;
}

function act(
  d: Draft,
  ev: Event[],
  u: Unit,
  action: Action,
  dec: Extract<Decision, { kind: 'combat' }>,
): Problem | null {
  const dice = dec.dice ?? {};
  switch (action.type) {
    case 'hold':
      ev.push({ type: 'held', round: d.round, unit: refOf(u) });
      return null;
    case 'attack':
      return (
        checkAttack(d, u, action.targets, action.passTo) ??
        resolveAttack(d, ev, u, action.targets, dice, action.passTo)
      );
    case 'charge':
      return (
        checkCharge(d, u, action.target, action.to) ?? resolveCharge(d, ev, u, action.target, action.to, dice)
      );
    case 'breakAway':
      return checkBreakAway(d, u, action.to) ?? resolveBreakAway(d, ev, u, action.to, dice);
    case 'regroup': {
      const refused = checkRegroup(d, u, action.with);
      if (refused) return refused;
      resolveRegroup(d, ev, u, action.with);
      return null;
    }
    default:
      return problem('combat.bad-action', 'the action is attack, charge, breakAway, regroup or hold', {
        path: ['action', 'type'],
      });
  }
}

function applyCombat(d: Draft, ev: Event[], dec: Extract<Decision, { kind: 'combat' }>): Problem | null {
  if (dec.unit === null) {
    ev.push({ type: 'restHeld', round: d.round, side: dec.side, units: restOf(d, dec.side).length });
    return null;
  }
  const u = activating(d, dec.side, dec.unit);
  if ('code' in u) return u;
  d.activated.push(u.id);
  return act(d, ev, u, dec.action ?? { type: 'hold' }, dec);
}

type Appliers = DecisionAppliers<DieFightingKinds, [Draft, Event[]], Problem | null>;

export const APPLY: Appliers = {
  roll(dec, req, d) {
    const faces = roll(d, 2, 6, `${req.purpose} of ${req.side}`, dec.faces);
    if (!faces.ok) return { ...faces.error, path: ['faces'] };
    d.rolls[dec.side] = faces.value;
    return null;
  },
  move(dec, _req, d, ev) {
    const err = applyMove(d, ev, dec);
    if (!err) passTurn(d);
    return err;
  },
  combat(dec, _req, d, ev) {
    const err = applyCombat(d, ev, dec);
    if (!err) passTurn(d);
    return err;
  },
  deploy: (dec, req, d, ev) => applyDeploy(d, ev, dec, req),
};
