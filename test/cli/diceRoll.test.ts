/** `diemen roll` with ordinary dice, through the built binary; ORE pools still read as before. */
import { runCli } from '../helpers/runCli';
import { runMain } from '../helpers/runMain';

const json = async (args: string[]) => {
  const r = await runMain(['roll', ...args, '--json']);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout);
};

describe('rolling', () => {
  test('2d6+1 --json: every die, the total, the seed; the same seed rolls the same', async () => {
    const r = await json(['2d6+1', '--seed', 'table']);
    expect(r.seed).toBe('table');
    expect(r.rng).toMatch(/^seedrandom-alea/);
    expect(r.rolls).toHaveLength(1);
    const [roll] = r.rolls;
    expect(roll.dice).toHaveLength(2);
    for (const d of roll.dice) expect(d).toMatchObject({ kept: true, success: null });
    expect(roll.total).toBe(roll.dice[0].value + roll.dice[1].value + 1);
    expect(await json(['2d6+1', '--seed', 'table'])).toEqual(r);
  });

  test('text: one line per roll in the usual form, and the seed', async () => {
    const r = runCli(['roll', '2d6+1', '--seed', 'table']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^2d6\+1: \[\d, \d\]\+1 = \d+\nseed: table\n$/);
  });

  test('typed faces: no seed, and the dice as given', async () => {
    const r = await runMain(['roll', '4d6kh3', '--dice', '2,6,2,5']);
    expect(r.stdout).toBe('4d6kh3: [2, 6, 2d, 5] = 13\n');
    expect(
      (await json(['4d6kh3', '--dice', '2,6,2,5'])).rolls[0].dice.map((d: { kept: boolean }) => d.kept),
    ).toEqual([true, true, false, true]);
  });

  test('a D3 shows its d6 and the halved value', async () => {
    expect((await runMain(['roll', 'D3', '--dice', '5'])).stdout).toBe('D3: [5→3] = 3\n');
  });

  test('success counting in the notation or with --target; --mod -1 turns 4+ into 5+', async () => {
    expect((await runMain(['roll', '5d6>=4', '--dice', '4,5,6,1,2'])).stdout).toBe(
      '5d6>=4: [4*, 5*, 6*, 1, 2] = 3 successes\n',
    );
    const r = await runMain(['roll', '5d6', '--target', '4+', '--mod', '-1', '--dice', '4,5,6,1,2']);
    expect(r.stdout).toBe(
      'counting 5d6>=5 (--target 4+ --mod -1)\n5d6>=5: [4, 5*, 6*, 1, 2] = 2 successes\n',
    );
    expect((await json(['5d6', '--target', '4+', '--dice', '4,5,6,1,2'])).rolls[0]).toMatchObject({
      total: 3,
      successes: 3,
    });
  });

  test('--times rolls again; typed faces cover every roll in order', async () => {
    expect((await json(['2d6', '--times', '3', '--seed', 's'])).rolls).toHaveLength(3);
    const r = await runMain(['roll', '1d6+1', '--times', '2', '--dice', '3,6']);
    expect(r.stdout).toBe('1d6+1: [3]+1 = 4\n1d6+1: [6]+1 = 7\n');
  });

  test('--vs: two rolls against each other, the first must be higher', async () => {
    const r = await runMain(['roll', '2d6+2', '--vs', '2d6+1', '--dice', '3,4', '--vs-dice', '5,3']);
    expect(r.stdout).toBe('2d6+2: [3, 4]+2 = 9\n2d6+1: [5, 3]+1 = 9\ntie: 9 vs 9\n');
    expect(
      (await json(['2d6+2', '--vs', '2d6+1', '--dice', '6,4', '--vs-dice', '5,3'])).rolls[0],
    ).toMatchObject({
      total: 12,
      vs: { total: 9 },
      outcome: 'first-higher',
    });
  });

  test('d10s read as ordinary dice once an ordinary option asks for it', async () => {
    const r = await json(['3d10', '--target', '6+', '--dice', '6,5,10']);
    expect(r.rolls[0].successes).toBe(2);
  });
});

