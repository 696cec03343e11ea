/**
 * Die Fighting's computer general fights a short battle (issue 24): its caution wears off with the
 * rounds left, not the round number, and in a timed game a side level or behind on points goes
 * for them. From a scenario file through the real binary (run `npm run build` first when running
 * this file alone): a symmetric stand-off with a 12-round limit, as an elimination and as a timed
 * game, computer against computer.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../helpers/runCli';

const FILE = 'test/fixtures/scenarios/die-fighting/standoff.yaml';

interface Report {
  variants: { draws: { count: number }; sides: { lost: { mean: number } }[] }[];
}

function sim(file: string): Report['variants'][0] {
  const r = runCli(['sim', file, '--trials', '20', '--seed', 'standoff', '--workers', '1', '--json']);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return (JSON.parse(r.stdout) as Report).variants[0]!;
}

describe('Die Fighting: the computer general fights a battle with a short round limit', () => {
  it('elimination in 12 rounds: battles are won and lost, health is lost on both sides', () => {
    const v = sim(FILE);
    expect(v.draws.count).toBeLessThan(10);
    expect(v.sides.map((s) => s.lost.mean > 5)).toEqual([true, true]);
  });

  it('a timed game of 12 rounds: level sides go and get points', () => {
    const text = readFileSync(FILE, 'utf8');
    expect(text).toContain('options:\n  maxRounds: 12\n');
    const file = join(mkdtempSync(join(tmpdir(), 'diemen-df-standoff-')), 'timed.yaml');
    writeFileSync(file, text.replace('options:\n', 'options:\n  game: timed\n'));
    const v = sim(file);
    expect(v.draws.count).toBeLessThan(10);
    expect(v.sides.map((s) => s.lost.mean > 5)).toEqual([true, true]);
  });
});
