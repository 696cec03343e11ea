/**
 * `diemen sim`'s plan options belong to the games: Die, Men! takes --strategy and --scale; a game
 * that takes none refuses them in one wording, naming every option it lacks.
 */
import { planOptions } from '../../src/cli/sim/planOptions';
import { GAME_SIM_OPTIONS } from '../../src/cli/gameCommands';
import { dieMenGame } from '../../src/rulesets/die-men/game';
import { diceWarsGame } from '../../src/rulesets/dice-wars/game';
import { dieFightingGame } from '../../src/rulesets/die-fighting/game';

describe('sim plan options', () => {
  it("are every game's own, offered by the command", () => {
    expect(GAME_SIM_OPTIONS.map((o) => o.name)).toEqual(['strategy', 'scale']);
    expect(dieMenGame.sim.options?.map((o) => o.name)).toEqual(['strategy', 'scale']);
    expect(diceWarsGame.sim.options).toBeUndefined();
  });

  it('hand Die, Men! its values, and only the options it declares', () => {
    const r = planOptions(dieMenGame, { strategy: ['duke=hold'], scale: '10,50', trials: '5' });
    expect(r).toEqual({ ok: true, value: { strategy: ['duke=hold'], scale: '10,50' } });
  });

  it('are refused by a game that takes none, in the words it always used', () => {
    for (const [game, title] of [
      [diceWarsGame, 'Dice Wars'],
      [dieFightingGame, 'Die Fighting'],
    ] as const) {
      const r = planOptions(game, { scale: '10', strategy: ['red=hold'] });
      if (r.ok) throw new Error('accepted');
      expect(r.error[0]!.message).toBe(
        `${title} has no strategies or scales to compare (--strategy, --scale)`,
      );
      expect(r.error[0]!.facts).toEqual({ given: ['red=hold', '10'] });
      expect(planOptions(game, { trials: '5' })).toEqual({ ok: true, value: {} });
    }
  });
});