describe('ORE pools read as before', () => {
  test('12d is a pool', async () => {
    const r = await json(['12d', '--seed', 'x']);
    expect(r.pool).toBe('12d');
    expect(r.rolled).toHaveLength(12);
  });

  test('12d10 and a bare count are pools too', async () => {
    expect((await json(['3d10', '--dice', '1,1,5'])).sets).toEqual([{ width: 2, height: 1 }]);
    expect((await json(['3', '--dice', '1,1,5'])).pool).toBe('3d');
  });
});

describe('bad input: one line on stderr, exit 2', () => {
  test.each([
    [['2d6+'], 'diemen: 2d6+: expected a number or a die after "+" at column 5'],
    [['2d6x1'], 'diemen: 2d6x1: unexpected "x" at column 4'],
    [['2d6', '--dice', '1,7'], 'diemen: --dice: face 7 is out of range 1-6 (2d6)'],
    [['D3', '--dice', '7'], 'diemen: --dice: face 7 is out of range 1-6 (1d3)'],
    [['2d6', '--dice', '1'], 'diemen: --dice: 2d6 rolls 2 dice, but 1 was given'],
    [['2d6', '--times', '2', '--dice', '1,2'], 'diemen: --dice: 2d6 2 times rolls 4 dice, but 2 were given'],
    [['2d6', '-d', '3'], 'diemen: --difficulty is for One Roll Engine pools (like 6d); 2d6 is ordinary dice'],
    [
      ['2d6', '--split', '6=2+2'],
      'diemen: --split is for One Roll Engine pools (like 6d); 2d6 is ordinary dice',
    ],
    [['2d6', '--mod', '-1'], /--mod -1 moves a success target; add --target/],
    [['2d6+1', '--target', '4+'], /--target 4\+: 2d6\+1 already says what it adds up or counts/],
    [['5d6>=4', '--target', '4+'], /already says/],
    [['5d6', '--target', 'four'], /--target: "four" is not a target like 4\+/],
    [['--target', '4+'], 'diemen: give the dice to roll, e.g. diemen roll 5d6 --target 4+'],
    [['2d6', '--times', '0'], 'diemen: --times: roll 1 to 1000 times, not 0'],
    [['2d6', '--vs-dice', '1,2'], /--vs-dice needs --vs/],
    [
      ['12d', '--target', '4+'],
      'diemen: 12d: expected the number of sides (or %, or F) after "d" at column 4',
    ],
  ])('roll %j', async (args, message) => {
    const r = await runMain(['roll', ...args]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    if (typeof message === 'string') expect(r.stderr.trim()).toBe(message);
    else expect(r.stderr).toMatch(message);
  });
});

describe("rpg-dice-roller's modifiers at the command line", () => {
  test.each([
    [['2d6!p', '--dice', '6,6,6,4,1'], '2d6!p: [6!p, 5!p, 5!p, 3, 1] = 20\n'],
    [['4dF', '--dice', '1,2,3,3'], '4dF: [-1, 0, 1, 1] = 1\n'],
    [['5d10>=7>=10f=1', '--dice', '10,7,1,3,8'], '5d10>=7>=10f=1: [10**, 7*, 1_, 3, 8*] = 3 successes\n'],
    [['-2d6+20', '--dice', '1,2'], '-2d6+20: -[1, 2]+20 = 17\n'],
    [['4d6r1', '--dice', '1,3,4,5,6', '--times', '1'], '4d6r1: [3r, 4, 5, 6] = 18\n'],
  ])('%j', async (args, out) => {
    const r = await runMain(['roll', ...args]);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(out);
  });

  test('an explosion needs a face of its own: too few typed is one line, exit 2', async () => {
    const r = await runMain(['roll', '3d6!', '--dice', '6,2,3']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^diemen: --dice: 3d6! rolled 4 dice .* but 3 were given\n$/);
  });

  test('a seeded exploding roll repeats with the same seed', async () => {
    const a = await json(['10d6!', '--seed', 'boom']);
    expect(await json(['10d6!', '--seed', 'boom'])).toEqual(a);
    expect(a.rolls[0].dice.length).toBeGreaterThanOrEqual(10);
  });
});
