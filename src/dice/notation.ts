/**
 * Reading ordinary dice notation, in the conventions of common dice rollers (rpg-dice-roller and
 * others): `2d6+1`, `d20`, `3d8-2`, `d%`, `D3`, `2d6+1d4+3`, keep and drop (`4d6kh3`, `4d6k3`,
 * `4d6kl1`, `4d6dh1`, `4d6dl1`, `4d6d1`), and success counting (`5d6>=4`, `>4`, `<=2`, `<3`, `=6`).
 * `d` and the modifiers are case-insensitive; spaces may surround `+`, `-` and comparisons.
 *
 * A mistake is a Problem whose message points at the column where reading stopped, e.g.
 * `2d6+: expected a number or a die after "+" at column 5`.
 */
import { fail, ok, problem, type Problem, type Result } from '../core/problem';
import {
  dieOf,
  FUDGE,
  MAX_DICE,
  MAX_SIDES,
  MIN_SIDES,
  type ConstantTerm,
  type DiceExpression,
  type DiceTerm,
  type KeepDrop,
  type Term,
} from './expression';
import { MAX_TARGET, type Compare, type CompareOp } from './target';
import type { Modifiers } from './modifiers';
import { compareAt, fudgeAt, keepAt, modifierAt } from './words';

/** Terms in one expression; numbers written in it (constants) at most this large. */
export const MAX_TERMS = 100;
export const MAX_CONSTANT = 1000000;

class Stop {
  constructor(readonly problem: Problem) {}
}

/** Modifiers other rollers know that we don't, so the message can say so. */
const UNSUPPORTED: readonly [RegExp, string][] = [
  [/[/^%]/y, 'only +, - and * by a number can join terms'],
  [/[()]/y, 'parentheses are not supported'],
  [/[{}]/y, 'roll groups ("{...}") are not supported'],
];

// The words read after a die are matched by char codes (words.ts), not sticky patterns: each
// match of a pattern made an array and a string, a good part of parsing a roll.

/**
 * Characters that can start a modifier, keep/drop or comparison, or the spaces before one: most
 * terms have none, and a look-up here spares them the sticky patterns.
 */
