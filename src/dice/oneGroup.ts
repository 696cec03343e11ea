/**
 * A roll group of one expression, `{d20+d12}kh1`: as rpg-dice-roller reads it, keep or drop then
 * picks among all the expression's dice (by the value each shows; ties as rpg-dice-roller breaks
 * them, see mask), not among results. A kept die adds its value with its term's sign; numbers in the expression
 * and after the group are added. Read for expressions of plain dice and numbers.
 */
import { fail, ok, problem, type Result } from '../core/problem';
import { exactArith } from './arith';
import {
  diceTerms,
  dieRange,
  type DiceExpression,
  type DiceTerm,
  type KeepDrop,
  type Term,
} from './expression';
import { distributionOf, fromCounts, type Distribution } from './distribution';
import type { RolledDie, RolledExpression, RolledTerm } from './roll';
import { isPlain } from './termShapes';

/** Joint falls (each term's dice as a sorted fall) worked through at most, when no shortcut applies. */
export const ONE_GROUP_BUDGET = 100_000;

/** Why an expression can't be a group of one, or null: every dice term plain dice. */
export function oneGroupProblem(e: DiceExpression, keep: KeepDrop | null): string | null {
  const odd = diceTerms(e).find((t) => !isPlain(t));
  if (odd) return 'in a group of one expression, each term is plain dice (2d6) or a number';
  const n = diceTerms(e).reduce((s, t) => s + t.count, 0);
  if (!keep) return null;
  const dropping = keep.mode[0] === 'd';
  if (keep.count < 1 || keep.count > (dropping ? n - 1 : n)) {
    return `${keep.mode}${keep.count}: ${dropping ? 'drop' : 'keep'} 1 to ${dropping ? n - 1 : n} of its ${n} dice`;
  }
  return null;
}

/** How many dice are kept, and from which end. */
function keptOf(keep: KeepDrop | null, n: number): { highest: boolean; count: number } {
  if (!keep) return { highest: true, count: n };
  const count = keep.mode[0] === 'k' ? keep.count : n - keep.count;
  return { highest: keep.mode === 'kh' || keep.mode === 'dl', count };
}

/**
 * Which of `values` are kept: the highest (lowest) `count`. On ties rpg-dice-roller keeps the later
 * die when keeping the highest and the earlier when keeping the lowest (it sorts the dice by value
 * and takes from an end), which decides the total when tied dice are added and taken away.
 */
function mask(values: readonly number[], highest: boolean, count: number): boolean[] {
  const order = values.map((_, i) => i);
  order.sort((a, b) => (highest ? values[b]! - values[a]! || b - a : values[a]! - values[b]! || a - b));
  const kept = values.map(() => false);
  for (let k = 0; k < count; k++) kept[order[k]!] = true;
  return kept;
}

/** A rolled expression (every die kept) with keep or drop applied across all its dice. */
export function keepAcross(r: RolledExpression, keep: KeepDrop | null): RolledExpression {
  const values = r.terms.flatMap((t) => t.dice.map((d) => d.value));
  const { highest, count } = keptOf(keep, values.length);
  const kept = mask(values, highest, count);
  let at = 0;
  let total = 0;
  const terms = r.terms.map((t): RolledTerm => {
    if (t.term.kind === 'constant') {
      total += t.value;
      return t;
    }
    let sum = 0;
    const dice = t.dice.map((d): RolledDie => {
      const k = kept[at++]!;
      if (k) sum += d.value;
      return { ...d, kept: k };
    });
    const value = t.term.sign * sum;
    total += value;
    return { term: t.term, dice, value };
  });
  return { terms, total, successes: null };
}

interface OneDie {
  readonly lo: number;
  readonly size: number;
  readonly sign: 1 | -1;
  readonly sides: number;
}

/** A term's dice: `n` alike. */
interface Kind extends OneDie {
  readonly n: number;
}

const kindsOf = (terms: readonly Term[]): Kind[] =>
  terms
    .filter((t): t is DiceTerm => t.kind === 'dice')
    .map((t) => {
      const [lo, hi] = dieRange(t.die);
      return { lo, size: hi - lo + 1, sign: t.sign, sides: t.die.sides, n: t.count };
    });

const diceOf = (kinds: readonly Kind[]): OneDie[] =>
  kinds.flatMap((k) => Array.from({ length: k.n }, () => k));

/** Ways `n` dice of `size` values can fall, as sorted values, with how many rolls give each. */
function waysOf(n: number, size: number): { values: number[][]; rolls: bigint[] } {
  const fact = [1n];
  for (let i = 1; i <= n; i++) fact.push(fact[i - 1]! * BigInt(i));
  const values: number[][] = [];
  const rolls: bigint[] = [];
  const walk = (from: number, picked: number[]) => {
    if (picked.length === n) {
      let w = fact[n]!;
      for (let a = 0; a < n;) {
        let b = a;
        while (b < n && picked[b] === picked[a]) b++;
        w /= fact[b - a]!;
        a = b;
      }
      values.push([...picked]);
      rolls.push(w);
      return;
    }
    for (let v = from; v < size; v++) walk(v, [...picked, v]);
  };
  walk(0, []);
  return { values, rolls };
}

/** Sorted falls of a term's dice: C(size + n - 1, n). */
function fallsOf(n: number, size: number): number {
  let c = 1;
  for (let i = 1; i <= n; i++) c = (c * (size - 1 + i)) / i;
  return Math.round(c);
}

