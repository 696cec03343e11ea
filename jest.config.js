/**
 * `npm test`'s jest: every test file under test/ (*.test.ts) except the heavy ones named in
 * test/helpers/heavyTests.js, which `npm run test:heavy` runs (jest.heavy.config.js); CI runs both.
 * A new test file is in `npm test` unless it is named there. The files are chosen by
 * test/helpers/testSet.js from the set named here; the project config is shared.
 */
process.env.DIEMEN_TEST_SET = 'fast';

module.exports = {
  ...require('./test/helpers/jestShared.js'),
  // Jest's default is one worker fewer than the cores: on the 2-core machine one worker, running
  // the files one after another while the second core idles. The files are independent and mostly
  // busy computing (the battles, the odds; the binary's start-ups), so two workers use both cores.
  maxWorkers: 2,
};
