/** The set-up checks (dice-wars-intro.txt, "Deployment", "Squads", "Statting up Units", "Game Sizes"). */
import { validateSetup } from '../../../src/rulesets/dice-wars/init';
import { setupOf, unit } from './battle';

const codes = (s: Parameters<typeof validateSetup>[0]) => validateSetup(s).map((p) => p.code);
const red = unit('r', 'red', ['5,2']);
const blue = unit('b', 'blue', ['5,45']);

describe('set-up checks', () => {
  it('a sound battle passes', () => {
    expect(validateSetup(setupOf([red, blue], { deployment: 'edge' }))).toEqual([]);
  });

  it('units deploy entirely within 6" of their edge, 12" in an Epic game', () => {
    const deep = unit('r', 'red', ['5,9']);
    expect(codes(setupOf([deep, blue], { deployment: 'edge' }))).toEqual(['setup.outside-deployment']);
    expect(
      codes(setupOf([deep, blue], { deployment: 'edge', size: { preset: 'epic', points: 120 } })),
    ).not.toContain('setup.outside-deployment');
    expect(codes(setupOf([deep, blue], { deployment: 'free' }))).toEqual([]);
  });

  it('each model on a square of the table, one model a square, a squad together', () => {
    expect(codes(setupOf([unit('r', 'red', ['5,2', '60,2']), blue]))).toEqual(
      expect.arrayContaining(['setup.off-table', 'setup.incoherent']),
    );
    expect(codes(setupOf([red, unit('b', 'blue', ['5,2'])]))).toEqual(['setup.shared-square']);
    const wrong = { ...unit('r', 'red', ['5,2', '6,2']), at: ['5,2'] };
    expect(codes(setupOf([wrong, blue]))).toEqual(['setup.models']);
  });

  it("the army builder's limits and pool apply to the cards", () => {
    expect(codes(setupOf([unit('r', 'red', ['5,2'], { core: 5 }), blue]))).toEqual(['dice-wars.core']);
    const big = unit('r', 'red', ['5,2'], { core: 4, passive: { kind: 'armor', dice: 4 } });
    expect(codes(setupOf([big, blue], { size: { points: 6 } }))).toEqual(['dice-wars.over-total']);
  });

  it('two sides on opposite edges, each with a unit; a round limit of 1 or more', () => {
    const sides = setupOf([red, blue]).sides;
    expect(codes(setupOf([red, blue], { sides: [sides[0]!, { ...sides[1]!, edge: 'east' }] }))).toEqual([
      'setup.edges',
    ]);
    expect(codes(setupOf([red]))).toEqual(['setup.no-units']);
    expect(codes(setupOf([red, blue], { maxRounds: 0 }))).toEqual(['setup.max-rounds']);
    expect(codes(setupOf([red, { ...blue, id: 'r' }]))).toEqual(['setup.duplicate-id']);
  });
});
