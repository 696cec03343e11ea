/** Ordinary dice notation: each feature, and each mistake with the column it points at. */
import { D3, formatDice, kept, parseDice, type DiceExpression, type DiceTerm } from '../../src/dice';

const parse = (text: string): DiceExpression => {
  const r = parseDice(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const only = (text: string): DiceTerm => {
  const t = parse(text).terms[0];
  if (t?.kind !== 'dice') throw new Error(`${text}: no dice term`);
  return t;
};

describe('dice and numbers', () => {
  test('2d6+1: two d6 and a number', () => {
    const e = parse('2d6+1');
    expect(e.terms).toMatchObject([
      { kind: 'dice', sign: 1, count: 2, die: { sides: 6, faces: 6 }, keep: null, compare: null, column: 1 },
      { kind: 'constant', sign: 1, value: 1, column: 5 },
    ]);
  });

  test('d20 is one die; D and d are the same', () => {
    expect(only('d20')).toMatchObject({ count: 1, die: { sides: 20 } });
    expect(parse('2D6')).toEqual(parse('2d6'));
  });

  test('3d8-2 subtracts', () => {
    expect(parse('3d8-2').terms[1]).toMatchObject({ kind: 'constant', sign: -1, value: 2 });
  });

  test('a dice term can be subtracted too', () => {
    expect(parse('2d6-1d4').terms[1]).toMatchObject({ kind: 'dice', sign: -1, count: 1, die: { sides: 4 } });
  });

  test('D3 is a d6 read halved (values 1-3, rolled on six faces)', () => {
    expect(only('D3').die).toEqual(D3);
    expect(only('2d3').die).toEqual({ sides: 3, faces: 6 });
  });

  test('d% is a hundred-sided die', () => {
    expect(only('d%').die).toEqual({ sides: 100, faces: 100 });
  });

  test('several terms: 2d6+1d4+3', () => {
    const e = parse('2d6+1d4+3');
    expect(e.terms.map((t) => t.kind)).toEqual(['dice', 'dice', 'constant']);
    expect(e.terms.map((t) => t.column)).toEqual([1, 5, 9]);
  });

  test('spaces around + and - are fine', () => {
    expect(parse(' 2d6 + 1d4 - 1 ')).toEqual({
      terms: parse('2d6+1d4-1').terms.map((t, i) => ({ ...t, column: [2, 8, 14][i] })),
    });
  });

  test('formatDice writes the canonical form', () => {
    expect(formatDice(parse('d20'))).toBe('1d20');
    expect(formatDice(parse('4d6k3 + 2'))).toBe('4d6kh3+2');
    expect(formatDice(parse('4d6d1'))).toBe('4d6dl1');
    expect(formatDice(parse('5d6 >= 4'))).toBe('5d6>=4');
    expect(formatDice(parse('d%-1d4'))).toBe('1d100-1d4');
  });
});

describe('keep and drop', () => {
  test.each([
    ['4d6kh3', 'kh', 3, 'highest', 3],
    ['4d6k3', 'kh', 3, 'highest', 3],
    ['4d6KH3', 'kh', 3, 'highest', 3],
    ['4d6kl1', 'kl', 1, 'lowest', 1],
    ['4d6dl1', 'dl', 1, 'highest', 3],
    ['4d6d1', 'dl', 1, 'highest', 3],
    ['4d6dh1', 'dh', 1, 'lowest', 3],
    ['2d20kh1', 'kh', 1, 'highest', 1],
    ['4d6kh4', 'kh', 4, 'highest', 4],
  ])('%s', (text, mode, count, which, keeps) => {
    const t = only(text);
    expect(t.keep).toEqual({ mode, count });
    expect(kept(t)).toEqual({ which, count: keeps });
  });
});

describe('success counting', () => {
  test.each([
    ['5d6>=4', '>=', 4],
    ['5d6>4', '>', 4],
    ['5d6<=2', '<=', 2],
    ['5d6<3', '<', 3],
    ['5d6=6', '=', 6],
    ['5d6 >= 4', '>=', 4],
    ['4d6kh3>=4', '>=', 4],
  ])('%s', (text, op, value) => {
    expect(only(text).compare).toEqual({ op, value });
  });
});

describe('mistakes point at the column', () => {
  test.each([
    ['2d6+', 'dice.bad-notation', 5, '2d6+: expected a number or a die after "+" at column 5'],
    ['2d6-', 'dice.bad-notation', 5, '2d6-: expected a number or a die after "-" at column 5'],
    ['', 'dice.bad-notation', 1, ': expected a number or a die at column 1'],
    ['abc', 'dice.bad-notation', 1, 'abc: expected a number or a die at column 1'],
    ['-', 'dice.bad-notation', 2, '-: expected a number or a die at column 2'],
    ['2d', 'dice.bad-notation', 3, '2d: expected the number of sides (or %, or F) after "d" at column 3'],
    ['2d6x', 'dice.bad-notation', 4, '2d6x: unexpected "x" at column 4'],
    ['2d6 4', 'dice.bad-notation', 5, '2d6 4: unexpected "4" at column 5'],
    ['4d6kh', 'dice.bad-notation', 6, '4d6kh: expected the number of dice to keep after "kh" at column 6'],
    ['4d6dl', 'dice.bad-notation', 6, '4d6dl: expected the number of dice to drop after "dl" at column 6'],
    ['4d6kh3kh2', 'dice.bad-notation', 7, '4d6kh3kh2: keep or drop twice at column 7'],
    ['2d6!!!', 'dice.bad-notation', 6, '2d6!!!: exploding twice at column 6'],
    ['4d6f<2', 'dice.bad-notation', 4, '4d6f<2: unexpected "f" at column 4'],
    ['5d6>=', 'dice.bad-notation', 6, '5d6>=: expected a number after ">=" at column 6'],
    ['0d6', 'dice.count-range', 1, '0d6: roll at least one die at column 1'],
    ['2d1', 'dice.sides-range', 3, '2d1: a die needs 2 to 1000 sides, not 1 at column 3'],
    ['1d6+2d1001', 'dice.sides-range', 7, '1d6+2d1001: a die needs 2 to 1000 sides, not 1001 at column 7'],
    ['2d6kh3', 'dice.keep-range', 4, "2d6kh3: can't keep 3 of 2 dice at column 4"],
    ['2d6kh0', 'dice.keep-range', 4, "2d6kh0: can't keep 0 of 2 dice at column 4"],
    ['2d6dl2', 'dice.keep-range', 4, '2d6dl2: can drop 1 to 1 of 2 dice, not 2 at column 4'],
    ['1001d6', 'dice.too-many', 1, '1001d6: more than 1000 dice in one roll at column 1'],
    ['600d6+500d4', 'dice.too-many', 7, '600d6+500d4: more than 1000 dice in one roll at column 7'],
    [
      '2d6+99999999',
      'dice.number-too-large',
      5,
      '2d6+99999999: a number must be at most 1000000 at column 5',
    ],
    ['5', 'dice.no-dice', 1, '5: no dice to roll (write a die, e.g. 2d6) at column 1'],
    ['2d6/2', 'dice.unsupported', 4, '2d6/2: only +, - and * by a number can join terms at column 4'],
    [
      '2d6*1d4',
      'dice.unsupported',
      4,
      '2d6*1d4: dice can be multiplied by a number only (2d6*2) at column 4',
    ],
    ['(2d6)', 'dice.unsupported', 1, '(2d6): parentheses are not supported at column 1'],
    ['{2d6}', 'dice.unsupported', 1, '{2d6}: roll groups ("{...}") are not supported at column 1'],
    [
      '4dF.1',
      'dice.unsupported',
      4,
      '4dF.1: dF.1 (a Fudge die with four blanks) is not supported at column 4',
    ],
  ])('%j', (text, code, column, message) => {
    const r = parseDice(text);
    expect(r).toEqual({
      ok: false,
      error: { code, message, facts: expect.objectContaining({ text, column }) },
    });
    // The column is where the message says it is.
    expect(message.endsWith(`at column ${column}`)).toBe(true);
  });

  test('more than 100 terms', () => {
    const text = Array.from({ length: 101 }, () => 'd6').join('+');
    expect(parseDice(text)).toMatchObject({ ok: false, error: { code: 'dice.too-many-terms' } });
  });

  test('exactly 1000 dice is allowed', () => {
    expect(parseDice('500d6+500d1000').ok).toBe(true);
  });
});
