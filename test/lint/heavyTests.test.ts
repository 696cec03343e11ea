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
