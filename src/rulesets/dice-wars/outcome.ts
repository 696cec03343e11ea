/**
 * "Game End": after the round limit the side with more dice left on its cards wins (each squad
 * member's Core dice, then the squad's Passive and Equipment dice), equal dice a draw. A side with
 * no units left has lost at once (ruling DW12).
 */
import type { Outcome } from '../../engine/ruleset';
import { diceBySide, unitsBySide } from './board';
import { view, type Draft } from './draft';

export function eliminated(d: Draft): Outcome | null {
  const units = unitsBySide(view(d));
  const left = d.rules.sides.filter((s) => (units[s.id] ?? 0) > 0);
  if (left.length > 1) return null;
  if (left.length === 0) return { winner: null, reason: 'no units are left on either side' };
  return { winner: left[0]!.id, reason: 'the other side has no units left' };
}

export function decideOutcome(d: Draft): Outcome {
  const [a, b] = d.rules.sides.map((s) => s.id) as [string, string];
  const dice = diceBySide(view(d));
  const da = dice[a] ?? 0;
  const db = dice[b] ?? 0;
  const limit = `after ${d.rules.maxRounds} rounds`;
  if (da === db) return { winner: null, reason: `level on dice left (${da} each) ${limit}` };
  const [w, hi, lo] = da > db ? [a, da, db] : [b, db, da];
  return { winner: w, reason: `${hi} dice left to ${lo} ${limit}` };
}
