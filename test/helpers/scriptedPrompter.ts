/**
 * A Prompter that answers from a list, for driving `play` in tests through the same seam as a
 * person at inquirer. It records every question with the choices offered, so tests can check
 * what a player was (and wasn't) shown.
 */
import type { Choice, Prompter } from '../../src/cli/prompts/prompter';

/** Accept the pre-selected default (Enter). */
export const ENTER = Symbol('enter');

/**
 * Enter everywhere, but a player going on with the battle where Enter alone gives no order in Die,
 * Men! and would go round: Yes to ending Free Movement (Enter lands on the end, whose confirmation
 * has No pre-selected: promptFree.ts), and the first hex where a spending step pre-selects
 * `← back` (promptAssign.ts).
 */
export const ENTER_PLAYING_ON = (q: Asked): typeof ENTER | string => {
  if (/^End Free Movement\?/.test(q.message)) return 'Yes';
  return q.initial === '← back' && q.choices.length > 1 ? q.choices[1]! : ENTER;
};

/**
 * An answer: ENTER; a string naming a choice (a select answers with the first choice whose name
 * starts with it, else contains it) or typed text (input); a number (number prompts); or a function
 * of the question that returns one of those.
 */
export type Answer = typeof ENTER | string | number | ((q: Asked) => typeof ENTER | string | number);

export interface Asked {
  readonly kind: 'select' | 'number' | 'input' | 'pause';
  readonly message: string;
  readonly choices: readonly string[];
  /** The name of the pre-selected choice, or the pre-filled value. */
  readonly initial?: string;
  /** Messages an input showed for answers it refused. */
  readonly refused: string[];
}

export interface ScriptedPrompter extends Prompter {
  readonly asked: Asked[];
  /** How many secret choices were asked (on a screen that goes when done). */
  readonly clears: () => number;
  /** Everything shown, in order: questions (as `? message`), secret parts in `[secret]`…`[/secret]`. */
  readonly transcript: string[];
}

const plain = (s: string): string => s.replace(/\u001b\[[0-9;]*m/g, '');

/** `answers` in order; once they run out, `then` answers (default: ENTER for everything). */
export function scriptedPrompter(answers: readonly Answer[], then: Answer = ENTER): ScriptedPrompter {
  const queue = [...answers];
  const asked: Asked[] = [];
  const transcript: string[] = [];
  let clears = 0;
  // A script that goes round two to four questions for ever on Enter (an end entry pre-selected,
  // then No pre-selected on its confirmation; a spending's steps back to "spend it on?") fails
  // here: the loop never yields, so jest's timeout can't.
  let circling = 0;
  const enterAgain = (q: Asked, a: unknown): void => {
    const again = asked.slice(-5, -1).some((p) => p.message === q.message);
    circling = a === ENTER && again ? circling + 1 : 0;
    if (circling > 200) throw new Error(`Enter goes round and round: ${q.message}`);
  };
  const next = (q: Asked) => {
    const a = queue.length ? queue.shift()! : then;
    return typeof a === 'function' ? a(q) : a;
  };
  const record = (q: Asked): Asked => {
    asked.push(q);
    transcript.push(`? ${plain(q.message)}`);
    return q;
  };
  return {
    asked,
    transcript,
    clears: () => clears,
    async select<T>(message: string, choices: readonly Choice<T>[], initial?: T) {
      const names = choices.map((c) => plain(c.name));
      const at =
        initial === undefined
          ? -1
          : choices.findIndex((c) => JSON.stringify(c.value) === JSON.stringify(initial));
      const q = record({
        kind: 'select',
        message: plain(message),
        choices: names,
        initial: names[at],
        refused: [],
      });
      const a = next(q);
      enterAgain(q, a);
      if (a === ENTER) return choices[Math.max(0, at)]!.value;
      const text = String(a);
      const i = names.findIndex((n) => n.trim().startsWith(text));
      const j = i >= 0 ? i : names.findIndex((n) => n.includes(text));
      if (j < 0) throw new Error(`no choice "${text}" in: ${message}\n  ${names.join('\n  ')}`);
      return choices[j]!.value;
    },
    async number(message, min, max, initial) {
      const q = record({
        kind: 'number',
        message: plain(message),
        choices: [],
        initial: String(initial),
        refused: [],
      });
      const a = next(q);
      const n = a === ENTER ? initial : Number(a);
      if (!Number.isInteger(n) || n < min || n > max)
        throw new Error(`${n} is not in ${min}-${max}: ${message}`);
      return n;
    },
    async input(message, validate, initial) {
      const q = record({ kind: 'input', message: plain(message), choices: [], initial, refused: [] });
      for (;;) {
        const a = next(q);
        const text = a === ENTER ? (initial ?? '') : String(a);
        const v = validate(text);
        if (v === true) return text;
        q.refused.push(v);
        if (q.refused.length > 20) throw new Error(`input refused 20 times: ${message}: ${v}`);
      }
    },
    async pause(message) {
      record({ kind: 'pause', message: plain(message), choices: [], refused: [] });
    },
    async secretly(run) {
      clears++;
      transcript.push('[secret]');
      try {
        return await run();
      } finally {
        transcript.push('[/secret]');
      }
    },
  };
}
