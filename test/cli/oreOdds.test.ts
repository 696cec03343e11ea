/**
 * `diemen odds` through the built binary (issue 20): opposed ORE odds with --vs, and certain events
 * shown as exactly 100% (1 in JSON) with nothing else rounded up to it.
 */
import { parsePool, vsOdds } from '../../src/dice/ore';
import { ratio } from '../../src/dice/fraction';
import { runCli } from '../helpers/runCli';
import { runMain } from '../helpers/runMain';

const ok = async (args: string[]) => {
  const r = await runMain(['odds', ...args]);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return r.stdout;
};

test('odds 5d --vs 3d: both directions, exact fractions matching the in-process odds', async () => {
  const j = JSON.parse(await ok(['5d', '--vs', '3d', '--json']));
  const [a, b] = [parsePool('5d'), parsePool('3d')];
  if (!a.ok || !b.ok) throw new Error('pool');
  const v = vsOdds(a.value, b.value);
  if (!v.ok) throw new Error(v.error.message);
  const s = v.value.sides[0];
  expect(j.kind).toBe('opposed');
  expect(j.probability).toBe(ratio(s.getsThrough.num, s.getsThrough.den));
  expect(j.sides[0].getsThroughFraction).toBe(`${s.getsThrough.num}/${s.getsThrough.den}`);
  expect(j.sides.map((x: { active: string }) => x.active)).toEqual(['5d', '3d']);
  // The five outcomes of each direction cover every roll.
  for (const x of j.sides) {
    const sum = x.unopposed + x.notBlocked + x.partlyBlocked + x.blocked + x.noSet;
    expect(sum).toBeCloseTo(1, 12);
  }
});

test('odds 5d --vs 3d as text: a table of both ways round, no complaint about sides', async () => {
  const out = await ok(['5d', '--vs', '3d']);
  expect(out).not.toMatch(/number of sides/);
  expect(out).toMatch(/5d acts, 3d blocks/);
  expect(out).toMatch(/3d acts, 5d blocks/);
  expect(out).toMatch(/a set survives the gobble dice\s+60\.85%\s+17\.01%/);
});

test.each([[[]], [['--untimed']]])(
  'odds 5d --vs 3d %j fits 80 columns (its timing line was 85)',
  async (more) => {
    const out = await ok(['5d', '--vs', '3d', ...more]);
    expect(out).toMatch(
      more.length ? /^timing ignored \(--untimed\)$/m : /^they reach only sets as fast as/m,
    );
    for (const line of out.split('\n')) expect([...line].length).toBeLessThanOrEqual(80);
  },
);

test('odds 5d --vs 3d --untimed differs from the timed odds; options it cannot honour are refused', async () => {
  const timed = JSON.parse(await ok(['4d', '--vs', '4d', '--json']));
  const untimed = JSON.parse(await ok(['4d', '--vs', '4d', '--json', '--untimed']));
  expect(untimed.timed).toBe(false);
  expect(untimed.probability).toBeLessThan(timed.probability);
  const r = runCli(['odds', '5d', '--vs', '3d', '--difficulty', '4']);
  expect(r.code).toBe(2);
  expect(r.stderr).toMatch(/^diemen: --difficulty isn't worked out with --vs/);
  const big = await runMain(['odds', '10d', '--vs', '10d']);
  expect(big.code).toBe(2);
  expect(big.stderr).toMatch(/^diemen: 10d vs 10d has \d+ pairs/);
});

test('ordinary dice with --vs still compare totals', async () => {
  expect(await ok(['5d6', '--vs', '3d6'])).toMatch(/first higher/);
});

test('odds 12d: the certain set is 100.00% in every place and exactly 1 in JSON', async () => {
  const text = await ok(['12d']);
  expect(text).not.toMatch(/>99\.99%/);
  expect(text).toMatch(/at least one set\s+100\.00%/);
  const j = JSON.parse(await ok(['12d', '--json']));
  expect(j.probability).toBe(1);
  expect(j.atLeastOneSet).toBe(1);
  expect(j.widest[0].probability).toBe(1);
  expect(j.heights[0].probability).toBe(1);
});

test('odds 10d: nearly certain is not printed as 100.00%', async () => {
  const j = JSON.parse(await ok(['10d', '--json']));
  expect(j.probability).toBeLessThan(1);
  expect(await ok(['10d'])).not.toMatch(/100\.00%/);
});
