/**
 * What every jest config shares (jest.config.js, jest.heavy.config.js, jest.browser.config.js).
 * Tests run the TypeScript sources compiled by esbuild, types stripped (`npm run lint` type-checks):
 * test/helpers/esbuildTransform.js says why not ts-jest. chalk and inquirer ship ES modules only;
 * jest loads CommonJS, so those packages are compiled too.
 */
const esmOnly = ['chalk', 'inquirer', '@inquirer', 'ansi-escapes', 'mute-stream', 'run-async', 'rxjs'];

module.exports = {
  testEnvironment: 'node',
  reporters: ['default', '<rootDir>/test/helpers/summaryReporter.js'],
  transform: { '^.+\\.[tj]s$': '<rootDir>/test/helpers/esbuildTransform.js' },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  // The CLI tests spawn the real binary; give the shared 2-core machine room.
  testTimeout: 30000,
};
