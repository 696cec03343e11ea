/**
 * Dice Wars in the simulator: a side's measure is the dice it has left ("Game End" counts them).
 * One plan, the default: the computer general plays both sides.
 */
import type { SimSpec } from '../../engine/defineGame';
import { diceLeft } from './board';
import { cardCost } from './army';
import { unitOf } from './init';
import type { BattleState } from './state';
import type { BattleSetup, DiceWarsKinds } from './types';
import { fastSupports, playFast } from './fast/trial';

/**
 * The largest table sim plays: the text's biggest, the Epic game's 60"x60" ("Table Sizes"), 3600
 * squares. Measured on a 120-dice-a-side Epic battle (docs/sim.md): about 0.1 s of CPU a battle,
 * 171 MB at most for 100 battles on 2 workers, well inside each worker's heap limit.
 */
export const SIM_MAX_CELLS = 3_600;

export const diceWarsSim: SimSpec<BattleSetup, BattleState, DiceWarsKinds> = {
  measure: 'dice',
  start: (setup) =>
    setup.sides.map((s) =>
      setup.units
        .filter((u) => u.side === s.id)
        // A unit still to deploy has no squares yet: its card's dice are what it brings.
        .reduce((n, u) => n + (u.at.length > 0 ? diceLeft(unitOf(u)) : cardCost(u.card)), 0),
    ),
  left: (setup, state) =>
    setup.sides.map((s) => state.units.filter((u) => u.side === s.id).reduce((n, u) => n + diceLeft(u), 0)),
  maxRounds: (setup) => setup.maxRounds,
  map: (setup) => ({ cols: setup.table.cols, rows: setup.table.rows }),
  maxCells: SIM_MAX_CELLS,
  // The fast path (fast/): the same trials, decision for decision, for the set-ups it covers.
  fastTrial: (plan, setup, maxDecisions) =>
    fastSupports(plan, setup) ? playFast(setup, maxDecisions) : null,
};
