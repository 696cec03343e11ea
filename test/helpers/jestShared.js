/**
 * What every jest config shares (jest.config.js, jest.heavy.config.js, jest.browser.config.js).
 * Tests run the TypeScript sources through ts-jest, transpile-only (`npm run lint` type-checks).
 * chalk and inquirer ship ES modules only; jest loads CommonJS, so those packages are transpiled too.
 */
const esmOnly = ['chalk', 'inquirer', '@inquirer', 'ansi-escapes', 'mute-stream', 'run-async', 'rxjs'];

module.exports = {
  testEnvironment: 'node',
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
