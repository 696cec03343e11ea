/**
 * The compact position (compact.ts): the occupancy the rules carry from one units array to the
 * next holds, at every decision of whole battles, exactly the squares the units' models stand on,
 * and the rules do carry it (the general finds it ready) rather than it being built again.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runBattle } from '../../../src/engine';
import { occupancyByUnits } from '../../../src/rulesets/dice-wars/caches';
import { gridOf, numberOf, occupancyOf } from '../../../src/rulesets/dice-wars/compact';
import { diceWarsGame } from '../../../src/rulesets/dice-wars/game';
import { tableIndex } from '../../../src/rulesets/dice-wars/geometry';
import { loadDiceWarsScenario } from '../../../src/rulesets/dice-wars/scenario';
import type { BattleState } from '../../../src/rulesets/dice-wars/state';

const FILE = join(__dirname, '..', '..', '..', 'scenarios', 'dw-battle.yaml');

/** Per square, the id of the unit with a model there, read from the units themselves. */
function expected(s: BattleState): (string | null)[] {
  const t = tableIndex(s.rules.table);
  const out = new Array<string | null>(t.ix.size).fill(null);
  for (const u of s.units) for (const m of u.models) out[t.ix.indexOf.get(m)!] = u.id;
  return out;
}

/** Per square, the id the occupancy holds there. */
function held(s: BattleState): (string | null)[] {
  const o = occupancyOf(s.rules.table, s.units);
  const on = gridOf(o);
  for (const u of s.units) expect(numberOf(o, u.id)).toBeGreaterThan(0);
  return Array.from(on, (n) => (n === 0 ? null : o.ids[n - 1]!));
}

describe('Dice Wars compact position', () => {
  it('holds every model where it stands at every decision, carried by the rules', () => {
    const loaded = loadDiceWarsScenario(readFileSync(FILE, 'utf8'), FILE);
    if (!loaded.ok) throw new Error('dw-battle');
    for (const seed of ['c1']) {
      const general = diceWarsGame.computer(seed);
      let decisions = 0;
      let carried = 0;
      let moved = 0;
      let last: BattleState | null = null;
      const source = {
        decide: (req: Parameters<typeof general.decide>[0], st: BattleState) => {
          decisions++;
          if (occupancyByUnits.get(st.units) !== undefined) carried++;
          if (last && last.units !== st.units) moved++;
          last = st;
          expect(held(st)).toEqual(expected(st));
          return general.decide(req, st);
        },
      };
      const r = runBattle(diceWarsGame.ruleset, loaded.value.setup({ seed, fallback: seed }), source);
      if (!r.ok) throw new Error(r.error.problems[0]!.message);
      expect(held(r.value.state)).toEqual(expected(r.value.state));
      // Every position but the first arrives with its occupancy carried from the one before.
      expect(moved).toBeGreaterThan(50);
      expect(carried).toBe(decisions - 1);
    }
  });
});
