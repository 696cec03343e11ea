/**
 * The end of a round: report, check whether the battle is over (a side without units, or the
 * round limit: most units wins, equal is a draw), otherwise start the next round.
 */
import type { Outcome } from '../../engine/ruleset';
import { sideTotals } from './board';
import { activeSidesByPositions as active } from './caches';
import type { Event } from './events';
import type { BattleState, Draft } from './state';

/** Sides with units when the round began (or now): only they declare, roll and move. */
export function activeSides(state: BattleState, now = false): readonly string[] {
  const pos = now ? state.occupants : state.roundStart;
  // Asked at every step of the declare and roll phases: positions are immutable, so remember.
  const known = active.get(pos);
  if (known) return known;
  const totals = sideTotals(pos, state.rules.sides);
  return active.set(
    pos,
    state.rules.sides.filter((s) => (totals[s.id] ?? 0) > 0).map((s) => s.id),
  );
}

export function decideOutcome(state: BattleState, totals: Readonly<Record<string, number>>): Outcome | null {
  const standing = state.rules.sides.filter((s) => (totals[s.id] ?? 0) > 0);
  if (standing.length === 0) return { winner: null, reason: 'every side was wiped out' };
  if (standing.length === 1) return { winner: standing[0]!.id, reason: 'the other side has no units left' };
  if (state.round < state.rules.options.maxRounds) return null;
  const best = Math.max(...standing.map((s) => totals[s.id]!));
  const top = standing.filter((s) => totals[s.id] === best);
  return top.length === 1
    ? { winner: top[0]!.id, reason: `most units left after ${state.round} rounds` }
    : { winner: null, reason: `equal units after ${state.round} rounds` };
}

export function endRound(d: Draft, ev: Event[]): void {
  const units = sideTotals(d.occupants, d.rules.sides);
  ev.push({ type: 'roundEnded', round: d.round, units });
  const outcome = decideOutcome(d, units);
  d.declarations = {};
  d.sets = {};
  d.splitAsked = 0;
  d.queue = [];
  d.cursor = 0;
  d.group = null;
  d.gobble = {};
  d.dealt = {};
  d.free = {};
  d.gatesAsked = [];
  d.interfereAsked = 0;
  d.commandTokens = {};
  d.archerBonus = {};
  d.roundStart = d.occupants;
  if (outcome) {
    d.outcome = outcome;
    d.phase = 'ended';
    d.awaiting = null;
    ev.push({ type: 'battleEnded', round: d.round, outcome, units });
    return;
  }
  d.round += 1;
  d.phase = 'declare';
  ev.push({ type: 'roundStarted', round: d.round });
}
