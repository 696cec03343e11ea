/** `diemen roll` through the built binary: JSON shape, the rulebook examples, colour, bad input. */
import { readSets } from '../../src/dice/ore';
import { runCli } from '../helpers/runCli';
import { runMain } from '../helpers/runMain';

const json = async (args: string[]) => {
  const r = await runMain(['roll', ...args, '--json']);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout);
};
const set = (width: number, height: number) => ({ width, height });
const ANSI = /\u001b\[/;

describe('random rolls are seeded', () => {
  test('--seed reproduces a roll exactly, and the JSON reads the dice it shows', async () => {
    const a = await json(['12d', '--seed', 'abc']);
    expect(await json(['12d', '--seed', 'abc'])).toEqual(a);
    expect(a.seed).toBe('abc');
    expect(a.dice).toHaveLength(12);
    expect(a.dice.every((f: number) => Number.isInteger(f) && f >= 1 && f <= 10)).toBe(true);
    const read = readSets(a.dice);
    expect(a.sets).toEqual(read.sets);
    expect(a.waste).toEqual(read.waste);
  });

  test('without --seed the seed is printed, and using it rolls the same dice', async () => {
    const r = runCli(['roll', '10d']);
    expect(r.code).toBe(0);
    const seed = /seed: (\S+)/.exec(r.stdout)?.[1];
    expect(seed).toBeDefined();
    const again = await runMain(['roll', '10d', '--seed', seed!]);
    expect(again.stdout).toBe(r.stdout);
  });

  test('one seed covers both sides of an opposed roll', async () => {
    const a = await json(['4d', '--vs', '3d+MD', '--seed', 'duel']);
    expect(await json(['4d', '--vs', '3d+MD', '--seed', 'duel'])).toEqual(a);
    expect(a.vs.rolled).toHaveLength(3);
    expect(a.vs.masterDie).toEqual(expect.any(Number));
  });

  test('an Expert Die is part of the dice, set before the roll', async () => {
    const r = await json(['6d+ED7', '--seed', 's']);
    expect(r.dice).toHaveLength(7);
    expect(r.dice[6]).toBe(7);
    expect(r.expertDie).toBe(7);
  });
});

describe('rulebook examples from the command line', () => {
  test('1,1,4,5,7,7: a 2×7 and a 2×1, waste 4 5 (no seed for dice given)', async () => {
    const r = await json(['--dice', '1,1,4,5,7,7']);
    expect(r.dice).toEqual([1, 1, 4, 5, 7, 7]);
    expect(r.sets).toEqual([set(2, 7), set(2, 1)]);
    expect(r.waste).toEqual([4, 5]);
    expect(r.seed).toBeUndefined();
  });

  test('4+MD, 3,4,4,10: the wider 3×4 by default, the 2×10 with --md 10', async () => {
    const r = await json(['4d+MD', '--dice', '3,4,4,10']);
    expect(r.masterDie).toBe(4);
    expect(r.dice).toEqual([3, 4, 4, 10, 4]);
    expect(r.sets).toEqual([set(3, 4)]);
    expect((await json(['4d+MD', '--dice', '3,4,4,10', '--md', '10'])).sets).toEqual([set(2, 10), set(2, 4)]);
  });

  test('rope: 1,2,7,7,0 against 8,8,9 is gobbled', async () => {
    const r = await json(['5d', '--dice', '1,2,7,7,10', '--vs', '3d', '--vs-dice', '8,8,9']);
    expect(r.sets).toEqual([]);
    expect(r.vs.outcome).toBe('blocked');
    expect(r.vs.gobbleSet).toEqual(set(2, 8));
  });

  test('timing: the 3×2 strikes before the 2×9 dodge, unless --untimed', async () => {
    const args = ['--dice', '2,2,2,6,8,9', '--vs-dice', '2,4,6,9,9'];
    expect((await json(args)).sets).toEqual([set(3, 2)]);
    expect((await json([...args, '--untimed'])).sets).toEqual([]);
  });

  test('emerald: two actions, two sets, both gobbled by one 2×7', async () => {
    const r = await json(['6d', '--actions', '2', '--dice', '2,2,5,5,9', '--vs-dice', '7,7,1']);
    expect(r.actions).toEqual({ wanted: 2, got: 2, enough: true });
    expect(r.chosen).toEqual([set(2, 5), set(2, 2)]);
    expect(r.sets).toEqual([]);
  });

  test('Boyles, Difficulty 3: 1,1,1,1 does not count', async () => {
    const r = await json(['4d', '-d', '3', '--dice', '1,1,1,1']);
    expect(r.sets).toEqual([]);
    expect(r.tooLow).toEqual([set(4, 1)]);
    expect(r.success).toBe(false);
  });

  test('Rugris: 3d at -2d rolls a single die', async () => {
    const r = await json(['3d', '--penalty', '2', '--seed', '1']);
    expect(r.rolled).toHaveLength(1);
    expect(r.sets).toEqual([]);
  });

  test('a 5×10 split into a 3×10 and a 2×10; a 4×5 squished to 2×7', async () => {
    expect((await json(['--dice', '10,10,10,10,10', '--split', '10=2+3'])).sets).toEqual([
      set(3, 10),
      set(2, 10),
    ]);
    expect((await json(['--dice', '5,5,5,5', '--squish', '4x5=2x7'])).sets).toEqual([set(2, 7)]);
  });
});

describe('text output', () => {
  test('faces, sets in timing order as 3×7 in a table, waste, no colour off a terminal', async () => {
    const r = await runMain(['roll', '--dice', '2,5,6,6,7,7,7,8,9']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/dice +2 5 6 6 7 7 7 8 9/);
    expect(r.stdout.indexOf('3×7')).toBeLessThan(r.stdout.indexOf('2×6'));
    expect(r.stdout).toMatch(/┌/);
    expect(r.stdout).toMatch(/waste +2 5 8 9/);
    expect(r.stdout).not.toMatch(ANSI);
  });

  test('colour when forced, and NO_COLOR turns it off', async () => {
    expect((await runMain(['roll', '--dice', '1,1'], { env: { FORCE_COLOR: '1' } })).stdout).toMatch(ANSI);
    expect(
      (await runMain(['roll', '--dice', '1,1'], { env: { FORCE_COLOR: '1', NO_COLOR: '1' } })).stdout,
    ).not.toMatch(ANSI);
  });

  test('multiple actions report wanted and got; the cap says what was not rolled', async () => {
    expect((await runMain(['roll', '6d', '--actions', '2', '--dice', '1,1,2,3,4'])).stdout).toMatch(
      /wanted 2 sets, got 1/,
    );
    const capped = await runMain(['roll', '20d', '--cap', '15', '--seed', '1']);
    expect(capped.stdout).toMatch(/5 dice not rolled/);
    expect(await json(['20d', '--cap', '15', '--seed', '1'])).toMatchObject({
      capped: 5,
      rolled: expect.any(Array),
    });
  });
});

describe('bad input: one line on stderr, exit 2, no stack trace', () => {
  test.each([
    [['0d'], /at least one die/],
    [['abc'], /can't read pool "abc"/],
    // A set's notation typed for dice: the way to roll them, not "should start with a number".
    [
      ['3x6'],
      /^diemen: "3x6" is a set \(3 dice showing 6\), not dice to roll: write 3d6 for d6s, or 3d for ORE's d10s\n$/,
    ],
    [['2×10'], /^diemen: "2×10" is a set \(2 dice showing 10\), not dice to roll: write 2d\n$/],
    [['6d+ED11'], /Expert Die's face must be 1-10/],
    [['6d+ED7+MD'], /both an Expert Die and a Master Die/],
    [['--dice', '0,11'], /face 0 is out of range 1-10/],
    [['1000000d'], /too large/],
    [['5d', '--penalty', '-2'], /penalty can't be negative/],
    [['5d', '--penalty', 'abc'], /--penalty: "abc" is not a whole number/],
    [['6d', '--dice', '1,2,3'], /rolls 6 dice, but 3 were given/],
    [['6d', '--md', '3'], /has no Master Die/],
    [['4d+MD', '--md', '11'], /Master Die's face must be 1-10/],
    [['--dice', '1,1', '--split', '9=2+2'], /no set of height 9 to split/],
    [['5d', '--vs-set', '2x9'], /need a blocker/],
    [['5d', '-d', '11'], /difficulty must be a whole number 0-10/],
    [[], /give a pool/],
    [['5d', '--bogus'], /unknown option/],
  ])('roll %j', async (args, message) => {
    const r = await runMain(['roll', ...args]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});

describe("the sets table's columns", () => {
  test('every column is labelled, the last one too (counts, spoiled, gobbled, below difficulty)', async () => {
    const r = await runMain(['roll', '--dice', '2,5,6,6,7,7,7,8,9', '-d', '7']);
    expect(r.stdout).toMatch(/│ set +│ width +│ height +│ status +│/);
    expect(r.stdout).toMatch(/│ 3×7 +│ 3 +│ 7 +│ counts +│/);
    expect(r.stdout).toMatch(/│ 2×6 +│ 2 +│ 6 +│ below difficulty 7 +│/);
  });
});
