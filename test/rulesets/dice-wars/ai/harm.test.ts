/**
 * The harm a unit can do where it stands (ai/harm.ts), which the general activates by, is kept
 * per pair of units and works out a pair's strikes from the gaps and sight lines directly, not
 * through the strike fields the unit's context asks. It must give exactly what the context gives
 * (potential() at the unit's own squares, every weapon, all its Core actions), to the last bit, at
 * every activation of whole bundled battles, both sides, where units move, take damage and fall.
 */
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { runBattle } from '../../../../src/engine';
import { contextOf, unusedSlots } from '../../../../src/rulesets/dice-wars/ai/context';
import { harmWhereItStands } from '../../../../src/rulesets/dice-wars/ai/harm';
import { diceWarsGame } from '../../../../src/rulesets/dice-wars/game';
import { unactivated } from '../../../../src/rulesets/dice-wars/legal';
import { loadDiceWarsScenario } from '../../../../src/rulesets/dice-wars/scenario';
import type { BattleState } from '../../../../src/rulesets/dice-wars/state';
import type { Decision, Request } from '../../../../src/rulesets/dice-wars/types';

const FILE = join(__dirname, '../../../../scenarios/dw-battle.yaml');

/** At each activation: every unit of the side not yet activated, harm() beside potential(). */
function compareAll(s: BattleState, side: string, seen: { pairs: number; some: number }): void {
  for (const u of unactivated(s, side)) {
    const ctx = contextOf(s, u);
    const want = ctx.potential(ctx.indexes(u.models), unusedSlots(u, null), u.core);
    expect(harmWhereItStands(s, u)).toBe(want);
    seen.pairs++;
    if (want > 0) seen.some++;
  }
}

/** Four battles: the general moves less than it did (issue 23), so two had too few units with harm. */
const SEEDS = ['h1', 'h2', 'h3', 'h4'];

describe('harmWhereItStands', () => {
  it.each(SEEDS)('is the context potential where the unit stands (dw-battle, seed %s)', (seed) => {
    const loaded = loadDiceWarsScenario(readFileSync(FILE, 'utf8'), FILE);
    if (!loaded.ok) throw new Error('dw-battle did not load');
    const general = diceWarsGame.computer(seed);
    const seen = { pairs: 0, some: 0 };
    const source = {
      decide(request: Request, state: BattleState): Decision {
        if (request.kind === 'activate') compareAll(state, request.side, seen);
        return general.decide(request, state) as Decision;
      },
    };
    const r = runBattle(diceWarsGame.ruleset, loaded.value.setup({ seed, fallback: seed }), source);
    expect(r.ok).toBe(true);
    // Whole battles: many units weighed, and some with harm to do. The general that moves only for
    // most of cover's worth fights less at range: 10, 18, 10 and 22 such units in h1 to h4, where
    // its forerunner had over 20 in each of h1 and h2; four battles compare as many as two did.
    expect(seen.pairs).toBeGreaterThan(100);
    expect(seen.some).toBeGreaterThan(5);
  });
});
