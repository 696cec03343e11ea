/**
 * The free move's search (ai/computer.ts bestMove) meets the moves it lists most bound first and
 * sums the harm only while a move could still win. It must give what the scan it replaced gives:
 * every listed move met in the listed order, pruned by the ceiling alone, the first found winning
 * a tie. The scan is written out here as it was, and both are asked at every free move of whole
 * battles on both bundled Dice Wars scenarios, with battle seeds drawn by fast-check, from each
 * side's own seat (seat.ts), where units move, take damage and fall.
 */
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import type { CellKey } from '../../../../src/grid/types';
import { runBattle } from '../../../../src/engine';
import { unitById } from '../../../../src/rulesets/dice-wars/board';
import { bestMove } from '../../../../src/rulesets/dice-wars/ai/computer';
import { contextOf, unusedSlots, type UnitContext } from '../../../../src/rulesets/dice-wars/ai/context';
import { seatTurned, turnState } from '../../../../src/rulesets/dice-wars/ai/seat';
import { diceWarsGame } from '../../../../src/rulesets/dice-wars/game';
import { moveSet, type MoveSet } from '../../../../src/rulesets/dice-wars/moves';
import { loadDiceWarsScenario } from '../../../../src/rulesets/dice-wars/scenario';
import type { Activation, BattleState, Unit } from '../../../../src/rulesets/dice-wars/state';
import type { Decision, Request } from '../../../../src/rulesets/dice-wars/types';

const COVER = 0.5;

/** The place's worth as the scan weighed it: -Infinity when its bound could not beat `beat`. */
function placeWorth(
  ctx: UnitContext,
  cells: readonly number[],
  slots: readonly number[],
  actions: number,
  live: readonly (readonly number[])[],
  beat = -Infinity,
  ceiling = Infinity,
): number {
  if (ceiling + COVER <= beat) return -Infinity;
  let cover = -1;
  if (ceiling <= beat) {
    if (!ctx.coveredOn(cells)) return -Infinity;
    cover = COVER;
  }
  const nearest = ctx.nearest(cells[0]!);
  const away = 0.01 * (Number.isFinite(nearest) ? nearest : 0);
  if (ceiling + COVER - away <= beat) return -Infinity;
  if (cover < 0) cover = ctx.coveredOn(cells) ? COVER : 0;
  if (ceiling + cover - away <= beat) return -Infinity;
  return ctx.potential(cells, slots, actions, live) + cover - away;
}

const squaresOf = (m: MoveSet, j: number): number[] =>
  j < m.deltas.length ? m.starts.map((x) => x + m.deltas[j]!) : [...m.gathered!];

/** The scan: 40 spread moves in order, then those within 1 square of the best, in order. */
function scanBestMove(s: BattleState, u: Unit, a: Activation): CellKey[] | null {
  const m = moveSet(s, u);
  const ctx = contextOf(s, u);
  const slots = unusedSlots(u, a);
  const live = ctx.within(m.starts, m.budget, slots);
  const stay = placeWorth(ctx, m.starts, slots, a.actions, live);
  const n = m.deltas.length + (m.gathered ? 1 : 0);
  const ceiling = ctx.ceiling(slots, a.actions, live);
  const margin = stay + 0.05;
  let best = -1;
  let bestWorth = 0;
  const weigh = (j: number) => {
    const beat = best < 0 ? margin : Math.max(bestWorth, margin);
    const worth = placeWorth(ctx, squaresOf(m, j), slots, a.actions, live, beat, ceiling);
    if (worth !== -Infinity && (best < 0 || worth > bestWorth)) {
      best = j;
      bestWorth = worth;
    }
  };
  const looked = new Set<number>();
  if (n <= 40) for (let j = 0; j < n; j++) weigh(j);
  else {
    for (let i = 0; i < 40; i++) {
      const j = Math.floor((i * n) / 40);
      if (looked.has(j)) continue;
      looked.add(j);
      weigh(j);
    }
    if (best >= 0 && ceiling + COVER > Math.max(bestWorth, margin)) {
      const rows = s.rules.table.rows;
      const centre = squaresOf(m, best)[0]!;
      for (let j = 0; j < n; j++) {
        if (looked.has(j)) continue;
        const x = squaresOf(m, j)[0]!;
        const dc = Math.abs(Math.floor(x / rows) - Math.floor(centre / rows));
        if (dc <= 1 && Math.abs((x % rows) - (centre % rows)) <= 1) weigh(j);
      }
    }
  }
  return best >= 0 && bestWorth > stay + 0.05 ? squaresOf(m, best).map((i) => m.keys[i]!) : null;
}

/** Plays one battle, asking both searches at every free move; the free moves asked, and those that moved. */
function compareBattle(file: string, seed: string): { asked: number; moved: number } {
  const loaded = loadDiceWarsScenario(readFileSync(file, 'utf8'), file);
  if (!loaded.ok) throw new Error(`${file} did not load`);
  const general = diceWarsGame.computer(seed);
  const seen = { asked: 0, moved: 0 };
  const source = {
    decide(request: Request, state: BattleState): Decision {
      const a = state.activation;
      if (request.kind === 'act' && a && !a.freeMove) {
        const s = seatTurned(state, request.side) ? turnState(state) : state;
        const u = unitById(s, a.unit)!;
        const want = scanBestMove(s, u, a);
        expect(bestMove(s, u, a)).toEqual(want);
        seen.asked++;
        if (want) seen.moved++;
      }
      return general.decide(request, state) as Decision;
    },
  };
  const r = runBattle(diceWarsGame.ruleset, loaded.value.setup({ seed, fallback: seed }), source);
  expect(r.ok).toBe(true);
  return seen;
}

describe('bestMove, most bound first', () => {
  it.each(['dw-battle', 'dw-mek-shop'])('answers as the scan in the listed order (%s)', (name) => {
    const file = join(__dirname, `../../../../scenarios/${name}.yaml`);
    const total = { asked: 0, moved: 0 };
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 8 }), (seed) => {
        const seen = compareBattle(file, seed);
        total.asked += seen.asked;
        total.moved += seen.moved;
      }),
      { numRuns: 3, seed: 23 },
    );
    // Whole battles: many free moves asked, many of them taken and many not.
    expect(total.moved).toBeGreaterThan(20);
    expect(total.asked - total.moved).toBeGreaterThan(20);
  });
});
