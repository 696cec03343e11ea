/**
 * The layering and purity rules are checked, not claimed: eslint, with the project's own config,
 * refuses each kind of breach in a file placed where it would be, and accepts the lawful imports.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

/**
 * eslint's flat config is an ES module, which jest's VM can't import: the cases are linted in one
 * plain node process, which prints each case's messages as JSON.
 */
function lintAll(cases: readonly (readonly [string, string])[]): string[][] {
  const script = `
    const { ESLint } = require('eslint');
    const cases = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
    (async () => {
      const eslint = new ESLint({ cwd: process.cwd() });
      const out = [];
      for (const [file, code] of cases) {
        const [r] = await eslint.lintText(code, { filePath: require('node:path').join(process.cwd(), file) });
        out.push(r.messages.map((m) => m.ruleId + ': ' + m.message));
      }
      process.stdout.write(JSON.stringify(out));
    })();`;
  const r = spawnSync(process.execPath, ['-e', script], {
    cwd: root,
    input: JSON.stringify(cases),
    encoding: 'utf8',
    timeout: 60000,
  });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout) as string[][];
}

const breaches: [string, string, RegExp][] = [
  ['src/engine/x.ts', "import { join } from 'path';\nexport const f = join;", /no-restricted-imports/],
  ['src/engine/x.ts', "import { io } from '../cli/io';\nexport const f = io;", /may not import the CLI/],
  [
    'src/sim/x.ts',
    "import { dieMen } from '../rulesets/die-men';\nexport const f = dieMen;",
    /may not import a game/,
  ],
  ['src/log/x.ts', "export { dieMenGame } from '../rulesets/die-men/game';", /may not import a game/],
  [
    'src/rulesets/die-men/x.ts',
    "import { styleFor } from '../../cli/style';\nexport const f = styleFor;",
    /may not import the CLI/,
  ],
  [
    'src/rulesets/die-men/x.ts',
    "import { highRoll } from '../high-roll/game';\nexport const f = highRoll;",
    /rulesets\/ outside its folder|another game/,
  ],
  [
    'src/cli/battle/x.ts',
    "import { dieMenFace } from '../die-men/face';\nexport const f = dieMenFace;",
    /shared CLI code may not name a game/,
  ],
  ['src/grid/x.ts', 'export const f = () => setTimeout(() => 0, 1);', /no-restricted-globals/],
  ['src/dice/x.ts', 'export const f = () => globalThis;', /no-restricted-globals/],
  ['src/core/x.ts', 'export const f = () => performance.now();', /no-restricted-globals/],
  [
    'src/rulesets/die-men/x.ts',
    "import { cpus } from 'node:os';\nexport const f = cpus;",
    /no-restricted-imports/,
  ],
  // Caches in one place per game: module-level state outside caches.ts is refused.
  ['src/rulesets/die-men/x.ts', 'let last = 0;\nexport const f = () => last++;', /caches\.ts/],
  ['src/rulesets/die-men/ai/x.ts', 'export let seen: string | null = null;', /caches\.ts/],
  [
    'src/rulesets/die-men/ai/x.ts',
    'const memo = new Map<string, number>();\nexport const f = (k: string) => memo.get(k);',
    /caches\.ts/,
  ],
  [
    'src/rulesets/die-men/x.ts',
    'const seen = new WeakMap<object, number>();\nexport const f = (k: object) => seen.get(k);',
    /caches\.ts/,
  ],
  ['src/rulesets/die-men/x.ts', 'export const scratch = new Float64Array(64);', /caches\.ts/],
  [
    'src/rulesets/die-men/x.ts',
    "import { RecentCache } from '../../core/recentCache';\nconst c = new RecentCache<object, number>(2);\nexport const f = (k: object) => c.get(k);",
    /caches\.ts/,
  ],
  // A module-level array the file writes to: a memo or a scratch buffer (scripts/eslint-hidden-state.mjs).
  [
    'src/rulesets/die-men/ai/x.ts',
    'const seen: number[] = [];\nexport const f = (k: number) => {\n  seen.push(k);\n  return seen.length;\n};',
    /array written to is state: it belongs in this game's caches\.ts/,
  ],
  [
    'src/rulesets/die-men/x.ts',
    'const scratch = new Array<number>(8);\nexport const f = (k: number) => {\n  scratch[0] = k;\n  return scratch[0];\n};',
    /array written to is state/,
  ],
  // ...and the same state kept in a closure made at module level (scripts/eslint-hidden-state.mjs).
  [
    'src/rulesets/die-men/x.ts',
    'export const f = (() => {\n  const m = new Map<string, number>();\n  return (k: string) => m.get(k) ?? 0;\n})();',
    /closure belongs in this game's caches\.ts/,
  ],
  [
    'src/rulesets/die-men/x.ts',
    'function makeMemo() {\n  const m = new Map<string, number>();\n  return (k: string) => m.get(k) ?? 0;\n}\nconst memo = makeMemo();\nexport const f = (k: string) => memo(k);',
    /closure belongs in this game's caches\.ts/,
  ],
  [
    'src/rulesets/die-men/x.ts',
    "import { generator } from './ai/hash';\nconst next = generator(7);\nexport const f = () => next();",
    /closure belongs in this game's caches\.ts/,
  ],
];

