/**
 * A simulated trial on the fast path (sim.ts `fastTrial`): the opening (opening.ts: the set-up
 * roll and the deployment, or a copy of the set-up's kept take-over position) and the fast
 * position played from the first initiative roll to the end. Only the default plan (the computer general on both sides) is
 * covered; `fastSupports` says which battles are.
 */
import type { FastTrial, SimPlan } from '../../../engine/game';
import { DEFAULT_MAX } from '../../../engine/runBattle';
import type { Ruleset } from '../../../engine/ruleset';
import type { Event } from '../events';
import type { BattleState } from '../state';
import type { BattleSetup, DieFightingKinds } from '../types';
import { playOut, release } from './battle';
import { giveBack, openFast } from './opening';

/**
 * Whether the fast path plays trials of `plan` on `setup`: the one plan (no choice fixed), two
 * sides, a square map. Every bundled Die Fighting scenario is such a battle.
 */
export const fastSupports = (plan: SimPlan<BattleSetup>, setup: BattleSetup): boolean =>
  plan.fixed === null && setup.sides.length === 2 && setup.grid.kind === 'square';

export function fastTrial(
  rules: Ruleset<BattleSetup, BattleState, DieFightingKinds, Event>,
  plan: SimPlan<BattleSetup>,
  setup: BattleSetup,
  maxDecisions: number | undefined,
): FastTrial | null {
  if (!fastSupports(plan, setup)) return null;
  const max = maxDecisions ?? DEFAULT_MAX;
  const opened = openFast(rules, setup, max);
  if (opened === null) return null;
  if (opened === 'stopped') return stopped(setup);
  const { b } = opened;
  const ended = playOut(b, max - opened.before);
  release(b);
  if (!ended) return stopped(setup);
  const { f } = b;
  // Health left per side, in one pass (two sides: fastSupports).
  const left: [number, number] = [0, 0];
  for (let k = 0; k < f.n; k++) if (f.alive[k] === 1) left[f.side[k]! === 0 ? 0 : 1] += f.units[k]!.health;
  giveBack(f);
  // The fast position keeps the sides in the set-up's order, as the simulator's tally does.
  return {
    winner: f.winner < 0 ? -1 : f.winner,
    rounds: f.round,
    left,
    byRoundLimit: left[0] > 0 && left[1] > 0,
  };
}

/** A trial that ran past the decision limit: counted as a failed battle, as the reference's. */
const stopped = (setup: BattleSetup): FastTrial => ({
  winner: -2,
  rounds: 0,
  left: setup.sides.map(() => 0),
  byRoundLimit: false,
});
