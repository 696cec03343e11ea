/**
 * moveOptions works on square indexes over memoised reaches; here it is checked against the
 * plain reading of the rules (each member's reachable squares, the formation shifted whole,
 * coherency, the gathering move of a split squad) at every activation of random battles on the
 * bundled terrain table.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCell } from '../../../src/grid/cell';
import type { CellKey } from '../../../src/grid/types';
import { runBattle } from '../../../src/engine';
import { occupiedBut, speedOf, unitById } from '../../../src/rulesets/dice-wars/board';
import { diceWarsGame } from '../../../src/rulesets/dice-wars/game';
import { coherent, gap, reachable } from '../../../src/rulesets/dice-wars/geometry';
import { moveOptions } from '../../../src/rulesets/dice-wars/legal';
import { moveProblem } from '../../../src/rulesets/dice-wars/movement';
import { loadDiceWarsScenario } from '../../../src/rulesets/dice-wars/scenario';
import type { BattleState, Unit } from '../../../src/rulesets/dice-wars/state';
import { moveInches } from '../../../src/rulesets/dice-wars/weapons';

function gatheredRef(u: Unit, reach: readonly ReadonlyMap<CellKey, number>[]): CellKey[] | null {
  const placed: CellKey[] = [u.models[0]!];
  for (let i = 1; i < u.models.length; i++) {
    let best: { cell: CellKey; d: number } | null = null;
    for (const cell of reach[i]!.keys()) {
      if (placed.includes(cell) || !coherent([...placed, cell])) continue;
      const d = gap(u.models[i]!, cell);
      if (best === null || d < best.d) best = { cell, d };
    }
    if (!best) return null;
    placed.push(best.cell);
  }
  return placed;
}

function moveOptionsRef(s: BattleState, u: Unit): CellKey[][] {
  const budget = moveInches(speedOf(u));
  const occupied = occupiedBut(s, u.id);
  const reach = u.models.map((m) => reachable(s.rules.table, m, budget, occupied));
  const out: CellKey[][] = [[...u.models]];
  const lead = parseCell(u.models[0]!)!;
  for (const cell of reach[0]!.keys()) {
    const c = parseCell(cell)!;
    const [dc, dr] = [c.col - lead.col, c.row - lead.row];
    if (dc === 0 && dr === 0) continue;
    const to = u.models.map((m) => {
      const p = parseCell(m)!;
      return `${p.col + dc},${p.row + dr}`;
    });
    if (to.every((t, i) => reach[i]!.has(t)) && (to.length === 1 || coherent(to))) out.push(to);
  }
  if (u.models.length > 1 && !coherent(u.models)) {
    const g = gatheredRef(u, reach);
    if (g && moveProblem(s, u, g) === null) out.push(g);
  }
  return out;
}

describe('moveOptions', () => {
  it('gives the moves the rules read plainly would, in the same order, all battle long', () => {
    const path = join(__dirname, '..', '..', '..', 'scenarios', 'dw-battle.yaml');
    const loaded = loadDiceWarsScenario(readFileSync(path, 'utf8'), path);
    if (!loaded.ok) throw new Error('dw-battle');
    const setup = loaded.value.setup({ fallback: 'x' });
    let checked = 0;
    let split = 0;
    for (let i = 0; i < 3; i++) {
      const random = diceWarsGame.random(`moves${i}`);
      const r = runBattle(
        diceWarsGame.ruleset,
        { ...setup, seed: `moves${i}` },
        {
          decide: (req, s) => {
            if (req.kind === 'act') {
              const u = unitById(s, req.unit)!;
              expect(moveOptions(s, u)).toEqual(moveOptionsRef(s, u));
              checked++;
              if (u.models.length > 1 && !coherent(u.models)) split++;
            }
            return random.decide(req, s);
          },
        },
      );
      if (!r.ok) throw new Error(r.error.problems[0]!.message);
    }
    expect(checked).toBeGreaterThan(100);
    expect(split).toBeGreaterThan(0);
  });
});