const lawful: [string, string][] = [
  ['src/rulesets/die-men/x.ts', "import { ok } from '../../core/problem';\nexport const f = ok;"],
  ['src/cli/battle/x.ts', "import { loadGames } from '../games';\nexport const f = loadGames;"],
  ['src/cli/die-men/x.ts', "import { dieMen } from '../../rulesets/die-men';\nexport const f = dieMen;"],
  ['src/cli/games.ts', "import { dieMenFace } from './die-men/face';\nexport const f = dieMenFace;"],
  [
    'src/rulesets/die-men/caches.ts',
    "import { BoundedMap } from '../../core/recentCache';\nexport const walks = new BoundedMap<string, number>(8);\nexport const scratch = new Uint8Array(8);",
  ],
  [
    'src/rulesets/die-men/x.ts',
    "const KINDS = new Set(['a', 'b']);\nexport const f = (k: string) => {\n  let n = 0;\n  const m = new Map<string, number>([[k, 1]]);\n  if (KINDS.has(k)) n = m.get(k) ?? 0;\n  return n;\n};",
  ],
  [
    'src/rulesets/die-men/x.ts',
    "import { generator } from './ai/hash';\nexport const f = (seed: number) => {\n  const next = generator(seed);\n  return next() + next();\n};",
  ],
  [
    'src/rulesets/die-men/x.ts',
    "const NAMES = ['a', 'b'];\nexport const f = (k: string) => {\n  const out = [...NAMES];\n  out.push(k);\n  return out;\n};",
  ],
  [
    'src/rulesets/die-men/x.ts',
    'export const list = [1];\nexport const f = () => {\n  const list: number[] = [];\n  list.push(2);\n  return list;\n};',
  ],
  [
    'src/rulesets/die-men/caches.ts',
    'export const f = (() => {\n  const m = new Map<string, number>();\n  return (k: string) => m.get(k) ?? 0;\n})();',
  ],
  // A constant built on first use (src/core/once.ts): the games' schemas (issue 23).
  [
    'src/rulesets/die-men/x.ts',
    "import { once } from '../../core/once';\nexport const table = once(() => [1, 2]);",
  ],
];

const results = lintAll([...breaches.map(([f, c]) => [f, c] as const), ...lawful]);

describe('lint: layering and purity', () => {
  it.each(breaches.map((b, i) => [...b, i] as const))('%s refuses: %s', (_file, _code, expected, i) => {
    expect(results[i]!.join('\n')).toMatch(expected);
  });

  it('lets the lawful code through: rules on the engine, the CLI on the registry, a face on its game, state in caches.ts or inside a function', () => {
    expect(results.slice(breaches.length)).toEqual(lawful.map(() => []));
  });
});
