/** Pool notation, dice read from the table, penalties, caps and the roll pipeline's choices. */
import { parseFaces, parsePool, preparePool, readRoll, type Pool } from '../../../src/dice/ore';

const pool = (text: string): Pool => {
  const r = parsePool(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('parsePool', () => {
  test.each([
    ['12d', { dice: 12, expert: null, master: false }],
    ['12d10', { dice: 12, expert: null, master: false }],
    ['12', { dice: 12, expert: null, master: false }],
    ['6d+ED7', { dice: 6, expert: 7, master: false }],
    [' 6D + ed10 ', { dice: 6, expert: 10, master: false }],
    ['4d+MD', { dice: 4, expert: null, master: true }],
    ['4+md', { dice: 4, expert: null, master: true }],
    ['0d+MD', { dice: 0, expert: null, master: true }],
    ['1000d', { dice: 1000, expert: null, master: false }],
  ])('%s', (text, expected) => {
    expect(parsePool(text)).toEqual({ ok: true, value: expected });
  });

  test.each([
    ['0d', 'pool.empty'],
    ['abc', 'pool.bad-notation'],
    ['', 'pool.bad-notation'],
    ['d', 'pool.bad-notation'],
    ['-3d', 'pool.bad-notation'],
    ['2.5d', 'pool.bad-notation'],
    ['6d+XD', 'pool.bad-notation'],
    ['3x6', 'pool.a-set'],
    ['2×10', 'pool.a-set'],
    ['3x', 'pool.bad-notation'],
    ['6d6', 'pool.not-d10'],
    ['6d+ED11', 'pool.expert-face'],
    ['6d+ED0', 'pool.expert-face'],
    ['6d+ED', 'pool.expert-face'],
    ['4d+MD7', 'pool.master-face'],
    ['6d+ED7+MD', 'pool.expert-and-master'],
    ['6d+MD+ED7', 'pool.expert-and-master'],
    ['6d+MD+MD', 'pool.two-master'],
    ['1000000d', 'pool.too-large'],
    ['99999999999999999999999d', 'pool.too-large'],
    ['1000d+MD', 'pool.too-large'],
  ])('%s is refused with %s', (text, code) => {
    expect(parsePool(text)).toMatchObject({ ok: false, error: { code } });
  });
});

describe('parseFaces', () => {
  test('commas and spaces', () => {
    expect(parseFaces('1,1, 4 5,7,7')).toEqual({ ok: true, value: [1, 1, 4, 5, 7, 7] });
  });
  test.each([
    ['0,11', 'dice.face-range'],
    ['3,0', 'dice.face-range'],
    ['11', 'dice.face-range'],
    ['x', 'dice.bad-face'],
    ['-1', 'dice.bad-face'],
    ['', 'dice.empty'],
  ])('%s is refused with %s', (text, code) => {
    expect(parseFaces(text)).toMatchObject({ ok: false, error: { code } });
  });
});

describe('preparePool', () => {
  test('a cap leaves ordinary dice unrolled and keeps the special die', () => {
    const r = preparePool(pool('20d+MD'), { cap: 15 });
    expect(r).toMatchObject({ ok: true, value: { rolled: { dice: 14, master: true }, capped: 6 } });
  });
  test('penalty, actions and cap together: penalty first, then actions, then the cap', () => {
    const r = preparePool(pool('20d+ED4'), { penalty: 2, actions: 3, cap: 15 });
    expect(r).toMatchObject({
      ok: true,
      value: { rolled: { dice: 15, expert: null }, removed: { dice: 3, expert: true }, capped: 2 },
    });
  });
  test('a penalty larger than the pool leaves nothing to roll', () => {
    expect(preparePool(pool('2d+MD'), { penalty: 5 })).toMatchObject({
      ok: true,
      value: { rolled: { dice: 0, expert: null, master: false } },
    });
  });
  test.each([
    [{ penalty: -1 }, 'pool.negative-penalty'],
    [{ penalty: 1.5 }, 'pool.negative-penalty'],
    [{ actions: 0 }, 'pool.bad-actions'],
    [{ cap: 0 }, 'pool.bad-cap'],
  ])('%j is refused with %s', (options, code) => {
    expect(preparePool(pool('5d'), options)).toMatchObject({ ok: false, error: { code } });
  });
});

describe('readRoll', () => {
  test('the dice given must match the dice rolled', () => {
    expect(readRoll(pool('6d+ED7'), [1, 2, 3])).toMatchObject({
      ok: false,
      error: { code: 'dice.count-mismatch' },
    });
  });

  test('the Master Die default respects the difficulty', () => {
    const r = readRoll(pool('4d+MD'), [1, 1, 1, 7], { difficulty: 5 });
    expect(r).toMatchObject({ ok: true, value: { masterDie: 7, sets: [{ width: 2, height: 7 }] } });
  });

  test('a Master Die set to a face not rolled is a waste die', () => {
    const r = readRoll(pool('2d+MD'), [3, 4], { masterDie: 9 });
    expect(r).toMatchObject({ ok: true, value: { sets: [], waste: [3, 4, 9] } });
  });

  test('split then squish, then the difficulty judges the sets as used', () => {
    const r = readRoll(pool('7d'), [10, 10, 10, 10, 10, 2, 2], {
      difficulty: 3,
      splits: [{ height: 10, parts: [2, 3] }],
      squishes: [{ from: { width: 2, height: 2 }, to: { width: 1, height: 3 } }],
    });
    expect(r).toMatchObject({
      ok: true,
      value: {
        read: [
          { width: 5, height: 10 },
          { width: 2, height: 2 },
        ],
        sets: [
          { width: 3, height: 10 },
          { width: 2, height: 10 },
        ],
        tooLow: [],
        waste: [],
      },
    });
  });

  test('a squish down from 4×5 to 6×3 can fall below the difficulty', () => {
    const r = readRoll(pool('4d'), [5, 5, 5, 5], {
      difficulty: 4,
      squishes: [{ from: { width: 4, height: 5 }, to: { width: 6, height: 3 } }],
    });
    expect(r).toMatchObject({ ok: true, value: { sets: [], tooLow: [{ width: 6, height: 3 }] } });
  });

  test.each([
    [{ splits: [{ height: 9, parts: [2, 2] }] }, 'split.no-such-set'],
    [{ splits: [{ height: 10, parts: [2, 2] }] }, 'split.bad-sum'],
    [{ splits: [{ height: 10, width: 4, parts: [2, 2] }] }, 'split.no-such-set'],
    [{ squishes: [{ from: { width: 5, height: 10 }, to: { width: 4, height: 12 } }] }, 'squish.bad-trade'],
    [{ squishes: [{ from: { width: 5, height: 10 }, to: { width: 4, height: 11 } }] }, 'squish.above-ten'],
    [{ squishes: [{ from: { width: 2, height: 10 }, to: { width: 3, height: 9 } }] }, 'squish.no-such-set'],
    [{ masterDie: 3 }, undefined],
    [{ difficulty: 11 }, 'roll.difficulty-range'],
  ])('%j', (choices, code) => {
    const r = readRoll(pool('5d'), [10, 10, 10, 10, 10], choices);
    if (code === undefined) expect(r.ok).toBe(true);
    else expect(r).toMatchObject({ ok: false, error: { code } });
  });
});
