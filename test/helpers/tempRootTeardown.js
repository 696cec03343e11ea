/**
 * jest's globalTeardown: removes the run's temporary folder that tempRoot.js made. Set
 * DIEMEN_KEEP_TMP=1 to keep it and read what a failed test left there (its path is printed).
 */
const { rmSync } = require('node:fs');

module.exports = function tempRootTeardown() {
  const root = process.env.DIEMEN_JEST_TMP;
  if (!root) return;
  if (process.env.DIEMEN_KEEP_TMP) {
    process.stderr.write(`kept the test run's temporary folder: ${root}\n`);
    return;
  }
  rmSync(root, { recursive: true, force: true });
};
