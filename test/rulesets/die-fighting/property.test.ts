/**
 * Random Die Fighting battles (random maps, armies and lawful choices), played on deep-frozen
 * states: apply never changes its input, and after every decision the position stays sound.
 */
import { unitAt } from '../../../src/rulesets/die-fighting/board';
import * as fc from 'fast-check';
import { runBattle } from '../../../src/engine';
import { UNIT_TYPE_NAMES, UNIT_TYPES, unitCost } from '../../../src/rulesets/die-fighting/cards';
import { dieFightingGame } from '../../../src/rulesets/die-fighting/game';
import type { BattleState } from '../../../src/rulesets/die-fighting/state';
import type { CommanderRank, UnitSetup } from '../../../src/rulesets/die-fighting/types';
import { chooser } from '../../helpers/randomBattle';
import { setupOf } from './helpers';
import { deepFreeze } from '../../helpers/deepFreeze';

const RANKS: readonly (CommanderRank | undefined)[] = [
  undefined,
  undefined,
  'sergeant',
  'lieutenant',
  'captain',
];

function randomSetup(seed: number) {
  const c = chooser(seed);
  const cols = 6 + c.int(7);
  const rows = 6 + c.int(7);
  const map = Array.from({ length: rows }, () =>
    Array.from({ length: cols }, () => (c.chance(0.1) ? 'B' : c.chance(0.1) ? 'S' : '.')).join(''),
  );
  const units: Record<string, UnitSetup> = {};
  for (const side of ['red', 'blue']) {
    const n = 1 + c.int(5);
    for (let i = 0; i < n; i++) {
      const cell = `${c.int(cols)},${c.int(rows)}`;
      if (units[cell] || map[Number(cell.split(',')[1])]![Number(cell.split(',')[0])] === 'B') continue;
      const commander = c.pick(RANKS);
      units[cell] = { side, type: c.pick(UNIT_TYPE_NAMES), ...(commander ? { commander } : {}) };
    }
  }
  const sides = new Set(Object.values(units).map((u) => u.side));
  if (sides.size < 2) return null;
  return setupOf(map, units, {
    seed: `p${seed}`,
    options: { game: 'elimination', maxRounds: 8, deployment: 'free' },
  });
}

/** The position is sound: one unit a cell, health within the die, no one on blocking ground. */
function checkSound(s: BattleState): void {
  expect(new Set(s.units.map((u) => u.at)).size).toBe(s.units.length);
  expect(new Set(s.units.map((u) => u.id)).size).toBe(s.units.length);
  for (const u of s.units) {
    expect(unitAt(s, u.at)).toBe(u);
    expect(u.health).toBeGreaterThan(0);
    expect(u.health).toBeLessThanOrEqual(UNIT_TYPES[u.type].die);
    expect(s.rules.blocking[u.at]).toBeUndefined();
    if (u.uses !== null) expect(u.uses).toBeGreaterThanOrEqual(0);
  }
  expect(new Set(s.activated).size).toBe(s.activated.length);
}

describe('random Die Fighting battles', () => {
  it('never change a state they were given, keep the position sound, and score exactly what was destroyed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.boolean(), (seed, smart) => {
        const setup = randomSetup(seed);
        if (!setup) return;
        const general = smart ? dieFightingGame.computer('x') : dieFightingGame.random(`r${seed}`);
        const source = {
          decide: (req: Parameters<typeof general.decide>[0], st: BattleState) => {
            checkSound(st);
            return general.decide(req, deepFreeze(st));
          },
        };
        const r = runBattle(dieFightingGame.ruleset, setup, source);
        if (!r.ok) throw new Error(r.error.problems.map((p) => p.message).join('; '));
        const end = r.value.state;
        checkSound(end);
        expect(r.value.outcome).not.toBeNull();
        for (const side of setup.sides) {
          const lost = Object.entries(setup.units)
            .filter(([cell, u]) => u.side === side.id && !Object.values(end.units).some((x) => x.id === cell))
            .reduce((n, [, u]) => n + unitCost(u.type, u.commander ?? null), 0);
          const other = setup.sides.find((x) => x.id !== side.id)!.id;
          expect(end.destroyed[other]).toBe(lost);
        }
      }),
      // 20 battles: the soundness checks run at every decision, about 55 a battle (about 1,100 in
      // all; 2,200 at 40 runs, for twice the CPU), on as many random maps, armies and generals.
      { numRuns: 20 },
    );
  });
});
