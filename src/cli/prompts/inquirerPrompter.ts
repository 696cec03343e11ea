/**
 * The Prompter at a terminal, through inquirer 14: its `number` and `input`, and for lists our
 * `pick` (pickPrompt.ts, made of inquirer's core: typing narrows the list). inquirer loads on first
 * use (start-up cost: `diemen roll` never pays for it). Choices are passed by index and mapped
 * back, so values can be any data and the default is found by equal content. Keys typed before a
 * prompt is shown are dropped (typeAhead.ts). The screen and its scrollback are never cleared: a
 * secret choice is made on the terminal's alternate screen, which goes when it is done. Ctrl+D at
 * a terminal is no answer and ends nothing; an input that ends stops the battle (inputEnd.ts).
 */
import { styleText } from 'node:util';
import type { Answers } from 'inquirer';
import { stableStringify } from '../../core/stableHash';
import { terminalSafe } from '../terminalText';
import { fitAnswer } from './answerLine';
import { PromptCancelled, type Choice, type Prompter } from './prompter';
import { guardInputEnd, type EndingInput } from './inputEnd';
import { pageSizeFor } from './window';
import { typeAheadGuard, type TypeAheadGuard, type TypeAheadInput } from './typeAhead';

type Ask = <A extends Answers>(questions: readonly Record<string, unknown>[]) => Promise<A>;
type AskWith = (streams: { signal: AbortSignal }) => Ask;

/** The alternate screen (no scrollback), entered empty; leaving it shows the main screen as it was. */
const ALT_SCREEN = '\x1b[?1049h\x1b[H\x1b[2J';
const MAIN_SCREEN = '\x1b[?1049l';

/** The key hint under a list (pickPrompt.ts: typing narrows it). */
const KEYS_HINT = [
  ['↑↓', 'navigate'],
  ['⏎', 'select'],
  ['abc', 'type to narrow'],
]
  .map(([key, action]) => `${styleText('bold', key!)} ${styleText('dim', action!)}`)
  .join(styleText('dim', ' • '));

/** One guard per input: two prompters on one terminal (the battle picker, the battle) share it. */
const guards = new WeakMap<TypeAheadInput, TypeAheadGuard>();

/** Why inquirer gave up on a question: Ctrl+C (Exit), or the input ended (Abort, inputEnd.ts). */
const STOPPED = new Set(['ExitPromptError', 'AbortPromptError']);

/**
 * `write` takes the screen sequences as they are: not Io's out, which shows controls as text.
 * The questions read `input` and are drawn on `output` (the terminal's, unless a test gives others).
 */
// eslint-disable-next-line max-lines-per-function -- the Prompter interface implemented in one object, a short method per question kind
export function inquirerPrompter(
  write: (text: string) => void,
  input: NodeJS.ReadableStream & TypeAheadInput & EndingInput = process.stdin,
  output?: NodeJS.WritableStream,
): Prompter {
  let askWith: AskWith | null = null;
  const guard = guards.get(input) ?? typeAheadGuard(input);
  guards.set(input, guard);
  const prompt = async <T>(question: Record<string, unknown>): Promise<T> => {
    if (!askWith) {
      const { loadInquirer } = await import('./loadInquirer');
      const inquirer = await loadInquirer();
      askWith = ({ signal }) =>
        inquirer.createPromptModule({ input, signal, ...(output ? { output } : {}) }) as unknown as Ask;
    }
    await guard.ready();
    const ended = new AbortController();
    const unguard = guardInputEnd(input, () => ended.abort());
    try {
      const answers = await askWith({ signal: ended.signal })<{ v: T }>([{ ...question, name: 'v' }]);
      return answers.v;
    } catch (e) {
      // Ctrl+C at a prompt, or the input gone: stop the battle quietly; the log can be resumed.
      if (e instanceof Error && STOPPED.has(e.name)) throw new PromptCancelled();
      throw e;
    } finally {
      unguard();
      guard.answered();
    }
  };

  return {
    async select<T>(message: string, choices: readonly Choice<T>[], initial?: T) {
      const key = initial === undefined ? undefined : stableStringify(initial);
      const at = key === undefined ? -1 : choices.findIndex((c) => stableStringify(c.value) === key);
      // inquirer writes to the terminal itself: names from files are made safe here.
      const entries = choices.map((c) => ({
        name: terminalSafe(c.name),
        // The answer left on the question's line is cut to the width (answerLine.ts).
        short: fitAnswer(message, terminalSafe(c.short ?? c.name), process.stdout.columns ?? 80),
      }));
      const i = await prompt<number>({
        type: 'pick',
        message: terminalSafe(message),
        entries,
        initial: Math.max(0, at),
        pageSize: Math.min(choices.length, pageSizeFor(process.stdout.rows)),
        hint: KEYS_HINT,
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
    async secretly(run) {
      write(ALT_SCREEN);
      try {
        return await run();
      } finally {
        write(MAIN_SCREEN);
      }
    },
  };
}
