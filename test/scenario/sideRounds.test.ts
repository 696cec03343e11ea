/**
 * The shared "one answer a side a round" script (src/scenario/sideRounds.ts), through the toy
 * game that reads its faces with it: the scripted faces decide the rounds, a refused one is said
 * at its line, and what the battle never used is an error (never asked) or a warning (round not
 * reached), each at its file line.
 */
import { defaultSource } from '../../src/engine/sources';
import { runBattle } from '../../src/engine/runBattle';
import {
  highRollRuleset,
  highRollScenarios,
  type Decision,
  type Request,
  type State,
} from '../engine/highRoll';

const file = [
  'ruleset: high-roll',
  'name: scripted',
  'options: { maxRounds: 2 }',
  'sides: [{ id: red }, { id: blue }]',
  'rounds:',
  '  - { red: 6, blue: 1 }',
  '  - { red: 2, green: 5 }',
  '  - { red: 4 }',
  '',
].join('\n');

const load = (text: string) => {
  const r = highRollScenarios.load(text, 'f.yaml');
  if (!r.ok) throw new Error(r.error.map((p) => p.message).join('; '));
  return r.value;
};

describe("sideRounds: a side's one scripted answer a round", () => {
  it('plays the scripted faces and judges the rest at their lines', () => {
    const loaded = load(file);
    const scripted = loaded.scripted(defaultSource(highRollRuleset));
    // The toy game's scripted source answers at once (a fallback from the rules' defaults).
    const sync = { decide: (q: Request, st: State) => scripted.decide(q, st) as Decision };
    const r = runBattle(highRollRuleset, loaded.setup({ fallback: 'x' }), sync);
    if (!r.ok) throw new Error('refused');
    const faces = r.value.events.flatMap((e) => (e.type === 'rolled' ? [`${e.side}${e.face}`] : []));
    expect(faces.slice(0, 3)).toEqual(['red6', 'blue1', 'red2']);
    const left = scripted.leftovers(3, r.value.events, r.value.state);
    expect(left.errors.map((p) => [p.code, p.line, p.message])).toEqual([
      [
        'scenario.unused-roll',
        7,
        "round 2, green's scripted roll was not used: the battle never asked green for it",
      ],
    ]);
    expect(left.warnings.map((p) => [p.code, p.line, p.message])).toEqual([
      [
        'scenario.round-not-reached',
        8,
        "round 3, red's scripted roll was not used: the battle ended before round 3",
      ],
    ]);
  });

  it('says a refused scripted face at the line that wrote it', () => {
    const loaded = load(file.replace('red: 6', 'red: 9'));
    const scripted = loaded.scripted(defaultSource(highRollRuleset));
    const setup = loaded.setup({ fallback: 'x' });
    const start = highRollRuleset.init(setup);
    if (!start.ok) throw new Error('init');
    const state = start.value.state;
    const decision = scripted.decide(highRollRuleset.pending(state)!, state) as Decision;
    const refused = highRollRuleset.apply(state, decision);
    if (refused.ok) throw new Error('a 9 on a d6 is refused');
    const p = scripted.locate(decision, refused.error);
    expect([p.code, p.file, p.line]).toEqual(['roll.bad-face', 'f.yaml', 6]);
    expect(p.message).toBe("round 1, red's scripted roll: a d6 shows 1 to 6, not 9");
  });
});
