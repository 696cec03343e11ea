/**
 * The game round ("Roll Off and Taking Turns", "Damage Phase", "Round End", "Game End"): a d6
 * roll-off for who activates first (ties roll again); the sides take turns activating one unit
 * each, a side with none left passing to the other; once every unit has had its chance, the Damage
 * Phase; then markers come off and the next round begins, until the round limit or one side is
 * gone. `advance` runs everything automatic up to the next question, or to the end.
 */
import { diceBySide, refOf, unitById, unitsBySide, unitsOf } from './board';
import { view, type Draft } from './draft';
import type { Event } from './events';
import { decideOutcome, eliminated } from './outcome';
import { nextLoss } from './losses';
import { startDeployment } from '../../engine/deploymentSteps';
import { deployStep } from './deployment';

/** The first side still to roll, or null when all have. */
const toRoll = (d: Draft): string | null =>
  d.rules.sides.find((s) => d.rolls[s.id] === undefined)?.id ?? null;

/** The higher d6, or null when tied. */
function rollOffWinner(d: Draft): string | null {
  const [a, b] = d.rules.sides.map((s) => s.id) as [string, string];
  const ra = d.rolls[a]!;
  const rb = d.rolls[b]!;
  return ra === rb ? null : ra > rb ? a : b;
}

const hasUnactivated = (d: Draft, side: string): boolean =>
  unitsOf(view(d), side).some((u) => !d.activated.includes(u.id));

/** Moves the turn on after an activation: to the next side with units left to activate. */
export function passTurn(d: Draft): void {
  const n = d.order.length;
  for (let k = 1; k <= n; k++) {
    const t = (d.turn + k) % n;
    if (hasUnactivated(d, d.order[t]!)) {
      d.turn = t;
      return;
    }
  }
}

/** Ends the activation under way: the turn passes. */
export function endActivation(d: Draft, ev: Event[]): void {
  const a = d.activation!;
  const u = unitById(view(d), a.unit);
  if (u) ev.push({ type: 'activationEnded', round: d.round, unit: refOf(u), unused: a.actions });
  d.activation = null;
  passTurn(d);
}

function finish(d: Draft, ev: Event[], outcome: NonNullable<Draft['outcome']>): void {
  d.outcome = outcome;
  d.phase = 'over';
  d.awaiting = null;
  ev.push({ type: 'battleEnded', round: d.round, outcome, dice: diceBySide(view(d)) });
}

/** "Round End": every marker comes off but a 2-Core squad's odd damage. */
function endRound(d: Draft, ev: Event[]): void {
  d.units = d.units.map((u) => (u.damage === 0 && !u.coverLost ? u : { ...u, damage: 0, coverLost: false }));
  ev.push({ type: 'roundEnded', round: d.round, dice: diceBySide(view(d)), units: unitsBySide(view(d)) });
  const done = eliminated(d) ?? (d.round >= d.rules.maxRounds ? decideOutcome(d) : null);
  if (done) return finish(d, ev, done);
  d.round += 1;
  d.phase = 'first';
  d.rolls = {};
  d.activated = [];
  ev.push({ type: 'roundStarted', round: d.round });
}

function rollOffStep(d: Draft, ev: Event[]): boolean {
  const side = toRoll(d);
  if (side !== null) {
    d.awaiting = { kind: 'roll', side, round: d.round, purpose: d.phase === 'edges' ? 'edges' : 'first' };
    return false;
  }
  const winner = rollOffWinner(d);
  const rolls = { ...d.rolls };
  d.rolls = {};
  if (d.phase === 'edges') {
    ev.push({ type: 'edgesRolled', rolls, winner });
    if (winner === null || startDeployment(d, winner)) return true;
    d.phase = 'first';
    d.round = 1;
    ev.push({ type: 'roundStarted', round: 1 });
    return true;
  }
  ev.push({ type: 'firstRolled', round: d.round, rolls, first: winner });
  if (winner === null) return true;
  d.order = [winner, ...d.rules.sides.map((s) => s.id).filter((s) => s !== winner)];
  d.turn = 0;
  d.phase = 'activations';
  return true;
}

function activationStep(d: Draft, ev: Event[]): boolean {
  const a = d.activation;
  if (a) {
    if (a.freeMove && a.actions === 0) {
      endActivation(d, ev);
      return true;
    }
    d.awaiting = { kind: 'act', side: d.order[d.turn]!, round: d.round, unit: a.unit };
    return false;
  }
  const side = d.order[d.turn]!;
  if (hasUnactivated(d, side)) {
    d.awaiting = { kind: 'activate', side, round: d.round };
    return false;
  }
  if (d.order.some((s) => hasUnactivated(d, s))) {
    passTurn(d);
    return true;
  }
  d.phase = 'damage';
  d.pending = d.units.filter((u) => u.damage > 0).map((u) => u.id);
  d.unsaved = null;
  ev.push({ type: 'damagePhase', round: d.round });
  return true;
}

/** One automatic step; false when the battle waits for a decision or is over. */
function step(d: Draft, ev: Event[]): boolean {
  switch (d.phase) {
    case 'edges':
    case 'first':
      return rollOffStep(d, ev);
    case 'edge':
    case 'deploy':
      return deployStep(d, ev);
    case 'activations':
      return activationStep(d, ev);
    case 'damage':
      if (d.pending.length === 0) {
        endRound(d, ev);
        return true;
      }
      return nextLoss(d, ev);
    default:
      return false;
  }
}

/** Runs the automatic steps up to the next decision or the end. */
export function advance(d: Draft, ev: Event[]): void {
  d.awaiting = null;
  while (d.phase !== 'over' && step(d, ev));
}
