// The dice roller as it was before the speed work of 26 November (src/dice/notation.ts, roll.ts,
// rollTerm.ts at 13ed2a8), kept verbatim but for imports: sameAsBefore.property.test.ts holds the
// new code to it, result for result.
/**
 * Rolling a term with rpg-dice-roller's modifiers (modifiers.ts), die by die, from a source of
 * faces (the seeded RNG or faces typed at the table). Per die, in this order: rerolls (`r`, `ro`)
 * settle each roll; a unique term (`u`) rolls again a value already shown; a roll meeting the
 * explode point rolls again (`!`: a new die; `!!`: added into the same die; `!p`: each extra roll
 * one less); `min`/`max` clamp every value. Then keep/drop over all the dice, success points
 * (`>=7>=10`, `f=1`) or matches (`m`), and the factor (`*2`). Sorting only orders the list shown.
 */
import { dieRange, dieValue, type DiceTerm } from '../../../src/dice/expression';
import { highest, lowest, MAX_ITERATIONS, type Modifiers } from '../../../src/dice/modifiers';
import { meets, type Compare } from '../../../src/dice/target';

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

interface Roll {
  face: number;
  raw: number;
  rerolled: number[];
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
const clamp = (m: Modifiers, v: number): number =>
  m.min !== undefined && v < m.min ? m.min : m.max !== undefined && v > m.max ? m.max : v;

/** Shared by the dice nothing rerolled (never written to). */
const NONE: number[] = [];

function rollOne(t: DiceTerm, src: FaceSource, rerollOn: Compare | null, once: boolean): Roll {
  let face = src.next(t.die.faces);
  let raw = dieValue(t.die, face);
  if (!rerollOn || !meets(raw, rerollOn)) return { face, raw, rerolled: NONE };
  const rerolled: number[] = [];
  const limit = once ? 1 : MAX_ITERATIONS;
  while (rerolled.length < limit && meets(raw, rerollOn)) {
    rerolled.push(face);
    face = src.next(t.die.faces);
    raw = dieValue(t.die, face);
  }
  return { face, raw, rerolled };
}

/** The rolls of one die: the first, then one per explosion. */
function chain(t: DiceTerm, src: FaceSource, first: Roll, rerollOn: Compare | null): Roll[] {
  const m = t.mods!;
  const rolls = [first];
  if (!m.explode) return rolls;
  const on = m.explode.on ?? highest(dieRange(t.die)[1]);
  while (rolls.length <= MAX_ITERATIONS && meets(rolls[rolls.length - 1]!.raw, on)) {
    rolls.push(rollOne(t, src, rerollOn, Boolean(m.reroll?.once)));
  }
  return rolls;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** One die as shown, its fields set in the order JSON shows them (rolls are hot: no spreads). */
function dieOf(m: Modifiers, face: number, raw: number, rerolled: readonly number[] | null): Mutable<ModDie> {
  const d: Mutable<ModDie> = { face, value: clamp(m, raw), kept: true, success: null };
  if (rerolled?.length) d.rerolled = rerolled;
  return d;
}

const markClamp = (d: Mutable<ModDie>, raw: number): void => {
  if (d.value !== raw) d.clamped = d.value > raw ? 'min' : 'max';
};

/** The dice one chain of rolls leaves (one for a compounded die). */
function diceOf(t: DiceTerm, rolls: Roll[], out: Mutable<ModDie>[]): void {
  const m = t.mods!;
  const pen = m.explode?.penetrate ? 1 : 0;
  if (m.explode?.compound && rolls.length > 1) {
    let sum = 0;
    for (let i = 0; i < rolls.length; i++) sum += rolls[i]!.raw - (i > 0 ? pen : 0);
    const d = dieOf(m, rolls[0]!.face, sum, null);
    d.compounded = rolls.map((r) => r.face);
    d.exploded = true;
    markClamp(d, sum);
    out.push(d);
    return;
  }
  for (let i = 0; i < rolls.length; i++) {
    const r = rolls[i]!;
    const raw = r.raw - (i > 0 ? pen : 0);
    const d = dieOf(m, r.face, raw, r.rerolled);
    if (i < rolls.length - 1) d.exploded = true;
    if (i > 0) d.extra = true;
    markClamp(d, raw);
    out.push(d);
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

/** Rolls a term with modifiers; returns its dice and what it adds (sign and factor included). */
export function rollModTerm(t: DiceTerm, src: FaceSource): { dice: ModDie[]; value: number } {
  const m = t.mods ?? {};
  const [lo] = dieRange(t.die);
  const rerollOn = m.reroll ? (m.reroll.on ?? lowest(lo)) : null;
  const once = Boolean(m.reroll?.once);
  const dice: Mutable<ModDie>[] = [];
  const shown: number[] = [];
  for (let i = 0; i < t.count; i++) {
    let first = rollOne(t, src, rerollOn, once);
    if (m.unique) {
      const limit = m.unique.once ? 1 : MAX_ITERATIONS;
      const on = m.unique.on;
      for (let n = 0; n < limit && shown.includes(first.raw) && (!on || meets(first.raw, on)); n++) {
        const next = rollOne(t, src, rerollOn, once);
        first = { ...next, rerolled: [...first.rerolled, first.face, ...next.rerolled] };
      }
      shown.push(first.raw);
    }
    if (m.explode) diceOf(t, chain(t, src, first, rerollOn), dice);
    else {
      const d = dieOf(m, first.face, first.raw, first.rerolled);
      markClamp(d, first.raw);
      dice.push(d);
    }
  }
  const mask = t.keep
    ? keptMask(
        t,
        dice.map((d) => d.value),
      )
    : null;
  const counting = counts(t);
  let sum = 0;
  const values: number[] = [];
  for (let i = 0; i < dice.length; i++) {
    const d = dice[i]!;
    if (mask) d.kept = mask[i]!;
    if (t.compare) d.success = meets(d.value, t.compare);
    if (m.failure && meets(d.value, m.failure)) d.failure = true;
    if (m.critSuccess && meets(d.value, m.critSuccess)) d.critical = 'success';
    else if (m.critFailure && meets(d.value, m.critFailure)) d.critical = 'failure';
    const worth = counting ? worthOf(t, d.value) : 0;
    if (counting && (worth > 1 || worth < 0)) d.worth = worth;
    if (!d.kept) continue;
    if (m.matches) values.push(d.value);
    else sum += counting ? worth : d.value;
  }
  if (m.matches) sum = widestMatch(values);
  let shownDice: ModDie[] = dice;
  if (m.sort) shownDice = [...dice].sort((a, b) => (m.sort === 'd' ? b.value - a.value : a.value - b.value));
  return { dice: shownDice, value: t.sign * sum * (m.factor ?? 1) };
}
