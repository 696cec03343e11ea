/** `diemen odds` with unique dice (`u`, `uo`), through the built binary. */
import { runCli } from '../helpers/runCli';

/** 2d4u followed one re-roll, by hand: every sequence of faces, each 1/4, the rest left over. */
function twoD4u(): { chances: Map<number, number>; beyond: number } {
  const chances = new Map<number, number>();
  let beyond = 0;
  const add = (v: number, p: number) => chances.set(v, (chances.get(v) ?? 0) + p);
  for (let a = 1; a <= 4; a++)
    for (let b = 1; b <= 4; b++) {
      if (b !== a) add(a + b, 1 / 16);
      else
        for (let c = 1; c <= 4; c++) {
          if (c !== a) add(a + c, 1 / 64);
          else beyond += 1 / 64;
        }
    }
  return { chances, beyond };
}

test('odds 2d4u --depth 1 --json: the totals, and what is left over after one re-roll', () => {
  const r = runCli(['odds', '2d4u', '--depth', '1', '--json']);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  const out = JSON.parse(r.stdout);
  const want = twoD4u();
  expect(out).toMatchObject({ exact: true, beyond: { depth: 1, of: 're-rolls', fraction: '1/16' } });
  expect(out.beyond.probability).toBeCloseTo(want.beyond, 12);
  const got = new Map<number, number>(
    out.distribution.map((l: { value: number; probability: number }) => [l.value, l.probability]),
  );
  expect([...got.keys()].sort()).toEqual([...want.chances.keys()].sort());
  for (const [v, p] of want.chances) expect(got.get(v)).toBeCloseTo(p, 12);
});

test('odds 2d4u --depth 1: the table says how far re-rolls were followed and what lies beyond', () => {
  const r = runCli(['odds', '2d4u', '--depth', '1']);
  expect(r.code).toBe(0);
  expect(r.stdout).toContain('unique dice (u) followed to 1 re-roll per die; a chance of');
  expect(r.stdout).toContain('6.25% (1/16) lies beyond');
});

test('odds 3d6uo: exact, nothing left over (each die re-rolls at most once)', () => {
  const r = runCli(['odds', '3d6uo', '--json']);
  expect(r.code).toBe(0);
  const out = JSON.parse(r.stdout);
  expect(out.exact).toBe(true);
  expect(out.beyond).toBeUndefined();
  const sum = out.distribution.reduce((s: number, l: { probability: number }) => s + l.probability, 0);
  expect(sum).toBeCloseTo(1, 12);
});

test('odds refuses unique dice it cannot work out, saying why, exit 2', () => {
  const big = runCli(['odds', '30d100u']);
  expect(big.code).toBe(2);
  expect(big.stderr).toMatch(/unique dice \(u\) depend on which values the earlier dice showed/);
  const keep = runCli(['odds', '4d6ukh3']);
  expect(keep.code).toBe(2);
  expect(keep.stderr).toMatch(/keep or drop with unique dice \(u\)/);
});

test('odds 3d6u --vs 3d6 --depth 1: what lies beyond is reported, not dropped from the three lines', () => {
  const run = (args: string[]) => {
    const r = runCli(['odds', ...args, '--depth', '1', '--json']);
    expect(r.code).toBe(0);
    return JSON.parse(r.stdout);
  };
  const alone = run(['3d6u']);
  const vs = run(['3d6u', '--vs', '3d6']);
  expect(vs.beyond).toMatchObject({ depth: 1, of: 're-rolls' });
  expect(vs.beyond.probability).toBeCloseTo(alone.beyond.probability, 12);
  const lines = vs.firstHigher.probability + vs.tie.probability + vs.secondHigher.probability;
  expect(lines + vs.beyond.probability).toBeCloseTo(1, 12);
  const text = runCli(['odds', '3d6u', '--vs', '3d6', '--depth', '1']).stdout;
  expect(text).toMatch(/unique dice \(u\) followed to 1 re-roll per die; a chance of\n13\.58% lies beyond/);
});
