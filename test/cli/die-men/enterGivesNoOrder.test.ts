/**
 * Enter alone never gives a Die, Men! order (src/cli/die-men/prompts/promptAssign.ts). Played at
 * 80x24 on harrow-down: Enter at "spend it on?" (Defend pre-selected) then Enter at "defend which
 * hex?" defended the first hex listed, a hex the player never chose. The set must be spent, so
 * "spend it on?" keeps a way to spend it pre-selected, but the step that gives the order starts on
 * `← back`: stray Enters go back to "spend it on?", and the first hex is a key (↓) away.
 */
import { readFileSync } from 'node:fs';
import { humanSource } from '../../../src/cli/die-men/prompts/humanSource';
import { sideNames } from '../../../src/cli/die-men/render/names';
import { plainStyle } from '../../../src/cli/style';
import { dieMen, legalTactics, type BattleState, type Request } from '../../../src/rulesets/die-men';
import { loadDieMenScenario, toBattleSetup } from '../../../src/rulesets/die-men/scenario';
import { ENTER, scriptedPrompter, type Answer } from '../../helpers/scriptedPrompter';
import { dieMenContext } from '../../helpers/dieMenContext';

type Assign = Extract<Request, { kind: 'assign' }>;

/** harrow-down by the rules' defaults up to the first set that may take `type`. */
function setThatMay(type: string): { state: BattleState; request: Assign } {
  const file = 'scenarios/harrow-down.yaml';
  const loaded = loadDieMenScenario(readFileSync(file, 'utf8'), file);
  if (!loaded.ok) throw new Error('bad scenario');
  const r = dieMen.init(toBattleSetup(loaded.value.scenario, { seed: 'e1', defaultSeed: 'e1' }));
  if (!r.ok) throw new Error('no start');
  let state = r.value.state;
  for (;;) {
    const request = dieMen.pending(state)!;
    if (request.kind === 'assign' && legalTactics(state, request).some((t) => t.type === type))
      return { state, request };
    const next = dieMen.apply(state, dieMen.defaultDecision(state, request));
    if (!next.ok) throw new Error(next.error.message);
    state = next.value.state;
  }
}

async function spend(type: string, answers: Answer[]) {
  const { state, request } = setThatMay(type);
  const prompter = scriptedPrompter(answers, () => {
    throw new Error('asked more than the script answers');
  });
  const { ctx } = dieMenContext(prompter, sideNames(state.rules.sides, plainStyle));
  const decision = await humanSource(ctx).decide(request, state);
  return { decision, asked: prompter.asked, state };
}

const questions = (asked: { message: string }[]) => asked.map((q) => q.message.replace(/^[^:]*: /, ''));

describe('Enter alone gives no order when a set is spent', () => {
  it('Defend: Enter, Enter goes back to "spend it on?"; the hex is given only when chosen', async () => {
    const { decision, asked } = await spend('defend', ['Defend', ENTER, 'Defend', (q) => q.choices[1]!]);
    expect(questions(asked).slice(0, 3)).toEqual([
      expect.stringMatching(/^spend it on\?/),
      'defend which hex?',
      expect.stringMatching(/^spend it on\?/),
    ]);
    expect(asked[1]!.initial).toBe('← back');
    // The first hex is the entry under back: one key away.
    expect(asked[1]!.choices[0]).toBe('← back');
    const first = asked[3]!.choices[1]!.split(' ')[0];
    expect(decision).toMatchObject({ kind: 'assign', tactic: { type: 'defend', at: first } });
  });

  it('Move: Enter at the hex that moves picks it (no order yet), Enter at "into which hex?" goes back', async () => {
    const { decision, asked } = await spend('move', ['Move', ENTER, ENTER, 'Pass', 'Yes']);
    expect(questions(asked).slice(0, 4)).toEqual([
      expect.stringMatching(/^spend it on\?/),
      'move from which hex?',
      expect.stringMatching(/^move from \S+ into which hex\?$/),
      expect.stringMatching(/^spend it on\?/),
    ]);
    expect(asked[1]!.initial).not.toBe('← back');
    expect(asked[2]!.initial).toBe('← back');
    expect(decision).toMatchObject({ kind: 'assign', tactic: { type: 'pass' } });
  });
});
