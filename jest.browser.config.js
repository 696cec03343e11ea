/**
 * The browser tests (`npm run test:browser`, run by scripts/browser-test.sh): the battle report
 * page in a real headless Chromium. Kept out of `npm test` (its files are `*.browser.ts`, not
 * `*.test.ts`), so a checkout without Chromium still passes that.
 */
const shared = require('./test/helpers/jestShared.js');

module.exports = {
  ...shared,
  rootDir: __dirname,
  roots: ['<rootDir>/test/browser'],
  testMatch: ['**/*.browser.ts'],
  // A browser start on the shared 2-core machine takes seconds; the steps are many.
  testTimeout: 120000,
};
