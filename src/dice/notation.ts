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
  MAX_DICE,
  MAX_SIDES,
  MIN_SIDES,
  type DiceExpression,
  type KeepDrop,
  type Term,
} from './expression';
import { MAX_TARGET, type Compare, type CompareOp } from './target';

/** Terms in one expression; numbers written in it (constants) at most this large. */
export const MAX_TERMS = 100;
export const MAX_CONSTANT = 1000000;

class Stop {
  constructor(readonly problem: Problem) {}
}

/** Modifiers other rollers know that we don't, so the message can say so. */
const UNSUPPORTED: readonly [RegExp, string][] = [
  [/!/y, 'exploding dice ("!") are not supported'],
  [/r/iy, 'rerolls ("r") are not supported'],
  [/[*/^]/y, 'only + and - can join terms'],
  [/[()]/y, 'parentheses are not supported'],
  [/f/iy, 'fudge dice are not supported'],
];

// Sticky patterns, tried at the cursor without copying the rest of the text (rolls parse a lot).
const KEEP = /kh|kl|k|dh|dl|d/iy;
const COMPARE = />=|<=|>|<|=/y;
const KEEP_OR_DROP = /[kd]/iy;

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
    const written = this.at(KEEP);
    if (written === null) return null;
    const column = this.pos + 1;
    const word = written.toLowerCase();
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

  compare(): Compare | null {
    const save = this.pos;
    this.spaces();
    const op = this.at(COMPARE);
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
        if (this.text[this.pos] === '(') this.unexpected();
        this.stop('dice.bad-notation', `expected a number or a die${after ? ` after "${after}"` : ''}`);
      }
      if (count > MAX_CONSTANT) {
        this.stop('dice.number-too-large', `a number must be at most ${MAX_CONSTANT}`, column);
      }
      return { kind: 'constant', sign, value: count, column };
    }
    this.pos++;
    let sides: number;
    if (this.text[this.pos] === '%') {
      this.pos++;
      sides = 100;
    } else {
      const sidesColumn = this.pos + 1;
      const s = this.digits();
      if (s === null) {
        if (this.at(/f/iy) !== null) this.unexpected();
        this.stop('dice.bad-notation', 'expected the number of sides (or %) after "d"');
      }
      if (s < MIN_SIDES || s > MAX_SIDES) {
        this.stop(
          'dice.sides-range',
          `a die needs ${MIN_SIDES} to ${MAX_SIDES} sides, not ${this.text.slice(sidesColumn - 1, this.pos)}`,
          sidesColumn,
        );
      }
      sides = s;
    }
    const n = count ?? 1;
    if (n < 1) this.stop('dice.count-range', 'roll at least one die', column);
    this.dice += n;
    if (this.dice > MAX_DICE) {
      this.stop('dice.too-many', `more than ${MAX_DICE} dice in one roll`, column, { max: MAX_DICE });
    }
    const keep = this.keepDrop(n);
    const compare = this.compare();
    if (this.at(KEEP_OR_DROP) !== null) {
      this.stop(
        'dice.bad-notation',
        keep ? 'one keep or drop per term' : 'keep or drop goes before the comparison',
      );
    }
    return { kind: 'dice', sign, count: n, die: dieOf(sides), keep, compare, column };
  }

  expression(): DiceExpression {
    const terms: Term[] = [];
    this.spaces();
    terms.push(this.term(1, null));
    for (;;) {
      this.spaces();
      const op = this.text[this.pos];
      if (op === undefined) break;
      if (op !== '+' && op !== '-') this.unexpected();
      this.pos++;
      this.spaces();
      if (terms.length >= MAX_TERMS) this.stop('dice.too-many-terms', `more than ${MAX_TERMS} terms`);
      terms.push(this.term(op === '+' ? 1 : -1, op));
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
