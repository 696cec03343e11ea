/**
 * `npm run test:heavy`: the heavy test files named in test/helpers/heavyTests.js (long reliability runs,
 * the package install, pseudo-terminals, many runs of the binary), kept out of `npm test` so that
 * it runs in minutes. CI (.ci/run) runs them after `npm test`. The files are chosen by
 * test/helpers/testSet.js; the project config is the one jest.config.js uses, so the modules
 * `npm test` compiled are read back from jest's cache, not compiled again.
 */
process.env.DIEMEN_TEST_SET = 'heavy';

module.exports = {
  ...require('./test/helpers/jestShared.js'),
  // Two workers, as in jest.config.js: with jest's default (one worker on 2 cores) the files ran one
  // after another, 415 s in CI while the second core mostly idled (many files wait on the binary
  // they start, or on a pseudo-terminal). The files are independent (each has its own temporary
  // folder), and the pseudo-terminal files wait for what they read on the screen, not for a time.
  maxWorkers: 2,
};
