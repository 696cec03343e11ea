/**
 * Gobble dice (reign-ore-basics.txt, "Opposed Contests" and "Gobble Dice"): the dice of the
 * blocker's chosen set each cancel one die of equal or lower face in an active set; a set cut to
 * a single die is spoiled. When timing matters, a gobble set only reaches sets that act no sooner
 * than itself; social contests ignore timing.
 */
import { compareTiming } from './timing';
import { MIN_SET_WIDTH, type DiceSet } from './types';

export interface GobbleOptions {
  /** False for contests where timing doesn't matter (e.g. social). Default true. */
  readonly timed?: boolean;
  /** The set the gobble dice came from; defaults to all the dice as one set at the lowest face. */
  readonly gobbleSet?: DiceSet;
  /**
   * Which active sets to go after first, as indices into `active`. Default: the sets cheapest to
   * spoil (narrowest), earlier-acting first, which spoils as many sets as the dice allow.
   */
  readonly order?: readonly number[];
}

/** One gobble die: the set it hit (index into `active`), or `target: null` when nothing was in reach. */
export type GobbleUse =
  | {
      readonly die: number;
      readonly target: number;
      readonly before: DiceSet;
      readonly after: DiceSet;
    }
  | { readonly die: number; readonly target: null };

export interface GobbleResult {
  /** Every active set after gobbling, same order as `active`; width below 2 means spoiled. */
  readonly after: DiceSet[];
  /** The sets still standing, in timing order. */
  readonly survivors: DiceSet[];
  /** The active sets (as rolled) that were cut to one die or fewer. */
  readonly spoiled: DiceSet[];
  /** What each gobble die did, in the order they were spent, unused dice last. */
  readonly uses: GobbleUse[];
}

export function gobbleSets(
  active: readonly DiceSet[],
  gobbleDice: readonly number[],
  options: GobbleOptions = {},
): GobbleResult {
  const timed = options.timed ?? true;
  const gobbleSet = options.gobbleSet ?? {
    width: gobbleDice.length,
    height: gobbleDice.length ? Math.min(...gobbleDice) : 0,
  };
  const after = active.map((s) => ({ width: s.width, height: s.height }));
  const reachable = active.map((s) => !timed || compareTiming(gobbleSet, s) <= 0);
  // Lowest faces first, so the high dice stay free for the high sets.
  const dice = [...gobbleDice].sort((a, b) => a - b);
  const spent = dice.map(() => false);
  const uses: GobbleUse[] = [];

  const order = options.order
    ? options.order.filter((i, k, all) => i >= 0 && i < active.length && all.indexOf(i) === k)
    : active
        .map((_, i) => i)
        .sort((i, j) => active[i]!.width - active[j]!.width || compareTiming(active[i]!, active[j]!));

  const eligible = (i: number): number[] => {
    const out: number[] = [];
    if (!reachable[i]) return out;
    for (let d = 0; d < dice.length; d++) if (!spent[d] && dice[d]! >= active[i]!.height) out.push(d);
    return out;
  };
  const hit = (i: number, d: number): void => {
    const before = after[i]!;
    after[i] = { width: before.width - 1, height: before.height };
    spent[d] = true;
    uses.push({ die: dice[d]!, target: i, before, after: after[i]! });
  };

  // First spoil whole sets where the dice suffice; then chip at what is left, narrowing it.
  for (const i of order) {
    const need = after[i]!.width - (MIN_SET_WIDTH - 1);
    const can = eligible(i);
    if (need > 0 && can.length >= need) for (const d of can.slice(0, need)) hit(i, d);
  }
  for (const i of order) {
    for (const d of eligible(i)) {
      if (after[i]!.width < MIN_SET_WIDTH) break;
      hit(i, d);
    }
  }
  for (let d = 0; d < dice.length; d++) if (!spent[d]) uses.push({ die: dice[d]!, target: null });

  const survivors = after.filter((s) => s.width >= MIN_SET_WIDTH).sort(compareTiming);
  const spoiled = active.filter((_, i) => after[i]!.width < MIN_SET_WIDTH);
  return { after, survivors, spoiled, uses };
}

/** The gobble dice a chosen set turns into: one die per unit of width, each showing its height. */
export function gobbleDiceOf(set: DiceSet): number[] {
  return new Array<number>(set.width).fill(set.height);
}
