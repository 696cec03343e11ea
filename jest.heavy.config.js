/**
 * `npm run test:heavy`: the heavy test files named in test/helpers/heavyTests.js (long reliability runs,
 * the package install, pseudo-terminals, many runs of the binary), kept out of `npm test` so that
 * it runs in minutes. CI (.ci/run) runs them after `npm test`.
 */
const shared = require('./test/helpers/jestShared.js');
const heavy = require('./test/helpers/heavyTests.js');

module.exports = {
  ...shared,
  rootDir: __dirname,
  roots: ['<rootDir>/test'],
  testMatch: heavy.map((file) => `<rootDir>/${file}`),
};
