/**
 * docs/rules.md, "Worked examples and their tests", kept true: every test file a row names exists,
 * every test name it quotes is in one of the row's files, and the counts table adds up to the rows.
 * A renamed or deleted test then shows here instead of leaving the table pointing at nothing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const doc = readFileSync(join(ROOT, 'docs', 'rules.md'), 'utf8');
const section = doc.slice(doc.indexOf('## Worked examples and their tests'));

/** Each game's table, by the start of its heading, and the folder its bare file names are in. */
const GAMES: readonly (readonly [string, string])[] = [
  ['ORE dice', 'dice/ore'],
  ['Die, Men!', 'rulesets/die-men'],
  ['Die Fighting', 'rulesets/die-fighting'],
  ['Dice Wars', 'rulesets/dice-wars'],
];
/** The ORE table names its file once, above the table, for the rows that name none. */
const ORE_DEFAULT = 'test/dice/ore/rulebook.test.ts';

interface Row {
  readonly game: string;
  readonly line: string;
  readonly files: readonly string[];
  readonly missingFiles: readonly string[];
  readonly names: readonly string[];
  /** Backquoted test files the row names. */
  readonly named: number;
}

const subsections = section.split('\n### ').slice(1);
const tableLines = (text: string) =>
  text.split('\n').filter((l) => l.startsWith('| ') && !/^\| (Section|Text|---) \|/.test(l));

function resolve(base: string, file: string): string | null {
  const tries = file.startsWith('test/') ? [file] : [join('test', base, file), join('test', file)];
  return tries.find((f) => existsSync(join(ROOT, f))) ?? null;
}

function rowsOf(game: string, base: string): Row[] {
  const text = subsections.find((s) => s.startsWith(game));
  if (!text) return [];
  return tableLines(text).map((line) => {
    const cell = line
      .replace(/ \|\s*$/, '')
      .split(' | ')
      .pop()!;
    const named = [...cell.matchAll(/`([\w/.-]+\.test\.ts)`/g)].map((m) => m[1]!);
    const files = named.map((f) => resolve(base, f)).filter((f): f is string => f !== null);
    if (game === 'ORE dice') files.push(ORE_DEFAULT);
    // A quoted name: from a quote to the next quote or an ellipsis; the bits between two names
    // (", ", "; ", a file name) start with punctuation or a backtick and are left out.
    const names = [...cell.matchAll(/"([^"]+?)(?="|…)/g)]
      .map((m) => m[1]!.trim())
      .filter((n) => n.length >= 12 && !/^[,;(`]/.test(n));
    return {
      game,
      line,
      files,
      missingFiles: named.filter((f) => !resolve(base, f)),
      names,
      named: named.length,
    };
  });
}

const ROWS = GAMES.map(([game, base]) => rowsOf(game, base));
const sources = new Map<string, string>();
const sourceOf = (file: string) => {
  if (!sources.has(file)) sources.set(file, readFileSync(join(ROOT, file), 'utf8').replace(/\\'/g, "'"));
  return sources.get(file)!;
};

describe('docs/rules.md, "Worked examples and their tests"', () => {
  it('has a table for each game, and every row names a test or says why it is not modelled', () => {
    for (const rows of ROWS) {
      expect(rows.length).toBeGreaterThan(5);
      for (const r of rows) {
        const modelled = !r.line.includes('not modelled');
        expect([r.line, modelled ? r.names.length + r.named > 0 : true]).toEqual([r.line, true]);
      }
    }
  });

  it('every test file a row names exists', () => {
    const missing = ROWS.flat().flatMap((r) => r.missingFiles.map((f) => `${r.game}: ${f}`));
    expect(missing).toEqual([]);
  });

  it("every test name a row quotes is in one of the row's files", () => {
    const missing = ROWS.flat().flatMap((r) =>
      r.names.filter((n) => !r.files.some((f) => sourceOf(f).includes(n))).map((n) => `${r.game}: ${n}`),
    );
    expect(missing).toEqual([]);
  });

  it('the counts table counts the rows: tested before, newly tested, not modelled', () => {
    const counts = subsections.find((s) => s.startsWith('Counts'))!;
    const figures = tableLines(counts).map((l) => l.split(' | ').slice(1, 7).map(Number));
    const expected = ROWS.map((rows) => {
      const fresh = rows.filter((r) => r.line.includes('(new)')).length;
      const notModelled = rows.filter((r) => r.line.includes('not modelled')).length;
      return [rows.length, rows.length - fresh - notModelled, fresh, notModelled];
    });
    const total = expected.reduce((a, b) => a.map((x, i) => x + b[i]!));
    // Rows, tested before, newly tested and not modelled of each text, then of all; the columns
    // "tests added" and "disagreements" count tests, not rows, and are left to the reader.
    expect(figures.map((f) => [f[0], f[1], f[2], f[4]])).toEqual([...expected, total]);
  });
});
