/**
 * Every command fits the terminal (issue 20): at COLUMNS=80 no line is wider than 80 columns
 * (colour codes not counted), for the tables of `odds`, `cards`, `scenarios` and `dw army`, every
 * bundled scenario stepped through to its end, and a battle of each game played by the computer;
 * and a wider terminal is used: tables not split or squeezed when they fit. `--json` is as it was.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { terminalWidth } from '../../src/cli/layout/width';
import { stripCodes, visibleWidth } from '../../src/cli/layout/wrap';
import { runCli } from '../helpers/runCli';

/** Run at a width, in colour (so the codes are there not to be counted). */
const at = (columns: number, args: string[]) => {
  const r = runCli(args, { env: { COLUMNS: String(columns), FORCE_COLOR: '1' } });
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return r.stdout;
};

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
  )('%s', (_title, args) => {
    const out = at(80, args as string[]);
    expect(tooWide(out, 80)).toEqual([]);
  });

  const bundled = readdirSync('scenarios').filter((f) => /\.(ya?ml|json)$/.test(f));

  /**
   * `step --all` to the end: as many rounds as the battle allows (asking for too many is refused
   * with the most it takes), the scripted rounds first where it has them.
   */
  function stepArgs(file: string): string[] {
    const probe = runCli(['step', file, '--all', '--rounds', '100000']);
    const most = /from 1 to (\d+)/.exec(probe.stderr)?.[1];
    return ['step', file, '--all', ...(most ? ['--rounds', most] : [])];
  }

  it.each(bundled)('step --all scenarios/%s', (file) => {
    const out = at(80, [...stepArgs(`scenarios/${file}`), '--seed', 'width']);
    expect(out).toMatch(/end of round 2\b/);
    expect(tooWide(out, 80)).toEqual([]);
  });

  it.each(['dw-mek-shop', 'df-stream', 'castle-siege'])('play %s --ai all', (name) => {
    const log = join(mkdtempSync(join(tmpdir(), 'diemen-width-')), 'battle.jsonl');
    const out = at(80, ['play', name, '--ai', 'all', '--seed', 'width', '--log', log]);
    expect(tooWide(out, 80)).toEqual([]);
    // A long event line goes on, indented, on the next line.
    expect(stripCodes(out)).toMatch(/\n {4}\S/);
  });
});

describe('a wider terminal is used', () => {
  it('120 columns: the cards and the odds tables in one piece each', () => {
    expect(tables(at(120, ['cards']))).toBe(2);
    expect(tables(at(120, ['odds', '12d', '--table']))).toBe(3);
    expect(visibleWidth(at(120, ['cards']))).toBe(119);
  });

  it('100 columns: what fits in 100 is drawn as it is, what does not is split once', () => {
    const army = at(100, ['dw', 'army', 'skirmish-warband']);
    expect(tables(army)).toBe(1);
    const odds = stripCodes(at(100, ['odds', '12d', '--table']));
    expect(odds).toContain('│ a set 2× or wider, height 1+ │');
    expect(tables(odds)).toBe(5); // widths and heights in two parts each, then the pool table
    expect(tables(at(100, ['cards']))).toBe(3);
  });

  it('80 columns: a table too wide is split into parts that each name their rows', () => {
    const odds = stripCodes(at(80, ['odds', '8d']));
    expect(odds.match(/│ widest set │/g)).toHaveLength(1); // 74 columns: it fits
    expect(odds.match(/│ a set of height │/g)).toHaveLength(2);
    expect(odds).toContain('│ 10+ ');
    const cards = stripCodes(at(80, ['cards']));
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
  )('%s', (_title, args) => {
    expect(at(80, args as string[])).toBe(at(1000, args as string[]));
  });
});
