/**
 * Rolling a term with rpg-dice-roller's modifiers (modifiers.ts), die by die, from a source of
 * faces (the seeded RNG or faces typed at the table). Per die, in this order: rerolls (`r`, `ro`)
 * settle each roll; a unique term (`u`) rolls again a value already shown; a roll meeting the
 * explode point rolls again (`!`: a new die; `!!`: added into the same die; `!p`: each extra roll
 * one less); `min`/`max` clamp every value. Then keep/drop over all the dice, success points
 * (`>=7>=10`, `f=1`) or matches (`m`), and the factor (`*2`). Sorting only orders the list shown.
 */
import { dieValue, type DiceTerm } from './expression';
import { highest, lowest, MAX_ITERATIONS, type Explode, type Modifiers, type Unique } from './modifiers';
import { meets, type Compare } from './target';

export interface FaceSource {
  /** The next face of a die with `faces` faces. */
  next(faces: number): number;
}

/** What a die did beyond showing a face; every field is absent on a plain die. */
export interface DieMarks {
  /** Faces rolled and set aside before this one (`r`, `ro`, `u`). */
  readonly rerolled?: readonly number[];
  /** This roll met the explode point, so another was rolled. */
  readonly exploded?: boolean;
  /** This die is an extra roll from an explosion (one less if penetrating). */
  readonly extra?: boolean;
  /** `!!`: the faces added into this one die. */
  readonly compounded?: readonly number[];
  /** `min`/`max` moved the value. */
  readonly clamped?: 'min' | 'max';
  /** Successes this die adds, when not simply 0 or 1 (`>=7>=10`, `f=1`). */
  readonly worth?: number;
  readonly failure?: boolean;
  readonly critical?: 'success' | 'failure';
}

export interface ModDie extends DieMarks {
  readonly face: number;
  readonly value: number;
  readonly kept: boolean;
  readonly success: boolean | null;
}

/** Successes a value adds: one per success point met, minus one when it meets the failure. */
export function worthOf(t: DiceTerm, value: number): number {
  const m = t.mods;
  let w = t.compare && meets(value, t.compare) ? 1 : 0;
  for (const c of m?.more ?? []) if (meets(value, c)) w++;
  if (m?.failure && meets(value, m.failure)) w--;
  return w;
}

/** Whether the term counts successes rather than adding values. */
export const counts = (t: DiceTerm): boolean =>
  t.compare !== null || Boolean(t.mods?.more?.length || t.mods?.failure);

/** The value after `min`/`max`; the mark is 'min' when it rose, 'max' when it fell. */
const clamp = (m: Draw, v: number): number =>
  m.min !== undefined && v < m.min ? m.min : m.max !== undefined && v > m.max ? m.max : v;

/** Shared by the dice nothing rerolled (never written to). */
const NONE: number[] = [];

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * One die's draws, reused for every die of a term (rolls are hot: no object per draw). After
 * `roll()`: the face kept, its value before `min`/`max`, and the faces rerolled before it.
 */
class Draw {
  face = 0;
  raw = 0;
  rerolled: number[] = NONE;
  /** `min` and `max`, read once a term. */
  readonly min: number | undefined;
  readonly max: number | undefined;
  constructor(
    m: Modifiers,
    readonly die: DiceTerm['die'],
    readonly src: FaceSource,
    readonly rerollOn: Compare | null,
    readonly once: boolean,
  ) {
    this.min = m.min;
    this.max = m.max;
  }

  roll(): void {
    const { die, src, rerollOn } = this;
    let face = src.next(die.faces);
    let raw = dieValue(die, face);
    let rerolled = NONE;
    if (rerollOn && meets(raw, rerollOn)) {
      rerolled = [];
      const limit = this.once ? 1 : MAX_ITERATIONS;
      while (rerolled.length < limit && meets(raw, rerollOn)) {
        rerolled.push(face);
        face = src.next(die.faces);
        raw = dieValue(die, face);
      }
    }
    this.face = face;
    this.raw = raw;
    this.rerolled = rerolled;
  }
}

/** One die as shown, its fields set in the order JSON shows them (rolls are hot: no spreads). */
function dieOf(m: Draw, face: number, raw: number, rerolled: readonly number[] | null): Mutable<ModDie> {
  const d: Mutable<ModDie> = { face, value: clamp(m, raw), kept: true, success: null };
  if (rerolled?.length) d.rerolled = rerolled;
  return d;
}

const markClamp = (d: Mutable<ModDie>, raw: number): void => {
  if (d.value !== raw) d.clamped = d.value > raw ? 'min' : 'max';
};

/**
 * The dice one die leaves, its first draw in `draw`: the die, and one more per explosion (`!`),
 * each written as it is rolled; or the one die the rolls add into (`!!`).
 */
function explodeInto(explode: Explode, hi: number, draw: Draw, out: Mutable<ModDie>[]): void {
  const on = explode.on ?? highest(hi);
  const pen = explode.penetrate ? 1 : 0;
  // Roll j (from 0) explodes when it meets the point and fewer than MAX_ITERATIONS came before.
  if (explode.compound && meets(draw.raw, on)) {
    const face = draw.face;
    const faces = [face];
    let sum = draw.raw;
    do {
      draw.roll();
      faces.push(draw.face);
      sum += draw.raw - pen;
    } while (faces.length <= MAX_ITERATIONS && meets(draw.raw, on));
    const d = dieOf(draw, face, sum, null);
    d.compounded = faces;
    d.exploded = true;
    markClamp(d, sum);
    out.push(d);
    return;
  }
  for (let j = 0; ; j++) {
    const raw = draw.raw - (j > 0 ? pen : 0);
    const d = dieOf(draw, draw.face, raw, draw.rerolled);
    const again = j < MAX_ITERATIONS && meets(draw.raw, on);
    if (again) d.exploded = true;
    if (j > 0) d.extra = true;
    markClamp(d, raw);
    out.push(d);
    if (!again) return;
    draw.roll();
  }
}

