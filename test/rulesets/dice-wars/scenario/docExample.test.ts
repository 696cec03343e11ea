/**
 * docs/dice-wars.md's complete scenario example loads as written, and its scripted round plays
 * through without a refusal or a wrong entry: the manual shows a file that works.
 */
import { readFileSync } from 'node:fs';
import { diceWars } from '../../../../src/rulesets/dice-wars/ruleset';
import type { BattleState } from '../../../../src/rulesets/dice-wars/state';
import type { Decision, Request } from '../../../../src/rulesets/dice-wars/types';
import type { Event } from '../../../../src/rulesets/dice-wars/events';
import { loadDiceWarsScenario } from '../../../../src/rulesets/dice-wars/scenario';

const doc = readFileSync('docs/dice-wars.md', 'utf8');
const example = /## Battles: scenario files[\s\S]*?```yaml\n([\s\S]*?)```/.exec(doc)![1]!;

describe("docs/dice-wars.md's scenario example", () => {
  it('loads as written', () => {
    const r = loadDiceWarsScenario(example, 'docs/dice-wars.md');
    if (!r.ok) throw new Error(r.error.map((p) => `${p.line}: ${p.message}`).join('\n'));
    expect(r.value).toMatchObject({ name: 'Brute at the wall', scriptedRounds: 1, maxRounds: 3 });
  });

  it('plays its scripted round with every entry used', () => {
    const r = loadDiceWarsScenario(example, 'docs/dice-wars.md');
    if (!r.ok) throw new Error('load');
    const fallback = { decide: (q: Request, s: BattleState): Decision => diceWars.defaultDecision(s, q) };
    const source = r.value.scripted(fallback);
    const init = diceWars.init(r.value.setup({ fallback: 'x' }));
    if (!init.ok) throw new Error('init');
    let state = init.value.state;
    const events: Event[] = [...init.value.events];
    while (diceWars.pending(state) && state.round <= 1) {
      const request = diceWars.pending(state)!;
      const decision = source.decide(request, state) as Decision;
      const next = diceWars.apply(state, decision);
      if (!next.ok) throw new Error(source.locate(decision, next.error).message);
      state = next.value.state;
      events.push(...next.value.events);
    }
    expect(source.leftovers(1, events, state)).toEqual({ errors: [], warnings: [] });
    const attacks = events.filter((e) => e.type === 'attacked');
    expect(attacks.map((a) => a.unit.id)).toEqual(['brute', 'brute', 'gunner', 'gunner']);
    expect(attacks[0]).toMatchObject({ hitFaces: [3] });
    expect(attacks[3]).toMatchObject({ hitFaces: [6] });
  });
});
