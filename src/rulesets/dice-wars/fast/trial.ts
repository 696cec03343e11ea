/**
 * One simulated Dice Wars battle on the fast path, and what it covers (docs/computer-general.md,
 * "Fast path"): the computer general on both sides of a battle whose units all stand on the table
 * from round 1 (no deployment, no set-up roll-off), two sides. Anything else plays the reference.
 */
import { seedRng } from '../../../core/rng';
import type { SimPlan } from '../../../engine/game';
import { lastFastPosition } from '../caches';
import { sameButSeed, validateSetup } from '../setupCheck';
import type { BattleSetup } from '../types';
import { decideFast } from './general';
import { fastMapOf } from './map';
import { ASK, diceLeft, openPosition, type Position } from './position';
import { reopen } from './reopen';
import { advance, applyFast } from './rules';

/** Whether the fast path plays `plan`'s trials of `setup`. */
export function fastSupports(plan: SimPlan<BattleSetup>, setup: BattleSetup): boolean {
  if (plan.fixed !== null || setup.sides.length !== 2 || setup.setupRoll) return false;
  if (validateSetup(setup).length > 0) return false;
  const { ix } = fastMapOf(setup.table).seats[0].index;
  return setup.units.every((u) => u.at.length > 0 && u.at.every((k) => ix.indexOf.has(k)));
}

/**
 * The opening position of `setup`, advanced to its first decision: the last trial's, given back
 * (giveBack) and put back to the opening, when it was a trial of the same set-up; else a new one.
 */
export function startFast(setup: BattleSetup): Position {
  const kept = lastFastPosition.spare;
  lastFastPosition.spare = null;
  let p: Position;
  if (kept !== null && sameButSeed(kept.setup, setup)) {
    p = kept;
    reopen(p, seedRng(setup.seed));
  } else p = openPosition(setup, seedRng(setup.seed));
  advance(p);
  return p;
}

/** Gives a trial's position back for the next trial (startFast): it must not be read after. */
export function giveBack(p: Position): void {
  lastFastPosition.spare = p;
}

/** What the trial tells the simulator (the standard tally over the dice left). */
function tally(p: Position) {
  const left = p.sides.map((_, s) => {
    let n = 0;
    for (const u of p.units) if (u.alive && u.side === s) n += diceLeft(u);
    return n;
  });
  return { winner: p.winner, rounds: p.round, left, byRoundLimit: left.filter((n) => n > 0).length > 1 };
}

/** Plays `setup` (fastSupports) to its end, the computer general on both sides. */
export function playFast(setup: BattleSetup, maxDecisions = 1_000_000) {
  const p = startFast(setup);
  for (let count = 0; p.ask !== ASK.over; count++) {
    if (count >= maxDecisions) {
      giveBack(p);
      return { winner: -2, rounds: 0, left: p.sides.map(() => 0), byRoundLimit: false };
    }
    applyFast(p, decideFast(p));
  }
  const out = tally(p);
  giveBack(p);
  return out;
}
