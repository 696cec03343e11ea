/**
 * The fast path's move searches (fast/reach.ts) keep each side's side map for the battle and
 * bring it up to date where an enemy moved or fell, and keep each unit's reach. At every decision
 * of whole battles on every bundled scenario, both side maps and every unit's reach must equal
 * ones made fresh from the position, also when the buffers were given back by the battle before
 * (as the simulator's trials reuse them). A side map looks only at the units the position logged as
 * moved or fallen since it was brought up to date (`Fast.changes`), or at all of them when more
 * changed than the log holds.
 */
import {
  apply,
  decide,
  fastBattle,
  release,
  type FastBattle,
} from '../../../../src/rulesets/die-fighting/fast/battle';
import { newReaches, reachOfUnit, sideMapOf } from '../../../../src/rulesets/die-fighting/fast/reach';
import type { SideMap } from '../../../../src/rulesets/die-fighting/sideMap';
import { CHANGE_MASK } from '../../../../src/rulesets/die-fighting/fast/changeLog';
import { DF_SCENARIOS, moveMany, takeOverState } from './lockstep';

const mapSeen = (m: SideMap) => ({
  code: [...m.code],
  enemy: Array.from(m.enemy),
  nearEnemy: Array.from(m.nearEnemy),
  nearMounted: Array.from(m.nearMounted),
});

/** Whether the kept side maps (and, with `reaches`, every unit's reach) equal fresh ones. */
function checkAt(b: FastBattle, reaches: boolean): void {
  const fresh = newReaches(b.f);
  for (const j of [0, 1]) expect(mapSeen(sideMapOf(b.f, b.r, j))).toEqual(mapSeen(sideMapOf(b.f, fresh, j)));
  for (let k = 0; reaches && k < b.f.n; k++) {
    if (b.f.alive[k] === 0) continue;
    const kept = reachOfUnit(b.f, b.r, k);
    const made = reachOfUnit(b.f, fresh, k);
    expect([kept.idx, kept.costs]).toEqual([made.idx, made.costs]);
  }
}

describe.each(DF_SCENARIOS)('%s: the fast move searches kept from decision to decision', (file) => {
  let given: FastBattle | undefined;
  it.each(['a', 'b'])('equal ones made fresh at every decision (seed %s)', (seed) => {
    // Seed b plays on the buffers seed a's battle gave back.
    const b = fastBattle(takeOverState(file, seed));
    if (seed === 'b') expect(b.r).toBe(given!.r);
    let decisions = 0;
    let fell = 0;
    while (b.f.askKind !== 0) {
      const alive = b.f.count[0]! + b.f.count[1]!;
      decide(b);
      // Every unit's reach at every third decision only: a fresh search each is slow.
      checkAt(b, decisions % 3 === 0);
      apply(b);
      decisions++;
      if (b.f.count[0]! + b.f.count[1]! < alive) fell++;
    }
    // Whole battles, with units falling as well as moving.
    expect(decisions).toBeGreaterThan(50);
    expect(fell).toBeGreaterThan(1);
    if (seed === 'a') {
      release(b);
      given = b;
    }
  });
});

describe('the fast side maps after many moves since they were brought up to date', () => {
  // Within the log, just at its size, and past it (then every unit is looked at).
  it.each([1, 3, CHANGE_MASK, CHANGE_MASK + 1, CHANGE_MASK + 2, 3 * CHANGE_MASK])(
    '%i moves of units of both sides since: equal ones made fresh',
    (moves) => {
      const b = fastBattle(takeOverState(DF_SCENARIOS[0]!, 'a'));
      for (const j of [0, 1]) sideMapOf(b.f, b.r, j);
      moveMany(b.f, moves);
      checkAt(b, true);
    },
  );
});
