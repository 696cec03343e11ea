/** Tests run the TypeScript sources through ts-jest, transpile-only: `npm run lint` type-checks. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': [
      'ts-jest',
      {
        tsconfig: { module: 'commonjs', moduleResolution: 'node10', isolatedModules: true },
        diagnostics: false,
      },
    ],
  },
  // The CLI tests spawn the real binary; give the shared 2-core machine room.
  testTimeout: 30000,
};
