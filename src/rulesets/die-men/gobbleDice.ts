/**
 * A hex's gobble dice as they stand against one attack (die-men.txt, "Defend", "Hill", "Mountain",
 * "Forest", "Defensive Bloc"; rulings 10 and 18). Dice from Defense sets keep their rolled faces in
 * the pool; on a hill or mountain they count one higher (up to 10) against an attacker the high
 * ground works against. Free height-10 dice: a mountain's (or tower's) only where its advantage
 * works, a forest's and a defensive bloc's always.
 */
import { gridFor } from '../../grid/grid';
import type { CellKey } from '../../grid/types';
import { ruleAt } from './ground';
import type { BattleState, FreeGobble, GobblePool } from './state';
import type { UnitCounts } from './types';
import { advantageWorks } from './terrain';
import { allFliers } from './unitRules';

/** The attack a defence is read against; none means an attacker the high ground works against. */
export interface Attacker {
  readonly from: CellKey;
  readonly units: UnitCounts | undefined;
}

/** One die of a pool, as it stands against an attack: its face, and where it sits in the pool. */
export interface GobbleFace {
  readonly face: number;
  /** Index into `dice`, or into `free` when `free` is true. */
  readonly index: number;
  readonly free: boolean;
}

/** Does the high ground of `at` work against this attacker? */
export function defenceAdvantage(state: BattleState, at: CellKey, attacker: Attacker | null): boolean {
  const rule = ruleAt(state, at);
  if (!rule.elevation) return false;
  if (!attacker) return true;
  const adjacent = gridFor(state.rules.grid).adjacent(at, attacker.from);
  return advantageWorks(rule, ruleAt(state, attacker.from), adjacent, allFliers(attacker.units));
}

const FREE_FACE = 10;

/** Every die of the pool with its face against `attacker`, lowest first (set dice before free). */
export function poolFaces(
  state: BattleState,
  at: CellKey,
  pool: GobblePool,
  attacker: Attacker | null,
): GobbleFace[] {
  const works = defenceAdvantage(state, at, attacker);
  const raise = works ? (ruleAt(state, at).gobbleRaise ?? 0) : 0;
  const out: GobbleFace[] = pool.dice.map((f, index) => ({
    face: Math.min(10, f + raise),
    index,
    free: false,
  }));
  (pool.free ?? []).forEach((kind: FreeGobble, index) => {
    if (kind !== 'mountain' || works) out.push({ face: FREE_FACE, index, free: true });
  });
  return out.sort((a, b) => a.face - b.face || Number(a.free) - Number(b.free) || a.index - b.index);
}

/** The defender's dice in `at` that can cancel dice of `height` from this attacker, lowest first. */
export function reaching(
  state: BattleState,
  at: CellKey,
  defender: string,
  height: number,
  attacker: Attacker | null,
): GobbleFace[] {
  const pool = state.gobble[at];
  if (!pool || pool.side !== defender) return [];
  return poolFaces(state, at, pool, attacker).filter((g) => g.face >= height);
}

/** The pool without the dice `spent`. */
export function withoutDice(pool: GobblePool, spent: readonly GobbleFace[]): GobblePool {
  const gone = new Set(spent.filter((g) => !g.free).map((g) => g.index));
  const goneFree = new Set(spent.filter((g) => g.free).map((g) => g.index));
  const dice = pool.dice.filter((_, i) => !gone.has(i));
  const free = (pool.free ?? []).filter((_, i) => !goneFree.has(i));
  return pool.free === undefined ? { side: pool.side, dice } : { side: pool.side, dice, free };
}

/** The pool with more dice: set dice kept ascending, free dice appended. */
export function withDice(
  pool: GobblePool | undefined,
  side: string,
  dice: readonly number[],
  free: readonly FreeGobble[],
): GobblePool {
  const mine = pool && pool.side === side ? pool : undefined;
  const all = [...(mine?.dice ?? []), ...dice].sort((a, b) => a - b);
  const freeAll = [...(mine?.free ?? []), ...free];
  return freeAll.length > 0 ? { side, dice: all, free: freeAll } : { side, dice: all };
}
