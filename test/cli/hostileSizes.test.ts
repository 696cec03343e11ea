/**
 * Issue #22, inputs under 1 MB that took gigabytes or minutes, through the real binary (`npm run
 * build` first when run alone). Each is generated here, run under a 256 MB heap, and must end
 * with one clear line and exit 2 in a few seconds of CPU. Before the caps: a drawn 990x990 map
 * validated in 827 MB, 1,000 table-wide terrain pieces took 1 GB, 40,000 keys 54 s, a log of
 * 63 MB of `{}` lines 1.9 GB, an army of 50,000 cards printed 50,003 lines.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../helpers/runCli';
import { HEAP_MB, runBounded } from '../helpers/runBounded';

const tmp = mkdtempSync(join(tmpdir(), 'diemen-sizes-'));
const at = (name: string) => join(tmp, name);
const write = (name: string, text: string): string => {
  expect(Buffer.byteLength(text)).toBeLessThan(1_000_000);
  writeFileSync(at(name), text);
  return at(name);
};
/** A few seconds of CPU on a loaded machine; the attacks took tens of seconds to minutes. */
const CPU_S = 12;

const bounded = (args: string[], stderr: RegExp) => {
  const r = runBounded(args);
  expect(r.stderr).toMatch(stderr);
  expect(r.code).toBe(2);
  expect(r.cpu).toBeLessThan(CPU_S);
  return r;
};

