/**
 * Opposed ORE odds (`odds 5d --vs 3d`) against a brute force over every face of both pools, each
 * pair of rolls read with readSets and resolved with the real resolveOpposed.
 */
import {
  parsePool,
  readSets,
  resolveOpposed,
  vsOdds,
  type OpposedOutcome,
  type Pool,
  type VsSide,
} from '../../../src/dice/ore';
import type { Fraction } from '../../../src/dice/fraction';

const pool = (text: string): Pool => {
  const r = parsePool(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** Every roll of the pool's dice, as its faces (Expert Die included). */
function allRolls(p: Pool): number[][] {
  const out: number[][] = [];
  const faces = new Array<number>(p.dice).fill(1);
  for (let i = 0; i < 10 ** p.dice; i++) {
    let x = i;
    for (let j = 0; j < p.dice; j++) {
      faces[j] = (x % 10) + 1;
      x = Math.floor(x / 10);
    }
    out.push(p.expert === null ? [...faces] : [...faces, p.expert]);
  }
  return out;
}

function bruteSide(active: Pool, blocker: Pool, timed: boolean) {
  const counts: Record<OpposedOutcome, number> = {
    'active-failed': 0,
    unopposed: 0,
    blocked: 0,
    'partly-blocked': 0,
    'not-blocked': 0,
  };
  let standing = 0;
  const bSets = allRolls(blocker).map((f) => readSets(f).sets);
  for (const a of allRolls(active)) {
    const aSets = readSets(a).sets;
    for (const b of bSets) {
      const r = resolveOpposed(aSets, b, { timed });
      if (!r.ok) throw new Error(r.error.message);
      counts[r.value.outcome]++;
      standing += r.value.survivors.length;
    }
  }
  return { counts, standing, total: 10 ** (active.dice + blocker.dice) };
}

/** The fraction's value as a whole count out of `total` rolls. */
const outOf = (f: Fraction, total: number): number => Number((f.num * BigInt(total)) / f.den);

const cases: [string, string, boolean][] = [
  ['3d', '2d', true],
  ['3d', '3d', true],
  ['4d', '2d', true],
  ['2d', '4d', false],
  ['3d+ED7', '2d', true],
  ['2d', '2d+ED10', false],
  ['1d', '3d', true],
];

describe.each(cases)('%s against %s (timed %s) matches brute force', (a, b, timed) => {
  const [pa, pb] = [pool(a), pool(b)];
  const r = vsOdds(pa, pb, timed);
  if (!r.ok) throw new Error(r.error.message);
  const check = (side: VsSide, active: Pool, blocker: Pool) => {
    const brute = bruteSide(active, blocker, timed);
    const c = brute.counts;
    expect(outOf(side.noSet, brute.total)).toBe(c['active-failed']);
    expect(outOf(side.hasSet, brute.total)).toBe(brute.total - c['active-failed']);
    expect(outOf(side.unopposed, brute.total)).toBe(c.unopposed);
    expect(outOf(side.notBlocked, brute.total)).toBe(c['not-blocked']);
    expect(outOf(side.partlyBlocked, brute.total)).toBe(c['partly-blocked']);
    expect(outOf(side.blocked, brute.total)).toBe(c.blocked);
    expect(outOf(side.getsThrough, brute.total)).toBe(c.unopposed + c['not-blocked'] + c['partly-blocked']);
    expect(outOf(side.expectedStanding, brute.total)).toBe(brute.standing);
  };
  test(`${a} acting, ${b} blocking`, () => check(r.value.sides[0], pa, pb));
  test(`${b} acting, ${a} blocking`, () => check(r.value.sides[1], pb, pa));
});

test('certain and impossible outcomes are exactly 1 and 0', () => {
  const r = vsOdds(pool('10d'), pool('1d'));
  if (!r.ok) throw new Error(r.error.message);
  // One die never makes a set: 1d can't block, and can't act.
  expect(r.value.sides[0].blocked).toEqual({ num: 0n, den: 1n });
  expect(r.value.sides[1].noSet).toEqual({ num: 1n, den: 1n });
  expect(r.value.sides[1].getsThrough).toEqual({ num: 0n, den: 1n });
});

test('the outcomes of each side add up to exactly 1', () => {
  const r = vsOdds(pool('6d'), pool('4d'));
  if (!r.ok) throw new Error(r.error.message);
  for (const s of r.value.sides) {
    const parts = [s.unopposed, s.notBlocked, s.partlyBlocked, s.blocked, s.noSet];
    const den = parts.reduce((d, f) => (f.den > d ? f.den : d), 1n);
    const sum = parts.reduce((n, f) => n + (f.num * den) / f.den, 0n);
    expect(sum).toBe(den);
  }
});

test('Master Dice and pools too large to pair are refused with a reason', () => {
  const md = vsOdds(pool('4d+MD'), pool('3d'));
  expect(md.ok ? null : md.error.code).toBe('odds.vs-master');
  const big = vsOdds(pool('10d'), pool('10d'));
  expect(big.ok ? null : big.error.code).toBe('odds.vs-too-large');
});
