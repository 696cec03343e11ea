/** `diemen odds` through the built binary: exact JSON, the table, bad input. */
import { parsePool } from '../../src/dice/ore';
import { brute } from '../dice/ore/oddsBrute';
import { runCli } from '../helpers/runCli';
import { runMain } from '../helpers/runMain';

const json = async (args: string[]) => {
  const r = await runMain(['odds', ...args, '--json']);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout);
};

test('--width W --height H --json: "probability" is exact against brute force', async () => {
  const pool = parsePool('4d+ED6');
  if (!pool.ok) throw new Error('pool');
  const b = brute(pool.value, 2);
  for (const [w, h] of [
    [2, 1],
    [3, 5],
    [2, 9],
  ] as const) {
    const r = await json(['4d+ED6', '-d', '2', '--width', String(w), '--height', String(h)]);
    expect(Math.abs(r.probability - b.atLeast(w, h))).toBeLessThan(1e-12);
  }
});

test('defaults: width 2, height 1 (the chance of any set); 2d pairs one time in ten', async () => {
  const r = await json(['2d']);
  expect(r.probability).toBeCloseTo(0.1, 12);
  expect(r.width).toBe(2);
  expect(r.height).toBe(1);
  expect(r.atLeastOneSet).toBeCloseTo(0.1, 12);
  expect(r.expectedSets).toBeCloseTo(0.1, 12);
});

test('Rugris: 3d at -2d has no chance; 4+MD always has a set', async () => {
  expect((await json(['3d', '-p', '2'])).probability).toBe(0);
  expect((await json(['4d+MD'])).probability).toBeCloseTo(1, 12);
});

test('multiple actions: -1d per extra action and the chance of that many sets', async () => {
  const r = await json(['6d', '--actions', '2']);
  expect(r.rolledPool).toBe('5d');
  expect(r.sets).toBe(2);
  expect(r.atLeastSets).toBeCloseTo(
    r.setCount.slice(2).reduce((a: number, b: number) => a + b, 0),
    12,
  );
});

test('--table over pool sizes', async () => {
  const r = await json(['6d+MD', '--table', '1-5']);
  expect(r.table.map((row: { pool: string }) => row.pool)).toEqual([
    '1d+MD',
    '2d+MD',
    '3d+MD',
    '4d+MD',
    '5d+MD',
  ]);
  const text = runCli(['odds', '6d', '--table', '3']);
  expect(text.code).toBe(0);
  expect(text.stdout).toMatch(/│ 3d +│/);
});

test('text: the chances, widths and heights', async () => {
  const r = await runMain(['odds', '6d']);
  expect(r.code).toBe(0);
  expect(r.stdout).toMatch(/at least one set +84\.88%/);
  expect(r.stdout).toMatch(/expected sets +1\.1427/);
});

describe('bad input: one line on stderr, exit 2', () => {
  test.each([
    [['0d'], /at least one die/],
    [['abc'], /can't read pool/],
    [['6d+ED11'], /1-10/],
    [['6d', '--width', '1'], /width must be 2 or more/],
    [['6d', '--height', '11'], /height must be 1-10/],
    [['6d', '-p', '-1'], /can't be negative/],
    [['101d'], /up to 100 dice/],
    [['1000000d'], /too large/],
    [['6d', '--table', '0-200'], /at most 100 rows/],
  ])('odds %j', async (args, message) => {
    const r = await runMain(['odds', ...args]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});