/**
 * The exact distribution of a group of one's total. One die kept of dice all added: the highest
 * (lowest) is at most (least) x when every die is, a product of running counts. Otherwise every
 * joint fall is worked through (everyFall), while there are at most ONE_GROUP_BUDGET.
 */
export function oneGroupDistribution(
  e: DiceExpression,
  keep: KeepDrop | null,
  add: number,
  text: string,
): Result<Distribution> {
  const terms = diceTerms(e);
  if (terms.length === 1) {
    // One kind of dice: the group keeps as the term itself would (`{5d6}kh2` is 5d6kh2).
    const own = { terms: e.terms.map((t) => (t.kind === 'dice' ? { ...t, keep } : t)) };
    const d = distributionOf(own);
    return d.ok ? ok({ ...d.value, min: d.value.min + add }) : d;
  }
  const kinds = kindsOf(e.terms);
  const dice = diceOf(kinds);
  const constant = e.terms.reduce((s, t) => s + (t.kind === 'constant' ? t.sign * t.value : 0), add);
  const { highest, count } = keptOf(keep, dice.length);
  const sides = dice.map((d) => d.sides);
  if (count === 1 && dice.every((d) => d.sign === 1)) return ok(extremeDie(dice, highest, constant, sides));
  const cost = kinds.reduce((n, k) => n * fallsOf(k.n, k.size), 1);
  if (cost > ONE_GROUP_BUDGET) {
    return fail(
      problem(
        'odds.too-costly',
        `${text}: ${cost} joint results to work through, more than ${ONE_GROUP_BUDGET}`,
        {
          facts: { cost, limit: ONE_GROUP_BUDGET },
        },
      ),
    );
  }
  return ok(everyFall(kinds, highest, count, constant, sides));
}

/** One die kept, every die added: P(best <= x) is the product of each die's chance of <= x. */
function extremeDie(
  dice: readonly OneDie[],
  highest: boolean,
  constant: number,
  sides: number[],
): Distribution {
  const lo = highest ? Math.max(...dice.map((d) => d.lo)) : Math.min(...dice.map((d) => d.lo));
  const top = (d: OneDie) => d.lo + d.size - 1;
  const hi = highest ? Math.max(...dice.map(top)) : Math.min(...dice.map(top));
  // within(x): the joint faces where every die is at most x (highest) or at least x (lowest).
  const within = (x: number): bigint =>
    dice.reduce((prod, d) => {
      const n = highest ? x - d.lo + 1 : top(d) - x + 1;
      return prod * BigInt(Math.max(0, Math.min(d.size, n)));
    }, 1n);
  const counts = exactArith.zeros(hi - lo + 1);
  for (let x = lo; x <= hi; x++) counts[x - lo] = within(x) - within(highest ? x - 1 : x + 1);
  const outcomes = dice.reduce((n, d) => n * BigInt(d.size), 1n);
  return fromCounts(lo + constant, counts, outcomes, sides);
}

/**
 * Every joint fall, one at a time: each term's dice as a sorted fall with the number of rolls that
 * give it (dice of one term are alike, so which of its tied dice is kept changes nothing), an
 * odometer over the terms' falls. Across terms, ties go as mask() says: the later term's die first
 * when keeping the highest, the earlier's when keeping the lowest.
 */
function everyFall(
  kinds: readonly Kind[],
  highest: boolean,
  count: number,
  constant: number,
  sides: number[],
): Distribution {
  const ways = kinds.map((k) => waysOf(k.n, k.size));
  const dice = diceOf(kinds);
  const n = dice.length;
  // Every kept sum lies within what each die could add or leave out.
  const reach = (d: OneDie, pick: (...xs: number[]) => number) =>
    pick(0, d.sign * d.lo, d.sign * (d.lo + d.size - 1));
  const least = dice.reduce((s, d) => s + reach(d, Math.min), 0);
  const most = dice.reduce((s, d) => s + reach(d, Math.max), 0);
  const totals = exactArith.zeros(most - least + 1);
  const term = Int32Array.from(kinds.flatMap((k, j) => Array.from({ length: k.n }, () => j)));
  const values = new Int32Array(n);
  const order = new Int32Array(n);
  const at = kinds.map(() => 0);
  const before = (a: number, b: number) =>
    values[a]! !== values[b]!
      ? highest
        ? values[a]! > values[b]!
        : values[a]! < values[b]!
      : highest === term[a]! > term[b]!;
  for (;;) {
    let rolls = 1n;
    for (let j = 0, i = 0; j < kinds.length; j++) {
      const fall = ways[j]!.values[at[j]!]!;
      for (const v of fall) values[i++] = kinds[j]!.lo + v;
      rolls *= ways[j]!.rolls[at[j]!]!;
    }
    for (let i = 0; i < n; i++) {
      let k = i;
      for (; k > 0 && before(i, order[k - 1]!); k--) order[k] = order[k - 1]!;
      order[k] = i;
    }
    let sum = 0;
    for (let k = 0; k < count; k++) sum += dice[order[k]!]!.sign * values[order[k]!]!;
    totals[sum - least] = totals[sum - least]! + rolls;
    let j = 0;
    while (j < kinds.length && ++at[j]! === ways[j]!.values.length) at[j++] = 0;
    if (j === kinds.length) break;
  }
  const outcomes = dice.reduce((m, d) => m * BigInt(d.size), 1n);
  return fromCounts(least + constant, totals, outcomes, sides);
}