const FOLLOWS = new Uint8Array(128);
for (const c of ' \t!<=>cdfkmrsuCDFKMRSU') FOLLOWS[c.charCodeAt(0)] = 1;

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * A term times a number (`2d6*2`, `3*d8`, `2*3`), made by changing the term just read in place:
 * both are new, nothing else holds them. The keys stay in the order a spread gave them (the
 * sign and column the first term's, `mods` last, `factor` last in it when new), at a tenth of its
 * cost.
 */
function times(t: Term, u: Term): Term {
  if (t.kind === 'constant' && u.kind === 'constant') {
    (t as Mutable<ConstantTerm>).value = t.value * u.value;
    return t;
  }
  const [d, n] = (t.kind === 'dice' ? [t, u] : [u, t]) as [Mutable<DiceTerm>, ConstantTerm];
  d.sign = t.sign;
  d.column = t.column;
  if (d.mods) (d.mods as Mutable<Modifiers>).factor = (d.mods.factor ?? 1) * n.value;
  else d.mods = { factor: n.value };
  return d;
}

class Reader {
  pos = 0;
  dice = 0;
  constructor(readonly text: string) {}

  stop(code: string, why: string, column = this.pos + 1, facts: Record<string, unknown> = {}): never {
    throw new Stop(
      problem(code, `${this.text}: ${why} at column ${column}`, {
        facts: { text: this.text, column, ...facts },
      }),
    );
  }

  /** The character at the cursor, quoted for a message, or "the end". */
  here(): string {
    const c = this.text[this.pos];
    return c === undefined ? 'the end' : `"${c}"`;
  }

  /** The match of a sticky pattern at the cursor, or null. */
  at(re: RegExp): string | null {
    re.lastIndex = this.pos;
    const m = re.exec(this.text);
    return m ? m[0] : null;
  }

  isDie(): boolean {
    const c = this.text.charCodeAt(this.pos);
    return c === 100 || c === 68; // d or D
  }

  unexpected(): never {
    const known = UNSUPPORTED.find(([re]) => this.at(re) !== null);
    if (known) this.stop('dice.unsupported', known[1]);
    this.stop('dice.bad-notation', `unexpected ${this.here()}`);
  }

  spaces(): void {
    while (this.text[this.pos] === ' ' || this.text[this.pos] === '\t') this.pos++;
  }

  /** Digits at the cursor as a number (Infinity when absurdly long), or null when there are none. */
  digits(): number | null {
    const start = this.pos;
    let n = 0;
    for (let c = this.text.charCodeAt(this.pos); c >= 48 && c <= 57; c = this.text.charCodeAt(++this.pos)) {
      n = n * 10 + (c - 48);
    }
    if (this.pos === start) return null;
    return this.pos - start > 9 ? Infinity : n;
  }

  /** A number that must come next, at most `max`. */
  need(max: number, what: string, after: string): number {
    const column = this.pos + 1;
    const n = this.digits();
    if (n === null) this.stop('dice.bad-notation', `expected ${what} after "${after}"`);
    if (n > max) this.stop('dice.number-too-large', `${what} must be at most ${max}`, column);
    return n;
  }

  keepDrop(count: number): KeepDrop | null {
    const word = keepAt(this.text, this.pos);
    if (word === null) return null;
    const written = this.text.slice(this.pos, this.pos + word.length);
    const column = this.pos + 1;
    this.pos += word.length;
    const n = this.need(MAX_DICE, `the number of dice to ${word[0] === 'k' ? 'keep' : 'drop'}`, written);
    const mode = (word === 'k' ? 'kh' : word === 'd' ? 'dl' : word) as KeepDrop['mode'];
    if (mode[0] === 'k' && (n < 1 || n > count)) {
      this.stop('dice.keep-range', `can't keep ${n} of ${count} ${count === 1 ? 'die' : 'dice'}`, column);
    }
    if (mode[0] === 'd' && (n < 1 || n >= count)) {
      this.stop('dice.keep-range', `can drop 1 to ${count - 1} of ${count} dice, not ${n}`, column, {
        count,
        drop: n,
      });
    }
    return { mode, count: n };
  }

  compare(spaced = true): Compare | null {
    const save = this.pos;
    if (spaced) this.spaces();
    const op = compareAt(this.text, this.pos);
    if (op === null) {
      this.pos = save;
      return null;
    }
    this.pos += op.length;
    this.spaces();
    const value = this.need(MAX_TARGET, 'a number', op);
    return { op: op as CompareOp, value };
  }

  term(sign: 1 | -1, after: string | null): Term {
    const column = this.pos + 1;
    const count = this.digits();
    if (!this.isDie()) {
      if (count === null) {
        if (this.text[this.pos] === '(' || this.text[this.pos] === '{') this.unexpected();
        this.stop('dice.bad-notation', `expected a number or a die${after ? ` after "${after}"` : ''}`);
      }
      if (count > MAX_CONSTANT) {
        this.stop('dice.number-too-large', `a number must be at most ${MAX_CONSTANT}`, column);
      }
      return { kind: 'constant', sign, value: count, column };
    }
    this.pos++;
    let sides = 0;
    if (this.text[this.pos] === '%') {
      this.pos++;
      sides = 100;
    } else {
      const sidesColumn = this.pos + 1;
      const s = this.digits();
      const fudge = s === null ? fudgeAt(this.text, this.pos) : 0;
      if (fudge > 0) {
        this.pos += fudge;
        if (this.text.startsWith('.1', this.pos))
          this.stop('dice.unsupported', 'dF.1 (a Fudge die with four blanks) is not supported');
        sides = 0;
      } else if (s === null) {
        this.stop('dice.bad-notation', 'expected the number of sides (or %, or F) after "d"');
      } else if (s < MIN_SIDES || s > MAX_SIDES) {
        this.stop(
          'dice.sides-range',
          `a die needs ${MIN_SIDES} to ${MAX_SIDES} sides, not ${this.text.slice(sidesColumn - 1, this.pos)}`,
          sidesColumn,
        );
      } else sides = s;
    }
    const n = count ?? 1;
    if (n < 1) this.stop('dice.count-range', 'roll at least one die', column);
    this.dice += n;
    if (this.dice > MAX_DICE) {
      this.stop('dice.too-many', `more than ${MAX_DICE} dice in one roll`, column, { max: MAX_DICE });
    }
    const read = this.modifiers(n);
    const { keep, compare, mods } = read;
    const die = sides === 0 ? FUDGE : dieOf(sides);
    const t: { -readonly [K in keyof DiceTerm]: DiceTerm[K] } = {
      kind: 'dice',
      sign,
      count: n,
      die,
      keep,
      compare,
      column,
    };
    if (mods) t.mods = mods; // set after, not spread in: parsing is on every roll's path
    return t;
  }

  /** Modifiers after `NdS`, in any order (as rpg-dice-roller reads them), each at most once. */
  modifiers(n: number): { keep: KeepDrop | null; compare: Compare | null; mods: Modifiers | null } {
    let keep: KeepDrop | null = null;
    let compare: Compare | null = null;
    let m: { -readonly [K in keyof Modifiers]: Modifiers[K] } | null = null;
    for (;;) {
      if (FOLLOWS[this.text.charCodeAt(this.pos)] !== 1) break;
      const column = this.pos + 1;
      const word = modifierAt(this.text, this.pos);
      if (word === null || (word === 'f' && compare === null)) {
        if (keepAt(this.text, this.pos) !== null) {
          this.once(keep, 'keep or drop', column);
          keep = this.keepDrop(n);
          continue;
        }
        const c = this.compare(compare === null);
        if (c === null) break;
        if (compare === null) compare = c;
        else {
          m ??= {};
          m.more = [...(m.more ?? []), c];
        }
        continue;
      }
      this.pos += word.length;
      m ??= {};
      if (word[0] === '!') {
        this.once(m.explode, 'exploding', column);
        m.explode = {
          compound: word.startsWith('!!'),
          penetrate: word.endsWith('p'),
          on: this.compare(false),
        };
      } else if (word === 'min' || word === 'max') {
        this.once(m[word], word, column);
        m[word] = this.need(MAX_TARGET, 'a number', word);
      } else if (word[0] === 'r' || word[0] === 'u') {
        const key = word[0] === 'r' ? 'reroll' : 'unique';
        this.once(m[key], key === 'reroll' ? 'reroll' : 'unique', column);
        const on = word === 'r' || word === 'ro' ? this.rerollPoint() : this.compare(false);
        m[key] = { once: word.length === 2, on };
      } else if (word === 'cs' || word === 'cf') {
        const c =
          this.compare(false) ?? this.stop('dice.bad-notation', `expected a compare point after "${word}"`);
        m[word === 'cs' ? 'critSuccess' : 'critFailure'] = c;
      } else if (word[0] === 's') m.sort = word === 'sd' ? 'd' : 'a';
      else if (word === 'm') m.matches = true;
      else {
        this.once(m.failure, 'failure', column);
        m.failure =
          this.compare(false) ?? this.stop('dice.bad-notation', 'expected a compare point after "f"');
      }
    }
    return { keep, compare, mods: m };
  }

  /** Each modifier at most once in a term. */
  once(taken: unknown, what: string, column: number): void {
    if (taken !== undefined && taken !== null) this.stop('dice.bad-notation', `${what} twice`, column);
  }

  /** `r1` (rpg-dice-roller reads a bare number after `r` as `=1`), `r<2`, or nothing. */
  rerollPoint(): Compare | null {
    const c = this.compare(false);
    if (c) return c;
    const start = this.pos;
    const value = this.digits();
    if (value === null) return null;
    if (value > MAX_TARGET)
      this.stop('dice.number-too-large', `a number must be at most ${MAX_TARGET}`, start + 1);
    return { op: '=', value };
  }

  /** A term, times any numbers after or before it: `2d6*2`, `3*d8`, `2*3`. */
  product(sign: 1 | -1, after: string | null): Term {
    let t = this.term(sign, after);
    for (;;) {
      const save = this.pos;
      this.spaces();
      if (this.text[this.pos] !== '*') {
        this.pos = save;
        return t;
      }
      const column = ++this.pos;
      this.spaces();
      const u = this.term(1, '*');
      if (t.kind === 'dice' && u.kind === 'dice') {
        this.stop('dice.unsupported', 'dice can be multiplied by a number only (2d6*2)', column);
      }
      t = times(t, u);
    }
  }

  expression(): DiceExpression {
    const terms: Term[] = [];
    this.spaces();
    // A leading sign: `-2d6` (rpg-dice-roller reads it the same way).
    const lead = this.text[this.pos];
    if (lead === '-' || lead === '+') {
      this.pos++;
      this.spaces();
    }
    terms.push(this.product(lead === '-' ? -1 : 1, null));
    for (;;) {
      this.spaces();
      const op = this.text[this.pos];
      if (op === undefined) break;
      if (op !== '+' && op !== '-') this.unexpected();
      this.pos++;
      this.spaces();
      if (terms.length >= MAX_TERMS) this.stop('dice.too-many-terms', `more than ${MAX_TERMS} terms`);
      terms.push(this.product(op === '+' ? 1 : -1, op));
    }
    if (this.dice === 0) this.stop('dice.no-dice', 'no dice to roll (write a die, e.g. 2d6)', 1);
    return { terms };
  }
}

/** Parses notation such as `2d6+1`, `4d6kh3` or `5d6>=4`. */
export function parseDice(text: string): Result<DiceExpression> {
  try {
    return ok(new Reader(text).expression());
  } catch (e) {
    if (e instanceof Stop) return fail(e.problem);
    throw e;
  }
}
