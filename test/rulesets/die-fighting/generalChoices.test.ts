/**
 * The computer general's choices that go with an action (rulings DF7, DF8), on the position of
 * test/fixtures/scenarios/die-fighting/general-choices.yaml (its header works them out): where it
 * differs from the rules' default, and that the default is what the rules do when nobody says.
 */
import { readFileSync } from 'node:fs';
import { withChoices } from '../../../src/rulesets/die-fighting/ai/choices';
import { computerGeneral } from '../../../src/rulesets/die-fighting/ai/computer';
import { dieFighting } from '../../../src/rulesets/die-fighting';
import { loadDieFightingScenario } from '../../../src/rulesets/die-fighting/scenario';
import type { BattleState } from '../../../src/rulesets/die-fighting/state';
import type { Action, Decision } from '../../../src/rulesets/die-fighting/types';
import { begin, ofType, toCombat } from './helpers';

const FILE = 'test/fixtures/scenarios/die-fighting/general-choices.yaml';

/** The position once the file's script has run out: red to act in round 1's combat. */
function redToAct(): BattleState {
  const loaded = loadDieFightingScenario(readFileSync(FILE, 'utf8'), FILE);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
  let out = false;
  const source = loaded.value.scripted({
    decide: () => {
      out = true;
      return { kind: 'combat', side: 'red', unit: null };
    },
  });
  const init = dieFighting.init(loaded.value.setup({ fallback: 'x' }));
  if (!init.ok) throw new Error('setup');
  let s = init.value.state;
  for (;;) {
    const d = source.decide(s.awaiting!, s) as Decision;
    if (out) return s;
    const r = dieFighting.apply(s, d);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    s = r.value.state;
  }
}

const red = (unit: string, action: Action): Decision => ({ kind: 'combat', side: 'red', unit, action });

describe("the computer general's choices", () => {
  const s = redToAct();

  it('is asked with red to act in the combat phase', () => {
    expect(s.awaiting).toMatchObject({ kind: 'combat', side: 'red' });
    expect(s.activated).toHaveLength(3);
  });

  it('charges to the square the enemies still to act can reach least, not the default', () => {
    const charge = red('0,2', { type: 'charge', target: '4,2' });
    expect(withChoices(s, charge)).toEqual(red('0,2', { type: 'charge', target: '4,2', to: '3,3' }));
    const byDefault = dieFighting.apply(s, charge);
    if (!byDefault.ok) throw new Error('refused');
    expect(ofType(byDefault.value.events, 'charged')[0]!.to).toBe('3,1');
  });

  it('names the unit worth more a point for damage past the wall, where the default takes the weaker', () => {
    const shot = red('6,7', { type: 'attack', targets: ['9,7'] });
    expect(withChoices(s, shot)).toEqual(
      red('6,7', { type: 'attack', targets: ['9,7'], passTo: { '9,7': '9,6' } }),
    );
    const byDefault = dieFighting.apply(s, { ...shot, dice: { damage: [3] } } as Decision);
    if (!byDefault.ok) throw new Error('refused');
    const passed = ofType(byDefault.value.events, 'damage')[0]!.hurt.find((h) => h.passedFrom);
    expect(passed).toMatchObject({ unit: { at: '8,6' }, damage: 2 });
  });

  it('adds nothing to an attack with nothing to choose', () => {
    const other = red('3,2', { type: 'attack', targets: ['4,2'] });
    expect(withChoices(s, other)).toEqual(other);
  });

  it('leaves damage past the wall to the default when that does better on average (it knows the roll)', () => {
    // choices.yaml at its combat: the d4's rest of 1 or 2 finishes the conscripts on 1 (worth 7
    // by value.ts), a rest of 3 the light infantry on 3 (worth 16, which the default takes then);
    // naming either unit before the roll averages less than the default's 6.25.
    const text = readFileSync('test/fixtures/scenarios/die-fighting/choices.yaml', 'utf8');
    const loaded = loadDieFightingScenario(text, 'choices.yaml');
    if (!loaded.ok) throw new Error('load');
    const c = toCombat(begin(loaded.value.setup({ fallback: 'x' })).state).state;
    const shot = red('0,0', { type: 'attack', targets: ['3,0'] });
    expect(withChoices(c, shot)).toEqual(shot);
  });

  it('every decision the general makes here is one the rules accept', () => {
    const d = computerGeneral().decide(s.awaiting!, s) as Decision;
    expect(dieFighting.apply(s, d).ok).toBe(true);
  });
});
