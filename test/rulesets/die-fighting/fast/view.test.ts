/**
 * The general's view on the fast path (fast/view.ts) is brought up to date in place: the pairs'
 * worths are copied again only for the indexes that hold another unit, and the fallen are swept
 * out of the square order only when a unit fell; an index holding the same unit as at the last
 * view is written only where its square or health changed. At every decision of whole battles on
 * every bundled scenario, the kept view must equal one made fresh from the position, also when the
 * view was given back by the battle before (as the simulator's trials reuse it). Only the units the
 * position logged as moved or hurt since the view (`Fast.changes`) and the places of the square
 * order that changed are written (viewUnits.ts), or all of them when more changed than the log
 * holds; and its caution comes from the health it
 * sums as it goes (`eliminationCaution`), which must be cautionOf's.
 */
import { apply, decide, fastBattle, release } from '../../../../src/rulesets/die-fighting/fast/battle';
import { cautionOf } from '../../../../src/rulesets/die-fighting/ai/caution';
import { CHANGE_MASK } from '../../../../src/rulesets/die-fighting/fast/changeLog';
import { ASK_ROLL, setHealth } from '../../../../src/rulesets/die-fighting/fast/position';
import type { BattleState } from '../../../../src/rulesets/die-fighting/state';
import { newPairings, newView, viewOf, type FastCtx } from '../../../../src/rulesets/die-fighting/fast/view';
import { DF_SCENARIOS, moveMany, takeOverState } from './lockstep';

const part = (a: ArrayLike<number> & { subarray(a: number, b: number): ArrayLike<number> }, n: number) =>
  Array.from(a.subarray(0, n));

/** What of a view the general reads, as plain lists (only the filled part of each array). */
function seen(c: FastCtx) {
  const nm = c.mine.length;
  const ne = c.enemies.length;
  return {
    mineFields: [c.ranged, c.move, c.speed, c.range, c.healthWorth].map((a) => part(a, nm)),
    enemyFields: [c.enemyCol, c.enemyRow, c.enemyRange, c.enemyReach].map((a) => part(a, ne)),
    mine: c.mine.map((u) => u.id),
    enemies: c.enemies.map((u) => u.id),
    mineK: Array.from(c.mineK.subarray(0, nm)),
    enemyK: Array.from(c.enemyK.subarray(0, ne)),
    who: Array.from(c.who),
    mineAt: Array.from(c.mineAt.subarray(0, nm)),
    enemyAt: Array.from(c.enemyAt.subarray(0, ne)),
    worth: Array.from(c.worth.subarray(0, nm * ne)),
    threat: Array.from(c.threat.subarray(0, nm * ne)),
    hurt: Array.from(c.hurt.subarray(0, nm)),
    caution: c.caution,
  };
}

describe.each(DF_SCENARIOS)('%s: the fast view kept from decision to decision', (file) => {
  let given: ReturnType<typeof fastBattle> | undefined;
  it.each(['a', 'b', 'c'])('equals a view made fresh at every decision (seed %s)', (seed) => {
    // Seed c plays on the buffers seed b's battle gave back.
    const b = fastBattle(takeOverState(file, seed));
    if (seed === 'b') given = b;
    else if (seed === 'c') expect(b.views[0]).toBe(given!.views[0]);
    let views = 0;
    let changedPairs = 0;
    let lastWorths = '';
    while (b.f.askKind !== 0) {
      decide(b);
      if (b.f.askKind !== ASK_ROLL) {
        const j = b.f.askSide;
        const kept = b.views[j === 0 ? 0 : 1];
        const fresh = viewOf(b.f, newPairings(b.f), newView(b.f, j), j);
        expect(seen(kept)).toEqual(seen(fresh));
        // Each unit's kept index (what a hurt rewrites in place) is where the lists hold it.
        for (let k = 0; k < b.f.n; k++) {
          if (b.f.alive[k] === 0) continue;
          const list = b.f.side[k] === j ? kept.mineK : kept.enemyK;
          expect(list[kept.slot[k]!]).toBe(k);
        }
        const s = b.f.view as unknown as BattleState;
        expect(kept.caution).toBe(cautionOf(s, kept.side, kept.mine, kept.enemies));
        views++;
        const worths = JSON.stringify(Array.from(b.pairings.worth));
        if (worths !== lastWorths) changedPairs++;
        lastWorths = worths;
      }
      apply(b);
    }
    // Whole battles, with hurts (the pairs' worths change) as well as moves.
    expect(views).toBeGreaterThan(50);
    expect(changedPairs).toBeGreaterThan(2);
    if (seed === 'b') release(b);
  });
});

describe('the fast view after many moves since it was made', () => {
  // Within the log, just at its size, and past it (then every unit is looked at).
  it.each([1, 3, CHANGE_MASK, CHANGE_MASK + 1, CHANGE_MASK + 2, 3 * CHANGE_MASK])(
    '%i moves of units of both sides since: equals a view made fresh',
    (moves) => {
      const b = fastBattle(takeOverState(DF_SCENARIOS[0]!, 'a'));
      const { f } = b;
      const kept = viewOf(f, b.pairings, b.views[0], 0);
      const from = f.changes;
      moveMany(f, moves);
      expect(f.changes - from).toBe(moves);
      expect(seen(viewOf(f, b.pairings, kept, 0))).toEqual(seen(viewOf(f, newPairings(f), newView(f, 0), 0)));
    },
  );
});

describe('the fast view after a unit was hurt and healed back since it was made', () => {
  // df-battle seed identical-1, trial 46 (issue 23): the other side's view refreshed the shared
  // pairings at the health between, so the pairings were stale though the health was as seen.
  it('equals a view made fresh, the other side having looked in between', () => {
    const b = fastBattle(takeOverState(DF_SCENARIOS[0]!, 'a'));
    const { f } = b;
    const k = f.units.findIndex((u, x) => f.alive[x] === 1 && u.health >= 2);
    expect(k).toBeGreaterThanOrEqual(0);
    const health = f.units[k]!.health;
    const kept = viewOf(f, b.pairings, b.views[0], 0);
    setHealth(f, k, health - 1);
    viewOf(f, b.pairings, b.views[1], 1);
    setHealth(f, k, health);
    expect(seen(viewOf(f, b.pairings, kept, 0))).toEqual(seen(viewOf(f, newPairings(f), newView(f, 0), 0)));
  });
});
