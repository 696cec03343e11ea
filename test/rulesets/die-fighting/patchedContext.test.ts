/**
 * Issue 23: the computer general's view of a position (ai/context.ts) is patched from the last
 * one (ai/patchContext.ts: only the units that moved or were hurt) instead of built again. Whole
 * battles, computer against computer: at every move and combat question, the view the general
 * reads must equal one built afresh, field by field; and the units next to an enemy, listed in
 * one pass over the map (board.ts engagedIds, the combat phase's engaged units), those that
 * enemiesAround finds for each unit; and each unit's reach, which the memo keeps while the enemies
 * near it stand still (movement.ts), one searched afresh.
 */

/** Whether the memo's reach of each unit of `side` is what a search afresh finds. */
function staleReaches(s: BattleState, side: string): string[] {
  const out: string[] = [];
  for (const u of s.units) {
    if (u.side !== side) continue;
    const m = sideMap(s, side);
    const fresh = { idx: [] as number[], costs: [] as number[] };
    const start = m.ix.indexOf.get(u.at)!;
    searchFrom(m, stepTable(s.rules, m.ix), start, cardOf(s, u).speed, kindOf(u) === 'mounted', -1, fresh);
    const got = reachOf(s, u);
    if (got.idx.join() !== fresh.idx.join() || got.costs.join() !== fresh.costs.join())
      out.push(`reach of ${u.id}`);
  }
  return out;
}
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runBattle } from '../../../src/engine/runBattle';
import { contextAfresh, contextOf, type Ctx } from '../../../src/rulesets/die-fighting/ai/context';
import { engagedIds, enemiesAround, kindOf, cardOf } from '../../../src/rulesets/die-fighting/board';
import { reachOf } from '../../../src/rulesets/die-fighting/movement';
import { searchFrom, stepTable } from '../../../src/rulesets/die-fighting/reachSearch';
import { sideMap } from '../../../src/rulesets/die-fighting/sideMap';
import { dieFightingGame } from '../../../src/rulesets/die-fighting/game';
import { dieFightingScenarios } from '../../../src/rulesets/die-fighting/scenario/kit';
import type { BattleState } from '../../../src/rulesets/die-fighting/state';

const FIELDS = [
  'mine',
  'enemies',
  'who',
  'mineAt',
  'enemyAt',
  'enemyCol',
  'enemyRow',
  'enemyReach',
  'enemyRange',
  'worth',
  'threat',
  'speed',
  'move',
  'range',
  'hurt',
  'ranged',
  'healthWorth',
] as const;

/** The fields of `got` that differ from `want`'s (collected: a battle asks hundreds of views). */
function differences(got: Ctx, want: Ctx): string[] {
  const out: string[] = [];
  for (const f of FIELDS) {
    const a = got[f] as ArrayLike<unknown>;
    const b = want[f] as ArrayLike<unknown>;
    let same = a.length === b.length;
    for (let i = 0; same && i < a.length; i++) same = Object.is(a[i], b[i]);
    if (!same) out.push(f);
  }
  if (got.caution !== want.caution) out.push('caution');
  if (got.s.units !== want.s.units) out.push('position');
  return out;
}

describe.each(['df-battle.yaml', 'df-ruined-tower.yaml', 'df-stream.yaml'])(
  '%s: the patched view',
  (file) => {
    it.each(['a', 'b'])('equals one built afresh at every question (seed %s)', (seed) => {
      const path = join(__dirname, '..', '..', '..', 'scenarios', file);
      const loaded = dieFightingScenarios.load(readFileSync(path, 'utf8'), path);
      if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
      const setup = dieFightingGame.withSeed(loaded.value.setup({ seed, fallback: seed }), seed);
      const plans = dieFightingGame.sim.plans(setup, {});
      if (!plans.ok) throw new Error(JSON.stringify(plans.error));
      let asked = 0;
      let moved = 0;
      const found: string[] = [];
      const run = runBattle(
        dieFightingGame.ruleset,
        setup,
        dieFightingGame.sim.source(plans.value[0]!, seed),
        {
          keepEvents: false,
          onEvents: (events, state) => {
            const s = state as BattleState;
            if (events.some((e) => e.type === 'moved')) moved++;
            const q = s.awaiting;
            if (q === null || (q.kind !== 'move' && q.kind !== 'combat')) return;
            asked++;
            const engaged = s.units.filter((u) => enemiesAround(s, u.at, u.side).length > 0).map((u) => u.id);
            if (engagedIds(s).join() !== engaged.join()) found.push(`question ${asked}: engaged`);
            for (const d of staleReaches(s, q.side)) found.push(`question ${asked}: ${d}`);
            for (const d of differences(contextOf(s, q.side), contextAfresh(s, q.side)))
              found.push(`question ${asked} (${q.side} ${q.kind}): ${d}`);
          },
        },
      );
      expect(found.slice(0, 10)).toEqual([]);
      if (!run.ok) throw new Error(JSON.stringify(run.error).slice(0, 500));
      expect(found.slice(0, 10)).toEqual([]);
      // Whole battles: many questions, and units that moved between them.
      expect(asked).toBeGreaterThan(50);
      expect(moved).toBeGreaterThan(10);
    });
  },
);
