/**
 * What a line typed at `diemen table` asks for. Anything that isn't one of the session's few words
 * is a roll, written as `diemen roll` takes it (`2d6+3`, `6d -d 3`, `5d6 --target 4`); a word alone
 * is a saved roll. Pure: the session (src/cli/table) does the rolling and the printing.
 */
import { fail, ok, problem, type Result } from '../../core/problem';

export type TableLine =
  | { readonly kind: 'roll'; readonly args: readonly string[]; readonly player?: string }
  | {
      readonly kind: 'named';
      readonly name: string;
      readonly extra: readonly string[];
      readonly player?: string;
    }
  | { readonly kind: 'again'; readonly blank: boolean; readonly player?: string }
  | { readonly kind: 'save'; readonly name: string; readonly args: readonly string[] }
  | { readonly kind: 'forget'; readonly name: string }
  | { readonly kind: 'saved' }
  | { readonly kind: 'player'; readonly name: string | null }
  | { readonly kind: 'history'; readonly count: number | null }
  | { readonly kind: 'odds'; readonly args: readonly string[] }
  | { readonly kind: 'help' }
  | { readonly kind: 'quit' }
  | { readonly kind: 'nothing' };

/** The session's own words: never names of saved rolls. */
export const TABLE_WORDS = [
  'again',
  'as',
  'bye',
  'exit',
  'forget',
  'help',
  'history',
  'odds',
  'player',
  'q',
  'quit',
  'roll',
  'save',
  'saved',
] as const;

const WORDS: ReadonlySet<string> = new Set(TABLE_WORDS);
const NAME = /^[a-z][a-z0-9_-]{0,29}$/i;
/** `d6`, `d%`, `dF`: dice, not a name. */
const DIE_WORD = /^d(?:[\d%]|f$)/i;
const PLAYER = /^[^\s:#][^:#]{0,29}$/;

const bad = (code: string, message: string): Result<never> => fail(problem(`table.${code}`, message));

/** Words as a shell would split them, without the shell: quotes group, and are taken off. */
export function splitWords(line: string): Result<string[]> {
  const words: string[] = [];
  let word: string | null = null;
  let quote: string | null = null;
  for (const ch of line) {
    if (quote) {
      if (ch === quote) quote = null;
      else word += ch;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      word ??= '';
    } else if (/\s/.test(ch)) {
      if (word !== null) words.push(word);
      word = null;
    } else word = (word ?? '') + ch;
  }
  if (quote) return bad('open-quote', `a ${quote} is not closed`);
  if (word !== null) words.push(word);
  return ok(words);
}

/** An option of `roll` or `odds` (`--target`, `-d`), not a negative number or dice (`-1`, `-2d6`). */
const isOption = (w: string): boolean => /^--?[a-z]/i.test(w);

/**
 * The words of a roll as `roll` takes them: the notation first, in one piece (`2d6 + 3` is
 * `2d6+3`), then the options as typed. The session seeds every roll itself, so `--seed` is refused.
 */
export function rollArgs(words: readonly string[]): Result<string[]> {
  if (words.some((w) => /^--seed(=|$)/.test(w))) {
    return bad('seed', 'the session seeds every roll itself (see history): leave out --seed');
  }
  const first = words.findIndex(isOption);
  const dice = first < 0 ? words : words.slice(0, first);
  // `3d6 3d6` joined is `3d63d6`, which roll then refuses with a column of a text nobody typed.
  for (let i = 1; i < dice.length; i++) {
    const [a, b] = [dice[i - 1]!, dice[i]!];
    if (/[\w%)]$/.test(a) && /^(\d|d[\d%f])/i.test(b)) {
      return bad(
        'two-rolls',
        `"${a} ${b}": nothing between them; join them with + (${a}+${b}), or roll one a line`,
      );
    }
  }
  const notation = dice.join('');
  const options = first < 0 ? [] : words.slice(first);
  return ok(notation === '' ? options : [notation, ...options]);
}

