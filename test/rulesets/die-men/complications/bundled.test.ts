/**
 * The bundled castle siege and river crossing (scenarios/) played through the rules core by the
 * computer general on both sides: the complications they switch on are in play.
 */
import { runBattle } from '../../../../src/engine/runBattle';
import { dieMen, groundAt, TERRAIN_RULES, type Event, type Request } from '../../../../src/rulesets/die-men';
import { computerGeneral } from '../../../../src/rulesets/die-men/ai';
import { toBattleSetup } from '../../../../src/rulesets/die-men/scenario';
import type { BattleState } from '../../../../src/rulesets/die-men';
import { loadFile, ofType } from './play';

function run(file: string) {
  const loaded = loadFile(file);
  const asked: Request[] = [];
  const general = computerGeneral({ seed: 'bundled' });
  const states: BattleState[] = [];
  const result = runBattle(dieMen, toBattleSetup(loaded.scenario, { defaultSeed: 'bundled' }), {
    decide: (req, state) => {
      asked.push(req);
      states.push(state);
      return general.decide(req, state);
    },
  });
  if (!result.ok) throw new Error(JSON.stringify(result.error.problems));
  return { asked, states, events: result.value.events as Event[], outcome: result.value.outcome };
}

describe('scenarios/castle-siege.yaml', () => {
  const { asked, states, outcome } = run('scenarios/castle-siege.yaml');
  it('asks the garrison about its drawbridge each round, and ends', () => {
    expect(asked.filter((r) => r.kind === 'gates').every((r) => r.side === 'garrison')).toBe(true);
    expect(asked.some((r) => r.kind === 'gates')).toBe(true);
    expect(outcome).not.toBeNull();
  });
  it('never has units on a wall or in a shut gate', () => {
    for (const s of states) {
      for (const key of Object.keys(s.occupants))
        expect(TERRAIN_RULES[groundAt(s, key)].enterable).toBe(true);
    }
  });
});

describe('scenarios/river-crossing.yaml', () => {
  const { events, states } = run('scenarios/river-crossing.yaml');
  it('no free move goes into or out of the river', () => {
    const river = (k: string) => states[0]!.rules.terrain[k] === 'river';
    for (const m of ofType(events, 'freeMoved')) {
      expect([m.from, m.to].filter(river)).toEqual([]);
    }
  });
});
