/**
 * Die, Men!'s defender questions at 80 columns (src/cli/die-men/prompts/promptDefender.ts): which
 * units die and which waiting set loses a die. Played at 80x24 with an army named
 * "The Most Honourable Company of Archers", the casualty question wrapped; with a short name it
 * is asked whole, with a long one what happened is said on a line above and the question is short.
 */
import { promptCasualties, promptKnock } from '../../../src/cli/die-men/prompts/promptDefender';
import { sideNames } from '../../../src/cli/die-men/render/names';
import { visibleWidth } from '../../../src/cli/layout/wrap';
import { askingNames } from '../../../src/cli/render/sideNames';
import { plainStyle } from '../../../src/cli/style';
import type { BattleState, Decision } from '../../../src/rulesets/die-men';
import { scriptedPrompter } from '../../helpers/scriptedPrompter';
import { dieMenContext } from '../../helpers/dieMenContext';

const names = askingNames(
  sideNames(
    [
      { id: 'a', name: 'Red' },
      { id: 'b', name: 'The Most Honourable Company of Archers' },
    ],
    plainStyle,
  ),
);

function context() {
  const said: string[] = [];
  const prompter = scriptedPrompter([]);
  const { ctx } = dieMenContext(prompter, names, {}, said);
  return { ctx, said, prompter };
}

const state = {} as BattleState;
const casualties = (side: string, units: Record<string, number> = { infantry: 2, cavalry: 1, archer: 1 }) =>
  ({ kind: 'casualties', side, round: 1, at: '2,2', count: 1, units }) as const;
const knock = (side: string, width = 2) =>
  ({
    kind: 'knock',
    side,
    round: 1,
    candidates: [
      { id: 's1', side, width: 3, height: 4, rolledWidth: 3 },
      { id: 's2', side, width, height: 9, rolledWidth: width },
    ],
  }) as const;

/** Every line a question leaves: `? question longest-answer`. */
const widest = (message: string, choices: readonly string[]) =>
  visibleWidth(`? ${message} ${choices.reduce((a, b) => (a.length > b.length ? a : b), '')}`);

describe("Die, Men!'s defender questions at 80 columns", () => {
  it('which units die: whole with a short name; said above and asked short with a long one', async () => {
    const short = context();
    const fallback = { kind: 'casualties', side: 'a', at: '2,2', losses: { infantry: 1 } } as Decision;
    await promptCasualties(casualties('a', { infantry: 1, archer: 1 }), state, short.ctx, fallback);
    expect(short.prompter.asked[0]!.message).toBe(
      'Red: 1 of your units in 2,2 (1 infantry + 1 archer) die. Which?',
    );
    expect(short.said).toEqual([]);

    const long = context();
    await promptCasualties(casualties('b'), state, long.ctx, { ...fallback, side: 'b' } as Decision);
    const q = long.prompter.asked[0]!;
    // Too long even with a short name (the answer follows it on the line): said above, asked short.
    expect(long.said).toEqual(['1 of your units in 2,2 (2 infantry + 1 cavalry + 1 archer) die.']);
    expect(q.message).toBe('The Most Honourable Compa…: which one dies?');
    expect(widest(q.message, q.choices)).toBeLessThanOrEqual(80);
  });

  it('which set loses a die: the same', async () => {
    const long = context();
    await promptKnock(knock('b'), state, long.ctx, { kind: 'knock', side: 'b', set: 's1' } as Decision);
    const q = long.prompter.asked[0]!;
    expect(long.said).toEqual(['An attack got through: one of your waiting sets loses a die.']);
    expect(widest(q.message, q.choices)).toBeLessThanOrEqual(80);
    const short = context();
    await promptKnock(knock('a', 3), state, short.ctx, { kind: 'knock', side: 'a', set: 's1' } as Decision);
    expect(short.prompter.asked[0]!.message).toBe(
      'Red: an attack got through. Which of your waiting sets loses a die?',
    );
  });
});