/** A name a roll can be saved under: a word, not dice, not one of the session's words. */
export function checkName(name: string): Result<string> {
  if (!NAME.test(name)) {
    return bad(
      'bad-name',
      `"${name}" can't name a roll: use a word of letters, digits, - or _ (e.g. attack)`,
    );
  }
  if (DIE_WORD.test(name)) return bad('bad-name', `"${name}" looks like dice: name the roll with a word`);
  if (WORDS.has(name.toLowerCase())) return bad('bad-name', `"${name}" is one of the session's words`);
  return ok(name.toLowerCase());
}

function asPlayer(rest: string): Result<TableLine> {
  // `as Anna: 2d6` (a name of several words needs the colon) or `as Anna 2d6`.
  const text = rest.trim();
  const colon = text.indexOf(':');
  const name = (colon >= 0 ? text.slice(0, colon) : text.split(/\s+/)[0]!).trim();
  const after = colon >= 0 ? text.slice(colon + 1) : text.slice(name.length);
  if (!PLAYER.test(name)) return bad('bad-player', 'as: give a player and a roll, e.g. as Anna: 2d6');
  const inner = parseTableLine(after);
  if (!inner.ok) return inner;
  const v = inner.value;
  if ((v.kind === 'again' && !v.blank) || v.kind === 'roll' || v.kind === 'named') {
    return ok({ ...v, player: name });
  }
  return bad('as-without-roll', `as ${name}: takes a roll, e.g. as ${name}: 2d6`);
}

function save(words: readonly string[]): Result<TableLine> {
  if (words.length === 0) return ok({ kind: 'saved' });
  const name = checkName(words[0]!);
  if (!name.ok) return name;
  const args = rollArgs(words.slice(1));
  return args.ok ? ok({ kind: 'save', name: name.value, args: args.value }) : args;
}

function history(words: readonly string[]): Result<TableLine> {
  if (words.length === 0) return ok({ kind: 'history', count: null });
  if (words.length === 1 && /^\d{1,6}$/.test(words[0]!) && Number(words[0]) > 0) {
    return ok({ kind: 'history', count: Number(words[0]) });
  }
  return bad('bad-history', 'history takes how many of the last rolls to show, e.g. history 5');
}

/** One line typed at the table. */
export function parseTableLine(line: string): Result<TableLine> {
  const text = line.trim();
  if (text === '') return ok({ kind: 'again', blank: true });
  if (text.startsWith('#')) return ok({ kind: 'nothing' });
  const head = /^\S+/.exec(text)![0];
  const word = head.toLowerCase();
  if (word === 'as') return asPlayer(text.slice(head.length));
  if (word === 'player') {
    const name = text.slice(head.length).trim();
    if (name === '' || name === '-') return ok({ kind: 'player', name: null });
    return PLAYER.test(name)
      ? ok({ kind: 'player', name })
      : bad('bad-player', 'player: a name of up to 30 characters, without : or #');
  }
  const split = splitWords(text);
  if (!split.ok) return split;
  const [, ...rest] = split.value;
  const only = (kind: 'help' | 'quit' | 'again'): Result<TableLine> =>
    rest.length > 0
      ? bad('extra-words', `${word} takes nothing after it`)
      : ok(kind === 'again' ? { kind, blank: false } : { kind });
  switch (word) {
    case 'help':
    case '?':
      return only('help');
    case 'quit':
    case 'exit':
    case 'bye':
    case 'q':
      return only('quit');
    case 'again':
      return only('again');
    case 'history':
      return history(rest);
    case 'save':
      return save(rest);
    case 'saved':
      return ok({ kind: 'saved' });
    case 'forget': {
      if (rest.length !== 1) return bad('extra-words', 'forget takes the name of a saved roll');
      const name = checkName(rest[0]!);
      return name.ok ? ok({ kind: 'forget', name: name.value }) : name;
    }
    case 'odds': {
      const args = rollArgs(rest);
      return args.ok ? ok({ kind: 'odds', args: args.value }) : args;
    }
  }
  const words = word === 'roll' ? rest : split.value;
  const name = words[0];
  if (word !== 'roll' && name !== undefined && NAME.test(name) && !DIE_WORD.test(name)) {
    const extra = words.slice(1);
    const checked = rollArgs(extra);
    return checked.ok ? ok({ kind: 'named', name: name.toLowerCase(), extra }) : checked;
  }
  const args = rollArgs(words);
  return args.ok ? ok({ kind: 'roll', args: args.value }) : args;
}
