/**
 * Ctrl+D at a question (src/cli/prompts/inputEnd.ts). At a terminal it was EOF to readline, which
 * closed the question and ended the battle: played at 80x24, one Ctrl+D at Declare stopped it. Now
 * it is dropped and the question still waits; Ctrl+C still stops, and an input that really ends
 * (a pipe at its end, a terminal gone) still stops the question at once instead of hanging.
 * inquirer runs for real here, on a stand-in terminal (a stream that says it is a TTY).
 */
import { inquirerPrompter } from '../../src/cli/prompts/inquirerPrompter';
import { outcome, standInTerminal as streams } from '../helpers/standInTerminal';

const CHOICES = [
  { name: 'Deploy', value: 'deploy' },
  { name: 'Hold', value: 'hold' },
];

describe('Ctrl+D and the end of input at a question', () => {
  it('at a terminal, Ctrl+D is dropped: the question waits, and Enter then takes the pre-selected entry', async () => {
    const t = streams(true);
    const prompter = inquirerPrompter(() => undefined, t.input, t.output);
    const asked = prompter.select('strategy for round 1?', CHOICES, 'hold');
    await t.drawn('strategy for round 1?');
    t.input.write('\x04');
    expect(await outcome(asked, 300)).toBe('waiting');
    t.input.write('\r');
    expect(await outcome(asked)).toBe('hold');
  });

  it('at a terminal, Ctrl+D at a typed question leaves it waiting too', async () => {
    const t = streams(true);
    const prompter = inquirerPrompter(() => undefined, t.input, t.output);
    const asked = prompter.input('deploy in which hex?', () => true, '2,3');
    await t.drawn('deploy in which hex?');
    t.input.write('\x04');
    expect(await outcome(asked, 300)).toBe('waiting');
    t.input.write('\r');
    expect(await outcome(asked)).toBe('2,3');
  });

  it('at a terminal, Ctrl+C still stops the battle', async () => {
    const t = streams(true);
    const asked = inquirerPrompter(() => undefined, t.input, t.output).select('strategy?', CHOICES);
    await t.drawn('strategy?');
    t.input.write('\x03');
    expect(await outcome(asked)).toBe('stopped');
  });

  it('a terminal that goes away (its input ends) stops the question at once', async () => {
    const t = streams(true);
    const asked = inquirerPrompter(() => undefined, t.input, t.output).select('strategy?', CHOICES);
    await t.drawn('strategy?');
    t.input.end();
    expect(await outcome(asked)).toBe('stopped');
  });

  it('piped input already at its end stops the question, never waits on it', async () => {
    const t = streams(false);
    t.input.end();
    t.input.resume();
    await new Promise((r) => t.input.once('end', r));
    const asked = inquirerPrompter(() => undefined, t.input, t.output).select('strategy?', CHOICES);
    expect(await outcome(asked)).toBe('stopped');
  });

  it('from a pipe, a Ctrl+D byte is its end, as before: the question stops', async () => {
    const t = streams(false);
    const asked = inquirerPrompter(() => undefined, t.input, t.output).select('strategy?', CHOICES);
    await t.drawn('strategy?');
    t.input.end('\x04');
    expect(await outcome(asked)).toBe('stopped');
  });
});
