/**
 * From the pool as written to the dice actually rolled: the GM's penalty, the multiple-action
 * penalty and an optional cap on dice rolled.
 *
 * - Penalty (reign-ore-basics.txt, "Penalty"): -Nd, and an Expert or Master Die goes first.
 * - Multiple actions ("Game Terms: Multiple Action"): one die out per extra action. Ruling: these
 *   come out of the ordinary dice first, because the rulebook then tells a player whose smaller
 *   pool holds the Expert or Master Die to spend a set on that pool's action, which presumes the
 *   die is still there (docs/rules.md, "ORE dice").
 * - Cap (die-men.txt, "Roll": at most 15d): dice past the cap are not rolled; the Expert or Master
 *   Die is kept and ordinary dice are left out.
 */
import { fail, ok, problem, type Result } from '../../core/problem';
import type { Pool } from './notation';

export interface PoolOptions {
  readonly penalty?: number;
  /** How many things are tried at once (1 = a normal roll). */
  readonly actions?: number;
  readonly cap?: number;
}

export interface PreparedPool {
  /** The pool as written. */
  readonly pool: Pool;
  /** What is actually rolled (and set). */
  readonly rolled: Pool;
  readonly penalty: number;
  readonly actions: number;
  /** Dice taken out by the penalty and the extra actions, special dice named. */
  readonly removed: { readonly dice: number; readonly expert: boolean; readonly master: boolean };
  /** Dice not rolled because of the cap. */
  readonly capped: number;
}

function count(name: string, code: string, value: number | undefined, min: number): Result<number> {
  const v = value ?? min;
  if (!Number.isInteger(v)) {
    return fail(problem(code, `${name} must be a whole number, not ${v}`, { facts: { [name]: v } }));
  }
  if (v < min) {
    const what = min === 0 ? 'negative' : `below ${min}`;
    return fail(problem(code, `${name} can't be ${what} (got ${v})`, { facts: { [name]: v, min } }));
  }
  return ok(v);
}

export function preparePool(pool: Pool, options: PoolOptions = {}): Result<PreparedPool> {
  const penalty = count('penalty', 'pool.negative-penalty', options.penalty, 0);
  if (!penalty.ok) return penalty;
  const actions = count('actions', 'pool.bad-actions', options.actions, 1);
  if (!actions.ok) return actions;
  if (options.cap !== undefined) {
    const cap = count('cap', 'pool.bad-cap', options.cap, 1);
    if (!cap.ok) return cap;
  }

  let { dice, expert, master } = pool;
  const removed = { dice: 0, expert: false, master: false };
  const takeSpecial = (): boolean => {
    if (expert !== null) {
      expert = null;
      removed.expert = true;
      return true;
    }
    if (master) {
      master = false;
      removed.master = true;
      return true;
    }
    return false;
  };
  const takeOrdinary = (): boolean => {
    if (dice === 0) return false;
    dice--;
    removed.dice++;
    return true;
  };
  for (let i = 0; i < penalty.value; i++) if (!takeSpecial()) takeOrdinary();
  for (let i = 1; i < actions.value; i++) if (!takeOrdinary()) takeSpecial();

  let capped = 0;
  if (options.cap !== undefined) {
    const special = expert !== null || master ? 1 : 0;
    while (dice + special > options.cap && dice > 0) {
      dice--;
      capped++;
    }
  }
  return ok({
    pool,
    rolled: { dice, expert, master },
    penalty: penalty.value,
    actions: actions.value,
    removed,
    capped,
  });
}
