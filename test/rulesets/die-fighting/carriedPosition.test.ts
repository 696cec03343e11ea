/**
 * Issue 23: the rules' writers (draft.ts place, setHealth, remove) carry a position's squares, map
 * order, occupancy grid and side maps to the next unit list (board.ts carryMove, carryHealth,
 * carryRemove) instead of leaving them to be worked out again. Whole battles, computer against
 * computer: after every step, each of those answers must equal one worked out afresh from the
 * unit objects alone.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runBattle } from '../../../src/engine/runBattle';
import { indexFor, gridFor } from '../../../src/grid';
import { dieFightingGame } from '../../../src/rulesets/die-fighting/game';
import { dieFightingScenarios } from '../../../src/rulesets/die-fighting/scenario/kit';
import { allPlaces, around, kindOf, unitAt, whereOf } from '../../../src/rulesets/die-fighting/board';
import { sideMap } from '../../../src/rulesets/die-fighting/sideMap';
import type { BattleState } from '../../../src/rulesets/die-fighting/state';

const same = (a: ArrayLike<unknown>, b: ArrayLike<unknown>): boolean =>
  a.length === b.length && Array.prototype.every.call(a, (x: unknown, i: number) => x === b[i]);

/**
 * The facts checked, worked out from the unit objects with none of the board's memos: what
 * differs, as lines (collected, so a battle's thousands of checks cost no expect() each).
 */
function differences(s: BattleState): string[] {
  const out: string[] = [];
  const ix = indexFor(gridFor(s.rules.grid));
  const cells = s.units.map((u) => ix.indexOf.get(u.at) ?? -1);
  const w = whereOf(s);
  if (!same(w.cells, cells)) out.push(`cells ${w.cells.join()} for ${cells.join()}`);
  const order = s.units.map((_, k) => k).sort((a, b) => cells[a]! - cells[b]! || a - b);
  if (!same(allPlaces(s), order)) out.push(`map order ${allPlaces(s).join()} for ${order.join()}`);
  const holder = new Map(s.units.map((u, k) => [cells[k]!, u]));
  for (let i = 0; i < ix.size; i++) {
    if (unitAt(s, ix.keys[i]!) !== holder.get(i)) out.push(`unitAt ${ix.keys[i]}`);
  }
  s.units.forEach((u, k) => {
    const near: unknown[] = [];
    for (let e = ix.nbrStart[cells[k]!]!; e < ix.nbrStart[cells[k]! + 1]!; e++) {
      const there = holder.get(ix.nbrs[e]!);
      if (there) near.push(there);
    }
    if (!same(around(s, u.at), near)) out.push(`around ${u.at}`);
  });
  for (const side of s.rules.sides) {
    const m = sideMap(s, side.id);
    const enemy = new Uint8Array(ix.size);
    const nearEnemy = new Uint8Array(ix.size);
    const nearMounted = new Uint8Array(ix.size);
    s.units.forEach((u, k) => {
      if (u.side === side.id) return;
      enemy[cells[k]!] = 1;
      for (let e = ix.nbrStart[cells[k]!]!; e < ix.nbrStart[cells[k]! + 1]!; e++) {
        nearEnemy[ix.nbrs[e]!] = 1;
        if (kindOf(u) === 'mounted') nearMounted[ix.nbrs[e]!] = 1;
      }
    });
    if (!same(m.enemy, enemy) || !same(m.nearEnemy, nearEnemy) || !same(m.nearMounted, nearMounted))
      out.push(`side map of ${side.id}`);
  }
  return out;
}

describe.each(['df-ruined-tower.yaml', 'df-stream.yaml'])('%s: the carried position', (file) => {
  it.each(['a', 'b'])('equals one worked out afresh after every step (seed %s)', (seed) => {
    const path = join(__dirname, '..', '..', '..', 'scenarios', file);
    const loaded = dieFightingScenarios.load(readFileSync(path, 'utf8'), path);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
    const setup = dieFightingGame.withSeed(loaded.value.setup({ seed, fallback: seed }), seed);
    const plans = dieFightingGame.sim.plans(setup, {});
    if (!plans.ok) throw new Error(JSON.stringify(plans.error));
    let steps = 0;
    let removed = 0;
    let last = -1;
    const found: string[] = [];
    const run = runBattle(dieFightingGame.ruleset, setup, dieFightingGame.sim.source(plans.value[0]!, seed), {
      keepEvents: false,
      onEvents: (_events, state) => {
        const s = state as BattleState;
        for (const d of differences(s)) found.push(`step ${steps}: ${d}`);
        if (last >= 0 && s.units.length < last) removed++;
        last = s.units.length;
        steps++;
      },
    });
    expect(run.ok).toBe(true);
    expect(found.slice(0, 10)).toEqual([]);
    // Whole battles: many steps, and units destroyed along the way (carryRemove).
    expect(steps).toBeGreaterThan(50);
    expect(removed).toBeGreaterThan(0);
  });
});
