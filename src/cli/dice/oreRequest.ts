/**
 * What `diemen roll` is asked for a One Roll Engine pool: its options read and checked, in the
 * order their problems are reported (the pool, then its numbers, then the blocker's).
 */
import { problem, type Problem, type Result } from '../../core/problem';
import {
  formatPool,
  parseFaces,
  parsePool,
  preparePool,
  type DiceSet,
  type Pool,
  type PreparedPool,
  type SplitSpec,
  type SquishSpec,
} from '../../dice/ore';
import { intOption, parseSetText, parseSplit, parseSquish } from '../commands/diceOptions';

export interface RollOpts {
  dice?: string;
  md?: string;
  difficulty?: string;
  penalty?: string;
  actions?: string;
  cap?: string;
  split: string[];
  squish: string[];
  vs?: string;
  vsDice?: string;
  vsMd?: string;
  vsSet?: string;
  untimed?: boolean;
  seed?: string;
  json?: boolean;
  target?: string;
  mod?: string;
  times?: string;
}

export class Bad extends Error {
  constructor(readonly problem: Problem) {
    super(problem.message);
  }
}
/** Unwraps a Result inside the action; a Problem ends the command with exit code 2. */
export const need = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Bad(r.error);
  return r.value;
};

/** The pool as written, or one ordinary die per face given with `--dice`. */
function poolFrom(text: string | undefined, faces: number[] | null, what: string): Pool {
  if (text !== undefined) return need(parsePool(text));
  if (faces) return { dice: faces.length, expert: null, master: false };
  throw new Bad(problem('roll.no-pool', `give a pool to roll (e.g. 6d) or the dice rolled with ${what}`));
}

/** The blocker's side of an opposed roll, as the options give it. */
export interface Blocker {
  readonly given: number[] | null;
  readonly pool: Pool;
  readonly md: number | undefined;
  readonly set: DiceSet | undefined;
  readonly timed: boolean;
}

/** What the options ask for, read and checked in the order their problems are reported. */
export interface OreRequest {
  readonly given: number[] | null;
  readonly pool: Pool;
  readonly difficulty: number;
  readonly cap: number | undefined;
  readonly prepared: PreparedPool;
  readonly md: number | undefined;
  readonly splits: SplitSpec[];
  readonly squishes: SquishSpec[];
  readonly blocker: Blocker | null;
}

export function readRequest(poolText: string | undefined, o: RollOpts): OreRequest {
  const given = o.dice === undefined ? null : need(parseFaces(o.dice, '--dice'));
  const pool = poolFrom(poolText, given, '--dice');
  const difficulty = need(intOption(o.difficulty, '--difficulty')) ?? 0;
  const cap = need(intOption(o.cap, '--cap'));
  const prepared = need(
    preparePool(pool, {
      penalty: need(intOption(o.penalty, '--penalty')),
      actions: need(intOption(o.actions, '--actions')),
      cap,
    }),
  );
  const md = need(intOption(o.md, '--md'));
  if (md !== undefined && !pool.master) {
    throw new Bad(
      problem('roll.md-without-master', `--md ${md}: the pool ${formatPool(pool)} has no Master Die`),
    );
  }
  const splits: SplitSpec[] = o.split.map((s) => need(parseSplit(s)));
  const squishes: SquishSpec[] = o.squish.map((s) => need(parseSquish(s)));
  return { given, pool, difficulty, cap, prepared, md, splits, squishes, blocker: readBlocker(o) };
}

function readBlocker(o: RollOpts): Blocker | null {
  if (o.vs === undefined && o.vsDice === undefined) {
    if (o.vsMd !== undefined || o.vsSet !== undefined || o.untimed) {
      throw new Bad(
        problem(
          'roll.vs-missing',
          '--vs-md, --vs-set and --untimed need a blocker: --vs <pool> or --vs-dice',
        ),
      );
    }
    return null;
  }
  const given = o.vsDice === undefined ? null : need(parseFaces(o.vsDice, '--vs-dice'));
  const pool = poolFrom(o.vs, given, '--vs-dice');
  const md = need(intOption(o.vsMd, '--vs-md'));
  if (md !== undefined && !pool.master) {
    throw new Bad(problem('roll.md-without-master', `--vs-md ${md}: the blocker's pool has no Master Die`));
  }
  const set = o.vsSet === undefined ? undefined : need(parseSetText(o.vsSet, '--vs-set'));
  return { given, pool, md, set, timed: !o.untimed };
}

/** Dice typed with --dice must be as many as the pool rolls, after penalty, actions and cap. */
export function checkGivenCount(req: OreRequest): void {
  const { given, pool, prepared } = req;
  if (!given || given.length === prepared.rolled.dice) return;
  const n = prepared.rolled.dice;
  const how =
    formatPool(prepared.rolled) === formatPool(pool)
      ? ''
      : ` (after penalty, actions and cap: ${formatPool(prepared.rolled)})`;
  throw new Bad(
    problem(
      'dice.count-mismatch',
      `--dice: ${formatPool(pool)}${how} rolls ${n} ${n === 1 ? 'die' : 'dice'}, but ${given.length} were given`,
      {
        facts: { expected: n, given: given.length },
      },
    ),
  );
}
