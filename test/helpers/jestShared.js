/**
 * What every jest config shares (jest.config.js, jest.heavy.config.js, jest.browser.config.js).
 * Tests run the TypeScript sources through ts-jest, transpile-only (`npm run lint` type-checks).
 * chalk and inquirer ship ES modules only; jest loads CommonJS, so those packages are transpiled too.
 */
const { resolve } = require('node:path');

const esmOnly = [
  'chalk',
  'inquirer',
  '@inquirer',
  'ansi-escapes',
  'mute-stream',
  'run-async',
  'rxjs',
  // What inquirer's prompts draw with, for the tests that run them (test/cli/ctrlD.test.ts).
  'fast-wrap-ansi',
  'fast-string-width',
  'fast-string-truncated-width',
];

module.exports = {
  // One project config for the three runs, told apart by the filter (test/helpers/testSet.js says
  // why): the same root, files, id and transform in each config.
  rootDir: resolve(__dirname, '../..'),
  id: 'diemen',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts', '**/*.browser.ts'],
  filter: '<rootDir>/test/helpers/testSet.js',
  testEnvironment: 'node',
  // One temporary folder a run, removed at its end (tempRoot.js says why).
  globalSetup: '<rootDir>/test/helpers/tempRoot.js',
  globalTeardown: '<rootDir>/test/helpers/tempRootTeardown.js',
  reporters: ['default', '<rootDir>/test/helpers/summaryReporter.js'],
  transform: {
    '^.+\\.[tj]s$': [
      'ts-jest',
      {
        tsconfig: { module: 'commonjs', moduleResolution: 'node10', isolatedModules: true, allowJs: true },
        diagnostics: false,
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  // The CLI tests spawn the real binary; give the shared 2-core machine room.
  testTimeout: 30000,
};
