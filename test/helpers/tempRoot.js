/**
 * jest's globalSetup: one temporary folder for the whole run, made the TMPDIR of every test worker
 * and of every binary a test starts. Many tests make their own folders under os.tmpdir() and leave
 * them (a binary test's folder is what you read when it fails); without this each run left some
 * hundred `diemen-*` folders in /tmp. tempRootTeardown.js removes the run's folder at the end.
 */
const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

module.exports = function tempRoot() {
  const root = mkdtempSync(join(tmpdir(), 'diemen-jest-'));
  process.env.DIEMEN_JEST_TMP = root;
  process.env.TMPDIR = root;
};
