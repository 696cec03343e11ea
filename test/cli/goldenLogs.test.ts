/**
 * Golden battle logs (test/fixtures/logs/, made by scripts/golden-logs.mjs): the computer playing
 * every side of a bundled scenario of each game. Each is replayed with --verify (every roll, round
 * and the winner must come out as logged), and played again from the scenario and seed its header
 * names, which must write the same log line for line: so a change to the rules, the dice or a
 * computer general that alters any decision fails here, naming the line.
 * If the change was meant, regenerate the logs deliberately: node scripts/golden-logs.mjs.
 * The first golden log is replayed and played through the real binary (the bundle in dist/ must
 * play as the source does); the others run the same `main` in-process (runMain): a Node start-up
 * each was most of this file's CPU.
 * The older logs in format-1/ are only replayed: logs of the first format must still verify.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../helpers/runCli';
import { runMain } from '../helpers/runMain';

const DIR = join('test', 'fixtures', 'logs');
const OLD = join(DIR, 'format-1');
const jsonl = (dir: string): string[] => readdirSync(dir).filter((f) => f.endsWith('.jsonl'));
const golden = jsonl(DIR);
/** The real binary for the first golden log, in-process for the rest. */
const run = async (log: string, args: string[], env: Record<string, string> = {}) =>
  log.endsWith(golden[0]!) && !log.includes('format-1') ? runCli(args, { env }) : runMain(args, { env });
const REGENERATE =
  'If this change to play was meant, regenerate the golden logs: node scripts/golden-logs.mjs';

/** A log's lines with the checksums and the tool's version left out (a release doesn't change play). */
const content = (text: string): string[] =>
  text
    .trimEnd()
    .split('\n')
    .map((line) => line.replace(/,"sum":"[0-9a-f]+"/, '').replace(/"tool":"[^"]*",/, ''));

let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'diemen-golden-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('golden logs replay exactly', () => {
  it('each game has a golden log', () => {
    const games = golden.map((f) => JSON.parse(content(readFileSync(join(DIR, f), 'utf8'))[0]!).ruleset);
    expect(new Set(games)).toEqual(new Set(['die-men', 'die-fighting', 'dice-wars']));
    expect(jsonl(OLD).length).toBeGreaterThanOrEqual(3);
  });

  it.each([...golden.map((f) => join(DIR, f)), ...jsonl(OLD).map((f) => join(OLD, f))])(
    '%s verifies',
    async (log) => {
      const r = await run(log, ['replay', log, '--verify'], { COLUMNS: '80' });
      if (r.code !== 0) throw new Error(`${r.stderr.trim()}\n${REGENERATE}`);
      // Read as one line: a long path breaks it at a word to fit.
      const said = r.stdout.replace(/\n +/g, ' ');
      expect(said).toMatch(/^ok: .*every roll and round matches;? \d+ decisions and \d+ rounds replayed; /);
      // It was one line of 102 columns and more: now it fits 80 (read as a terminal of 80 would).
      for (const line of r.stdout.trimEnd().split('\n')) expect(line.length).toBeLessThanOrEqual(80);
    },
  );

  it.each(golden)('%s is played again line for line', async (name) => {
    const want = content(readFileSync(join(DIR, name), 'utf8'));
    const header = JSON.parse(want[0]!) as { scenarioFile: string; seed: string };
    const log = join(tmp, name);
    const r = await run(name, [
      'play',
      header.scenarioFile,
      '--ai',
      'all',
      '--seed',
      header.seed,
      '--log',
      log,
      '--no-map',
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const got = content(readFileSync(log, 'utf8'));
    const first = got.findIndex((line, i) => line !== want[i]);
    if (first >= 0 || got.length !== want.length) {
      const at = first >= 0 ? first : Math.min(got.length, want.length);
      throw new Error(
        `${name}: line ${at + 1} differs\n  golden: ${want[at] ?? '(none)'}\n  now:    ${got[at] ?? '(none)'}\n${REGENERATE}`,
      );
    }
    expect(got).toEqual(want);
  });
});
