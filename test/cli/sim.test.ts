/**
 * `diemen sim` end to end: the report, --json, the same result whatever the worker count, fixed
 * strategies and scales compared, --timeout, and one-line errors for bad input (exit 2).
 * The process's own doings go through the real binary: worker threads, --timeout, --stats, memory,
 * and one refused option and one unreadable file. What a report says, and every other refusal (a
 * rule about options and scenarios), runs in-process through the same main() the binary runs
 * (runMain; these short sims play in the main thread): 25 starts of the binary, now 8. A report's
 * shape needs 20 battles, not 60.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../helpers/runCli';
import { runMain } from '../helpers/runMain';

const SKIRMISH = 'scenarios/skirmish.yaml';

interface Report {
  name: string;
  seed: string;
  trials: number;
  complete: boolean;
  variants: {
    label: string;
    trials: number;
    battles: number;
    sides: { id: string; wins: { count: number; rate: number; ci95: [number, number] } }[];
    draws: { count: number };
    rounds: { mean: number; histogram: { from: number; to: number; count: number }[] };
  }[];
}

const json = async (args: string[]): Promise<Report> => {
  const r = await runMain(['sim', ...args, '--json']);
  // A scenario with scripted rounds gets the note that sim doesn't follow them (scriptLeftovers.test.ts).
  expect(r.stderr.replace(/^diemen: note: .*: its \d+ scripted rounds? (is|are) not used: .*\n/, '')).toBe(
    '',
  );
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout) as Report;
};

describe('diemen sim', () => {
  it('reports wins with 95% intervals, draws, rounds and units, with a histogram', async () => {
    const r = await runMain(['sim', SKIRMISH, '--trials', '20', '--seed', 'cli']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('Skirmish at the ford: 20 battles, computer against computer (seed cli)');
    expect(r.stdout).toMatch(/Red Company \(red\) +\d+ +\d+\.\d% +\d+\.\d%-\d+\.\d%/);
    expect(r.stdout).toMatch(/draws +\d+/);
    expect(r.stdout).toMatch(/units left/);
    expect(r.stdout).toMatch(/rounds to finish: [\d.]+ ± [\d.]+/);
    expect(r.stdout).toMatch(/█/);
  });

  it('--json: every battle counted once, rates inside their intervals', async () => {
    const rep = await json([SKIRMISH, '--trials', '20', '--seed', 'j']);
    expect(rep.complete).toBe(true);
    expect(rep.seed).toBe('j');
    const v = rep.variants[0]!;
    expect(v.trials).toBe(20);
    expect(v.sides.reduce((n, s) => n + s.wins.count, 0) + v.draws.count).toBe(v.battles);
    for (const s of v.sides) {
      expect(s.wins.ci95[0]).toBeLessThanOrEqual(s.wins.rate);
      expect(s.wins.ci95[1]).toBeGreaterThanOrEqual(s.wins.rate);
    }
    expect(v.rounds.histogram.reduce((n, b) => n + b.count, 0)).toBe(v.battles);
  });

  it('gives the same report for a seed whatever the number of workers', async () => {
    const args = [SKIRMISH, '--trials', '130', '--seed', 'workers'];
    const one = runCli(['sim', ...args, '--workers', '1', '--json']);
    const three = runCli(['sim', ...args, '--workers', '3', '--json']);
    expect(one.code).toBe(0);
    expect(three.stdout).toBe(one.stdout);
    // Another seed, another report: the seed's rule, in-process.
    const other = await runMain(['sim', SKIRMISH, '--trials', '130', '--seed', 'other', '--json']);
    expect(other.stdout).not.toBe(one.stdout);
  });

  it('compares fixed strategies and scales, one plan per combination', async () => {
    const rep = await json([
      'scenarios/reserve-cut-off.yaml',
      '--trials',
      '20',
      '--seed',
      'plans',
      '--strategy',
      'duke=hold',
      '--strategy',
      'duke=seize@3,2',
      '--scale',
      '10,50',
    ]);
    expect(rep.variants.map((v) => v.label)).toEqual([
      'scale 10, duke=hold',
      'scale 10, duke=seize@3,2',
      'scale 50, duke=hold',
      'scale 50, duke=seize@3,2',
    ]);
    const text = await runMain([
      'sim',
      'scenarios/reserve-cut-off.yaml',
      '--trials',
      '10',
      '--strategy',
      'royal=retreat',
      '--strategy',
      'royal=hold',
    ]);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/plan +royal wins +duke wins/);
    expect(text.stdout).toContain('royal=retreat');
  });

  it('--timeout stops cleanly with the trials finished so far (exit 1)', () => {
    const t0 = Date.now();
    const r = runCli(['sim', SKIRMISH, '--trials', '1000000', '--timeout', '2', '--json', '--seed', 't']);
    expect(Date.now() - t0).toBeLessThan(15_000);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /^diemen: timed out after [\d.]+ s: \d+ of 1000000 trials played; the report covers those\n$/,
    );
    const rep = JSON.parse(r.stdout) as Report;
    expect(rep.complete).toBe(false);
    expect(rep.variants[0]!.trials).toBeGreaterThan(0);
    expect(rep.variants[0]!.trials).toBeLessThan(1_000_000);
  });

  it('--stats prints time, speed, peak memory and CPU time on stderr', () => {
    const r = runCli(['sim', SKIRMISH, '--trials', '20', '--stats', '--seed', 's']);
    expect(r.code).toBe(0);
    // How many workers start depends on the pace measured (a loaded host starts a second one).
    expect(r.stderr).toMatch(
      /^diemen: stats: 20 trials in [\d.]+ s \(\d+ battles\/s\), (?:main thread, 0 workers of \d+|main thread and 1 worker|[12] workers?(?: of \d+)?), max RSS [\d.]+ MB, CPU [\d.]+ s(?: \([\d.]+ s in the main thread\))?\n$/,
    );
  });

  it('bad options: one line each, exit 2, nothing played', async () => {
    const cases: [string[], RegExp][] = [
      [['--trials', '0'], /--trials: a whole number from 1 to 10,000,000, not 0/],
      [['--trials', '1e12'], /--trials: a whole number/],
      [['--trials', 'many'], /--trials: a whole number/],
      [['--workers', '0'], /--workers: a whole number from 1 to 64/],
      [['--timeout', '0'], /--timeout: a number of seconds above 0/],
      [['--scale', '3'], /--scale: a scale is one of 1, 2, 5, 10, 20, 50, 100/],
      [['--strategy', 'nobody=hold'], /--strategy: no side is called nobody \(sides: red, blue\)/],
      [['--strategy', 'red=charge'], /--strategy: strategy must be deploy, seize, hold, retreat, not charge/],
      [['--strategy', 'red=hold@3,3'], /--strategy: hold takes no goal/],
      [['--strategy', 'red=seize@99,99'], /--strategy: the goal must be a cell on the 7x5 map/],
    ];
    // The first through the binary, the rest in-process: the options' rules are the same code.
    for (const [i, [args, message]] of cases.entries()) {
      const r = i === 0 ? runCli(['sim', SKIRMISH, ...args]) : await runMain(['sim', SKIRMISH, ...args]);
      expect({ args, code: r.code, stdout: r.stdout }).toEqual({ args, code: 2, stdout: '' });
      expect(r.stderr).toMatch(message);
      expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(/^diemen: /);
    }
  });

  describe('absurd inputs', () => {
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'diemen-sim-'));
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('a 10000x10000 map is refused with a clear error', async () => {
      const file = join(dir, 'huge-map.yaml');
      writeFileSync(
        file,
        'name: Huge\nmap: { cols: 10000, rows: 10000 }\nsides:\n  - { id: a, units: { "0,0": 1 } }\n  - { id: b, units: { "5,5": 1 } }\n',
      );
      const r = await runMain(['sim', file, '--trials', '1']);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/^diemen: .*huge-map\.yaml:2: map\.cols: .*100/m);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    });

    it('a map too large to simulate is refused before anything is played', async () => {
      const file = join(dir, 'wide.yaml');
      writeFileSync(
        file,
        'name: Wide\nmap: { cols: 60, rows: 60 }\nsides:\n  - { id: a, units: { "0,0": 1 } }\n  - { id: b, units: { "5,5": 1 } }\n',
      );
      const r = await runMain(['sim', file]);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(
        /^diemen: .*wide\.yaml: the 60x60 map has 3600 cells; sim plays this game's maps of up to 2500 cells \(50x50\)\n$/,
      );
    });

    it('a million units finish within bounds (or stop at the timeout), never out of memory', () => {
      const file = join(dir, 'million.yaml');
      const cells = (col0: number) =>
        Array.from({ length: 50 }, (_, i) => `"${col0 + (i % 5)},${Math.floor(i / 5)}": 10000`).join(', ');
      writeFileSync(
        file,
        `name: A million\nmap: { cols: 10, rows: 10 }\nsides:\n  - { id: a, units: { ${cells(0)} } }\n  - { id: b, units: { ${cells(5)} } }\noptions: { maxRounds: 1000 }\n`,
      );
      const t0 = Date.now();
      const r = runCli(['sim', file, '--trials', '4', '--timeout', '3', '--json', '--seed', 'm']);
      expect(Date.now() - t0).toBeLessThan(15_000);
      expect([0, 1]).toContain(r.code);
      expect(r.stderr).not.toMatch(/heap|memory|\n\s+at /i);
      if (r.code === 1) expect(r.stderr).toMatch(/^diemen: timed out after/);
    });

    it('a million trials with a tiny timeout give a clear message', () => {
      const r = runCli(['sim', SKIRMISH, '--trials', '1000000', '--timeout', '0.001']);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(
        /^diemen: timed out after [\d.]+ s before any trial finished; try a longer --timeout or fewer --trials\n$/,
      );
      expect(r.stdout).toBe('');
    });

    it('an unreadable or broken scenario file: one line, exit 2', async () => {
      const missing = runCli(['sim', join(dir, 'nope.yaml')]);
      expect(missing.code).toBe(2);
      expect(missing.stderr).toMatch(/^diemen: .*nope\.yaml: cannot read: no such file\n$/);
      const broken = join(dir, 'broken.yaml');
      writeFileSync(broken, 'name: [unclosed\n');
      const r = await runMain(['sim', broken]);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/^diemen: /);
    });
  });
});
