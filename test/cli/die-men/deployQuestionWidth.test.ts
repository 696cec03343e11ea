/**
 * Die, Men!'s deployment questions at 80 columns with a big army of three types (two-digit
 * counts) and a long side name: the ways to answer the count are said on a line of their own, so
 * the question with its pre-filled answer doesn't wrap; a side's name in a question is cut short
 * (askingNames), the map's key keeps it whole.
 */
import { humanSource } from '../../../src/cli/die-men/prompts/humanSource';
import { sideNames } from '../../../src/cli/die-men/render/names';
import { visibleWidth } from '../../../src/cli/layout/wrap';
import { ASKING_NAME, askingNames } from '../../../src/cli/render/sideNames';
import { plainStyle } from '../../../src/cli/style';
import { dieMen, type BattleSetup } from '../../../src/rulesets/die-men';
import { ENTER, scriptedPrompter } from '../../helpers/scriptedPrompter';
import { makeSetup, start } from '../../rulesets/die-men/helpers';
import { dieMenContext } from '../../helpers/dieMenContext';

const LONG = 'The Most Honourable Company of the Thornwick Marches';

const setup = (): BattleSetup => ({
  ...makeSetup(
    {},
    {
      sides: [
        { id: 'a', name: LONG },
        { id: 'b', name: `${LONG} Beyond the River` },
      ],
      options: { complications: { unitTypes: ['archer', 'cavalry'] } },
    },
  ),
  deploy: { a: { infantry: 12, cavalry: 10, archer: 11 }, b: { infantry: 16, cavalry: 10, archer: 13 } },
});

describe('Die, Men! deployment questions at 80 columns', () => {
  it('asks the count without the ways to answer in it, and the side by a short name', async () => {
    const { state } = start(setup());
    const request = dieMen.pending(state)!;
    expect(request.kind).toBe('deploy');
    const said: string[] = [];
    const prompter = scriptedPrompter([ENTER, ENTER]);
    const names = sideNames(state.rules.sides, plainStyle);
    const { ctx } = dieMenContext(prompter, askingNames(names), { rows: 24 }, said);
    await humanSource(ctx).decide(request, state);
    const [hex, count] = prompter.asked;
    expect(count!.message).toMatch(/^How many units in \d+,\d+\?$/);
    expect(said[said.length - 1]).toBe('a number, all, counts by type (3 infantry 1 archer), or back');
    // The question with its pre-filled answer (three types, two-digit counts) fits 80 columns.
    expect(count!.initial).toMatch(/\d+ \w+ \d+ \w+ \d+ \w+/);
    expect(visibleWidth(`? ${count!.message} (${count!.initial})`)).toBeLessThanOrEqual(80);
    // So does the most a person can type: every unit left of the three types.
    expect(visibleWidth(`✔ ${count!.message} 12 infantry 10 cavalry 11 archer`)).toBeLessThanOrEqual(80);
    // The hex question, answered, fits too: the side's name cut short; the map's key has it whole.
    const side = names.name(request.side);
    expect(hex!.message).toContain(`${side.slice(0, ASKING_NAME - 1).trimEnd()}…: deploy in which hex?`);
    expect(said.join('\n')).toContain(side);
    expect(visibleWidth(`✔ ${hex!.message} ${hex!.initial}`)).toBeLessThanOrEqual(80);
  });

  it('cuts only names longer than the limit', () => {
    const names = askingNames(
      sideNames(
        [
          { id: 'a', name: LONG },
          { id: 'b', name: 'Blue Levy' },
        ],
        plainStyle,
      ),
    );
    expect(names.styled('a')).toHaveLength(ASKING_NAME);
    expect(names.styled('a').endsWith('…')).toBe(true);
    expect(names.styled('b')).toBe('Blue Levy');
    expect(names.styled('a', 'R')).toBe('R');
    expect(names.name('a')).toBe(LONG);
  });
});
