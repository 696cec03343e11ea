/**
 * The computer general's view of a position (ai/context.ts) is carried from one position to the
 * next in place (ai/carry.ts, issue 23). Whatever path it took, it must equal the view built
 * from nothing: checked at every move and combat decision of whole computer-against-computer
 * battles on bundled maps, field by field.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runBattle } from '../../../src/engine';
import type { SyncDecisionSource } from '../../../src/engine/decisionSource';
import { contextOf, freshContext, type Ctx } from '../../../src/rulesets/die-fighting/ai/context';
import { dieFightingGame } from '../../../src/rulesets/die-fighting/game';
import { dieFightingScenarios } from '../../../src/rulesets/die-fighting/scenario/kit';
import type { BattleState } from '../../../src/rulesets/die-fighting/state';
import type { Decision, Request } from '../../../src/rulesets/die-fighting/types';

const root = join(__dirname, '..', '..', '..');

/** Every field of a view as plain data: the units by id, the typed arrays as lists. */
function viewOf(c: Ctx): Record<string, unknown> {
  const out: Record<string, unknown> = {
    mine: c.mine.map((u) => `${u.id}@${u.at}:${u.health}/${u.uses}`),
    enemies: c.enemies.map((u) => `${u.id}@${u.at}:${u.health}/${u.uses}`),
    caution: c.caution,
    flip: c.flip,
  };
  for (const key of ['who', 'mineAt', 'enemyAt', 'enemyCol', 'enemyRow', 'enemyReach', 'enemyRange'] as const)
    out[key] = Array.from(c[key]);
  for (const key of ['worth', 'threat', 'speed', 'move', 'range', 'hurt', 'ranged', 'healthWorth'] as const)
    out[key] = Array.from(c[key]);
  return out;
}

/** The computer general, with each view it is about to use compared with a fresh one. */
function checking(seed: string, seen: { views: number }): SyncDecisionSource<BattleState, Request, Decision> {
  const general = dieFightingGame.computer(seed);
  return {
    decide(request, state) {
      if (request.kind === 'move' || request.kind === 'combat') {
        const fresh = viewOf(freshContext(state, request.side));
        const carried = viewOf(contextOf(state, request.side));
        // Compared as text (quick); toEqual names the field when they differ.
        if (JSON.stringify(carried) !== JSON.stringify(fresh)) expect(carried).toEqual(fresh);
        seen.views++;
      }
      return general.decide(request, state);
    },
  };
}

describe.each([
  ['scenarios/df-battle.yaml', ['carry/1']],
  ['scenarios/df-ruined-tower.yaml', ['carry/1', 'carry/2', 'carry/3']],
])('the general carried from position to position on %s', (file, seeds) => {
  it('sees what a view built afresh sees, at every decision of whole battles', () => {
    const path = join(root, file);
    const loaded = dieFightingScenarios.load(readFileSync(path, 'utf8'), path);
    if (!loaded.ok) throw new Error(loaded.error[0]!.message);
    const seen = { views: 0 };
    for (const seed of seeds) {
      const setup = dieFightingGame.withSeed(loaded.value.setup({ fallback: seed }), seed);
      const r = runBattle(dieFightingGame.ruleset, setup, checking(seed, seen), { keepEvents: false });
      if (!r.ok) throw new Error(r.error.problems[0]!.message);
      expect(r.value.outcome).not.toBeNull();
    }
    expect(seen.views).toBeGreaterThan(100);
  });
});
