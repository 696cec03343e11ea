/**
 * Every command fits the terminal (issue 20): at COLUMNS=80 no line is wider than 80 columns
 * (colour codes not counted), for the tables of `odds`, `cards`, `scenarios` and `dw army`, every
 * bundled scenario stepped through to its end, and a battle of each game played by the computer;
 * and a wider terminal is used: tables not split or squeezed when they fit. `--json` is as it was.
 *
 * What is checked is the width of what the commands write, not the terminal, so the commands run
 * in-process through the binary's own `main` and its output's text (runMain), each in a few
 * milliseconds instead of a Node start-up (this file started the binary 58 times). Two runs go
 * through the built binary, so the width it takes from COLUMNS is checked at the edge too: a
 * battle at 80 columns and the cards at 120.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { terminalWidth } from '../../src/cli/layout/width';
import { stripCodes, visibleWidth } from '../../src/cli/layout/wrap';
import { runCli, type CliResult } from '../helpers/runCli';
import { runMain } from '../helpers/runMain';

const succeeded = (r: CliResult): string => {
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return r.stdout;
};
const widthEnv = (columns: number) => ({ env: { COLUMNS: String(columns), FORCE_COLOR: '1' } });

/** Run at a width, in colour (so the codes are there not to be counted), in-process. */
const at = async (columns: number, args: string[]): Promise<string> =>
  succeeded(await runMain(args, widthEnv(columns)));

/** The same through the built binary. */
const atBinary = (columns: number, args: string[]): string => succeeded(runCli(args, widthEnv(columns)));

/** The lines wider than `columns`, to show in a failure. */
const tooWide = (text: string, columns: number): string[] =>
  text.split('\n').filter((l) => visibleWidth(l) > columns);

const tables = (text: string): number => (text.match(/┌/g) ?? []).length;

describe('terminalWidth', () => {
  const env = {};
  it('takes the terminal columns at a terminal, COLUMNS when piped, else 80; never under 80', () => {
    expect(terminalWidth({ stdoutIsTTY: true, columns: 132, env: { COLUMNS: '90' } })).toBe(132);
    expect(terminalWidth({ stdoutIsTTY: false, columns: 132, env: { COLUMNS: '90' } })).toBe(90);
    expect(terminalWidth({ stdoutIsTTY: false, env })).toBe(80);
    expect(terminalWidth({ stdoutIsTTY: true, env })).toBe(80);
    expect(terminalWidth({ stdoutIsTTY: false, env: { COLUMNS: '40' } })).toBe(80);
    expect(terminalWidth({ stdoutIsTTY: false, env: { COLUMNS: 'wide' } })).toBe(80);
  });
});

describe('at 80 columns nothing is wider', () => {
  it.each(
    [
      ['odds', '8d'],
      ['odds', '12d', '--table'],
      ['cards'],
      ['scenarios'],
      ['rulesets'],
      ['dw', 'army', 'skirmish-warband'],
    ].map((args) => [args.join(' '), args]),
  )('%s', async (_title, args) => {
    const out = await at(80, args as string[]);
    expect(tooWide(out, 80)).toEqual([]);
  });

  const bundled = readdirSync('scenarios').filter((f) => /\.(ya?ml|json)$/.test(f));

  /**
   * `step --all` to the end: as many rounds as the battle allows (asking for too many is refused
   * with the most it takes), the scripted rounds first where it has them.
   */
  async function stepArgs(file: string): Promise<string[]> {
    const probe = await runMain(['step', file, '--all', '--rounds', '100000']);
    const most = /from 1 to (\d+)/.exec(probe.stderr)?.[1];
    return ['step', file, '--all', ...(most ? ['--rounds', most] : [])];
  }

  it.each(bundled)('step --all scenarios/%s', async (file) => {
    const out = await at(80, [...(await stepArgs(`scenarios/${file}`)), '--seed', 'width']);
    expect(out).toMatch(/end of round 2\b/);
    expect(tooWide(out, 80)).toEqual([]);
  });

  it.each([
    ['dw-mek-shop', at],
    ['df-stream', at],
    ['castle-siege', atBinary],
  ] as const)('play %s --ai all', async (name, run) => {
    const log = join(mkdtempSync(join(tmpdir(), 'diemen-width-')), 'battle.jsonl');
    const out = await run(80, ['play', name, '--ai', 'all', '--seed', 'width', '--log', log]);
    expect(tooWide(out, 80)).toEqual([]);
    // A long event line goes on, indented, on the next line.
    expect(stripCodes(out)).toMatch(/\n {4}\S/);
  });
});

describe('a wider terminal is used', () => {
  it('120 columns: the cards and the odds tables in one piece each', async () => {
    const cards = atBinary(120, ['cards']);
    expect(tables(cards)).toBe(2);
    expect(tables(await at(120, ['odds', '12d', '--table']))).toBe(3);
    expect(visibleWidth(cards)).toBe(119);
  });

  it('100 columns: what fits in 100 is drawn as it is, what does not is split once', async () => {
    const army = await at(100, ['dw', 'army', 'skirmish-warband']);
    expect(tables(army)).toBe(1);
    const odds = stripCodes(await at(100, ['odds', '12d', '--table']));
    expect(odds).toContain('│ a set 2× or wider, height 1+ │');
    expect(tables(odds)).toBe(5); // widths and heights in two parts each, then the pool table
    expect(tables(await at(100, ['cards']))).toBe(3);
  });

  it('80 columns: a table too wide is split into parts that each name their rows', async () => {
    const odds = stripCodes(await at(80, ['odds', '8d']));
    expect(odds.match(/│ widest set │/g)).toHaveLength(1); // 74 columns: it fits
    expect(odds.match(/│ a set of height │/g)).toHaveLength(2);
    expect(odds).toContain('│ 10+ ');
    const cards = stripCodes(await at(80, ['cards']));
    expect(cards.match(/│ heavy cavalry +│/g)).toHaveLength(2);
    for (const field of ['speed', 'targets', 'defence', 'break away', 'uses']) expect(cards).toContain(field);
  });
});

describe('--json does not depend on the width', () => {
  it.each(
    [
      ['odds', '12d', '--table', '--json'],
      ['cards', '--json'],
      ['scenarios', '--json'],
      ['step', 'scenarios/reserve-cut-off.yaml', '--json', '--seed', 'w'],
    ].map((args) => [args.join(' '), args]),
  )('%s', async (_title, args) => {
    expect(await at(80, args as string[])).toBe(await at(1000, args as string[]));
  });
});
