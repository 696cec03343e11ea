/**
 * Pictures of a battle through the real binary: `map --svg` for every bundled Die, Men! scenario
 * (a well-formed SVG with the title, a mark per occupied hex with its count, the legend and the
 * coordinates, all checked against the scenario file itself), `step --svg` one file per round or
 * one with --round, `replay --svg` drawing a logged battle as step draws it, bad paths and a game
 * without pictures in one line with exit 2, and `roll` never loading the picture code.
 * What is checked of a picture is its drawing, so most pictures and refusals are made in-process
 * through the same main() the binary runs (runMain); the real binary draws to stdout and to a
 * folder per round, refuses a path of each command, refuses a game without pictures, and shows
 * what it loads (24 starts of the binary, now 10).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requiredBy } from '../helpers/requiredBy';
import { highRollPlugin } from '../helpers/highRollPlugin';
import { parse } from 'yaml';
import { groups, parseSvg, tags, texts } from '../helpers/parseSvg';
import { runCli } from '../helpers/runCli';
import { runMain } from '../helpers/runMain';

const ROOT = join(__dirname, '..', '..');
const out = mkdtempSync(join(tmpdir(), 'diemen-svg-'));

interface ScenarioFile {
  name: string;
  ruleset?: string;
  grid?: string;
  map: { cols: number; rows: number };
  sides: { id: string; name: string; units: Record<string, number | Record<string, number>> }[];
}

const scenarios = readdirSync(join(ROOT, 'scenarios'))
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => ({ file: f, doc: parse(readFileSync(join(ROOT, 'scenarios', f), 'utf8')) as ScenarioFile }))
  .filter(({ doc }) => doc.ruleset === undefined || doc.ruleset === 'die-men');

const total = (u: number | Record<string, number>): number =>
  typeof u === 'number' ? u : Object.values(u).reduce((a, b) => a + b, 0);

describe('diemen map --svg: the opening position', () => {
  it('there are Die, Men! scenarios to draw, hex and square', () => {
    expect(scenarios.length).toBeGreaterThanOrEqual(5);
    expect(scenarios.some(({ doc }) => doc.grid === 'square')).toBe(true);
  });

  it.each(scenarios.map((s) => [s.file, s.doc] as const))('%s', async (file, doc) => {
    const svgFile = join(out, file.replace(/\.yaml$/, '.svg'));
    const r = await runMain(['map', join('scenarios', file), '--svg', svgFile]);
    expect(r).toMatchObject({ code: 0, stderr: '', stdout: `wrote ${svgFile}\n` });
    const svg = parseSvg(readFileSync(svgFile, 'utf8'));

    expect(tags(svg, 'title')[0]?.textContent).toBe(`${doc.name}: ${texts(groups(svg, 'title')[0]!)[1]}`);
    expect(texts(groups(svg, 'title')[0]!)).toEqual([doc.name, expect.stringMatching(/^opening position/)]);

    // One mark per occupied hex, in its side's name, with the units the file puts there.
    const want = doc.sides.flatMap((s) =>
      Object.entries(s.units).map(([at, u]) => ({ at, side: s.id, count: String(total(u)) })),
    );
    const marks = groups(svg, 'mark').map((g) => ({
      at: g.getAttribute('data-cell'),
      side: g.getAttribute('data-side'),
      count: texts(g)[0],
    }));
    expect(marks.sort((a, b) => a.at!.localeCompare(b.at!))).toEqual(
      want.sort((a, b) => a.at.localeCompare(b.at)),
    );

    // Every cell drawn; the legend names every side; the edges carry every column and row number.
    const { cols, rows } = doc.map;
    expect(tags(svg, 'polygon').filter((p) => p.getAttribute('class') === 'cell')).toHaveLength(cols * rows);
    const legend = texts(groups(svg, 'legend')[0]!).join('\n');
    for (const s of doc.sides) expect(legend).toContain(s.name);
    expect(legend).toMatch(/^open$/m);
    const coords = texts(groups(svg, 'coords')[0]!);
    const numbers = (n: number) => Array.from({ length: n }, (_, i) => String(i));
    // Columns above and below, rows left and right.
    expect(coords.filter((t, i) => i < 2 * cols)).toEqual(numbers(cols).flatMap((c) => [c, c]));
    expect(coords.slice(2 * cols)).toEqual(numbers(rows).flatMap((r) => [r, r]));
  });

  it('writes to stdout with --svg -', () => {
    const r = runCli(['map', 'skirmish', '--svg', '-']);
    expect(r.code).toBe(0);
    expect(groups(parseSvg(r.stdout), 'mark').length).toBeGreaterThan(0);
  });
});

describe('step --svg and replay --svg: a picture per round', () => {
  const log = join('test', 'fixtures', 'logs', 'reserve-cut-off.jsonl');
  const logRounds = readFileSync(join(ROOT, log), 'utf8')
    .split('\n')
    .filter((l) => l.includes('"type":"round"')).length;

  it('step writes one file per round resolved, each titled with its round', () => {
    const dir = join(out, 'step-all', 'made', 'if-missing');
    const r = runCli(['step', 'reserve-cut-off', '--seed', 's', '--rounds', '3', '--svg', dir]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      `wrote 3 pictures: ${join(dir, 'round-01.svg')} … ${join(dir, 'round-03.svg')}`,
    );
    expect(readdirSync(dir).sort()).toEqual(['round-01.svg', 'round-02.svg', 'round-03.svg']);
    for (const n of [1, 2, 3]) {
      const svg = parseSvg(readFileSync(join(dir, `round-0${n}.svg`), 'utf8'));
      expect(texts(groups(svg, 'title')[0]!)[1]).toMatch(
        new RegExp(`^round ${n} of at most 20 · scale 10 · seed s$`),
      );
    }
    // Round 1 is the rules' Encirclement example: three attacks on 3,2, 4 + 3 + 3 killed.
    const first = parseSvg(readFileSync(join(dir, 'round-01.svg'), 'utf8'));
    const attacks = groups(first, 'attack').map(
      (g) => `${g.getAttribute('data-from')}>${g.getAttribute('data-to')}`,
    );
    expect(attacks.sort()).toEqual(['2,2>3,2', '3,1>3,2', '4,2>3,2']);
    expect(texts(groups(first, 'arrows')[0]!).sort()).toEqual(['−3', '−3', '−4']);
    const royal = groups(first, 'mark').find((g) => g.getAttribute('data-cell') === '3,2')!;
    expect(texts(royal)).toEqual(['5']);
  });

  it('--round N writes only that round; past the scripted rounds it resolves up to N', async () => {
    const dir = join(out, 'step-one');
    const r = await runMain(['step', 'reserve-cut-off', '--seed', 's', '--svg', dir, '--round', '2']);
    expect(r.code).toBe(0);
    expect(readdirSync(dir)).toEqual(['round-02.svg']);
    expect(r.stdout).toMatch(/── Round 2 ──/);
  });

  it('replay draws each logged round, and its pictures are the ones step draws of the same battle', async () => {
    const dir = join(out, 'replay');
    const r = await runMain(['replay', log, '--verify', '--svg', dir]);
    expect(r.code).toBe(0);
    expect(readdirSync(dir)).toHaveLength(logRounds);
    // Round 1 is scripted: step with the log's seed fights it exactly as the logged battle did.
    const stepDir = join(out, 'replay-step');
    expect((await runMain(['step', 'reserve-cut-off', '--seed', 'golden-1', '--svg', stepDir])).code).toBe(0);
    const fromStep = readFileSync(join(stepDir, 'round-01.svg'), 'utf8');
    expect(readFileSync(join(dir, 'round-01.svg'), 'utf8')).toBe(fromStep);
    const one = join(out, 'replay-one');
    expect((await runMain(['replay', log, '--all', '--round', '1', '--svg', one])).code).toBe(0);
    expect(readdirSync(one)).toEqual(['round-01.svg']);
    expect(readFileSync(join(one, 'round-01.svg'), 'utf8')).toBe(fromStep);
  });

  it('--json keeps stdout one JSON document; the files written are a note on stderr', async () => {
    const dir = join(out, 'json');
    const r = await runMain(['step', 'reserve-cut-off', '--seed', 's', '--json', '--svg', dir]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ name: 'Reserve cut off' });
    expect(r.stderr).toBe(`diemen: note: wrote ${join(dir, 'round-01.svg')}\n`);
  });
});

describe('pictures that cannot be made: one line, exit 2', () => {
  const oneLine = (r: { code: number; stderr: string; stdout: string }, pattern: RegExp): void => {
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr.trim()).toMatch(pattern);
  };
  const aFile = join(out, 'a-file.txt');
  writeFileSync(aFile, 'not a folder');

  it('a --svg folder that is a file, or under one', async () => {
    oneLine(
      runCli(['step', 'reserve-cut-off', '--svg', aFile]),
      /^diemen: .*a-file\.txt: can't write pictures there: /,
    );
    oneLine(
      await runMain([
        'replay',
        join('test', 'fixtures', 'logs', 'reserve-cut-off.jsonl'),
        '--svg',
        join(aFile, 'x'),
      ]),
      /can't write pictures there: part of the path is a file/,
    );
  });

  it('map into a folder that does not exist, or onto a folder', async () => {
    oneLine(
      runCli(['map', 'skirmish', '--svg', join(out, 'no', 'such', 'x.svg')]),
      /can't write the picture there: its folder does not exist$/,
    );
    oneLine(
      await runMain(['map', 'skirmish', '--svg', out]),
      /can't write the picture there: that is a folder/,
    );
    expect(existsSync(join(out, 'no'))).toBe(false);
  });

  it('bad --round values, and --round without --svg', async () => {
    oneLine(
      await runMain(['step', 'reserve-cut-off', '--round', '2']),
      /--round N picks the picture to draw: give --svg DIR with it$/,
    );
    oneLine(
      await runMain(['step', 'reserve-cut-off', '--svg', join(out, 'r0'), '--round', '0']),
      /--round must be a whole number from 1$/,
    );
    oneLine(
      await runMain(['step', 'reserve-cut-off', '--svg', join(out, 'r5'), '--rounds', '2', '--round', '5']),
      /--round 5: only rounds 1 to 2 are resolved$/,
    );
    oneLine(await runMain(['map', 'skirmish']), /required option '--svg <file>'/);
  });

  it('a game without pictures says so', () => {
    const dir = mkdtempSync(join(tmpdir(), 'diemen-svg-plugin-'));
    const { env, scenario } = highRollPlugin(dir);
    oneLine(
      runCli(['map', scenario, '--svg', join(dir, 'x.svg')], { env }),
      /^diemen: .*duel\.yaml: High Roll has no pictures yet/,
    );
    oneLine(
      runCli(['step', scenario, '--rounds', '2', '--svg', join(dir, 'pics')], { env }),
      /High Roll has no pictures yet/,
    );
  });
});

describe('start-up cost', () => {
  // Every file the real binary requires, our own lazy chunks included.
  const required = (args: string[]): string[] => requiredBy(args);

  it('roll and a step without --svg never load the picture code; step --svg does', () => {
    const pictureCode = (lines: string[]) =>
      lines.filter((l) => /cli-battle-pictures|cli-battle-runMap|cli-svg/.test(l));
    expect(pictureCode(required(['roll', '12d']))).toEqual([]);
    expect(pictureCode(required(['step', 'reserve-cut-off', '--seed', 's', '--no-map']))).toEqual([]);
    expect(
      pictureCode(required(['step', 'reserve-cut-off', '--seed', 's', '--svg', join(out, 'load')])),
    ).not.toEqual([]);
  });
});
