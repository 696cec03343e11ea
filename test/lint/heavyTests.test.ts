/**
 * The heavy list (test/helpers/heavyTests.js) names test files that exist: a file renamed or moved without
 * updating the list would silently go back into `npm test` (and out of `npm run test:heavy`).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const heavy = require('../helpers/heavyTests.js') as string[];
const ROOT = join(__dirname, '..', '..');

describe('the heavy test list', () => {
  it('names test files, each once', () => {
    expect(heavy.length).toBeGreaterThan(0);
    expect(new Set(heavy).size).toBe(heavy.length);
    for (const file of heavy) {
      expect([file, /^test\/.+\.test\.ts$/.test(file) && existsSync(join(ROOT, file))]).toEqual([file, true]);
    }
  });
});

describe('the test sets (test/helpers/testSet.js)', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const filter = require('../helpers/testSet.js') as (paths: string[]) => Promise<{ filtered: string[] }>;
  const inSet = async (set: string, paths: string[]) => {
    const before = process.env.DIEMEN_TEST_SET;
    process.env.DIEMEN_TEST_SET = set;
    try {
      return (await filter(paths)).filtered;
    } finally {
      if (before === undefined) delete process.env.DIEMEN_TEST_SET;
      else process.env.DIEMEN_TEST_SET = before;
    }
  };

  it('puts each test file in exactly one run: the heavy list in heavy, pages in browser, the rest in fast', async () => {
    const fast = join(ROOT, 'test/dice/roll.test.ts');
    const page = join(ROOT, 'test/browser/report.browser.ts');
    const paths = [fast, page, ...heavy.map((file) => join(ROOT, file))];
    expect(await inSet('fast', paths)).toEqual([fast]);
    expect(await inSet('heavy', paths)).toEqual(heavy.map((file) => join(ROOT, file)));
    expect(await inSet('browser', paths)).toEqual([page]);
  });
});
