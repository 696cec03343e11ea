/**
 * Ordinary (polyhedral) dice as plain data: an expression is a sum of terms, each a group of
 * identical dice (`4d6kh3`, `5d6>=4`) or a number, added or subtracted. Parsing is in notation.ts.
 */
import type { Modifiers } from './modifiers';
import { shiftTarget, type Compare } from './target';

/**
 * A kind of die. `sides` is the range of values it gives (1..sides); `faces` is the physical die
 * rolled for it. They differ only for a D3, which is a d6 read halved, rounding up
 * (dice-wars-intro.txt, "Rolling Dice"): faces 6, sides 3.
 */
export interface Die {
  readonly sides: number;
  readonly faces: number;
  /** A Fudge/Fate die (`dF`): faces 1-3 count -1, 0, +1. */
  readonly fudge?: boolean;
}

/** `kh3`, `k3` (keep highest), `kl1`, `dh1`, `dl1` and `d1` (drop lowest). */
export interface KeepDrop {
  readonly mode: 'kh' | 'kl' | 'dh' | 'dl';
  readonly count: number;
}

export interface DiceTerm {
  readonly kind: 'dice';
  readonly sign: 1 | -1;
  readonly count: number;
  readonly die: Die;
  readonly keep: KeepDrop | null;
  /** When set, the term counts dice meeting it instead of adding them up. */
  readonly compare: Compare | null;
  /** 1-based column of the term in the text it was read from. */
  readonly column: number;
  /** rpg-dice-roller's other modifiers (modifiers.ts); absent on plain terms. */
  readonly mods?: Modifiers;
}

export interface ConstantTerm {
  readonly kind: 'constant';
  readonly sign: 1 | -1;
  readonly value: number;
  readonly column: number;
}

export type Term = DiceTerm | ConstantTerm;

export interface DiceExpression {
  readonly terms: readonly Term[];
}

/** At most this many dice in one expression, and dice of 2 to 1000 sides. */
export const MAX_DICE = 1000;
export const MIN_SIDES = 2;
export const MAX_SIDES = 1000;

export const D3: Die = { sides: 3, faces: 6 };
/** A Fudge/Fate die: values -1, 0, +1, read from a three-faced die (1, 2, 3). */
export const FUDGE: Die = { sides: 3, faces: 3, fudge: true };

export const dieOf = (sides: number): Die => (sides === 3 ? D3 : { sides, faces: sides });

/** The value a face counts for: the face itself, or a d6 halved rounding up for a D3. */
export function dieValue(die: Die, face: number): number {
  if (die.fudge) return face - 2;
  return die.faces === die.sides ? face : Math.ceil((face * die.sides) / die.faces);
}

/** The lowest and highest values a die counts for. */
export const dieRange = (die: Die): readonly [number, number] => (die.fudge ? [-1, 1] : [1, die.sides]);

export const diceTerms = (e: DiceExpression): DiceTerm[] =>
  e.terms.filter((t): t is DiceTerm => t.kind === 'dice');

export const diceCount = (e: DiceExpression): number => diceTerms(e).reduce((n, t) => n + t.count, 0);

/** Whether the expression counts successes (some term has a comparison). */
export const countsSuccesses = (e: DiceExpression): boolean => diceTerms(e).some((t) => t.compare !== null);

/** How many dice a term keeps, and from which end. */
export function kept(t: DiceTerm): { readonly which: 'highest' | 'lowest'; readonly count: number } {
  const k = t.keep;
  if (!k) return { which: 'highest', count: t.count };
  if (k.mode === 'kh') return { which: 'highest', count: k.count };
  if (k.mode === 'kl') return { which: 'lowest', count: k.count };
  if (k.mode === 'dl') return { which: 'highest', count: t.count - k.count };
  return { which: 'lowest', count: t.count - k.count };
}

function formatTerm(t: Term): string {
  if (t.kind === 'constant') return String(t.value);
  const keep = t.keep ? `${t.keep.mode}${t.keep.count}` : '';
  const cmp = t.compare ? `${t.compare.op}${t.compare.value}` : '';
  const m = t.mods;
  if (!m) return `${t.count}d${t.die.sides}${keep}${cmp}`;
  const c = (x: Compare | null | undefined) => (x ? `${x.op}${x.value}` : '');
  const parts = [
    `${t.count}d${t.die.fudge ? 'F' : t.die.sides}`,
    m.min !== undefined ? `min${m.min}` : '',
    m.max !== undefined ? `max${m.max}` : '',
    m.explode ? `${m.explode.compound ? '!!' : '!'}${m.explode.penetrate ? 'p' : ''}${c(m.explode.on)}` : '',
    m.reroll ? `r${m.reroll.once ? 'o' : ''}${c(m.reroll.on)}` : '',
    m.unique ? `u${m.unique.once ? 'o' : ''}${c(m.unique.on)}` : '',
    keep,
    cmp,
    (m.more ?? []).map(c).join(''),
    m.failure ? `f${c(m.failure)}` : '',
    m.matches ? 'm' : '',
    m.sort ? `s${m.sort}` : '',
    m.factor !== undefined ? `*${m.factor}` : '',
  ];
  return parts.join('');
}

/** Canonical notation: `4d6kh3+1d4-2`, `5d6>=4`. */
export function formatDice(e: DiceExpression): string {
  return e.terms
    .map((t, i) => (i === 0 ? (t.sign < 0 ? '-' : '') : t.sign < 0 ? '-' : '+') + formatTerm(t))
    .join('');
}

/** Every dice term counts successes against `target` (the CLI's `--target`). */
export function withTarget(e: DiceExpression, target: Compare): DiceExpression {
  return { terms: e.terms.map((t) => (t.kind === 'dice' ? { ...t, compare: target } : t)) };
}

/** Shifts every comparison for a modifier to the roll (`--mod -1`: 4+ becomes 5+). */
export function withModifier(e: DiceExpression, mod: number): DiceExpression {
  if (mod === 0) return e;
  return {
    terms: e.terms.map((t) =>
      t.kind === 'dice' && t.compare ? { ...t, compare: shiftTarget(t.compare, mod) } : t,
    ),
  };
}
