/**
 * What a table session remembers between lines: the saved rolls, the last roll, who is rolling,
 * and the number of the next roll. Plain data; each change returns a new state.
 */
import { fail, ok, problem, type Result } from '../../core/problem';
import type { TableLine } from './tableLine';

export interface TableState {
  /** Saved rolls by name (lower case): the words `roll` is given. */
  readonly saved: Readonly<Record<string, readonly string[]>>;
  /** The last roll made, for `again` and `save NAME`. */
  readonly last: { readonly args: readonly string[]; readonly name: string | null } | null;
  /** The player rolls are made for, until changed (null: nobody in particular). */
  readonly player: string | null;
  /** The number the next roll gets (1 for the first of a session). */
  readonly next: number;
}

export const emptyTable: TableState = { saved: {}, last: null, player: null, next: 1 };

/** A roll to make: the words for `roll`, the saved name it came from, and whose it is. */
export interface RollAsked {
  readonly args: readonly string[];
  readonly name: string | null;
  readonly player: string | null;
}

type Asking = Extract<TableLine, { kind: 'roll' | 'named' | 'again' }>;

const noSaved = (name: string): Result<never> =>
  fail(
    problem('table.no-such-roll', `no roll is saved as ${name} (saved lists them, help the rest)`, {
      facts: { name },
    }),
  );

/** The roll a line asks for, with saved names and `again` filled in; null for a blank line before any roll. */
export function rollAsked(state: TableState, line: Asking): Result<RollAsked | null> {
  const player = line.player ?? state.player;
  if (line.kind === 'roll') return ok({ args: line.args, name: null, player });
  if (line.kind === 'again') {
    if (state.last) return ok({ ...state.last, player });
    return line.blank ? ok(null) : fail(problem('table.nothing-yet', 'again: nothing has been rolled yet'));
  }
  const saved = state.saved[line.name];
  if (!saved) return noSaved(line.name);
  return ok({ args: [...saved, ...line.extra], name: line.name, player });
}

/** The words for `odds`: a saved name first stands for its roll. */
export function oddsArgs(state: TableState, args: readonly string[]): readonly string[] {
  const saved = args[0] === undefined ? undefined : state.saved[args[0].toLowerCase()];
  return saved ? [...saved, ...args.slice(1)] : args;
}

/** `save NAME [roll]`: the roll given, or the last one. */
export function savedRoll(state: TableState, args: readonly string[]): Result<readonly string[]> {
  if (args.length > 0) return ok(args);
  if (state.last) return ok(state.last.args);
  return fail(
    problem('table.nothing-yet', 'save: give the roll to save (save attack 2d6+3) or roll it first'),
  );
}

export const afterRoll = (state: TableState, asked: RollAsked): TableState => ({
  ...state,
  last: { args: asked.args, name: asked.name },
  next: state.next + 1,
});

export function withSaved(state: TableState, name: string, args: readonly string[] | null): TableState {
  const saved = { ...state.saved };
  if (args) saved[name] = args;
  else delete saved[name];
  return { ...state, saved };
}
