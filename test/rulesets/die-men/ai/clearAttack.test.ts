/**
 * The computer general's clear attack (issue 23, an announced play change): an attack next door
 * expected to kill CLEAR_ATTACK or more is taken without weighing every lawful order. At every
 * order of computer-against-computer battles on the bundled scenarios: when clearAttack answers,
 * its attack is lawful, the best-scoring attack by troops next door, worth CLEAR_ATTACK or more,
 * and the general gives it; when it doesn't, no lawful attack next door is worth that much (or a
 * defence scores more) and the general gives the best of the full weighing.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runBattle } from '../../../../src/engine';
import { dieMen, type BattleState, type Request, type Tactic } from '../../../../src/rulesets/die-men';
import { computerGeneral, rankTactics } from '../../../../src/rulesets/die-men/ai';
import { CLEAR_ATTACK, clearAttack } from '../../../../src/rulesets/die-men/ai/clearAttack';
import { attackValue } from '../../../../src/rulesets/die-men/ai/scoreTactic';
import { viewOf } from '../../../../src/rulesets/die-men/ai/view';
import { legalTactics } from '../../../../src/rulesets/die-men/legal';
import { loadDieMenScenario, toBattleSetup } from '../../../../src/rulesets/die-men/scenario';
import { bundledFiles, SCENARIOS_DIR } from '../../../helpers/bundledFiles';

type Assign = Extract<Request, { kind: 'assign' }>;

/** The value of the best attack by troops next door among the lawful orders, and the orders worth it. */
function bestNextDoor(state: BattleState, request: Assign): { value: number; best: Tactic[] } {
  const v = viewOf(state, request.side);
  let value = -Infinity;
  let best: Tactic[] = [];
  for (const t of legalTactics(state, request)) {
    if (t.type !== 'attack' || t.by !== undefined || !v.grid.neighbours(t.from).includes(t.to)) continue;
    const a = attackValue(state, v, t.from, t.to, request.set.width, request.set.height);
    if (a > value + 1e-9) {
      value = a;
      best = [t];
    } else if (a > value - 1e-9) best.push(t);
  }
  return { value, best };
}

describe('clearAttack', () => {
  it('takes a lawful best attack worth CLEAR_ATTACK or more, and leaves every other set to the full weighing', () => {
    const seen = { clear: 0, weighed: 0 };
    for (const file of bundledFiles('die-men')) {
      const loaded = loadDieMenScenario(readFileSync(join(SCENARIOS_DIR, file), 'utf8'), file);
      if (!loaded.ok) throw new Error(file);
      for (const seed of ['c1']) {
        const setup = toBattleSetup(loaded.value.scenario, { seed, defaultSeed: seed });
        const general = computerGeneral({ seed });
        const run = runBattle(dieMen, setup, {
          decide: (request, state) => {
            const d = general.decide(request, state);
            if (request.kind !== 'assign' || d.kind !== 'assign') return d;
            const clear = clearAttack(state, request);
            const { value, best } = bestNextDoor(state, request);
            if (clear) {
              seen.clear++;
              expect(d.tactic).toEqual(clear);
              expect(value).toBeGreaterThanOrEqual(CLEAR_ATTACK - 1e-9);
              expect(best).toContainEqual(clear);
            } else {
              seen.weighed++;
              const ranked = rankTactics(state, request);
              const top = ranked[0]!.score;
              expect(ranked.filter((r) => r.score > top - 1e-9).map((r) => r.tactic)).toContainEqual(
                d.tactic,
              );
              // No clear attack: none lawful is worth CLEAR_ATTACK, the side may not attack, or
              // (Hold) a defence scores more than the best attack.
              const declared = state.declarations[request.side]?.strategy;
              const defence = Math.max(
                -Infinity,
                ...ranked.filter((r) => r.tactic.type === 'defend').map((r) => r.score),
              );
              if (declared === 'seize') expect(value).toBeLessThan(CLEAR_ATTACK);
              if (declared === 'hold' && value >= CLEAR_ATTACK) expect(defence).toBeGreaterThan(value);
            }
            return d;
          },
        });
        expect(run.ok).toBe(true);
      }
    }
    // Both paths are exercised on the bundled scenarios (one seed each: 76 and 106 orders).
    expect(seen.clear).toBeGreaterThan(50);
    expect(seen.weighed).toBeGreaterThan(50);
  });
});
