/**
 * `diemen odds` with ordinary dice: totals, successes, vs, saves. What is checked is the odds and
 * their wording, so the answers are worked out in-process through the same main() the binary runs
 * (runMain); the built binary prints the table and refuses the first bad input (39 starts of the
 * binary, now 2; test/cli/odds.test.ts and oreOdds.test.ts run it too).
 */
import { parseDice, type DiceExpression } from '../../src/dice';
import { brute } from '../dice/bruteDice';
import { runCli } from '../helpers/runCli';
import { runMain } from '../helpers/runMain';

const json = async (args: string[]) => {
  const r = await runMain(['odds', ...args, '--json']);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout);
};
const parse = (text: string): DiceExpression => {
  const r = parseDice(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const fractions = (r: { distribution: { fraction: string }[] }) => r.distribution.map((l) => l.fraction);

test('odds 2d6+1 --json: each total exactly, and at least', async () => {
  const r = await json(['2d6+1']);
  expect(r).toMatchObject({ kind: 'total', exact: true, outcomes: '36', min: 3, max: 13, expected: 8 });
  expect(fractions(r)).toEqual([
    '1/36',
    '1/18',
    '1/12',
    '1/9',
    '5/36',
    '1/6',
    '5/36',
    '1/9',
    '1/12',
    '1/18',
    '1/36',
  ]);
  const eight = r.distribution.find((l: { value: number }) => l.value === 8);
  expect(eight).toMatchObject({ atLeastFraction: '7/12' });
  expect(eight.atLeast).toBeCloseTo(7 / 12, 15);
});

test('odds 2d6+1: a table with exact fractions', async () => {
  const r = runCli(['odds', '2d6+1']);
  expect(r.code).toBe(0);
  expect(r.stdout).toMatch(/exact, out of 36 equally likely rolls/);
  expect(r.stdout).toMatch(/expected total 8, range 3 to 13/);
  expect(r.stdout).toMatch(/│ 8 +│ 16\.67% +│ 1\/6 +│ 58\.33% +│ 7\/12 +│/);
});

test('odds 2d6+2 --vs 2d6+1: first strictly higher, tie, second higher, against every pair of rolls', async () => {
  const r = await json(['2d6+2', '--vs', '2d6+1']);
  const a = brute(parse('2d6+2'));
  const b = brute(parse('2d6+1'));
  const count = { first: 0n, tie: 0n, second: 0n };
  for (const [va, ca] of a.counts) {
    for (const [vb, cb] of b.counts) {
      const key = va > vb ? 'first' : va === vb ? 'tie' : 'second';
      count[key] += ca * cb;
    }
  }
  const total = a.total * b.total;
  for (const [field, n] of [
    ['firstHigher', count.first],
    ['tie', count.tie],
    ['secondHigher', count.second],
  ] as const) {
    const [num, den] = (r[field].fraction as string).split('/').map(BigInt);
    expect(num! * total).toBe(n * den!);
  }
  expect(r.firstHigher.probability + r.tie.probability + r.secondHigher.probability).toBeCloseTo(1, 12);
});

test('odds 2d6 --vs 2d6: a tie 73 times in 648', async () => {
  const out = (await runMain(['odds', '2d6', '--vs', '2d6'])).stdout;
  expect(out).toMatch(/tie +11\.27% +73\/648/);
  expect(out).toMatch(/first higher +44\.37% +575\/1296/);
});

test('odds 5d6>=4: at least k successes, and the expected number', async () => {
  const r = await json(['5d6>=4']);
  expect(r.kind).toBe('successes');
  expect(fractions(r)).toEqual(['1/32', '5/32', '5/16', '5/16', '5/32', '1/32']);
  expect(r.distribution.map((l: { atLeastFraction: string }) => l.atLeastFraction)).toEqual([
    '1',
    '31/32',
    '13/16',
    '1/2',
    '3/16',
    '1/32',
  ]);
  expect(r.expectedFraction).toBe('5/2');
  expect((await runMain(['odds', '5d6>=4'])).stdout).toMatch(/expected successes 2\.5 \(5\/2\)/);
});

test('--target 4+ --mod -1 is 5+', async () => {
  const moved = await json(['5d6', '--target', '4+', '--mod', '-1']);
  expect(moved.expression).toBe('5d6>=5');
  expect(fractions(moved)).toEqual(fractions(await json(['5d6>=5'])));
});

test('odds 4 --save 5+: the damage left after one 5+ save each', async () => {
  const r = await json(['4', '--save', '5+']);
  expect(r).toMatchObject({ kind: 'save', min: 0, max: 4, save: { damage: 4, auto: 0 } });
  // Each damage stays with chance 2/3: binomial(4, 2/3).
  expect(fractions(r)).toEqual(['1/81', '8/81', '8/27', '32/81', '16/81']);
  expect(r.expectedFraction).toBe('8/3');
});

test('the Tiger tank: 5 damage, the first saved automatically, the rest on 4+', async () => {
  const r = await json(['5', '--save', '4+', '--auto-saves', '1']);
  expect(fractions(r)).toEqual(['1/16', '1/4', '3/8', '1/4', '1/16']);
  expect((await runMain(['odds', '5', '--save', '4+', '--auto-saves', '1'])).stdout).toMatch(
    /5 damage, saves on 4\+ on a d6, the first saved without rolling/,
  );
});

test('large queries: floating point, said so; long tables keep to 40 rows', async () => {
  const r = await runMain(['odds', '100d100']);
  expect(r.code).toBe(0);
  expect(r.stdout).toMatch(/floating point: too many rolls for exact fractions/);
  expect(r.stdout.split('\n').filter((l) => l.startsWith('│')).length).toBeLessThanOrEqual(41);
  expect((await json(['100d30'])).exact).toBe(false);
  expect((await runMain(['odds', '100d6'])).stdout).toMatch(/exact \(78-digit fractions: see --json\)/);
});

test('ORE pools still get ORE odds', async () => {
  expect((await json(['2d'])).probability).toBeCloseTo(0.1, 12);
  expect(await json(['3d10'])).toHaveProperty('atLeastOneSet');
});

describe('bad input: one line on stderr, exit 2', () => {
  test.each([
    [['2d6+'], 'diemen: 2d6+: expected a number or a die after "+" at column 5'],
    [['1000d6kh3'], /^diemen: 1000d6kh3: keeping or dropping among 1000d6 is beyond/],
    [['d6r<=6'], /every face of 1d6 is rerolled, so the roll never ends/],
    [['100d100kh50'], /too much to work out exactly/],
    [['2d6', '--width', '3'], 'diemen: --width is for One Roll Engine pools (like 6d); 2d6 is ordinary dice'],
    [['abc'], /can't read pool "abc"/],
    [['0', '--save', '5+'], /--save: "0" should be the damage to save against, 1 to 100/],
    [['4', '--save', 'x'], /--save: "x" is not a target/],
    [['2d6', '--auto-saves', '1'], /--auto-saves needs --save/],
    [
      ['4', '--save', '5+', '--vs', '2d6'],
      "diemen: --save works out damage left; it doesn't combine with --vs",
    ],
    [['2d6', '--vs', '2d'], 'diemen: 2d: expected the number of sides (or %, or F) after "d" at column 3'],
  ])('odds %j', async (args, message) => {
    // The first through the binary, the rest in-process: the same reader.
    const r = args.join(' ') === '2d6+' ? runCli(['odds', ...args]) : await runMain(['odds', ...args]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    if (typeof message === 'string') expect(r.stderr.trim()).toBe(message);
    else expect(r.stderr).toMatch(message);
  });
});

describe('more answers', () => {
  test('at most beside at least; sd, median and quantiles in --json', async () => {
    const j = await json(['2d6']);
    expect(j.distribution[0]).toMatchObject({ value: 2, atMostFraction: '1/36', atLeastFraction: '1' });
    expect(j.distribution[10]).toMatchObject({ value: 12, atMostFraction: '1' });
    expect(j.median).toBe(7);
    expect(j.sd).toBeCloseTo(Math.sqrt(35 / 6), 12);
    expect(j.quantiles).toEqual({ '0.05': 3, '0.25': 5, '0.5': 7, '0.75': 9, '0.95': 11 });
  });

  test('--vs against a fixed number', async () => {
    const j = await json(['2d6', '--vs', '8']);
    expect(j.firstHigher.fraction).toBe('5/18');
    expect(j.tie.fraction).toBe('5/36');
  });

  test('a chance too small for a double keeps its size (log10 in --json, 1.0e-398% in text)', async () => {
    const j = await json(['100d100', '--vs', '100d100+9899']);
    expect(j.firstHigher.log10).toBeCloseTo(-400, 9);
    expect((await runMain(['odds', '100d100', '--vs', '100d100+9899'])).stdout).toMatch(
      /first higher +1\.0e-398%/,
    );
  });

  test('-2d6 is dice, not an option; 1000d6 is answered', async () => {
    expect(await json(['-2d6'])).toMatchObject({ min: -12, max: -2, expected: -7 });
    expect((await json(['1000d6'])).expected).toBeCloseTo(3500, 6);
  });

  test('exploding: the depth followed and the chance beyond it, on a line of its own', async () => {
    const r = await runMain(['odds', '3d6!', '--depth', '3']);
    expect(r.stdout).toMatch(
      /exploding dice followed to 3 explosions per die; a chance of\n0\.23% \(5034961\/2176782336\) lies beyond/,
    );
    expect((await json(['d6!', '--depth', '2'])).beyond).toEqual({
      depth: 2,
      of: 'explosions',
      probability: 1 / 216,
      fraction: '1/216',
    });
  });
});

describe('which reading was taken, on the first line', () => {
  test('30d10 is an ORE pool, and says how to ask for a total', async () => {
    const first = (await runMain(['odds', '30d10'])).stdout.split('\n')[0];
    expect(first).toBe('reading 30d10 as a One Roll Engine pool; for a total of d10s write 30d10+0');
    expect((await runMain(['roll', '3', '--dice', '1,1,2'])).stdout.split('\n')[0]).toMatch(
      /^reading 3 as a One Roll Engine pool/,
    );
  });

  test('3d10 with --target is ordinary d10s, and says so; 12d and 2d6 need no such line', async () => {
    expect(
      (await runMain(['roll', '3d10', '--target', '6+', '--dice', '1,7,9'])).stdout.split('\n')[0],
    ).toMatch(/^reading 3d10 as ordinary d10s/);
    expect((await runMain(['odds', '12d'])).stdout).not.toMatch(/^reading/);
    expect((await runMain(['odds', '2d6'])).stdout).not.toMatch(/^reading/);
  });

  test('every line of the new odds fits 80 columns (fractions too wide go to --json)', async () => {
    for (const dice of ['3d6!', '4d6kh3', '5d10>=7>=10f=1', '100d1000', '2d6 --vs 8']) {
      const out = (await runMain(['odds', ...dice.split(' ')])).stdout;
      for (const l of out.split('\n')) expect([...l].length).toBeLessThanOrEqual(80);
    }
  });

  test('plurals: out of 1 equally likely roll', async () => {
    expect((await runMain(['odds', '1', '--save', '7+', '--auto-saves', '1'])).stdout).toMatch(
      /the first saved without rolling\nexact, out of 1 equally likely roll\n/,
    );
  });
});
