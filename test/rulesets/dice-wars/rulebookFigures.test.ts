/**
 * Counts and sizes dice-wars-intro.txt states as figures: "Game Sizes" (the dice of each army
 * size), "Table Sizes" (the table each size needs), "Core Actions" (the free move and the
 * actions of a unit with 1 and with 3 Core dice) and "Use Equipment Action" (two pieces of one
 * kind, an action each). The figures below are the text's.
 */
import { SIZE_PRESETS } from '../../../src/rulesets/dice-wars/army/sizes';
import { presetOf, TABLE_SIZES } from '../../../src/rulesets/dice-wars/scenario/convert';
import { act, activate, begin, first, ofType, play, setupOf, shoot, unit } from './battle';

describe('"Game Sizes": an equal pool of dice a side', () => {
  it.each([
    ['skirmish', 'Skirmish', 20, 40],
    ['battle', 'Battle', 60, 80],
    ['epic', 'Epic', 120, 200],
  ] as const)('%s is %s, %i to %i dice', (preset, title, min, max) => {
    expect(SIZE_PRESETS[preset]).toEqual({ title, min, max });
  });
});

describe('"Table Sizes": the table for the army size, in inches', () => {
  it('a 20-dice skirmish fits on 2 feet by 2 feet', () => {
    expect(TABLE_SIZES[presetOf({ points: 20 })]).toEqual({ cols: 24, rows: 24 });
  });
  it('a 60-dice battle needs at least 4 feet by 3 feet', () => {
    const t = TABLE_SIZES[presetOf({ points: 60 })];
    expect(Math.max(t.cols, t.rows)).toBeGreaterThanOrEqual(48);
    expect(Math.min(t.cols, t.rows)).toBeGreaterThanOrEqual(36);
  });
  it('an epic game is larger: 4 by 6 feet or 5 by 5', () => {
    const t = TABLE_SIZES[presetOf({ points: 150 })];
    expect([
      [48, 72],
      [60, 60],
    ]).toContainEqual([Math.min(t.cols, t.rows), Math.max(t.cols, t.rows)]);
  });
});

describe('"Core Actions": a free move and one action per Core die', () => {
  it.each([1, 3])('a unit with %i Core dice has its free move and as many actions', (core) => {
    const setup = setupOf([
      unit('u', 'red', ['10,10'], { core }),
      unit('orc', 'blue', ['10,30'], { core: 1 }),
    ]);
    const s = play(begin(setup).state, ...first(6, 1), activate('red', 'u')).state;
    // The activation records what is spent: nothing yet, `core` actions left.
    expect(s.activation).toMatchObject({ unit: 'u', freeMove: false, actions: core });
    // The free move comes on top: taking it leaves every action.
    const moved = play(s, act('red', { type: 'freeMove', to: ['10,14'] })).state;
    expect(moved.activation).toMatchObject({ unit: 'u', freeMove: true, actions: core });
  });
});

describe('"Use Equipment Action": one action for each piece, two of a kind included', () => {
  it('a unit with two separate 1-dice Ranged pieces fires both, one action each', () => {
    const guns = unit('guns', 'red', ['10,10'], {
      core: 2,
      equipment: { melee: [], ranged: [1, 1], indirect: [] },
    });
    const setup = setupOf([guns, unit('orc', 'blue', ['10,15'], { core: 1 })]);
    const s = play(begin(setup).state, ...first(6, 1), activate('red', 'guns')).state;
    const first1 = play(s, shoot('red', 0, 'orc', { hit: [6] }));
    expect(first1.state.activation).toMatchObject({ used: [0], actions: 1 });
    const both = play(first1.state, shoot('red', 1, 'orc', { hit: [6] }));
    expect(both.state.activation).toMatchObject({ used: [0, 1], actions: 0 });
    const attacks = [...ofType(first1.events, 'attacked'), ...ofType(both.events, 'attacked')];
    expect(attacks.map((a) => [a.weapon, a.hits])).toEqual([
      [{ type: 'equipment', kind: 'ranged', dice: 1, piece: 0 }, 1],
      [{ type: 'equipment', kind: 'ranged', dice: 1, piece: 1 }, 1],
    ]);
  });
});
