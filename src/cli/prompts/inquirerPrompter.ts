/**
 * The Prompter at a terminal, through inquirer 14 (`select`, `number`, `input`). inquirer loads on
 * first use (start-up cost: `diemen roll` never pays for it). Choices are passed by index and
 * mapped back, so values can be any data and the default is found by equal content.
 */
import type { Answers } from 'inquirer';
import { stableStringify } from '../../core/stableHash';
import { terminalSafe } from '../terminalText';
import { PromptCancelled, type Choice, type Prompter } from './prompter';

type Ask = <A extends Answers>(questions: readonly Record<string, unknown>[]) => Promise<A>;

/** Clears the screen and the scrollback, so a secret choice can't be scrolled back to. */
const CLEAR = '\x1b[H\x1b[2J\x1b[3J';

/** `write` takes the screen-clearing sequence as it is: not Io's out, which shows controls as text. */
export function inquirerPrompter(write: (text: string) => void): Prompter {
  let ask: Ask | null = null;
  const prompt = async <T>(question: Record<string, unknown>): Promise<T> => {
    if (!ask) {
      const { default: inquirer } = await import('inquirer');
      ask = inquirer.prompt as unknown as Ask;
    }
    try {
      const answers = await ask<{ v: T }>([{ ...question, name: 'v' }]);
      return answers.v;
    } catch (e) {
      // Ctrl+C at a prompt: stop the battle quietly; the log can be resumed.
      if (e instanceof Error && e.name === 'ExitPromptError') throw new PromptCancelled();
      throw e;
    }
  };

  return {
    async select<T>(message: string, choices: readonly Choice<T>[], initial?: T) {
      const key = initial === undefined ? undefined : stableStringify(initial);
      const at = key === undefined ? -1 : choices.findIndex((c) => stableStringify(c.value) === key);
      const i = await prompt<number>({
        type: 'select',
        message: terminalSafe(message),
        // inquirer writes to the terminal itself: names from files are made safe here.
        choices: choices.map((c, index) => ({
          name: terminalSafe(c.name),
          value: index,
          ...(c.short ? { short: terminalSafe(c.short) } : {}),
        })),
        ...(at >= 0 ? { default: at } : {}),
        pageSize: Math.min(choices.length, 15),
        loop: false,
      });
      return choices[i]!.value;
    },
    number: (message, min, max, initial) =>
      prompt<number>({
        type: 'number',
        message: terminalSafe(message),
        min,
        max,
        default: initial,
        required: true,
      }),
    input: (message, validate, initial) =>
      prompt<string>({
        type: 'input',
        message: terminalSafe(message),
        ...(initial !== undefined ? { default: initial } : {}),
        validate: (text: string) => validate(text),
      }),
    async pause(message) {
      await prompt<string>({ type: 'input', message: terminalSafe(message) });
    },
    clear: () => write(CLEAR),
  };
}
