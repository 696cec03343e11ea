/**
 * The fast path of a simulated trial (issue 23): the same battle as the reference rules and the
 * computer general play it, decision for decision and die for die, over one mutable position.
 * `diemen sim` plays a trial here when `fastSupports` says the battle is covered, else through
 * the reference (src/sim/trial.ts); play, step, replay and logs always use the reference.
 */
import type { FastTrial } from '../../../engine/game';
import { hashString } from '../ai/hash';
import { createState, validateSetup } from '../init';
import type { BattleState } from '../state';
import type { BattleSetup } from '../types';
import { applyDecision, decide } from './general';
import { fastFrom, Phase, type Fast } from './position';
import { advance, unitsOfSide } from './rules';

/** Maps of at most this many cells: the general's target is then always the walking one. */
const MAX_CELLS = 128;
const COVERED_TERRAIN = new Set(['open', 'rough', 'impassable']);

/**
 * True when the fast path plays this battle as the reference would: the basic game (no
 * complication, no deployment in play, no gates), infantry only, open, rough and impassable
 * ground, at most 128 cells, and no strategy fixed by the plan (`--strategy`).
 */
export function fastSupports(setup: BattleSetup, fixed: unknown): boolean {
  if (fixed !== null && typeof fixed === 'object' && Object.keys(fixed).length > 0) return false;
  if (setup.grid.cols * setup.grid.rows > MAX_CELLS) return false;
  if (setup.deploy && Object.keys(setup.deploy).length > 0) return false;
  if (setup.gates && Object.keys(setup.gates).length > 0) return false;
  const c = setup.options.complications;
  if (c) {
    if ((c.terrain?.length ?? 0) > 0 || (c.unitTypes?.length ?? 0) > 0) return false;
    if ((c.commandLag ?? 0) !== 0 || (c.threat ?? null) !== null || c.commandInterference) return false;
  }
  for (const k in setup.terrain) if (!COVERED_TERRAIN.has(setup.terrain[k]!)) return false;
  for (const k in setup.occupants) {
    const u = setup.occupants[k]!.units;
    for (const t in u) if (t !== 'infantry' && (u[t as 'infantry'] ?? 0) > 0) return false;
  }
  return true;
}

/** The opening fast position of a trial, or null when the set-up is not sound. */
export function fastOpening(setup: BattleSetup, seed: string): { f: Fast; state: BattleState } | null {
  if (validateSetup(setup).length > 0) return null;
  const state = createState(setup).draft;
  return { f: fastFrom(state, hashString(`computer:${seed}`)), state };
}

/** One trial, the computer general on every side; null when the set-up is not sound. */
export function playFastTrial(setup: BattleSetup, seed: string): FastTrial | null {
  const opened = fastOpening(setup, seed);
  if (opened === null) return null;
  const f = opened.f;
  for (;;) {
    advance(f);
    if (f.phase === Phase.Ended) break;
    applyDecision(f, decide(f));
  }
  const left: number[] = [];
  let standing = 0;
  for (let s = 0; s < f.nSides; s++) {
    const n = unitsOfSide(f, s, false);
    left.push(n);
    if (n > 0) standing++;
  }
  return { winner: f.winner, rounds: f.round, left, byRoundLimit: standing > 1 };
}
