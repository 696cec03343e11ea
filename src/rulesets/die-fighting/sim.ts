/**
 * Die Fighting in the simulator: a side's measure is the health it has left (each unit is a die
 * showing its health). One plan, the default: the computer general plays both sides.
 */
import type { SimSpec } from '../../engine/defineGame';
import { UNIT_TYPES } from './cards';
import type { BattleState } from './state';
import type { BattleSetup, DieFightingKinds } from './types';

function healthBySide(setup: BattleSetup, state: BattleState): number[] {
  return setup.sides.map((s) => {
    let n = 0;
    for (const u of state.units) {
      if (u.side === s.id) n += u.health;
    }
    return n;
  });
}

export const dieFightingSim: SimSpec<BattleSetup, BattleState, DieFightingKinds> = {
  measure: 'health',
  start: (setup) =>
    setup.sides.map((s) =>
      // The units to deploy in play (setup.reserve) are the army's too.
      [...Object.values(setup.units), ...(setup.reserve ?? [])]
        .filter((u) => u.side === s.id)
        .reduce((n, u) => n + UNIT_TYPES[u.type].die, 0),
    ),
  left: healthBySide,
  maxRounds: (setup) => setup.options.maxRounds,
  map: (setup) => ({ cols: setup.grid.cols, rows: setup.grid.rows }),
  // 50x50 squares, four times the text's largest map (War, 24x24): never measured beyond.
  maxCells: 2_500,
};
