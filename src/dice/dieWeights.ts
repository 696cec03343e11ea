/**
 * The exact distribution of ONE die with rpg-dice-roller's modifiers, as weights over a common
 * denominator, so a term of n such dice is the n-fold convolution (distribution.ts).
 * - Rerolls: `r` leaves the faces it doesn't match, each as likely; `ro` gives a matched face one
 *   more chance (weight F for an unmatched face, plus one per matched face, out of F²).
 * - Exploding (`!`, `!!`, `!p`) can go on for ever, so a die's chain is followed to `depth`
 *   explosions; what lies beyond is `lost` (never dropped silently: the report gives it).
 * - `min`/`max` clamp each roll (each compounded sum), then success points and failures give each
 *   die its worth (`>=7>=10f=1`).
 */
import type { Arith, Vec } from './arith';
import { dieRange, dieValue, type DiceTerm } from './expression';
import { highest, lowest } from './modifiers';
import { counts, worthOf } from './rollTerm';
import { meets } from './target';

/** Values `lo`, `lo + 1`, ... with weights `w`, out of `total` (which includes `lost`). */
export interface Weights<T> {
  readonly lo: number;
  readonly w: Vec<T>;
  readonly total: T;
  /** Weight of chains longer than the depth followed (explosions only); else zero. */
  readonly lost: T;
}

/** A sparse value → weight table, made dense. */
function dense<T>(A: Arith<T>, pairs: readonly [number, T][]): { lo: number; w: Vec<T> } {
  if (pairs.length === 0) return { lo: 0, w: A.zeros(0) };
  let lo = Infinity;
  let hi = -Infinity;
  for (const [v] of pairs) {
    lo = Math.min(lo, v);
    hi = Math.max(hi, v);
  }
  const w = A.zeros(hi - lo + 1);
  for (const [v, x] of pairs) w[v - lo] = A.add(w[v - lo]!, x);
  return { lo, w };
}

function plus<T>(A: Arith<T>, a: { lo: number; w: Vec<T> }, b: { lo: number; w: Vec<T> }) {
  if (a.w.length === 0) return b;
  if (b.w.length === 0) return a;
  const lo = Math.min(a.lo, b.lo);
  const hi = Math.max(a.lo + a.w.length, b.lo + b.w.length);
  const w = A.zeros(hi - lo);
  for (let i = 0; i < a.w.length; i++) w[a.lo - lo + i] = A.add(w[a.lo - lo + i]!, a.w[i]!);
  for (let i = 0; i < b.w.length; i++) w[b.lo - lo + i] = A.add(w[b.lo - lo + i]!, b.w[i]!);
  return { lo, w };
}

function times<T>(A: Arith<T>, a: { lo: number; w: Vec<T> }, b: { lo: number; w: Vec<T> }) {
  if (a.w.length === 0 || b.w.length === 0) return { lo: 0, w: A.zeros(0) };
  return { lo: a.lo + b.lo, w: A.convolve(a.w, b.w) };
}

const scale = <T>(A: Arith<T>, a: { lo: number; w: Vec<T> }, k: T) => {
  const w = A.zeros(a.w.length);
  for (let i = 0; i < a.w.length; i++) w[i] = A.mul(a.w[i]!, k);
  return { lo: a.lo, w };
};

/** One physical roll after rerolls: raw value → weight, out of `total`. */
export function settledRoll<T>(A: Arith<T>, t: DiceTerm): { pairs: [number, T][]; total: T } | null {
  const F = t.die.faces;
  const m = t.mods;
  const on = m?.reroll ? (m.reroll.on ?? lowest(dieRange(t.die)[0])) : null;
  const raws = Array.from({ length: F }, (_, i) => dieValue(t.die, i + 1));
  const matched = on ? raws.filter((v) => meets(v, on)).length : 0;
  if (!on) return { pairs: raws.map((v) => [v, A.int(1)]), total: A.int(F) };
  if (!m!.reroll!.once) {
    if (matched === F) return null;
    return { pairs: raws.filter((v) => !meets(v, on)).map((v) => [v, A.int(1)]), total: A.int(F - matched) };
  }
  return {
    pairs: raws.map((v) => [v, A.int((meets(v, on) ? 0 : F) + matched)]),
    total: A.int(F * F),
  };
}

/**
 * The weights of one die of `t`, chains followed to `depth` explosions; null when a reroll
 * matches every face (it would never stop).
 */
// eslint-disable-next-line max-lines-per-function -- one die's distribution, rerolls then explosions then clamps, as the roller applies them
export function dieWeights<T>(A: Arith<T>, t: DiceTerm, depth: number): Weights<T> | null {
  const settled = settledRoll(A, t);
  if (!settled) return null;
  // Doubles hold chances rather than counts, so long chains can't overflow.
  const roll = A.exact
    ? settled
    : {
        pairs: settled.pairs.map(([v, w]): [number, T] => [
          v,
          ((w as number) / (settled.total as number)) as T,
        ]),
        total: A.int(1),
      };
  const m = t.mods ?? {};
  const counting = counts(t);
  const clamp = (v: number) =>
    m.min !== undefined && v < m.min ? m.min : m.max !== undefined && v > m.max ? m.max : v;
  const compound = Boolean(m.explode?.compound);
  // What one roll adds: its clamped value, or its worth when each roll counts as a die.
  const part = (v: number) => (compound ? v : counting ? worthOf(t, clamp(v)) : clamp(v));
  const finish = (x: { lo: number; w: Vec<T> }, total: T): Weights<T> => {
    if (!compound) return { ...x, total, lost: A.int(0) };
    const pairs: [number, T][] = [];
    for (let i = 0; i < x.w.length; i++) {
      const v = clamp(x.lo + i);
      pairs.push([counting ? worthOf(t, v) : v, x.w[i]!]);
    }
    return { ...dense(A, pairs), total, lost: A.int(0) };
  };
  if (!m.explode)
    return finish(
      dense(
        A,
        roll.pairs.map(([v, w]) => [part(v), w]),
      ),
      roll.total,
    );
  const on = m.explode.on ?? highest(dieRange(t.die)[1]);
  const pen = m.explode.penetrate ? 1 : 0;
  const split = (shift: number) => ({
    stop: dense(
      A,
      roll.pairs.filter(([v]) => !meets(v, on)).map(([v, w]) => [part(v - shift), w]),
    ),
    go: dense(
      A,
      roll.pairs.filter(([v]) => meets(v, on)).map(([v, w]) => [part(v - shift), w]),
    ),
  });
  const first = split(0);
  const later = split(pen);
  // Chains from a later roll with at most k more explosions, over total^(k+1).
  let chain = later.stop;
  let power = roll.total;
  for (let k = 1; k < depth; k++) {
    chain = plus(A, scale(A, later.stop, power), times(A, later.go, chain));
    power = A.mul(power, roll.total);
  }
  const x = plus(A, scale(A, first.stop, power), times(A, first.go, chain));
  const total = A.mul(power, roll.total);
  // Lost: the first roll and `depth` more all explode.
  let go = A.int(0);
  for (const [v, w] of roll.pairs) if (meets(v, on)) go = A.add(go, w);
  let lost = go;
  for (let k = 0; k < depth; k++) lost = A.mul(lost, go);
  return { ...finish(x, total), lost };
}

/** Whether a term's dice need this per-die treatment (anything but plain, keep/drop or one target). */
export const needsWeights = (t: DiceTerm): boolean => Boolean(t.die.fudge || t.mods);
