/**
 * Die Fighting's roll-off questions (src/cli/die-fighting/prompts/promptRoll.ts) at 80 columns:
 * the set-up roll says what it decides when that fits on the line; a side's name as long as a
 * question shows (26 characters) gets the short question, which never wraps, with Enter or with
 * real dice typed in.
 */
import type { PromptContext } from '../../../src/cli/die-fighting/prompts/context';
import { promptRoll, rollQuestion } from '../../../src/cli/die-fighting/prompts/promptRoll';
import { edgeQuestion } from '../../../src/cli/die-fighting/prompts/promptDeploy';
import { visibleWidth } from '../../../src/cli/layout/wrap';
import { askingNames, ASKING_NAME, sideNames } from '../../../src/cli/render/sideNames';
import { plainStyle } from '../../../src/cli/style';
import type { Decision } from '../../../src/rulesets/die-fighting/types';
import { scriptedPrompter } from '../../helpers/scriptedPrompter';
import { begin, setupOf } from '../../rulesets/die-fighting/helpers';

const LONG = 'The Most Honourable Company of Archers';
const names = askingNames(
  sideNames(
    [
      { id: 'red', name: 'Red' },
      { id: 'blue', name: LONG },
    ],
    plainStyle,
  ),
);

async function asked(
  side: string,
  purpose: 'setup' | 'initiative',
  dice: boolean,
  round = 1,
): Promise<string> {
  const prompter = scriptedPrompter(['3 4']);
  const ctx = {
    prompter,
    names,
    style: plainStyle,
    say: () => {},
    dice,
    hotSeat: false,
  } as unknown as PromptContext;
  const fallback: Decision = { kind: 'roll', side, faces: [1, 1] };
  const state = begin(
    setupOf(['....', '....', '....'], {
      '0,0': { side: 'red', type: 'archers' },
      '3,2': { side: 'blue', type: 'archers' },
    }),
  ).state;
  await promptRoll({ kind: 'roll', side, round, purpose }, state, ctx, fallback);
  return prompter.asked[0]!.message;
}

/** The widest a question's line gets: `? `, the question, and a typed `6 6` after it. */
const lineWidth = (q: string): number => visibleWidth(`? ${q} 6 6`);

describe("Die Fighting's roll-off questions at 80 columns", () => {
  it('a short name: the set-up roll says it decides who picks the map', async () => {
    expect(await asked('red', 'setup', false)).toBe(
      'Red: press Enter to roll 2d6 for the set-up roll (who picks the map)',
    );
    expect(await asked('red', 'initiative', false, 3)).toBe(
      'Red: press Enter to roll 2d6 for initiative, round 3',
    );
  });

  it('a name cut to 26 characters: the short question, which fits', async () => {
    for (const [purpose, dice, round] of [
      ['setup', false, 1],
      ['setup', true, 1],
      ['initiative', false, 12],
      ['initiative', true, 12],
    ] as const) {
      const q = await asked('blue', purpose, dice, round);
      expect(q.startsWith(LONG.slice(0, ASKING_NAME - 1))).toBe(true);
      expect(q).toMatch(purpose === 'setup' ? /set-up roll/ : /initiative,? (round )?12/);
      expect(lineWidth(q)).toBeLessThanOrEqual(80);
    }
  });

  it("the set-up roll's loser's edge question fits with a name cut to 26 characters and its answer", () => {
    const q = edgeQuestion(names.styled('blue'));
    expect(q).toBe('The Most Honourable Compa… lost the set-up roll: start on which edge?');
    expect(visibleWidth(`✔ ${q} south`)).toBeLessThanOrEqual(80);
  });

  it('rollQuestion keeps the full words while they fit, and only then', () => {
    const parts = (w: string) => `${'x'.repeat(40)} ${w}`;
    expect(rollQuestion(parts, ['a b c', 'a'], 80)).toBe(`${'x'.repeat(40)} a b c`);
    expect(rollQuestion(parts, ['a'.repeat(40), 'a'], 80)).toBe(`${'x'.repeat(40)} a`);
  });
});

describe("Die Fighting's initiative roll keeps what just happened in sight", () => {
  it("says the last: line (the round's last shots) under the board, right above the question", async () => {
    const said: string[] = [];
    const prompter = scriptedPrompter([]);
    const last = 'last: archers 8,9 attacked: 7,9 hit; light cavalry +sergeant 7,9 lost 3';
    const ctx = {
      prompter,
      names,
      style: plainStyle,
      say: (text: string) => said.push(text),
      dice: false,
      hotSeat: false,
      rows: 24,
      lastResult: () => last,
    } as unknown as PromptContext;
    const state = begin(
      setupOf(['....', '....', '....'], {
        '0,0': { side: 'red', type: 'archers' },
        '3,2': { side: 'blue', type: 'archers' },
      }),
    ).state;
    await promptRoll({ kind: 'roll', side: 'red', round: 2, purpose: 'initiative' }, state, ctx, {
      kind: 'roll',
      side: 'red',
    });
    // Played on df-stream: at round 2's roll the roster and map drawn at the round's start had
    // pushed the enemy's last shots off the screen.
    expect(said[said.length - 1]).toBe(last);
    expect(prompter.asked[0]!.message).toMatch(/press Enter to roll 2d6 for initiative, round 2$/);
  });
});
