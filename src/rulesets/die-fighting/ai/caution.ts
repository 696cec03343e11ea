/**
 * How much danger counts for the Die Fighting general (context.ts keeps it with the side's view
 * of a position): 1 when the armies are even, less as a side pulls ahead or the round limit nears.
 */
import type { BattleState } from '../state';
import type { Unit } from '../types';

/**
 * How much danger counts for `side`. Two armies that each wait for the other to come (a stand-off
 * the first to close loses) would run to the round limit, so caution wears off as the limit nears:
 * by the rounds left, not the round number, so a short limit is fought too. In an elimination game
 * a side well ahead (by health left) closes in, and after the eighth round caution wears off
 * whatever the limit. In a timed game the points destroyed decide ("Winning the Game"): a side
 * ahead on points keeps its caution (holding the lead is right), one behind or level must go and
 * get points while there are rounds left to get them in.
 */
export function cautionOf(
  s: BattleState,
  side: string,
  mine: readonly Unit[],
  enemies: readonly Unit[],
): number {
  const left = s.rules.options.maxRounds - s.round;
  const hurry = Math.max(0.1, Math.min(1, (left - FIGHT_ROUNDS) / FIGHT_ROUNDS));
  if (s.rules.options.game !== 'elimination') {
    let theirs = 0;
    for (const [id, n] of Object.entries(s.destroyed)) if (id !== side) theirs = Math.max(theirs, n);
    const mine = s.destroyed[side] ?? 0;
    // Level, it hurries only half way: going out to meet a waiting army costs points too.
    return mine > theirs ? 1 : mine === theirs ? Math.max(LEVEL_CAUTION, hurry) : hurry;
  }
  let mineHealth = 0;
  let theirHealth = 0;
  for (const u of mine) mineHealth += u.health;
  for (const e of enemies) theirHealth += e.health;
  return eliminationCaution(s, mineHealth, theirHealth);
}

/**
 * cautionOf in an elimination game, from the health left on each side (the fast view sums it as
 * it goes over the units, so it need not go over them again).
 */
export function eliminationCaution(s: BattleState, mineHealth: number, theirHealth: number): number {
  const left = s.rules.options.maxRounds - s.round;
  const hurry = Math.max(0.1, Math.min(1, (left - FIGHT_ROUNDS) / FIGHT_ROUNDS));
  const lead = theirHealth > 0 ? mineHealth / theirHealth : 4;
  const ahead = lead > 1.25 ? Math.max(0.25, 1.25 / lead) : 1;
  const patience = Math.max(0.1, 1 - Math.max(0, s.round - PATIENT_ROUNDS) / PATIENT_ROUNDS);
  return ahead * Math.min(patience, hurry);
}

/**
 * Rounds an even elimination game is fought at full caution before it wears off (down to a tenth
 * by the eighth). It was 8 (a tenth by the sixteenth): waiting out those rounds won nothing
 * against a general that waited too, and made each battle rounds longer (issue 23: a cheaper
 * general, as strong; figures in docs/computer-general.md).
 */
const PATIENT_ROUNDS = 4;
/**
 * Rounds a battle takes to fight out once the armies close: with fewer than twice this left,
 * caution wears off, down to a tenth with this many left. Beyond 2 x 6 rounds left it changes
 * nothing, so a 30-round elimination game is played as before.
 */
const FIGHT_ROUNDS = 4;
/** The least caution of a side level on points in a timed game. */
const LEVEL_CAUTION = 0.25;
