/**
 * The browser tests (`npm run test:browser`, run by scripts/browser-test.sh): the battle report
 * page in a real headless Chromium. Kept out of `npm test` (its files are `*.browser.ts`, which
 * test/helpers/testSet.js leaves to this set), so a checkout without Chromium still passes that.
 */
process.env.DIEMEN_TEST_SET = 'browser';

module.exports = {
  ...require('./test/helpers/jestShared.js'),
  // A browser start on the shared 2-core machine takes seconds; the steps are many.
  testTimeout: 120000,
};
