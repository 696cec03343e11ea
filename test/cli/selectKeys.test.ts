/**
 * inquirer's select, as the battle asks it: a stray key must not move the cursor. Without vim's
 * keys, select searches the entries' names for what was typed, and Esc (nothing typed) jumps to the
 * first entry: at Die, Men!'s Declare, Esc, Enter chose Deploy instead of the Hold pre-selected
 * (played at 80x24). The question handed to inquirer is checked here; the keys themselves at a
 * terminal were checked in tmux (Esc and x leave Hold selected; ↓ and k move).
 */
import { PassThrough } from 'node:stream';

const asked: Record<string, unknown>[] = [];
jest.mock('../../src/cli/prompts/loadInquirer', () => ({
  loadInquirer: async () => ({
    createPromptModule: () => async (qs: Record<string, unknown>[]) => {
      asked.push(qs[0]!);
      return { v: qs[0]!.default ?? 0 };
    },
  }),
}));

import { inquirerPrompter } from '../../src/cli/prompts/inquirerPrompter';

describe('the select question handed to inquirer', () => {
  it("turns inquirer's type-to-search off (vim's keys), so Esc or a letter leaves the cursor where it is", async () => {
    const prompter = inquirerPrompter(() => undefined, new PassThrough());
    const v = await prompter.select(
      'strategy for round 1?',
      [
        { name: 'Deploy', value: 'deploy' },
        { name: 'Hold', value: 'hold' },
      ],
      'hold',
    );
    expect(v).toBe('hold');
    expect(asked[0]).toMatchObject({ type: 'select', default: 1, loop: false });
    expect((asked[0]!.theme as { keybindings: string[] }).keybindings).toEqual(['vim']);
  });
});
