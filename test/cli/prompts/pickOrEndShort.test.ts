/**
 * The end entry's short answer (pickOrEnd.ts, EndEntry.short). Die, Men!'s Free Movement asks a
 * long question, and its answered line read `…free move? (to open, unthreatened hexes) no free…`
 * at 80 columns: the end entry had no short form, so the answer was cut mid-word.
 */
import { END, pickOrEnd } from '../../../src/cli/prompts/pickOrEnd';
import type { Choice, Prompter } from '../../../src/cli/prompts/prompter';

function recording(answers: unknown[]) {
  const asked: Choice<unknown>[][] = [];
  const prompter: Prompter = {
    select: async <T>(_m: string, choices: readonly Choice<T>[]) => {
      asked.push(choices as Choice<unknown>[]);
      return answers.shift() as T;
    },
    number: async () => 0,
    input: async () => '',
    pause: async () => undefined,
    secretly: async (run) => run(),
  };
  return { prompter, asked };
}

describe('pickOrEnd: the end entry', () => {
  it('carries its short answer when one is given', async () => {
    const { prompter, asked } = recording([END, true]);
    const end = { name: 'no free moves', confirm: 'End?', short: 'none' };
    expect(await pickOrEnd(prompter, 'free move?', [{ name: 'a', value: 'a' }], end)).toBeNull();
    expect(asked[0]!.find((c) => c.value === END)).toMatchObject({ name: 'no free moves', short: 'none' });
  });

  it('has none when none is given (the name is the answer)', async () => {
    const { prompter, asked } = recording([END, true]);
    await pickOrEnd(prompter, 'move which?', [{ name: 'a', value: 'a' }], {
      name: 'the rest stay',
      confirm: 'End?',
    });
    expect(asked[0]!.find((c) => c.value === END)!.short).toBeUndefined();
  });
});
