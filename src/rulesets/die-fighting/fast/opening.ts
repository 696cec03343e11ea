/**
 * A fast trial's opening: the set-up played up to the take-over (trial.ts). The reference plays
 * the set-up roll and the deployment; a set-up whose units all stand on the map (every bundled
 * battle but one) reaches the take-over with no decision and no draw, so its take-over position
 * is the same for every seed but for the generator. That position is kept from the set-up's first
 * trial (caches.ts lastOpening), and each later trial of the set-up starts from a copy of it with
 * its own seed's generator: the set-up is not checked, nor the state and the position built, again.
 */
import { seedRng, type RngState } from '../../../core/rng';
import { runBattle } from '../../../engine/runBattle';
import type { Ruleset } from '../../../engine/ruleset';
import { computerGeneral } from '../ai/computer';
import { lastOpening } from '../caches';
import type { Event } from '../events';
import type { BattleState } from '../state';
import type { BattleSetup, DieFightingKinds } from '../types';
import { fastBattleOf, type FastBattle } from './battle';
import { copyPosition } from './copyPosition';
import { canTakeOver, setRng, takeOver, type Fast } from './position';

/** The battle taken over and the decisions played before; 'stopped' past the limit; null: not covered. */
export type Opened = { readonly b: FastBattle; readonly before: number } | 'stopped' | null;

/**
 * Whether two set-ups differ at most in their seed: every other field the same value (the
 * simulator's trials are its plan's set-up with a seed each, so they share every other field).
 */
export function sameButSeed(a: object, b: object): boolean {
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  return ka.every((k) => k === 'seed' || (k in y && x[k] === y[k]));
}

const sameRng = (a: RngState, b: RngState): boolean =>
  a.c === b.c && a.s0 === b.s0 && a.s1 === b.s1 && a.s2 === b.s2;

/** The kept opening's position for `setup`'s seed: the last trial's given back, or a new one. */
function reopen(pristine: Fast, setup: BattleSetup): Fast {
  const f = lastOpening.spare ?? takeOver(pristine.s0);
  lastOpening.spare = null;
  copyPosition(f, pristine);
  setRng(f, seedRng(setup.seed));
  return f;
}

/** Plays `setup`'s opening (the computer general on both sides) and takes the battle over. */
export function openFast(
  rules: Ruleset<BattleSetup, BattleState, DieFightingKinds, Event>,
  setup: BattleSetup,
  max: number,
): Opened {
  const kept = lastOpening;
  if (kept.pristine !== null && kept.setup !== null && sameButSeed(kept.setup, setup))
    return { b: fastBattleOf(reopen(kept.pristine, setup)), before: 0 };
  const opening = runBattle(rules, setup, computerGeneral(), {
    keepEvents: false,
    maxDecisions: max,
    stopBefore: (_request, state) => canTakeOver(state),
  });
  if (!opening.ok) return opening.error.run === null ? null : 'stopped';
  const s = opening.value.state;
  if (s.outcome !== null || !canTakeOver(s)) return null;
  const before = opening.value.decisions.length;
  // Kept only when nothing of the opening depended on the seed: no decision, no draw.
  if (before === 0 && sameRng(s.rng, seedRng(setup.seed))) {
    kept.setup = setup;
    kept.pristine = takeOver(s);
    kept.spare = null;
  }
  return { b: fastBattleOf(takeOver(s)), before };
}

/** Gives a trial's position back to the next trial of its set-up: it must not be played after. */
export function giveBack(f: Fast): void {
  if (lastOpening.pristine !== null && f.s0 === lastOpening.pristine.s0) lastOpening.spare = f;
}
