/**
 * The computer general against the random one on an even, mirrored battle: each plays each side
 * in turn, and every battle runs to an outcome through the engine.
 */
import type { SyncDecisionSource } from '../../../src/engine/decisionSource';
import { runBattle } from '../../../src/engine';
import { dieFightingGame } from '../../../src/rulesets/die-fighting/game';
import type { BattleState } from '../../../src/rulesets/die-fighting/state';
import type { Decision, Request, UnitSetup } from '../../../src/rulesets/die-fighting/types';
import { setupOf } from './helpers';

const MAP = ['........', '........', '..S..B..', '..B..S..', '........', '........'];
const units: Record<string, UnitSetup> = {
  '1,0': { side: 'red', type: 'heavy-infantry' },
  '2,0': { side: 'red', type: 'archers' },
  '3,1': { side: 'red', type: 'light-cavalry', commander: 'captain' },
  '4,0': { side: 'red', type: 'conscripts' },
  '6,5': { side: 'blue', type: 'heavy-infantry' },
  '5,5': { side: 'blue', type: 'archers' },
  '4,4': { side: 'blue', type: 'light-cavalry', commander: 'captain' },
  '3,5': { side: 'blue', type: 'conscripts' },
};

type Source = SyncDecisionSource<BattleState, Request, Decision>;
const bySide = (sources: Record<string, Source>): Source => ({
  decide: (request, state) => sources[request.side]!.decide(request, state),
});

describe('the Die Fighting computer general', () => {
  it('beats the random general in most of 40 even battles, from either side', () => {
    const setup = setupOf(MAP, units);
    let won = 0;
    const n = 40;
    for (let i = 0; i < n; i++) {
      const me = i % 2 === 0 ? 'red' : 'blue';
      const them = me === 'red' ? 'blue' : 'red';
      const source = bySide({
        [me]: dieFightingGame.computer(`c${i}`),
        [them]: dieFightingGame.random(`r${i}`),
      });
      const r = runBattle(dieFightingGame.ruleset, { ...setup, seed: `g${i}` }, source);
      if (!r.ok) throw new Error(r.error.problems.map((p) => p.message).join('; '));
      expect(r.value.outcome).not.toBeNull();
      if (r.value.outcome!.winner === me) won++;
    }
    expect(won / n).toBeGreaterThanOrEqual(0.8);
  });
});
