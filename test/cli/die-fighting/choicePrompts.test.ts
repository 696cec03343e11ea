/**
 * The attacker's choices at the prompt (rulings DF7, DF8), on the position of
 * test/fixtures/scenarios/die-fighting/choices.yaml at the start of round 1's combat: asked only
 * when there is more than one answer, each candidate shown with its health, the rules' default
 * pre-selected, and the answer going into the decision the rules then apply.
 */
import { readFileSync } from 'node:fs';
import type { PromptContext } from '../../../src/cli/die-fighting/prompts/context';
import { humanSource } from '../../../src/cli/die-fighting/prompts/humanSource';
import { sideNames } from '../../../src/cli/render/sideNames';
import { plainStyle } from '../../../src/cli/style';
import { loadDieFightingScenario } from '../../../src/rulesets/die-fighting/scenario';
import type { BattleState } from '../../../src/rulesets/die-fighting/state';
import type { Decision } from '../../../src/rulesets/die-fighting/types';
import { dieFightingGame } from '../../../src/rulesets/die-fighting/game';
import { ENTER, scriptedPrompter, type Answer } from '../../helpers/scriptedPrompter';
import { begin, toCombat } from '../../rulesets/die-fighting/helpers';

const FILE = 'test/fixtures/scenarios/die-fighting/choices.yaml';

function combatStart(): BattleState {
  const r = loadDieFightingScenario(readFileSync(FILE, 'utf8'), FILE);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  const setup = r.value.setup({ fallback: 't' });
  return toCombat(begin(setup).state).state;
}

function ask(state: BattleState, answers: Answer[], dice = false) {
  const prompter = scriptedPrompter(answers);
  const ctx: PromptContext = {
    prompter,
    names: sideNames(combatStart().rules.sides, plainStyle),
    style: plainStyle,
    say: () => undefined,
    showMap: () => false,
    dice,
    hotSeat: false,
  };
  return { prompter, decision: humanSource(ctx).decide(state.awaiting!, state) as Promise<Decision> };
}

const applies = (s: BattleState, d: Decision) => expect(dieFightingGame.ruleset.apply(s, d).ok).toBe(true);

describe('Die Fighting: the attacker chooses at the prompt', () => {
  const s = combatStart();

  it('damage past the wall: each unit that could take it with its health, "once the roll is known" first', async () => {
    const { prompter, decision } = ask(s, ['0,0', 'shoot', 'at 3,1']);
    const d = await decision;
    const q = prompter.asked[2]!;
    expect(q.message).toBe(
      '3,0 is behind blocking terrain: the damage past the first point goes to which unit beside it?',
    );
    expect(q.choices).toEqual([
      'the best for me, once the roll is known',
      'blue light infantry 3/8 at 2,1 (8 points)',
      'blue conscripts 1/6 at 3,1 (6 points)',
    ]);
    expect(q.initial).toBe(q.choices[0]);
    expect(d).toEqual({
      kind: 'combat',
      side: 'red',
      unit: '0,0',
      action: { type: 'attack', targets: ['3,0'], passTo: { '3,0': '3,1' } },
    });
    applies(s, d);
  });

  it('with --dice the damage is known: the best unit for it is pre-selected, and no question when none passes', async () => {
    const typed = ask(s, ['0,0', 'shoot', '4', ENTER], true);
    await typed.decision;
    const q = typed.prompter.asked.find((x) => x.kind === 'select' && x.message.includes('behind'))!;
    expect(q.message).toContain('the other 3 goes');
    expect(q.initial).toBe('blue light infantry 3/8 at 2,1 (8 points)');
    expect(await typed.decision).toMatchObject({
      action: { passTo: { '3,0': '2,1' } },
      dice: { damage: [4] },
    });
    const one = ask(s, ['0,0', 'shoot', '1'], true);
    expect((await one.decision) as object).not.toHaveProperty('action.passTo');
    expect(one.prompter.asked.some((x) => x.message.includes('behind'))).toBe(false);
  });

  it('a charge with equally near squares asks which, the default (fewest other enemies) pre-selected', async () => {
    const { prompter, decision } = ask(s, ['7,5', 'conscripts 6/6 at 10,4', '9,5']);
    const d = await decision;
    const q = prompter.asked[2]!;
    expect(q.message).toBe('charge 10,4: end on which of the nearest squares?');
    expect(q.choices).toEqual(['9,3 (beside 1 other enemy)', '9,4', '9,5']);
    expect(q.initial).toBe('9,4');
    expect(d).toMatchObject({ unit: '7,5', action: { type: 'charge', target: '10,4', to: '9,5' } });
    applies(s, d);
  });

  it('asks nothing more for an attack in the open', async () => {
    const { prompter, decision } = ask(s, ['0,1', 'shoot blue archers']);
    expect(await decision).toMatchObject({ action: { type: 'attack', targets: ['4,1'] } });
    expect(prompter.asked).toHaveLength(2);
  });
});
