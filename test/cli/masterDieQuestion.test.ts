/**
 * `diemen roll 5d+MD`'s Master Die question (src/cli/dice/masterDieQuestion.ts), asked through the
 * shared prompter on a stand-in terminal (a stream that says it is a TTY), inquirer running for
 * real. It used to call inquirer itself, where Ctrl+D was the end of input: one stray key and the
 * roll was lost ("diemen: cancelled", exit 2).
 */
import { askMasterDie } from '../../src/cli/dice/masterDieQuestion';
import { inquirerPrompter } from '../../src/cli/prompts/inquirerPrompter';
import { standInTerminal } from '../helpers/standInTerminal';

const DOWN = '\x1b[B';

function terminal(tty: boolean) {
  const t = standInTerminal(tty);
  return { ...t, prompter: inquirerPrompter(() => undefined, t.input, t.output) };
}

/** The answer, or 'waiting' if none came within `ms`. */
function within<T>(asked: Promise<T>, ms: number): Promise<T | 'waiting'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'waiting'>((r) => (timer = setTimeout(() => r('waiting'), ms)));
  return Promise.race([asked, late]).finally(() => clearTimeout(timer));
}

describe("roll's Master Die question", () => {
  it('drops a stray Ctrl+D: the question waits, and the face is then chosen', async () => {
    const t = terminal(true);
    const asked = askMasterDie([4, 4, 1, 6, 2], 0, t.prompter);
    await t.drawn('Rolled 4 4 1 6 2. Set the Master Die to:');
    t.input.write('\x04');
    expect(await within(asked, 300)).toBe('waiting');
    t.input.write(`${DOWN}\r`);
    // The widest set first (4 makes 3×4), one down is 6 (2×6).
    expect(await within(asked, 3000)).toBe(6);
    expect(t.screen()).toContain('6 (2×6)');
  });

  it('Ctrl+C stops it', async () => {
    const t = terminal(true);
    const asked = askMasterDie([4, 4, 1, 6, 2], 0, t.prompter);
    await t.drawn('Set the Master Die to:');
    t.input.write('\x03');
    expect(await within(asked, 3000)).toBe('stopped');
  });

  it('an input that ends stops it at once, never waits on it', async () => {
    const t = terminal(false);
    const asked = askMasterDie([4, 4, 1, 6, 2], 0, t.prompter);
    await t.drawn('Set the Master Die to:');
    t.input.end('\x04');
    expect(await within(asked, 3000)).toBe('stopped');
  });

  it('asks nothing when every face gives the same choice', async () => {
    const t = terminal(true);
    expect(await askMasterDie([5, 5, 5], 0, t.prompter)).toBeUndefined();
    expect(t.screen()).toBe('');
  });
});
