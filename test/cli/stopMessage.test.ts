/**
 * A battle stopped at a prompt (Ctrl+C) says it is saved and how to go on, with the resume command on a
 * line of its own, so at 80 columns a long log path never breaks the sentence around it.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXIT_STOPPED, runPlay } from '../../src/cli/battle/runPlay';
import { PromptCancelled } from '../../src/cli/prompts/prompter';
import { fakeIo } from '../helpers/fakeIo';
import { scriptedPrompter } from '../helpers/scriptedPrompter';

it('a stop at the first prompt: the log is kept and the resume command stands alone', async () => {
  const log = join(mkdtempSync(join(tmpdir(), 'diemen-stop-')), 'a-long-name-for-a-battle-log.jsonl');
  const io = fakeIo();
  const stop = () => {
    throw new PromptCancelled();
  };
  const code = await runPlay(
    io,
    'scenarios/skirmish.yaml',
    { ai: ['blue'], seed: 's', log },
    { prompter: scriptedPrompter([], stop), interactive: true },
  );
  expect(code).toBe(EXIT_STOPPED);
  expect(io.stderr()).toBe(
    `diemen: stopped. The battle is saved; go on with:\n  diemen play --resume ${log}\n`,
  );
});
