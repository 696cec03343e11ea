/**
 * The round ("Sequence of Events", "Initiative Phase"): both sides roll 2d6 for initiative, the
 * higher activating first (a tie goes to the side with more units, then both roll again); the
 * Movement phase, one unit at a time, sides taking turns (a side with none left passes its turns
 * to the other); the Combat phase likewise; then initiative again. Before round 1, the set-up
 * roll and, when units are left to place, the deployment (deployment.ts). `advance` runs everything
 * automatic up to the next question, or to the end.
 */
import { standing } from './board';
import type { Draft } from './draft';
import { view } from './draft';
import type { Event, Roll } from './events';
import { engagedIds } from './board';
import { startDeployment } from '../../engine/deploymentSteps';
import { deployStep } from './deployment';
import { decideOutcome, eliminated } from './outcome';

const rollOf = (faces: readonly number[]): Roll => ({
  faces,
  bonus: 0,
  total: faces.reduce((a, b) => a + b, 0),
});

/** The first side still to roll, or null when all have. */
const toRoll = (d: Draft): string | null =>
  d.rules.sides.find((s) => d.rolls[s.id] === undefined)?.id ?? null;

/**
 * Who won a roll-off: the higher total; on a tie the side with more units; null when that is
 * tied too (roll again).
 */
function rollOffWinner(d: Draft): { winner: string | null; reason: 'higher' | 'more units' | 'tied' } {
  const [a, b] = d.rules.sides.map((s) => s.id) as [string, string];
  const ta = rollOf(d.rolls[a]!).total;
  const tb = rollOf(d.rolls[b]!).total;
  if (ta !== tb) return { winner: ta > tb ? a : b, reason: 'higher' };
  const { units } = standing(view(d));
  // Before deployment, the units still to place count as the army's too.
  for (const u of d.reserve) units[u.side] = (units[u.side] ?? 0) + 1;
  if (units[a] !== units[b]) return { winner: units[a]! > units[b]! ? a : b, reason: 'more units' };
  return { winner: null, reason: 'tied' };
}

const rollsOf = (d: Draft): Record<string, Roll> =>
  Object.fromEntries(Object.entries(d.rolls).map(([side, faces]) => [side, rollOf(faces)]));

/** Whether `side` has a unit not yet activated this phase. */
function hasUnactivated(d: Draft, side: string): boolean {
  for (const u of d.units) if (u.side === side && !d.activated.includes(u.id)) return true;
  return false;
}

function startPhase(d: Draft, ev: Event[], phase: 'movement' | 'combat'): void {
  d.phase = phase;
  d.activated = [];
  d.turn = 0;
  if (phase === 'combat') {
    d.engaged = engagedIds(view(d));
  }
  ev.push({ type: 'phase', round: d.round, phase });
}

function endRound(d: Draft, ev: Event[]): void {
  const { health, units } = standing(view(d));
  ev.push({ type: 'roundEnded', round: d.round, health, units });
  if (d.round >= d.rules.options.maxRounds) {
    finish(d, ev, decideOutcome(d));
    return;
  }
  d.round += 1;
  d.phase = 'initiative';
  d.rolls = {};
  ev.push({ type: 'roundStarted', round: d.round });
}

function finish(d: Draft, ev: Event[], outcome: NonNullable<Draft['outcome']>): void {
  d.outcome = outcome;
  d.phase = 'over';
  d.awaiting = null;
  ev.push({ type: 'battleEnded', round: d.round, outcome, destroyed: { ...d.destroyed } });
}

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

/** One automatic step; false when the battle waits for a decision or is over. */
function step(d: Draft, ev: Event[]): boolean {
  const done = eliminated(d);
  if (done) {
    // The round a side is wiped out in ends with it: its standings, then the battle's end.
    if (d.round >= 1) {
      const { health, units } = standing(view(d));
      ev.push({ type: 'roundEnded', round: d.round, health, units });
    }
    finish(d, ev, done);
    return false;
  }
  if (d.phase === 'setup' || d.phase === 'initiative') {
    const side = toRoll(d);
    if (side !== null) {
      d.awaiting = {
        kind: 'roll',
        side,
        round: d.round,
        purpose: d.phase === 'setup' ? 'setup' : 'initiative',
      };
      return false;
    }
    const { winner, reason } = rollOffWinner(d);
    const rolls = rollsOf(d);
    d.rolls = {};
    if (d.phase === 'setup') {
      ev.push({ type: 'setupRolled', rolls, winner, reason });
      if (winner === null) return true;
      if (startDeployment(d, winner)) return true;
      d.phase = 'initiative';
      d.round = 1;
      ev.push({ type: 'roundStarted', round: 1 });
      return true;
    }
    ev.push({ type: 'initiative', round: d.round, rolls, first: winner, reason });
    if (winner === null) return true;
    d.order = [winner, ...d.rules.sides.map((s) => s.id).filter((s) => s !== winner)];
    startPhase(d, ev, 'movement');
    return true;
  }
  if (d.phase === 'edge' || d.phase === 'deploy') return deployStep(d, ev);
  if (d.phase === 'movement' || d.phase === 'combat') {
    const side = d.order[d.turn]!;
    if (hasUnactivated(d, side)) {
      d.awaiting = { kind: d.phase === 'movement' ? 'move' : 'combat', side, round: d.round };
      return false;
    }
    if (d.order.some((s) => hasUnactivated(d, s))) {
      passTurn(d);
      return true;
    }
    if (d.phase === 'movement') startPhase(d, ev, 'combat');
    else endRound(d, ev);
    return true;
  }
  return false;
}

/** Runs the automatic steps up to the next decision or the end. */
export function advance(d: Draft, ev: Event[]): void {
  d.awaiting = null;
  while (d.phase !== 'over' && step(d, ev));
}
