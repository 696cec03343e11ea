/**
 * The list question of every battle: inquirer's select, except that typing narrows the list
 * (typedPick.ts) instead of jumping the cursor. Built on @inquirer/core, which inquirer's own
 * prompts are made of; the core is handed in by loadInquirer.ts, so this file loads no package.
 * The cursor remembers the entry it was put on (the default, or by the arrows): text that hides
 * that entry moves the cursor to the first one shown, and erasing the text brings it back, so the
 * default is never lost to a typo and Backspace.
 */
import type * as InquirerCore from '@inquirer/core';
import { entriesTyped, fillIn, typedPicks } from './typedPick';

/** What of inquirer's readline the prompt uses. */
interface Line {
  readonly line: string;
  clearLine(dir: 0): void;
  write(text: string): void;
}

export interface PickEntry {
  readonly name: string;
  /** What stays on the question's line once chosen. */
  readonly short: string;
}

export interface PickConfig {
  readonly message: string;
  readonly entries: readonly PickEntry[];
  /** The entry under the cursor at first. */
  readonly initial: number;
  readonly pageSize: number;
  /** The key hint under the list. */
  readonly hint: string;
}

/** The entry the cursor is on: `chosen` when the text shows it, else the first shown (-1: none). */
export const cursorOn = (shown: readonly number[], chosen: number): number =>
  shown.includes(chosen) ? chosen : (shown[0] ?? -1);

export function makePickPrompt(core: typeof InquirerCore) {
  const { createPrompt, useState, useKeypress, usePrefix, usePagination, makeTheme } = core;
  const { isEnterKey, isUpKey, isDownKey, isTabKey } = core;
  return createPrompt<number, PickConfig>((config, done) => {
    const theme = makeTheme({});
    const names = config.entries.map((e) => e.name);
    const [status, setStatus] = useState<'idle' | 'done'>('idle');
    const [typed, setTyped] = useState('');
    const [chosen, setChosen] = useState(config.initial);
    const shown = entriesTyped(names, typed);
    const active = cursorOn(shown, chosen);
    const prefix = usePrefix({ status, theme });

    /** Puts `text` on the question's line as if typed (readline cleared it at Enter). */
    const retype = (rl: Line, text: string): void => {
      rl.clearLine(0);
      rl.write(text);
      setTyped(text);
    };
    useKeypress((key, rl) => {
      if (isEnterKey(key)) {
        if (active >= 0 && typedPicks(names, typed, active)) {
          setStatus('done');
          done(active);
        } else retype(rl, active >= 0 ? fillIn(names, active) : typed);
      } else if (isUpKey(key) || isDownKey(key)) {
        const at = shown.indexOf(active);
        const next = shown[at + (isUpKey(key) ? -1 : 1)];
        if (next !== undefined) setChosen(next);
        // Readline may have put a remembered line in: the text stays what was typed.
        retype(rl, typed);
      } else if (isTabKey(key)) {
        retype(rl, active >= 0 ? fillIn(names, active) : typed.replace(/\t/g, ''));
      } else {
        setTyped(rl.line);
      }
    });

    // A hook, so called at every drawing, the last one too.
    const page = usePagination({
      items: shown.length > 0 ? shown : [0],
      active: Math.max(0, shown.indexOf(active)),
      renderItem: ({ item, isActive }) =>
        isActive ? theme.style.highlight(`❯ ${names[item]}`) : `  ${names[item]}`,
      pageSize: config.pageSize,
      loop: false,
    });
    const message = theme.style.message(config.message, status);
    if (status === 'done') return `${prefix} ${message} ${theme.style.answer(config.entries[active]!.short)}`;
    const list =
      shown.length > 0 ? page : theme.style.error('nothing offered starts with that: Backspace to change it');
    return [[prefix, message, theme.style.answer(typed)].join(' ').trimEnd(), `${list}\n \n${config.hint}`];
  });
}
