/**
 * The shipped Encirclement scenario played through the rules core: the scripted first round must
 * come out as the rulebook says (the Duke's 2x9 from the five-unit hex kills four).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runBattle } from '../../../../src/engine/runBattle';
import { defaultSource } from '../../../../src/engine/sources';
import { dieMen, type Event } from '../../../../src/rulesets/die-men';
import { loadDieMenScenario, scriptedSource, toBattleSetup } from '../../../../src/rulesets/die-men/scenario';

const file = 'scenarios/reserve-cut-off.yaml';

function play() {
  const loaded = loadDieMenScenario(readFileSync(join(__dirname, '../../../..', file), 'utf8'), file);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
  const source = scriptedSource(loaded.value.script, defaultSource(dieMen));
  const setup = toBattleSetup(loaded.value.scenario, { defaultSeed: 'test' });
  const result = runBattle(dieMen, setup, source);
  if (!result.ok) throw new Error(JSON.stringify(result.error.problems));
  return { source, events: result.value.events as Event[] };
}

describe('reserve-cut-off.yaml through the rules core', () => {
  const { source, events } = play();
  const round1 = events.filter((e) => 'round' in e && e.round === 1);
  const attacks = round1.filter((e): e is Extract<Event, { type: 'attacked' }> => e.type === 'attacked');

  it("the Duke's 2x9 from the five-unit hex kills four: Width 2 + 2 extra facings", () => {
    const first = attacks[0];
    expect(first).toMatchObject({
      from: '3,1',
      to: '3,2',
      width: 2,
      height: 9,
      encirclement: 2,
      damage: 4,
      kills: 4,
    });
  });

  it('the three-unit hexes are capped at three kills each', () => {
    expect(attacks.slice(1).map((a) => [a.from, a.damage, a.kills])).toEqual([
      ['2,2', 4, 3],
      ['4,2', 4, 3],
    ]);
  });

  it('uses every scripted order of round 1', () => {
    expect(source.unused(1)).toEqual([]);
  });
});

describe('a scripted decision the rules core rejects', () => {
  it('is located at the scenario entry it came from', () => {
    // Round 1's count is known from the map and refused on loading (validate); round 2's only
    // when the battle gets there. Both sides hold, far apart, so a still has 4 units then.
    const text = `name: wrong pool
map: { cols: 4, rows: 4 }
sides:
  - { id: a, units: { "0,0": 4 } }
  - { id: b, units: { "3,3": 2 } }
rounds:
  - declare: { a: hold, b: hold }
  - dice:
      a: [1, 2, 3]
`;
    const loaded = loadDieMenScenario(text, 'pool.yaml');
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
    const source = scriptedSource(loaded.value.script, defaultSource(dieMen));
    const result = runBattle(dieMen, toBattleSetup(loaded.value.scenario, { defaultSeed: 's' }), source);
    expect(result.ok).toBe(false);
    if (result.ok || !result.error.decision) throw new Error('expected a rejected decision');
    const decision = result.error.decision;
    expect(source.origin(decision)).toEqual({ path: ['rounds', 1, 'dice', 'a'], line: 9 });
    const [first] = result.error.problems;
    expect(source.locate(decision, first!)).toMatchObject({
      file: 'pool.yaml',
      line: 9,
      path: ['rounds', 1, 'dice', 'a'],
      code: first!.code,
      message: `round 2, a's scripted dice: ${first!.message}`,
      facts: { round: 2, side: 'a' },
    });
  });
});
