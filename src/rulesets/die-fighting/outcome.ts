/**
 * "Winning the Game": an elimination game ends when a side has no units left, the other winning;
 * a timed game ends when its time is up (here the round limit: ruling DF9) and the side that has
 * destroyed more points (commanders included) wins, equal points a draw. An elimination game that
 * reaches its round limit is decided the same way.
 */
import type { Outcome } from '../../engine/ruleset';
import type { Draft } from './draft';

/**
 * The round limit of an elimination game when its file gives none (ruling DF9): no clock, only a
 * stop for a battle neither side can finish.
 */
export const ELIMINATION_ROUNDS = 30;

/** The outcome when a side has been wiped out, else null (units still to deploy count as left). */
export function eliminated(d: Draft): Outcome | null {
  // A loop, not a filter of the sides: it runs after every decision (issue 23: garbage).
  let left: string | null = null;
  for (const s of d.rules.sides) {
    if (!hasUnits(d, s.id)) continue;
    if (left !== null) return null;
    left = s.id;
  }
  if (left === null) return { winner: null, reason: 'no units are left on either side' };
  return { winner: left, reason: 'the other side has no units left' };
}

function hasUnits(d: Draft, side: string): boolean {
  for (const u of d.units) if (u.side === side) return true;
  for (const u of d.reserve) if (u.side === side) return true;
  return false;
}

/** The outcome when the clock (the round limit) runs out: points destroyed. */
export function decideOutcome(d: Draft): Outcome {
  const [a, b] = d.rules.sides.map((s) => s.id) as [string, string];
  const pa = d.destroyed[a] ?? 0;
  const pb = d.destroyed[b] ?? 0;
  const limit = `after ${d.rules.options.maxRounds} rounds`;
  if (pa === pb) return { winner: null, reason: `level on points destroyed (${pa} each) ${limit}` };
  const [w, hi, lo] = pa > pb ? [a, pa, pb] : [b, pb, pa];
  return { winner: w, reason: `${hi} points destroyed to ${lo} ${limit}` };
}
