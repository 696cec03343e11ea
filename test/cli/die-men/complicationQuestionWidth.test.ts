/**
 * Die, Men!'s complication questions at 80 columns (src/cli/die-men/prompts/promptComplications.ts).
 * Played at 80x24 on field-of-crows with an army named "The Most Honourable Company of Greycloak
 * Riders", Command Interference's question wrapped onto a second line. Now, when `? question
 * answer` can't fit, what it is about is said on a line above and a short question is asked.
 */
import { promptGates, promptInterfere } from '../../../src/cli/die-men/prompts/promptComplications';
import { sideNames } from '../../../src/cli/die-men/render/names';
import { visibleWidth } from '../../../src/cli/layout/wrap';
import { askingNames } from '../../../src/cli/render/sideNames';
import { plainStyle } from '../../../src/cli/style';
import type { BattleState } from '../../../src/rulesets/die-men';
import { scriptedPrompter, type Answer } from '../../helpers/scriptedPrompter';
import { dieMenContext } from '../../helpers/dieMenContext';

const LONG = 'The Most Honourable Company of Greycloak Riders';
const names = askingNames(
  sideNames(
    [
      { id: 'a', name: 'Red' },
      { id: 'b', name: LONG },
    ],
    plainStyle,
  ),
);

function context(answers: readonly Answer[]) {
  const said: string[] = [];
  const prompter = scriptedPrompter(answers);
  const { ctx } = dieMenContext(prompter, names, {}, said);
  return { ctx, said, prompter };
}

const state = {} as BattleState;
const interfere = (side: string) =>
  ({
    kind: 'interfere',
    side,
    round: 1,
    hexes: ['3,4'],
    checks: [
      { skill: 'Tactics', difficulty: 2 },
      { skill: 'Strategy', difficulty: 3 },
    ],
    skills: { tactics: 4, strategy: 0, inspire: 2 },
  }) as const;
const gates = (side: string) =>
  ({
    kind: 'gates',
    side,
    round: 1,
    gates: [{ at: '4,4', kind: 'drawbridge', open: true, canClose: false }],
  }) as const;

/** The widest line the question leaves: `? question longest-answer`. */
const widest = (message: string, choices: readonly string[]) =>
  visibleWidth(`? ${message} ${choices.reduce((a, b) => (a.length > b.length ? a : b), '')}`);

describe("Die, Men!'s complication questions at 80 columns", () => {
  for (const side of ['a', 'b']) {
    it(`Command Interference: no line past 80 columns, the hex and the checks in sight (${side})`, async () => {
      const { ctx, said, prompter } = context(['Tactics 4d, with']);
      const d = await promptInterfere(interfere(side), state, ctx, { kind: 'interfere', side, attempts: [] });
      expect(d).toEqual({
        kind: 'interfere',
        side,
        attempts: [{ at: '3,4', skill: 'Tactics', inspire: true }],
      });
      const q = prompter.asked[0]!;
      expect(widest(q.message, q.choices)).toBeLessThanOrEqual(80);
      const shown = [...said, q.message].join('\n');
      expect(shown).toContain('a player character in 3,4 may give orders of their own');
      // No Strategy dice: only the Tactics check is offered, and said (interfereOffers.test.ts).
      expect(shown).toContain('(Tactics difficulty 2)');
      // Said above: one line of its own, cut at most to a word by the screen's fit.
      for (const line of said) expect(line).toMatch(/own \(.*\)\.$/);
    });
  }

  it('Gates: the question fits beside a long name; the gate and why it stays open in sight', async () => {
    const { ctx, said, prompter } = context([]);
    const d = await promptGates(gates('b'), state, ctx, { kind: 'gates', side: 'b', open: ['4,4'] });
    expect(d).toEqual({ kind: 'gates', side: 'b', open: ['4,4'] });
    const q = prompter.asked[0]!;
    expect(widest(q.message, ['open', 'shut'])).toBeLessThanOrEqual(80);
    expect(said.join('\n')).toContain('the drawbridge at 4,4 is open (units stand in it: it stays open).');
    expect(q.message).toBe('The drawbridge at 4,4 this round?');
  });
});
