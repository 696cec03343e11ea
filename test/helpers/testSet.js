/**
 * Jest's `filter` (test/helpers/jestShared.js): which test files a run takes. The three configs
 * (jest.config.js, jest.heavy.config.js, jest.browser.config.js) share one project config, so
 * ts-jest's compiled modules, whose cache key holds the whole project config, are compiled once
 * by `npm test` and read back by the heavy and browser runs instead of compiled again; each config
 * names its set in DIEMEN_TEST_SET before jest asks this filter:
 * - fast: every `*.test.ts` not named in test/helpers/heavyTests.js (`npm test`);
 * - heavy: the files named there (`npm run test:heavy`);
 * - browser: the `*.browser.ts` files (`npm run test:browser`).
 */
const { relative, resolve } = require('node:path');
const heavy = new Set(require('./heavyTests.js'));

const ROOT = resolve(__dirname, '../..');

function setOf(path) {
  if (path.endsWith('.browser.ts')) return 'browser';
  return heavy.has(relative(ROOT, path).split('\\').join('/')) ? 'heavy' : 'fast';
}

module.exports = async (testPaths) => {
  const wanted = process.env.DIEMEN_TEST_SET ?? 'fast';
  return { filtered: testPaths.filter((path) => setOf(path) === wanted) };
};
