/**
 * Issue #6, fuzzing: thousands of random and mutated scenario files and dice notations. Each is
 * either accepted or rejected with clear problems (a code, a one-line message, the file); nothing
 * ever throws. What the loader accepts, the rules core accepts too. A sample goes through the real
 * binary: exit 0 or 2, `diemen: ...` lines, never a stack trace. There, one `validate` run
 * reads all eight mutated files (it takes several) and each is simulated; of the pools, the first
 * is rolled by the binary and the rest in-process through the same main() (runMain), since reading
 * a pool is the notation's rule (24 starts of the binary, now 10).
 */
import fc from 'fast-check';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Problem } from '../../src/core/problem';
import { parseFaces, parsePool } from '../../src/dice/ore';
import { dieMen } from '../../src/rulesets/die-men';
import { loadDieMenScenario, toBattleSetup } from '../../src/rulesets/die-men/scenario';
import { runCli } from '../helpers/runCli';
import { runMain } from '../helpers/runMain';

const ROOT = join(__dirname, '..', '..');

function corpus(): string[] {
  const dirs = [join(ROOT, 'scenarios'), join(ROOT, 'test', 'fixtures', 'scenarios')];
  return dirs.flatMap((d) =>
    readdirSync(d)
      .filter((f) => /\.(ya?ml|json)$/.test(f))
      .sort()
      .map((f) => readFileSync(join(d, f), 'utf8')),
  );
}

/** Pieces that tend to break parsers and checkers. */
const TOKENS = [
  '{',
  '}',
  '[',
  ']',
  ':',
  ': ',
  '- ',
  '\n',
  '\n  ',
  '\t',
  '"',
  "'",
  ',',
  '#',
  '&a ',
  '*a',
  '<<: *a',
  '!!binary ',
  '!!js/function ',
  '~',
  'null',
  'true',
  '0',
  '-1',
  '1.5',
  '1e999',
  '99999999999999999999',
  'NaN',
  '.inf',
  '-.nan',
  '0x1F',
  '"3,2"',
  '"-1,0"',
  '"100,100"',
  'infantry',
  'cavalry',
  'siege',
  'impassable',
  'river',
  'hold',
  'seize',
  '__proto__',
  'constructor',
  'ü',
  '\u0000',
  '\u202e',
  '\ufeff',
  '💥',
  'x'.repeat(300),
  '10000',
].map(String);

const mutation = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), token: fc.constantFrom(...TOKENS) }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 40 }) }),
  fc.record({
    kind: fc.constant('duplicate' as const),
    at: fc.nat(),
    length: fc.integer({ min: 1, max: 80 }),
  }),
  fc.record({
    kind: fc.constant('flip' as const),
    at: fc.nat(),
    char: fc.string({ minLength: 1, maxLength: 1 }),
  }),
  fc.record({ kind: fc.constant('swapLines' as const), a: fc.nat(), b: fc.nat() }),
  fc.record({
    kind: fc.constant('number' as const),
    at: fc.nat(),
    value: fc.oneof(fc.integer(), fc.double()),
  }),
);

type Mutation = typeof mutation extends fc.Arbitrary<infer T> ? T : never;

function mutate(text: string, m: Mutation): string {
  const n = Math.max(1, text.length);
  switch (m.kind) {
    case 'insert': {
      const i = m.at % (n + 1);
      return text.slice(0, i) + m.token + text.slice(i);
    }
    case 'delete': {
      const i = m.at % n;
      return text.slice(0, i) + text.slice(i + m.length);
    }
    case 'duplicate': {
      const i = m.at % n;
      return text.slice(0, i + m.length) + text.slice(i);
    }
    case 'flip': {
      const i = m.at % n;
      return text.slice(0, i) + m.char + text.slice(i + 1);
    }
    case 'swapLines': {
      const lines = text.split('\n');
      const a = m.a % lines.length;
      const b = m.b % lines.length;
      [lines[a], lines[b]] = [lines[b]!, lines[a]!];
      return lines.join('\n');
    }
    case 'number': {
      // Replace the n-th number in the text.
      const nums = [...text.matchAll(/\d+/g)];
      if (nums.length === 0) return text;
      const hit = nums[m.at % nums.length]!;
      return text.slice(0, hit.index) + String(m.value) + text.slice(hit.index! + hit[0].length);
    }
  }
}

function checkProblems(problems: readonly Problem[], file: string): void {
  expect(problems.length).toBeGreaterThan(0);
  for (const p of problems) {
    if (typeof p.code !== 'string' || p.code === '')
      throw new Error(`a problem without a code: ${JSON.stringify(p)}`);
    if (typeof p.message !== 'string' || p.message.trim() === '' || p.message.includes('\n')) {
      throw new Error(`not a one-line message: ${JSON.stringify(p)}`);
    }
    if (/\[object Object\]|\n\s+at /.test(p.message)) throw new Error(`an unclear message: ${p.message}`);
    if (p.file !== undefined && p.file !== file)
      throw new Error(`a problem about another file: ${JSON.stringify(p)}`);
  }
}

/** Loads one text: accepted (and then playable by the rules core) or refused with clear problems. */
function loadChecked(text: string): boolean {
  let loaded;
  try {
    loaded = loadDieMenScenario(text, 'fuzz.yaml');
  } catch (e) {
    throw new Error(`the loader threw on ${JSON.stringify(text.slice(0, 300))}: ${String(e)}`);
  }
  if (!loaded.ok) {
    checkProblems(loaded.error, 'fuzz.yaml');
    return false;
  }
  const setup = toBattleSetup(loaded.value.scenario, { defaultSeed: 'fuzz' });
  const init = dieMen.init(setup);
  if (!init.ok) throw new Error(`loaded but refused by the rules core: ${JSON.stringify(init.error)}`);
  return true;
}

