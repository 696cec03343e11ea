/**
 * Random Dice Wars battles for the fast path's lockstep check: random tables with terrain (some of
 * it see-through), random legal cards, models of different heights, the two sides on random
 * opposite edges (so each seat sees the table as is or turned half round).
 */
import * as fc from 'fast-check';
import { checkCard } from '../../../../src/rulesets/dice-wars/army';
import type { TerrainPiece } from '../../../../src/rulesets/dice-wars/geometry';
import type { BattleSetup, UnitSetup } from '../../../../src/rulesets/dice-wars/types';
import { chooser, type Chooser } from '../../../helpers/randomBattle';
import { randomCard, setupOf } from '../battle';
import { lockstep, supported } from './lockstep';

function terrain(c: Chooser, cols: number, rows: number): TerrainPiece[] {
  const out: TerrainPiece[] = [];
  for (let i = c.int(6); i > 0; i--) {
    const col = c.int(cols - 3);
    const row = c.int(rows - 3);
    const cells: string[] = [];
    for (let dc = 0; dc <= c.int(3); dc++)
      for (let dr = 0; dr <= c.int(3); dr++) cells.push(`${col + dc},${row + dr}`);
    out.push({
      id: `t${i}`,
      cells,
      height: c.pick([0.5, 1, 1.5, 2, 3, 5]),
      ...(c.chance(0.2) ? { blocksSight: false } : {}),
    });
  }
  return out;
}

const EDGES = [
  ['north', 'south'],
  ['south', 'north'],
  ['west', 'east'],
  ['east', 'west'],
] as const;

/** Random battles in lockstep: `runs` of them, of which at least `least` the fast path plays. */
export function randomLockstep(runs: number, least: number): void {
  let played = 0;
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 2 ** 30 }), (seed) => {
      const setup = randomSetup(seed);
      if (setup === null || !supported(setup)) return;
      played++;
      expect(lockstep(setup).divergence).toBeNull();
    }),
    { numRuns: runs },
  );
  expect(played).toBeGreaterThanOrEqual(least);
}

function randomSetup(seed: number): BattleSetup | null {
  const c = chooser(seed);
  const cols = 12 + c.int(28);
  const rows = 12 + c.int(28);
  const pieces = terrain(c, cols, rows);
  const taken = new Set<string>();
  const units: UnitSetup[] = [];
  for (const side of ['red', 'blue']) {
    for (let i = 1 + c.int(6); i > 0; i--) {
      const card = randomCard(c, `${side}${i}`);
      const col = c.int(cols - 5);
      const row = side === 'red' ? c.int(rows >> 1) : (rows >> 1) + c.int(rows >> 1);
      const at = Array.from({ length: card.members }, (_, k) => `${col + k},${row}`);
      if (at.some((k) => taken.has(k)) || checkCard(card).length > 0) continue;
      at.forEach((k) => taken.add(k));
      const height = c.pick([undefined, undefined, 1, 3]);
      units.push({ id: `${side}${i}`, side, card, at, ...(height !== undefined ? { height } : {}) });
    }
  }
  if (new Set(units.map((u) => u.side)).size < 2) return null;
  const [a, b] = c.pick(EDGES);
  return setupOf(units, {
    table: { cols, rows, pieces },
    sides: [
      { id: 'red', name: 'Red', edge: a },
      { id: 'blue', name: 'Blue', edge: b },
    ],
    seed: `p${seed}`,
    maxRounds: 1 + c.int(5),
  });
}
