/**
 * Whole battles through the face: the play screen shows every event of a computer battle (with the
 * deployment roll-off), and a person answering every prompt with something other than the default
 * plays a battle to its end with only lawful answers.
 */
import { diceWarsScreen } from '../../../src/cli/dice-wars/screen';
import { sideNames } from '../../../src/cli/render/sideNames';
import { plainStyle } from '../../../src/cli/style';
import { runBattle, runBattleAsync } from '../../../src/engine';
import { diceWarsGame } from '../../../src/rulesets/dice-wars/game';
import { ENTER, scriptedPrompter, type Asked } from '../../helpers/scriptedPrompter';
import { faceSetup } from './battle';

const names = sideNames(faceSetup().sides, plainStyle);

describe('Dice Wars battles on the screen', () => {
  it('play: a line per event, the battle end last, with the dice left it reports', () => {
    const out: string[] = [];
    const screen = diceWarsScreen((t) => out.push(t), names, plainStyle, { mode: 'play', map: true });
    const setup = faceSetup({ setupRoll: true, seed: 'screen' });
    const r = runBattle(diceWarsGame.ruleset, setup, diceWarsGame.computer('c'), {
      onEvents: (events, state) => events.forEach((e) => screen.event(e, state)),
    });
    if (!r.ok) throw new Error(r.error.problems[0]!.message);
    const ended = r.value.events.find((e) => e.type === 'battleEnded')!;
    expect(ended.type === 'battleEnded' && out[out.length - 1]).toContain(
      `dice left: Red ${ended.type === 'battleEnded' ? ended.dice.red : ''}, Blue`,
    );
    expect(out.some((l) => l.startsWith('Deployment roll-off: Red'))).toBe(true);
    expect(out.filter((l) => l.includes('Red: A gun ')).length).toBeGreaterThan(1);
  });

  it('a person taking the second choice at every prompt plays a whole battle lawfully', async () => {
    const second = (q: Asked) =>
      q.kind === 'select' && q.choices.length > 1 && !q.choices[1]!.startsWith('←') ? q.choices[1]! : ENTER;
    const prompter = scriptedPrompter([], second);
    const screen = diceWarsScreen(() => undefined, names, plainStyle, { mode: 'play', map: true });
    const human = screen.human({ prompter, dice: false, hotSeat: false });
    const r = await runBattleAsync(diceWarsGame.ruleset, faceSetup({ seed: 'person' }), human);
    if (!r.ok) throw new Error(r.error.problems.map((p) => p.message).join('; '));
    expect(r.value.outcome).not.toBeNull();
    const asked = (text: string) => prompter.asked.filter((q) => q.message.includes(text)).length;
    expect(asked('Activate which unit?')).toBeGreaterThan(0);
    expect(asked('What next?')).toBeGreaterThan(0);
    expect(asked('move where')).toBeGreaterThan(0);
    expect(asked('first activation')).toBeGreaterThan(0);
    expect(r.value.events.some((e) => e.type === 'attacked')).toBe(true);
  });
});