describe(`inputs under 1 MB: bounded time and a ${HEAP_MB} MB heap`, () => {
  it('a Die Fighting map drawn 990 squares by 990: one line on its rows', () => {
    const row = `    - "${'.'.repeat(990)}"\n`;
    const file = write(
      'df-draw.yaml',
      `ruleset: die-fighting\nname: big\nmode: skirmish\nmap:\n  terrain:\n${row.repeat(990)}` +
        'sides:\n  - id: a\n    edge: north\n    units: { "1,0": archers }\n' +
        '  - id: b\n    edge: south\n    units: { "1,989": archers }\n',
    );
    bounded(
      ['validate', file],
      /^diemen: \S+:5: map\.terrain: a drawn map has at most 60 rows \(got 990\)\n$/,
    );
  });

  it('a drawing 60 rows of 990 squares: one line at the widest row', () => {
    const row = `    - "${'.'.repeat(990)}"\n`;
    const file = write(
      'df-wide.yaml',
      `ruleset: die-fighting\nname: big\nmode: skirmish\nmap:\n  terrain:\n${row.repeat(60)}` +
        'sides:\n  - id: a\n    edge: north\n    units: { "1,0": archers }\n' +
        '  - id: b\n    edge: south\n    units: { "1,59": archers }\n',
    );
    bounded(
      ['validate', file],
      /^diemen: \S+:6: map\.terrain\[0\]: a drawn map is at most 60 squares wide \(row 0 has 990\)\n$/,
    );
  });

  it('a Die Fighting unit with uses: 9007199254740991 is refused', () => {
    const df = readFileSync('scenarios/df-battle.yaml', 'utf8');
    const file = write(
      'df-uses.yaml',
      df.replace('"6,0": archers', '"6,0": { type: archers, uses: 9007199254740991 }'),
    );
    bounded(['validate', file], /sides\[0\]\.units\["6,0"\]\.uses: must be at most 100/);
  });

  const dw = readFileSync('scenarios/dw-battle.yaml', 'utf8');
  const withPieces = (pieces: string[]) =>
    dw.replace(
      /table:\n {2}terrain:\n( {4}- .*\n)*/,
      `table:\n  cols: 120\n  rows: 120\n  terrain:\n${pieces.join('')}`,
    );

  it.each([1000])('a Dice Wars table of %i table-wide pieces: one line', (n) => {
    const piece = (i: number) => `    - { id: p${i}, from: "0,0", to: "119,119", height: 1 }\n`;
    const file = write(`dw-pieces-${n}.yaml`, withPieces(Array.from({ length: n }, (_, i) => piece(i))));
    bounded(
      ['validate', file],
      new RegExp(`^diemen: \\S+:15: table\\.terrain: at most 200 terrain pieces \\(got ${n}\\)\\n$`),
    );
  });

  it('Dice Wars pieces under the count that cover too much: one line at the piece past the cap', () => {
    const piece = (i: number) => `    - { id: p${i}, from: "0,0", to: "119,119", height: 1 }\n`;
    const file = write('dw-covered.yaml', withPieces(Array.from({ length: 150 }, (_, i) => piece(i))));
    const r = bounded(
      ['validate', file],
      /table\.terrain\[1\]: p1: the terrain pieces cover more than 14400 squares/,
    );
    expect(r.stderr.split('\n').filter((l) => l.includes('terrain')).length).toBe(1);
  });

  it('40,000 keys in one mapping: linear, and a duplicate key still named with its line', () => {
    const keys = Array.from({ length: 40_000 }, (_, i) => `  k${i}: 1\n`).join('');
    const file = write('keys.yaml', `ruleset: die-fighting\nname: keys\nx:\n${keys}  k7: 2\n`);
    bounded(
      ['validate', file],
      /^diemen: \S+:40004: bad YAML: the key "k7" is given twice in one mapping \(first at line 11\)\n$/,
    );
  });

  it('a log whose header is followed by 63 MB of {} lines: refused at line 2', () => {
    const log = at('junk.jsonl');
    expect(runCli(['play', 'scenarios/skirmish.yaml', '--ai', 'all', '--seed', 'j', '--log', log]).code).toBe(
      0,
    );
    const header = readFileSync(log, 'utf8').split('\n')[0]!;
    writeFileSync(log, `${header}\n${'{}\n'.repeat(21_000_000)}`);
    bounded(['replay', log, '--verify'], /^diemen: \S+:2: bad log line \(type: /);
  });

  it('an army of 20,000 cards: one line, not 20,003', () => {
    const cards = Array(20_000).fill('{name: x, core: 9}').join(',');
    const file = write('army.yaml', `ruleset: dice-wars\nname: horde\nsize: epic\nunits: [${cards}]\n`);
    bounded(['dw', 'army', file], /^diemen: \S+:4: units: at most 200 units in one army \(got 20000\)\n$/);
  });

  it('many problems are cut short: 20 lines, then how many more', () => {
    const cards = Array(150).fill('{name: x, core: 9}').join(',');
    const file = write('army-150.yaml', `ruleset: dice-wars\nname: horde\nsize: epic\nunits: [${cards}]\n`);
    const r = bounded(['dw', 'army', file], /and \d+ more problems\n$/);
    expect(r.stderr.split('\n').length).toBe(22);
  });

  it('a Die, Men! battle of 50 sides, and a side on 5,000 cells: one line each', () => {
    const side = (i: number, cells: number, row: number) =>
      `  - id: s${i}\n    units:\n${Array.from({ length: cells }, (_, c) => `      "${c % 100},${row + Math.floor(c / 100)}": 4\n`).join('')}`;
    const head = 'name: many\ngrid: square\nscale: 10\nmap:\n  cols: 100\n  rows: 100\nsides:\n';
    const sides = write('sides.yaml', head + Array.from({ length: 50 }, (_, i) => side(i, 1, i)).join(''));
    bounded(['validate', sides], /^diemen: \S+:7: sides: at most 16 sides \(got 50\)\n$/);
    const cells = write('cells.yaml', head + side(0, 5000, 0) + side(1, 1, 99));
    bounded(
      ['validate', cells],
      /^diemen: \S+:9: sides\[0\]\.units: at most 1000 cells of units for one side \(got 5000\)\n$/,
    );
  });

  it('--workers past the cores is cut down to them, with a note', () => {
    const r = runCli([
      'sim',
      'scenarios/skirmish.yaml',
      '--trials',
      '4',
      '--seed',
      'w',
      '--workers',
      '64',
      '--json',
    ]);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(
      /^diemen: note: --workers 64: this machine has \d+ cores? to run them on, so \d+ workers?\n$/,
    );
    expect(JSON.parse(r.stdout)).toBeTruthy();
  });
});