/** Which dice are kept: keep/drop counts over every die rolled, explosions included. */
function keptMask(t: DiceTerm, values: readonly number[]): boolean[] {
  const k = t.keep;
  const n = values.length;
  if (!k) return values.map(() => true);
  const count = k.mode[0] === 'k' ? Math.min(n, k.count) : Math.max(0, n - k.count);
  const high = k.mode === 'kh' || k.mode === 'dl';
  const order = values.map((_, i) => i);
  order.sort((a, b) => (high ? values[b]! - values[a]! : values[a]! - values[b]!) || a - b);
  const mask = values.map(() => false);
  for (const i of order.slice(0, count)) mask[i] = true;
  return mask;
}

/** The most kept dice showing one value (`m`). */
export function widestMatch(values: readonly number[]): number {
  const seen = new Map<number, number>();
  let best = 0;
  for (const v of values) {
    const c = (seen.get(v) ?? 0) + 1;
    seen.set(v, c);
    if (c > best) best = c;
  }
  return best;
}

/** A unique term (`u`) rolls a die again while its value is already shown (and meets `on`). */
function rollUnique(u: Unique, draw: Draw, shown: number[]): void {
  const limit = u.once ? 1 : MAX_ITERATIONS;
  for (let n = 0; n < limit && shown.includes(draw.raw) && (!u.on || meets(draw.raw, u.on)); n++) {
    const before = draw.rerolled;
    const face = draw.face;
    draw.roll();
    draw.rerolled = [...before, face, ...draw.rerolled];
  }
  shown.push(draw.raw);
}

/** Every die a term rolls, in order: rerolls, unique values and explosions settled. */
function rollAll(t: DiceTerm, m: Modifiers, src: FaceSource): Mutable<ModDie>[] {
  const fudge = t.die.fudge === true;
  const rerollOn = m.reroll ? (m.reroll.on ?? lowest(fudge ? -1 : 1)) : null;
  const draw = new Draw(m, t.die, src, rerollOn, m.reroll?.once === true);
  const dice: Mutable<ModDie>[] = [];
  const { unique, explode } = m;
  const shown: number[] | null = unique ? [] : null;
  const hi = fudge ? 1 : t.die.sides;
  for (let i = 0; i < t.count; i++) {
    draw.roll();
    if (shown) rollUnique(unique!, draw, shown);
    if (explode) explodeInto(explode, hi, draw, dice);
    else {
      const d = dieOf(draw, draw.face, draw.raw, draw.rerolled);
      markClamp(d, draw.raw);
      dice.push(d);
    }
  }
  return dice;
}

/**
 * The dice by value, ties in their rolled order, as a stable sort gives them. A few dice are
 * sorted by insertion: Array.prototype.sort with a comparator cost more than the rest of a roll.
 */
function sortedByValue(dice: readonly ModDie[], down: boolean): ModDie[] {
  if (dice.length > 16) {
    return [...dice].sort((a, b) => (down ? b.value - a.value : a.value - b.value));
  }
  const out = dice.slice();
  for (let i = 1; i < out.length; i++) {
    const d = out[i]!;
    let j = i;
    // Move past only dice strictly after it, so equal values keep their order.
    while (j > 0 && (down ? out[j - 1]!.value < d.value : out[j - 1]!.value > d.value)) {
      out[j] = out[j - 1]!;
      j--;
    }
    out[j] = d;
  }
  return out;
}

/**
 * Marks each die (success, failure, critical, worth) and sums the kept ones: successes, values, or
 * the widest match. Each modifier is read once a term, not once a die: a roll meets many shapes of
 * modifiers, and every read of one is a slow (megamorphic) look-up.
 */
function scored(t: DiceTerm, m: Modifiers, dice: Mutable<ModDie>[], mask: boolean[] | null): number {
  const { compare } = t;
  const { failure, critSuccess, critFailure, more } = m;
  const counting = compare !== null || Boolean(more?.length || failure);
  const values: number[] | null = m.matches ? [] : null;
  let sum = 0;
  for (let i = 0; i < dice.length; i++) {
    const d = dice[i]!;
    const v = d.value;
    if (mask) d.kept = mask[i]!;
    if (compare) d.success = meets(v, compare);
    if (failure && meets(v, failure)) d.failure = true;
    if (critSuccess && meets(v, critSuccess)) d.critical = 'success';
    else if (critFailure && meets(v, critFailure)) d.critical = 'failure';
    let worth = 0;
    if (counting) {
      // worthOf, written out with the modifiers read above.
      worth = compare && meets(v, compare) ? 1 : 0;
      if (more) for (const c of more) if (meets(v, c)) worth++;
      if (failure && meets(v, failure)) worth--;
      if (worth > 1 || worth < 0) d.worth = worth;
    }
    if (!d.kept) continue;
    if (values) values.push(v);
    else sum += counting ? worth : v;
  }
  return values ? widestMatch(values) : sum;
}

/** Rolls a term with modifiers; returns its dice and what it adds (sign and factor included). */
export function rollModTerm(t: DiceTerm, src: FaceSource): { dice: ModDie[]; value: number } {
  const m = t.mods ?? {};
  const dice = rollAll(t, m, src);
  const mask = t.keep
    ? keptMask(
        t,
        dice.map((d) => d.value),
      )
    : null;
  const sum = scored(t, m, dice, mask);
  const { sort, factor } = m;
  const shownDice: ModDie[] = sort ? sortedByValue(dice, sort === 'd') : dice;
  return { dice: shownDice, value: t.sign * sum * (factor ?? 1) };
}
