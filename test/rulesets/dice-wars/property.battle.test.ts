/**
 * Random Dice Wars battles (random open tables, random legal cards, random or computer generals),
 * played on deep-frozen states: apply never changes its input, and after every decision the
 * position stays sound.
 */
import * as fc from 'fast-check';
import { runBattle } from '../../../src/engine';
import { checkCard } from '../../../src/rulesets/dice-wars/army';
import { diceLeft } from '../../../src/rulesets/dice-wars/board';
import { diceWarsGame } from '../../../src/rulesets/dice-wars/game';
import type { BattleState } from '../../../src/rulesets/dice-wars/state';
import type { UnitSetup } from '../../../src/rulesets/dice-wars/types';
import { deepFreeze } from '../../helpers/deepFreeze';
import { chooser } from '../../helpers/randomBattle';
import { randomCard, setupOf } from './battle';

function randomSetup(seed: number) {
  const c = chooser(seed);
  const cols = 10 + c.int(30);
  const rows = 10 + c.int(30);
  const taken = new Set<string>();
  const units: UnitSetup[] = [];
  for (const side of ['red', 'blue']) {
    const n = 1 + c.int(4);
    for (let i = 0; i < n; i++) {
      const card = randomCard(c, `${side}${i}`);
      const col = c.int(cols - 5);
      const row = c.int(rows);
      const at = Array.from({ length: card.members }, (_, k) => `${col + k},${row}`);
      if (at.some((k) => taken.has(k)) || checkCard(card).length > 0) continue;
      at.forEach((k) => taken.add(k));
      units.push({ id: `${side}${i}`, side, card, at });
    }
  }
  if (new Set(units.map((u) => u.side)).size < 2) return null;
  return setupOf(units, { table: { cols, rows, pieces: [] }, seed: `p${seed}`, maxRounds: 1 + c.int(5) });
}

/** The position is sound: no two models on a square, dice within the card, squads coherent in size. */
function checkSound(s: BattleState): void {
  const squares = s.units.flatMap((u) => u.models);
  expect(new Set(squares).size).toBe(squares.length);
  for (const u of s.units) {
    expect(u.core).toBeGreaterThan(0);
    expect(u.models.length).toBeGreaterThan(0);
    if (!u.squad) expect(u.models.length).toBe(1);
    expect(u.damage).toBeGreaterThanOrEqual(0);
    expect(u.carried).toBeLessThan(u.core);
    for (const p of u.equipment) expect(p.dice).toBeGreaterThanOrEqual(0);
    for (const m of u.models) {
      const [col, row] = m.split(',').map(Number) as [number, number];
      expect(col >= 0 && row >= 0 && col < s.rules.table.cols && row < s.rules.table.rows).toBe(true);
    }
  }
  expect(new Set(s.activated).size).toBe(s.activated.length);
}

describe('random Dice Wars battles', () => {
  it('never change a state they were given, keep the position sound, and end by the round limit or elimination', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.boolean(), (seed, smart) => {
        const setup = randomSetup(seed);
        if (!setup) return;
        const general = smart ? diceWarsGame.computer('x') : diceWarsGame.random(`r${seed}`);
        const source = {
          decide: (req: Parameters<typeof general.decide>[0], st: BattleState) => {
            checkSound(st);
            return general.decide(req, deepFreeze(st));
          },
        };
        const r = runBattle(diceWarsGame.ruleset, setup, source);
        if (!r.ok) throw new Error(r.error.problems.map((p) => `${p.code}: ${p.message}`).join('; '));
        const end = r.value.state;
        checkSound(end);
        expect(r.value.outcome).not.toBeNull();
        const sides = new Set(end.units.map((u) => u.side));
        if (sides.size === 2) expect(end.round).toBe(setup.maxRounds);
        const left = diceWarsGame.sim.tally(setup, end).left;
        const start = diceWarsGame.sim.start(setup);
        left.forEach((n, i) => expect(n).toBeLessThanOrEqual(start[i]!));
        expect(left).toEqual(
          setup.sides.map((x) =>
            end.units.filter((u) => u.side === x.id).reduce((n, u) => n + diceLeft(u), 0),
          ),
        );
      }),
      { numRuns: 40 },
    );
  });
});