describe('fuzzing the scenario loader', () => {
  const texts = corpus();

  it('the corpus itself loads or fails cleanly', () => {
    expect(texts.length).toBeGreaterThan(5);
    for (const t of texts) loadChecked(t);
  });

  it('thousands of mutated scenario files: accepted or refused with clear problems, never a throw', () => {
    let accepted = 0;
    let runs = 0;
    fc.assert(
      fc.property(fc.nat(), fc.array(mutation, { minLength: 1, maxLength: 4 }), (pick, ms) => {
        const text = ms.reduce(mutate, texts[pick % texts.length]!);
        runs++;
        if (loadChecked(text)) accepted++;
      }),
      { numRuns: 3000 },
    );
    // Both outcomes are exercised: small edits often leave a valid file.
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThan(runs);
  });

  it('random documents of any shape, as YAML and as JSON', () => {
    const value = fc.oneof(
      fc.jsonValue(),
      fc.record({
        name: fc.oneof(fc.string(), fc.jsonValue()),
        map: fc.oneof(fc.record({ cols: fc.integer(), rows: fc.integer() }), fc.jsonValue()),
        sides: fc.oneof(
          fc.array(
            fc.record({
              id: fc.string(),
              units: fc.dictionary(fc.string(), fc.oneof(fc.integer(), fc.jsonValue())),
            }),
          ),
          fc.jsonValue(),
        ),
        options: fc.jsonValue(),
      }),
    );
    fc.assert(
      fc.property(value, fc.boolean(), (v, asJson) => {
        loadChecked(
          asJson ? JSON.stringify(v) : JSON.stringify(v, null, 1).replace(/^( *)"([^"]+)":/gm, '$1$2:'),
        );
      }),
      { numRuns: 1500 },
    );
  });

  it('random text of any kind', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 400 }), fc.string({ unit: 'binary', maxLength: 400 })),
        (t) => {
          loadChecked(t);
        },
      ),
      { numRuns: 1500 },
    );
  });
});

describe('fuzzing the dice notation', () => {
  const VALID = ['12d', '6d+ED7', '4d+MD', '3d+ED10', '1d', '15d', '2d+MD+ED5', '10d10', '0d+MD'];
  const pieces = fc.constantFrom(
    'd',
    'D',
    '+',
    '-',
    'ED',
    'MD',
    'x',
    ' ',
    '0',
    '1',
    '7',
    '10',
    '11',
    '999999999999',
    'e',
    '.',
    ',',
    'ü',
  );

  const checkPool = (text: string) => {
    let r;
    try {
      r = parsePool(text);
    } catch (e) {
      throw new Error(`parsePool threw on ${JSON.stringify(text)}: ${String(e)}`);
    }
    if (!r.ok) checkProblems([r.error], r.error.file as string);
  };

  it('mutated and random pools: read or refused with a clear problem', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VALID),
        fc.array(fc.tuple(fc.nat(), pieces, fc.boolean()), { maxLength: 4 }),
        (base, edits) => {
          let text = base;
          for (const [at, piece, insert] of edits) {
            const i = at % (text.length + 1);
            text = insert ? text.slice(0, i) + piece + text.slice(i) : text.slice(0, i) + text.slice(i + 1);
          }
          checkPool(text);
        },
      ),
      { numRuns: 3000 },
    );
    fc.assert(fc.property(fc.string({ maxLength: 60 }), checkPool), { numRuns: 1000 });
  });

  it('--dice faces: read or refused with a clear problem', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 60 }),
          fc.array(fc.integer({ min: -5, max: 15 }), { maxLength: 20 }).map((xs) => xs.join(',')),
        ),
        (t) => {
          let r;
          try {
            r = parseFaces(t);
          } catch (e) {
            throw new Error(`parseFaces threw on ${JSON.stringify(t)}: ${String(e)}`);
          }
          if (!r.ok) checkProblems([r.error], r.error.file as string);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('fuzzing the real binary', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'diemen-fuzz-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const clean = (r: { code: number; stderr: string }) => {
    expect([0, 2]).toContain(r.code);
    expect(r.stderr).not.toMatch(/\n\s+at |internal error|TypeError|RangeError/);
    for (const line of r.stderr.split('\n').filter((l) => l !== ''))
      expect(line).toMatch(/^(diemen|error): /);
  };

  it('mutated scenarios through validate and sim, mutated pools through roll', async () => {
    const texts = corpus();
    const samples = fc.sample(fc.tuple(fc.nat(), fc.array(mutation, { minLength: 1, maxLength: 3 })), {
      numRuns: 8,
      seed: 42,
    });
    const files = samples.map(([pick, ms], i) => {
      const file = join(dir, `m${i}.yaml`);
      writeFileSync(file, ms.reduce(mutate, texts[pick % texts.length]!));
      return file;
    });
    const validated = runCli(['validate', ...files]);
    clean(validated);
    // Every file answered: an ok line on stdout or a problem naming it on stderr.
    for (const file of files) expect(`${validated.stdout}${validated.stderr}`).toContain(file);
    for (const file of files)
      clean(runCli(['sim', file, '--trials', '3', '--workers', '1', '--timeout', '20']));
    const pools = ['12d+', 'd', '99999999999999d', '3d+ED11', '4d+MD+MD', '--', '1e3d', '5d,2'];
    for (const [i, pool] of pools.entries()) {
      const args = ['roll', pool, '--seed', 'f'];
      clean(i === 0 ? runCli(args) : await runMain(args));
    }
  });
});
