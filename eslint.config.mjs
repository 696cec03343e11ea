// Lint: typescript-eslint's recommended rules everywhere, plus the line that keeps the core pure.
import tseslint from 'typescript-eslint';
import { hiddenState } from './scripts/eslint-hidden-state.mjs';
import { layering } from './scripts/eslint-layering.mjs';

const pureCore = [
  'src/core/**',
  'src/dice/**',
  'src/grid/**',
  'src/engine/**',
  'src/rulesets/**',
  'src/scenario/**',
  'src/log/**',
  'src/sim/**',
];
const edgeOnly = [
  'fs',
  'path',
  'os',
  'crypto',
  'worker_threads',
  'perf_hooks',
  'node:*',
  'chalk',
  'inquirer',
  '@inquirer/*',
  'cli-table3',
  'commander',
  'child_process',
];

// Module-level state under src/rulesets: `let`, tables and scratch buffers (see the rule below).
const stateful =
  '/^(Map|WeakMap|WeakSet|RecentCache|BoundedMap|(Big)?(Int|Uint|Float)(8|16|32|64)(Clamped)?Array)$/';
const cacheMessage = "Module-level state belongs in this game's caches.ts (issue 26).";
const moduleState = ['Program', 'Program > ExportNamedDeclaration'].flatMap((at) => [
  { selector: `${at} > VariableDeclaration[kind='let']`, message: cacheMessage },
  {
    selector: `${at} > VariableDeclaration > VariableDeclarator > NewExpression.init[callee.name=${stateful}]`,
    message: cacheMessage,
  },
]);
export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'coverage/**',
      'bin/**',
      'scripts/**',
      '*.js',
      '*.mjs',
      'test/helpers/*.js',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The guide's sizes (docs/adding-a-game.md): a file past 300 lines or a function past 60 needs
    // a reason, written where it is (`eslint-disable-next-line ... -- why`). Comments and blank
    // lines don't count: a comment saying why is never the thing to cut.
    files: ['src/**/*.ts'],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Rules and dice are plain functions over plain data: no I/O, clocks or ambient randomness.
    files: pureCore,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: edgeOnly.map((group) => ({
            group: [group],
            message: 'The core is pure: I/O belongs in src/cli.',
          })),
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'console', message: 'The core is pure: return data, let the CLI print.' },
        { name: 'process', message: 'The core is pure: the CLI reads argv and env.' },
        { name: 'Date', message: 'The core is deterministic: no clocks.' },
        { name: 'performance', message: 'The core is deterministic: no clocks.' },
        { name: 'setTimeout', message: 'The core is deterministic: no timers.' },
        { name: 'setInterval', message: 'The core is deterministic: no timers.' },
        { name: 'setImmediate', message: 'The core is deterministic: no timers.' },
        { name: 'queueMicrotask', message: 'The core is deterministic: no timers.' },
        { name: 'globalThis', message: 'The core is pure: no ambient state.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the seeded RNG in src/core/rng.ts.' },
      ],
    },
  },
  {
    // Caches in one place per game (issue 26): a module-level memo, `let` or scratch buffer is state
    // that outlives a battle, so it lives in src/rulesets/<game>/caches.ts, built from the bounded
    // helper in src/core/recentCache.ts, with a comment on what it keys on and why it can't change
    // play. Plain constants (`const X = [...]`, a `new Set` of names) are not state and stay.
    files: ['src/rulesets/**/*.ts'],
    ignores: ['src/rulesets/*/caches.ts'],
    // ...and the same state kept in a closure (scripts/eslint-hidden-state.mjs).
    plugins: { caches: { rules: { 'hidden-state': hiddenState } } },
    rules: {
      'no-restricted-syntax': ['error', ...moduleState],
      'caches/hidden-state': 'error',
    },
  },
  {
    // Shared layers import no game and no CLI; a game imports no other game (scripts/eslint-layering.mjs).
    files: ['src/**/*.ts'],
    plugins: { diemen: { rules: { layering } } },
    rules: { 'diemen/layering': 'error' },
  },
  {
    // Start-up time: zod, yaml and inquirer load only inside the commands that need them.
    files: ['src/cli/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['zod', 'yaml', 'inquirer'].map((name) => ({
            name,
            allowTypeImports: true,
            message: 'Load it lazily with await import().',
          })),
          patterns: [
            {
              group: ['@inquirer/*'],
              allowTypeImports: true,
              message: 'Load it lazily with await import().',
            },
          ],
        },
      ],
    },
  },
);
